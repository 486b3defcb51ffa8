/**
 * The generic record store (`/htservice/records/...`): the pages of SPEC.md section 2 whose behaviour
 * SPEC.md does not show (customers, agents, work orders, contracts, reports, information queries, CRM
 * details) are one metadata-driven resource page over these calls, each declared once as a contract
 * (contracts/endpoint.ts). A kind's fields are known only at run time (server/records/kinds): the
 * filters, bodies and rows below are what every kind shares; GET records/meta/{kind} says the rest.
 */
import { z } from 'zod';
import { idList, numericId } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';

/**
 * How a field is entered and shown: money is integer fen on the wire (shown and typed as yuan with two
 * decimals), date is 'YYYY-MM-DD', user a user name of the organisation.
 */
export const RecordFieldType = z.enum(['text', 'textarea', 'number', 'money', 'date', 'select', 'user']);
export type RecordFieldType = z.infer<typeof RecordFieldType>;

export const RecordOption = z.object({ value: z.string(), zh: z.string(), en: z.string() });
export type RecordOption = z.infer<typeof RecordOption>;

export const RecordField = z.object({
  key: z.string(),
  zh: z.string(),
  en: z.string(),
  type: RecordFieldType,
  required: z.boolean().optional(),
  /** Characters for text fields; default 100 (textarea 1000). */
  maxLength: z.number().int().optional(),
  /** Fixed choices of a select. */
  options: z.array(RecordOption).optional(),
  /**
   * A select whose choices are the normal entries of this dictionary type instead (administrators
   * maintain them); the meta answer fills `options` from it, with the stored label in both languages
   * (the shell shows a built-in label in the UI language, src/ui/builtin-labels.ts).
   */
  dict: z.string().optional(),
  /** Shown as a list column (else only in the form and export). */
  list: z.boolean().optional(),
  /** Offered as a search filter (text: contains; select, user: equals). */
  search: z.boolean().optional(),
  /** Offered as a sort column. */
  sort: z.boolean().optional(),
  /** Bounds of a number or money value (e.g. a price ≥ 0, a commission rate 0–100 %); a money field's in yuan, as people read them in the refusal. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** A date field that may not be earlier than this other date field of the same record (valid to ≥ valid from). */
  notBefore: z.string().optional(),
});
export type RecordField = z.infer<typeof RecordField>;

export const RecordKind = z.object({
  key: z.string(),
  zh: z.string(),
  en: z.string(),
  /** Permission prefix: `<prefix>:list`, `:query`, `:add`, `:edit`, `:remove`, `:export`. */
  perms: z.string(),
  /** The field holding the record's number (unique per organisation and kind) and the one naming it. */
  codeField: z.string(),
  titleField: z.string(),
  /** People know a record of this kind by its title (a customer's name) rather than its number: a phone keeps the title in view. */
  knownByTitle: z.boolean().optional(),
  fields: z.array(RecordField),
  defaultSort: z.object({ field: z.string(), order: z.enum(['asc', 'desc']) }),
  /**
   * The task kind that imports records of this kind from a sheet (`POST /htservice/task/{importTask}`,
   * permission `<prefix>:import`): one row per record, keyed by its number, so a re-import updates.
   */
  importTask: z.string().optional(),
});
export type RecordKind = z.infer<typeof RecordKind>;

export const OrgUser = z.object({ userName: z.string(), nickName: z.string() });

/** `GET /htservice/records/meta/{kind}`: the kind, plus the organisation's users for `user` fields. */
export const RecordMeta = RecordKind.extend({ users: z.array(OrgUser) });
export type RecordMeta = z.infer<typeof RecordMeta>;

/** One record on the wire: its field values by key, plus identity, version and audit fields. */
export const RecordRow = z
  .object({ recordId: z.number().int(), version: z.number().int(), createBy: z.string(), createTime: z.string(), updateBy: z.string(), updateTime: z.string() })
  .catchall(z.union([z.string(), z.number(), z.null()]))
  .meta({ description: "The record's values by field key (null: none; money fields in integer fen), beside its identity, version and audit fields" });
export type RecordRow = z.infer<typeof RecordRow>;

/**
 * A record's values by field key. Each kind checks them against its own fields (422 naming the field,
 * unknown keys refused): declared loosely here, because the fields are the kind's.
 */
const RecordValuesBody = z
  .record(z.string(), z.unknown())
  .meta({ description: "The record's values by field key (GET records/meta/{kind}; money fields in integer fen); required fields must hold a value, '' or null clears an optional one" });

/** A kind's key in the path; an unknown one answers 404. */
const KindParam = z.string().regex(/^[A-Za-z]+$/);
const KindParams = z.object({ kind: KindParam });

export const recordMeta = endpoint({ summary: "A record kind's fields, with dictionary options and the organisation's users", params: KindParams, reply: dataReply(RecordMeta), refusals: [404] });
export const recordList = endpoint({
  summary: "A page of one kind's records: its searchable fields filter (text: contains; others: equals), every field takes query-plan conditions, its sortable fields sort",
  params: KindParams,
  list: z.object({}),
  reply: tableReply(RecordRow),
  refusals: [404],
});
export const recordGet = endpoint({
  summary: "One record of the kind in the session's organisation",
  params: z.object({ kind: KindParam, id: numericId }),
  reply: dataReply(RecordRow),
  refusals: [404],
});
export const recordAdd = endpoint({ summary: 'Adds a record of the kind (a number taken → 409)', params: KindParams, body: RecordValuesBody, reply: dataReply(RecordRow), refusals: [404, 409] });
export const recordEdit = endpoint({
  summary: 'Edits a record: `recordId` and the `version` last read beside the changed values (stale → 409); the merged record is checked whole',
  params: KindParams,
  body: RecordValuesBody,
  reply: dataReply(RecordRow),
  refusals: [404, 409],
});
export const recordRemove = endpoint({
  summary: 'Deletes records of the kind, all or nothing (an id not of this organisation and kind → 404)',
  params: z.object({ kind: KindParam, ids: idList }),
  reply: okReply,
  refusals: [404],
});
export const recordExport = endpoint({
  summary: "The kind's filtered list as .xlsx (the list's filters, sort and query plan from the query string, a form or a JSON body)",
  params: KindParams,
  list: z.object({}),
  reply: fileReply('xlsx'),
  refusals: [400, 404],
});
