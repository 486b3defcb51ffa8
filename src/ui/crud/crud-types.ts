/**
 * A resource page described by data: where its calls go, its columns, filters and form fields, and the
 * permissions of its buttons. CrudPage turns one into a full list page (search, add, edit, delete,
 * export, column settings, query plans, paging) over the RuoYi-style calls of DESIGN.md section 4.
 * A description holds text keys, not texts: the crud layer translates them when it draws
 * (draw-resource.ts), so one description serves every language and a page need not rebuild it.
 */
import type { ReactNode } from 'react';
import type { TextKey } from '../../lib/i18n';
import type { Column } from '../column-types';
import type { PlanField } from '../plan-fields';
import type { RowActionList } from '../RowActions';

/**
 * `depth`: an option of a tree, drawn indented (indented-option.tsx); `description`: secondary text
 * beside the label, dimmed (the stored code of a setting's choice, described-option.tsx).
 */
export type FieldOption = { value: string; label: string; depth?: number; description?: string };

/**
 * A text of a description: a key, or a function the drawing layer calls when it draws (a text with
 * parameters, or one that comes from data, such as a record kind's own labels).
 */
export type Text = TextKey | (() => string);

/** The choices of a field: fixed (from data), or a function the drawing layer calls in the current language (`statusOptions`). */
export type Choices = FieldOption[] | (() => FieldOption[]);

/** The stored codes of a yes/no value ('true'/'false', '1'/'0'…). */
export type SwitchCodes = { on: string; off: string };

export type FieldSpec = {
  key: string;
  label: Text;
  /**
   * money: integer fen in the record, typed and shown as yuan with at most two decimals; percent: a
   * number with at most two decimals; date: 'YYYY-MM-DD', picked or typed (DateField); password: masked;
   * multiselect: a list of option values.
   */
  type: 'text' | 'textarea' | 'number' | 'select' | 'money' | 'percent' | 'date' | 'multiselect' | 'password';
  required?: boolean;
  maxLength?: number;
  /** Grey text inside the empty input: the format a value takes (a period's YYYY-MM). */
  placeholder?: Text;
  options?: Choices;
  /** Cannot change once created (e.g. a dictionary type's key). */
  readOnlyOnEdit?: boolean;
  /** Shown in the form unless false (filters may be list-only). */
  inForm?: boolean;
  /** Only when adding (an initial password, the first roles); edits go through their own dialogs. */
  createOnly?: boolean;
  /**
   * The choices the record itself names for this field (an organisation parameter's allowed values):
   * when it returns options, the field is a select of them whatever its type.
   */
  choicesOf?: (values: Record<string, unknown>) => FieldOption[] | undefined;
  /**
   * The record's value is a switch (a config key read as on/off): when this returns its codes and the
   * stored value is one of them (or empty), the field is a switch; anything else stays editable as text.
   */
  switchOf?: (values: Record<string, unknown>) => SwitchCodes | undefined;
};

/** A field as drawn: its label and choices in the current language (what CrudForm and the filter bar show). */
export type DrawnField = Omit<FieldSpec, 'label' | 'placeholder' | 'options'> & { label: string; placeholder?: string; options?: FieldOption[] };

/** A column of a description: its header (and its children's) a Text. */
export type CrudColumn<Row> = Omit<Column<Row>, 'label' | 'children'> & { label: Text; children?: CrudColumn<Row>[] };

/** A field query plans may filter on, described. */
export type CrudPlanField = Omit<PlanField, 'label' | 'options'> & { label: Text; options?: Choices };

export type CrudResource<Row> = {
  /** tableId of column customisation records and automation hook `data-table-id`. */
  tableId: string;
  /** Accessible name of the table and title of the page. */
  title: Text;
  idField: keyof Row & string;
  /** Base path of the calls: `${base}/list`, `${base}/{id}`, POST/PUT `${base}`, DELETE `${base}/{ids}`. */
  base: string;
  /** The list call when it is not `${base}/list` (a user's own rows: pending tasks, started approvals). */
  listUrl?: string;
  exportUrl?: string;
  /**
   * The list call narrows rows to the shown columns (`fields=`, server/lib/list-query.ts `projected`):
   * only for resources whose cells render from their own `prop` alone.
   */
  projection?: boolean;
  /** Extra query sent with every list call (e.g. the dictionary type of a data page). */
  fixedQuery?: Record<string, string>;
  columns: CrudColumn<Row>[];
  filters: FieldSpec[];
  fields: FieldSpec[];
  /** Fields query plans may filter on. */
  planFields?: CrudPlanField[];
  /** Defaults of a new record (e.g. status '0'). */
  newRecord?: Partial<Row>;
  /** A list without add/edit (a log) leaves those out; `removeLabel` renames delete (e.g. force logout). */
  permissions: { add?: string; edit?: string; remove?: string; export?: string };
  /** Rows nobody may edit or delete here (a built-in role): their edit and delete buttons are left out. */
  readOnlyRow?: (row: Row) => boolean;
  removeLabel?: Text;
  /** More buttons of a row (before edit and delete), for actions beyond add/edit/delete; `reload` refreshes the list. */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  /**
   * A row's actions as data, for lists that may show more than three (instead of `rowActions`): between edit
   * and delete, the first two present are buttons and the rest sit under 更多 (RowActions); `name` names
   * the row in the menu button's name (the voucher number, the user name).
   */
  rowMenu?: { actions: (row: Row, reload: () => void) => RowActionList; name: (row: Row) => string };
  /** More buttons of the toolbar (before add). */
  toolbar?: (reload: () => void) => ReactNode;
  /** The page's own create action (its toolbar's 新增 opening its own form), offered by the empty list too. */
  create?: { label: Text; onClick: () => void };
  /** Width of the actions column when the row actions need more than the default 150 (`rowMenu`: two buttons and 更多). */
  actionsWidth?: number;
};
