/**
 * A record kind's metadata (GET /htservice/records/meta/{kind}) as a CrudPage description: the
 * list columns, search filters, form fields, query-plan fields and permissions all follow from the
 * kind's field definitions, in the current language. Pure, so the mapping is unit-tested.
 * The kind's texts are data in both languages, not text keys, so the description is built per language
 * (ResourcePage's memo) and gives them as drawn (`given`).
 */
import type { RecordField, RecordMeta, RecordRow } from '../../../server/contracts/records';
import type { Locale } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import type { Column } from '../../ui/column-types';
import type { CrudPlanField, CrudResource, DrawnField, FieldOption, FieldSpec, Text } from '../../ui/crud/crud-types';
import type { RowActionList } from '../../ui/RowActions';
import { dictLabel } from '../../ui/builtin-labels';
import type { RecordRoute } from './routes';

/** The choices of a select or user field, labelled in `lang` (a dictionary's built-in labels too). */
export function optionsOf(meta: RecordMeta, field: RecordField, lang: Locale): FieldOption[] {
  if (field.type === 'user') return meta.users.map((u) => ({ value: u.userName, label: u.nickName }));
  const dictType = field.dict;
  if (dictType) return (field.options ?? []).map((o) => ({ value: o.value, label: dictLabel({ dictType, dictValue: o.value, dictLabel: o.zh }, lang) }));
  return (field.options ?? []).map((o) => ({ value: o.value, label: o[lang] }));
}

/** A value as a person reads it: option and user labels, amounts with two decimals and grouping. */
export function display(meta: RecordMeta, field: RecordField, value: unknown, lang: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 'select' || field.type === 'user') return optionsOf(meta, field, lang).find((o) => o.value === String(value))?.label ?? String(value);
  if (field.type === 'money') return formatFen(Number(value));
  return String(value);
}

/** A text already in the description's language. */
const given =
  (text: string): Text =>
  () =>
    text;

const WIDTHS: Record<RecordField['type'], number> = { text: 160, textarea: 240, number: 100, money: 130, date: 120, select: 120, user: 110 };

/** A kind's columns have no grouped headers (no `children`). */
export function columnsOf(meta: RecordMeta, lang: Locale): Omit<Column<RecordRow>, 'children'>[] {
  return meta.fields
    .filter((f) => f.list)
    .map((f) => ({
      key: f.key,
      label: f[lang],
      prop: f.key,
      width: f.key === meta.codeField ? 150 : WIDTHS[f.type],
      sortable: Boolean(f.sort),
      fixed: f.key === meta.codeField ? ('left' as const) : undefined,
      phoneKey: f.key === (meta.knownByTitle ? meta.titleField : meta.codeField),
      align: f.type === 'money' || f.type === 'number' ? ('right' as const) : undefined,
      render: f.type === 'select' || f.type === 'user' || f.type === 'money' ? (row: RecordRow) => display(meta, f, row[f.key], lang) : undefined,
    }));
}

/** Form fields: a user field is a select of the organisation's users; a preset type cannot change. */
export function formFieldsOf(meta: RecordMeta, lang: Locale, route: RecordRoute): DrawnField[] {
  return meta.fields.map((f) => ({
    key: f.key,
    label: f[lang],
    type: f.type === 'user' ? 'select' : f.type,
    required: f.required,
    maxLength: f.type === 'text' || f.type === 'textarea' ? (f.maxLength ?? (f.type === 'text' ? 100 : 1000)) : undefined,
    options: f.type === 'select' || f.type === 'user' ? optionsOf(meta, f, lang) : undefined,
    readOnlyOnEdit: route.preset?.field === f.key,
  }));
}

function filtersOf(meta: RecordMeta, lang: Locale, route: RecordRoute): FieldSpec[] {
  return meta.fields
    .filter((f) => f.search && f.key !== route.preset?.field)
    .map((f) =>
      f.type === 'select' || f.type === 'user' ? { key: f.key, label: given(f[lang]), type: 'select', options: optionsOf(meta, f, lang) } : { key: f.key, label: given(f[lang]), type: 'text' },
    );
}

function planFieldsOf(meta: RecordMeta, lang: Locale): CrudPlanField[] {
  return meta.fields.map((f) => ({
    field: f.key,
    label: given(f[lang]),
    type: f.type === 'number' || f.type === 'money' ? f.type : f.type === 'date' ? 'date' : f.type === 'select' || f.type === 'user' ? 'select' : 'text',
    options: f.type === 'select' || f.type === 'user' ? optionsOf(meta, f, lang) : undefined,
  }));
}

/** The page's title: the kind, and the preset type when the route fixes one (工单 · 线上工单). */
function titleOf(meta: RecordMeta, lang: Locale, route: RecordRoute): string {
  const preset = route.preset && meta.fields.find((f) => f.key === route.preset!.field);
  return preset ? `${meta[lang]} · ${display(meta, preset, route.preset!.value, lang)}` : meta[lang];
}

/** `actions`: the page's own row actions (open, print), between edit and delete, the row named by its code. */
export function recordResource(meta: RecordMeta, lang: Locale, route: RecordRoute, actions?: (row: RecordRow) => RowActionList): CrudResource<RecordRow> {
  const p = meta.perms;
  const fixed = route.preset ? { [route.preset.field]: route.preset.value } : undefined;
  return {
    tableId: `records-${meta.key}`,
    title: given(titleOf(meta, lang, route)),
    idField: 'recordId',
    base: `/htservice/records/${meta.key}`,
    exportUrl: `/htservice/records/${meta.key}/export`,
    fixedQuery: fixed,
    columns: columnsOf(meta, lang).map((column) => ({ ...column, label: given(column.label) })),
    filters: filtersOf(meta, lang, route),
    fields: formFieldsOf(meta, lang, route).map(({ label, placeholder, ...field }) => ({ ...field, label: given(label), placeholder: placeholder === undefined ? undefined : given(placeholder) })),
    planFields: planFieldsOf(meta, lang),
    newRecord: fixed as Partial<RecordRow> | undefined,
    permissions: { add: `${p}:add`, edit: `${p}:edit`, remove: `${p}:remove`, export: `${p}:export` },
    rowMenu: actions && { actions, name: (row) => String(row[meta.codeField] ?? row.recordId) },
  };
}
