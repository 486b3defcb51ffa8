/**
 * Master–detail forms (`/htservice/masterDetail/{form}/…`): a record of a kind edited together with its
 * lines (a framework agreement and the products it prices), each call declared once as a contract
 * (contracts/endpoint.ts). The head is a record of the kind (RecordRow); each line is a set of values of
 * the form's line fields, plus its amount (quantity × unit price, in fen like every money field), which
 * the server computes; the head's total field is their sum.
 */
import { z } from 'zod';
import { numericId, versionNumber } from './fields.js';
import { dataReply, endpoint } from './endpoint.js';
import { fenSchema } from './money.js';
import { RecordField, RecordMeta, RecordRow } from './records.js';

export const MasterDetailKey = z.enum(['frameworkAgreement']);
export type MasterDetailKey = z.infer<typeof MasterDetailKey>;

export const LineValues = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type LineValues = z.infer<typeof LineValues>;

/** `GET /htservice/masterDetail/{form}/meta`: the head kind (with dictionary options and users), its fixed type and the lines' fields. */
export const MasterDetailMeta = z.object({
  key: MasterDetailKey,
  zh: z.string(),
  en: z.string(),
  head: RecordMeta,
  /** The head field the form fixes (a framework agreement is a contract of type 'framework'). */
  preset: z.object({ field: z.string(), value: z.string() }),
  /** The head field that holds the sum of the lines' amounts (read-only in the form). */
  totalField: z.string(),
  /** Head fields the form leaves out (a framework agreement is under no framework agreement). */
  headOmit: z.array(z.string()),
  lineFields: z.array(RecordField),
  /** Amount of a line = quantity field × price field, rounded to fen. */
  quantityField: z.string(),
  priceField: z.string(),
  maxLines: z.number().int(),
  /** Where the kind's list of such records is (the page to go back to). */
  listPath: z.string(),
});
export type MasterDetailMeta = z.infer<typeof MasterDetailMeta>;

export const MasterDetailRecord = z.object({
  head: RecordRow,
  lines: z.array(z.object({ lineNo: z.number().int(), amount: fenSchema }).catchall(z.union([z.string(), z.number(), z.null()]))),
});
export type MasterDetailRecord = z.infer<typeof MasterDetailRecord>;

/**
 * POST body; PUT adds recordId and the version read. Lines replace the stored ones whole. The head is
 * checked against the kind's fields and each line against the form's (server/records/master-detail/write.ts).
 */
const MasterDetailCreate = z.strictObject({
  head: z.record(z.string(), z.unknown()).meta({ description: "The head record's values by field key (the total field is computed, the form's type fixed)" }),
  lines: z.array(z.unknown()).meta({ description: "At least one line: values by the form's line field keys" }),
});
const MasterDetailUpdate = MasterDetailCreate.extend({ recordId: numericId, version: versionNumber });

const FormParams = z.object({ form: z.string().regex(/^[A-Za-z]+$/) });

export const masterDetailMeta = endpoint({ summary: "A master–detail form's head kind, fixed type and line fields", params: FormParams, reply: dataReply(MasterDetailMeta), refusals: [404] });
export const masterDetailGet = endpoint({ summary: 'A record of the form with its lines', params: FormParams.extend({ id: numericId }), reply: dataReply(MasterDetailRecord), refusals: [404] });
export const masterDetailAdd = endpoint({
  summary: 'Adds a record with its lines in one transaction (a number taken → 409)',
  params: FormParams,
  body: MasterDetailCreate,
  reply: dataReply(MasterDetailRecord),
  refusals: [404, 409],
});
export const masterDetailEdit = endpoint({
  summary: 'Edits a record with the version last read and replaces its lines (stale → 409, nothing written)',
  params: FormParams,
  body: MasterDetailUpdate,
  reply: dataReply(MasterDetailRecord),
  refusals: [404, 409],
});
