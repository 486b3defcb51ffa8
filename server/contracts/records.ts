/**
 * Wire shapes of the generic record store (`/htservice/records/...`): the pages of SPEC.md section 2
 * whose behaviour SPEC.md does not show (customers, agents, work orders, contracts, reports,
 * information queries, CRM details) are one metadata-driven resource page over these calls. Types only.
 */

/** How a field is entered and shown: money is yuan with two decimals, date is 'YYYY-MM-DD', user a user name of the organisation. */
export type RecordFieldType = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'select' | 'user';

export type RecordOption = { value: string; zh: string; en: string };

export type RecordField = {
  key: string;
  zh: string;
  en: string;
  type: RecordFieldType;
  required?: boolean;
  /** Characters for text fields; default 100 (textarea 1000). */
  maxLength?: number;
  /** Fixed choices of a select. */
  options?: RecordOption[];
  /**
   * A select whose choices are the normal entries of this dictionary type instead (administrators
   * maintain them); the meta answer fills `options` from it, with the stored label in both languages
   * (the shell shows a built-in label in the UI language, src/ui/builtin-labels.ts).
   */
  dict?: string;
  /** Shown as a list column (else only in the form and export). */
  list?: boolean;
  /** Offered as a search filter (text: contains; select, user: equals). */
  search?: boolean;
  /** Offered as a sort column. */
  sort?: boolean;
  /** Bounds of a number or money value (e.g. a price ≥ 0, a commission rate 0–100 %). */
  min?: number;
  max?: number;
  /** A date field that may not be earlier than this other date field of the same record (valid to ≥ valid from). */
  notBefore?: string;
};

export type RecordKind = {
  key: string;
  zh: string;
  en: string;
  /** Permission prefix: `<prefix>:list`, `:query`, `:add`, `:edit`, `:remove`, `:export`. */
  perms: string;
  /** The field holding the record's number (unique per organisation and kind) and the one naming it. */
  codeField: string;
  titleField: string;
  fields: RecordField[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /**
   * The task kind that imports records of this kind from a sheet (`POST /htservice/task/{importTask}`,
   * permission `<prefix>:import`): one row per record, keyed by its number, so a re-import updates.
   */
  importTask?: string;
};

/** `GET /htservice/records/meta/{kind}`: the kind, plus the organisation's users for `user` fields. */
export type RecordMeta = RecordKind & { users: Array<{ userName: string; nickName: string }> };

/** One record on the wire: its field values by key, plus identity, version and audit fields. */
export type RecordRow = {
  recordId: number;
  version: number;
  createBy: string;
  createTime: string;
  updateBy: string;
  updateTime: string;
  [field: string]: string | number | null;
};
