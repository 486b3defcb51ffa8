/**
 * Organisation parameters on the wire (`/htservice/baseOrgPara`), declared once: the route validates
 * with these endpoints, the OpenAPI document is generated from them, the browser imports the types.
 * Always the session's organisation.
 */
import { z } from 'zod';
import { numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, tableReply } from './endpoint.js';

/** A letter first, then letters, digits, '.' and '_' (e.g. acct.taxRate). */
const PARA_KEY_RULE = /^[A-Za-z][A-Za-z0-9_.]{0,99}$/;

export const BaseOrgPara = z.object({
  paraId: z.number().int(),
  orgId: z.number().int(),
  /** Unique within the organisation. */
  paraKey: z.string(),
  paraName: z.string(),
  paraValue: z.string(),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
  /** The codes a default key takes (db/org-para-defaults.ts), any other value is refused; absent: free text. Not sent back. */
  choices: z.array(z.string()).optional(),
});
export type BaseOrgPara = z.infer<typeof BaseOrgPara>;

const editable = { paraName: z.string().trim().min(1).max(100), paraValue: z.string().max(500), remark: z.string().max(500) };

/** `POST /htservice/baseOrgPara`. */
const BaseOrgParaBody = z.object({
  paraKey: z.string().trim().regex(PARA_KEY_RULE),
  paraName: editable.paraName,
  paraValue: editable.paraValue.default(''),
  remark: editable.remark.default(''),
});

/** `PUT /htservice/baseOrgPara`: paraId and the version last read, every other field optional (paraKey cannot change: 422). */
const BaseOrgParaUpdate = z.object(editable).partial().extend({ paraId: numericId, version: versionNumber, paraKey: z.string().optional() });

export const ParaUpdateResult = z.object({ added: z.array(z.object({ paraKey: z.string(), paraName: z.string(), paraValue: z.string() })) });
/** What `baseOrgParaUpdate` added (values are never overwritten). */
export type ParaUpdateResult = z.infer<typeof ParaUpdateResult>;

/** The value RuoYi style in `msg` (as configKey does) and also in `data`. */
const ParaValueReply = z.object({ code: z.literal(200), msg: z.string(), data: z.string() });

export const orgParaList = endpoint({
  summary: "A page of the organisation's parameters (filters paraKey, paraName: contains)",
  list: z.object({ paraKey: textFilter(), paraName: textFilter() }),
  reply: tableReply(BaseOrgPara),
});

export const orgParaValue = endpoint({
  summary: "One parameter's value for the session's organisation",
  query: z.object({ paraKey: z.string().trim().min(1).max(100) }),
  reply: { kind: 'json', schema: ParaValueReply },
  refusals: [404],
});

export const orgParaDefaults = endpoint({
  summary: 'Adds the default parameters the organisation lacks, never overwriting a value',
  query: z.object({ orgId: numericId, orgCode: z.string().trim().max(32).optional(), orgName: z.string().max(100).optional() }),
  reply: dataReply(ParaUpdateResult),
});

export const orgParaGet = endpoint({
  summary: 'One parameter',
  params: z.object({ paraId: numericId }),
  reply: dataReply(BaseOrgPara),
  refusals: [404],
});

export const orgParaAdd = endpoint({
  summary: 'Adds a parameter (a default key takes only its choices)',
  body: BaseOrgParaBody,
  reply: dataReply(BaseOrgPara),
  refusals: [409],
});

export const orgParaEdit = endpoint({
  summary: 'Edits a parameter with the version last read',
  body: BaseOrgParaUpdate,
  reply: dataReply(BaseOrgPara),
  refusals: [404, 409],
});
