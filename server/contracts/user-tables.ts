/**
 * What each user keeps for their own tables: column customisation (SPEC.md sections 3 and 7) and
 * advanced query plans, each call declared once as a contract (contracts/endpoint.ts). Always the
 * session's user in the session's organisation: another user's or organisation's id named → 403,
 * another user's record id → 404.
 */
import { z } from 'zod';
import { numericId, textFilter } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

/** At most this many columns in a customised table. */
const MAX_COLUMNS = 200;
/** The saved JSON text; 200 columns of the SPEC.md section 3 fields fit with room to spare. */
export const MAX_CONTENT_CHARS = 128 * 1024;
/** The most characters a saved query plan's conditions take as JSON text. */
export const MAX_PLAN_CHARS = 64 * 1024;
/** The most characters of a query plan's name. */
export const PLAN_NAME_MAX = 50;

/** The page (menu id of the route, sent as a string or a number) and table a record belongs to. */
const pageIdField = z
  .union([z.string(), z.number().int().min(0)])
  .transform(String)
  .pipe(z.string().trim().min(1).max(64));
const tableIdField = z.string().trim().min(1).max(64);

// A column needs its key; everything else (label, prop, width, fixed, show…) is kept as sent. Grouped
// headers nest at most three levels, spelled out rather than recursive so no input can go deeper.
const key = z.string().trim().min(1).max(100);
const Leaf = z.looseObject({ key, children: z.array(z.never()).nullish() });
const Middle = z.looseObject({ key, children: z.array(Leaf).max(MAX_COLUMNS).nullish() });
const Column = z.looseObject({ key, children: z.array(Middle).max(MAX_COLUMNS).nullish() });
/** The column list a saved `content` must be (checked after JSON text is parsed). */
export const CustomContent = z.object({ content: z.array(Column).max(MAX_COLUMNS) });

/** A row of `GET /htservice/custom/list`; `content` is the JSON text as saved. */
const CustomRecord = z.object({ customId: z.number().int(), pageId: z.string(), tableId: z.string(), content: z.string(), version: z.number().int() });

const ownScope = { userId: numericId.optional(), orgId: numericId.optional() };

export const customSave = endpoint({
  summary: "Saves the caller's columns of a page's table (create or update: one record per user, organisation, page and table); answers its id",
  body: z.strictObject({
    customId: numericId.optional(),
    ...ownScope,
    pageId: pageIdField,
    tableId: tableIdField,
    /** JSON text of the column list (SPEC.md), or the list itself. */
    content: z.union([z.string().max(MAX_CONTENT_CHARS), z.array(z.unknown())]),
  }),
  reply: dataReply(z.number().int()),
  refusals: [403, 404],
});
export const customList = endpoint({
  summary: "The caller's saved columns (pageId, tableId)",
  list: z.object({ ...ownScope, pageId: textFilter(64), tableId: textFilter(64) }),
  reply: tableReply(CustomRecord),
  refusals: [403],
});
export const customReset = endpoint({
  summary: "Deletes one of the caller's saved column records (the page's default columns again)",
  params: z.object({ customId: numericId }),
  reply: okReply,
  refusals: [404],
});

/** A row of `GET /htservice/queryPlan/list`; `content` is the JSON text as saved. */
const QueryPlan = z.object({
  planId: z.number().int(),
  pageId: z.string(),
  tableId: z.string(),
  planName: z.string(),
  content: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** 1–50 characters after trimming, checked after the parse so that '' and '   ' get the plan-name message (422 planNameRequired). */
const planName = z
  .string()
  .max(PLAN_NAME_MAX * 4)
  .transform((v) => v.trim());
/** The conditions: whatever JSON the page's query form keeps (an array or an object, or its JSON text). */
export const planContent = z.union([z.string().max(MAX_PLAN_CHARS), z.array(z.unknown()), z.record(z.string(), z.unknown())]);

export const queryPlanList = endpoint({
  summary: "The caller's query plans of a page's table (pageId, tableId)",
  list: z.object({ pageId: textFilter(64), tableId: textFilter(64) }),
  reply: tableReply(QueryPlan),
});
export const queryPlanAdd = endpoint({
  summary: 'Saves a named query plan (the name unique per table); answers its id',
  body: z.strictObject({ pageId: pageIdField, tableId: tableIdField, planName: planName.optional(), content: planContent }),
  reply: dataReply(z.number().int()),
  refusals: [409],
});
export const queryPlanEdit = endpoint({
  summary: 'Renames a query plan and/or replaces its conditions; answers its id',
  body: z.strictObject({ planId: numericId, planName: planName.optional(), content: planContent.optional() }),
  reply: dataReply(z.number().int()),
  refusals: [404, 409],
});
export const queryPlanRemove = endpoint({ summary: "Deletes one of the caller's query plans", params: z.object({ planId: numericId }), reply: okReply, refusals: [404] });
