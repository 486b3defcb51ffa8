/**
 * Long-running tasks on the wire: imports (from a file) and run kinds (calculations and exports, from a
 * JSON body). The socket's frames are zod schemas, from which the OpenAPI document's `x-websockets`
 * section is generated.
 *
 * HTTP under /prod-api/htservice/task: `POST /{kind}` (an import: multipart `file` xlsx/csv,
 * `importValidRows` 'true'|'false', plus the kind's options; a run kind: its JSON options) answers the
 * new task; `GET list`, `GET /{taskId}`, `PUT /{taskId}/cancel`, `POST /{taskId}/retry`,
 * `GET /{taskId}/rejected` (xlsx) and `GET /{taskId}/result` (an import's rows as xlsx, or the file a run
 * kind produced, when `hasResult`).
 *
 * WebSocket /prod-api/ws/task (or /prod-api/ws/task/{kind} to see only that kind):
 * - client → `{ type: 'auth', token }` first, within 5 s, else the server closes with 4401 (also when the
 *   session ends later); then `{ type: 'subscribe', taskIds?: number[] }` (no ids: every task the caller
 *   may see, now and later). Ids the caller may not see are ignored: no message ever names them.
 * - server → `{ type: 'ready' }` after auth, then `TaskProgress` messages: the current state right after
 *   subscribing, then at most ~10 a second per task (the last state of a burst is always sent).
 */
import { z } from 'zod';
import { numericId } from './fields.js';
import { dataReply, endpoint, fileReply, tableReply } from './endpoint.js';

export const TaskKind = z.enum([
  'stock-import',
  'opening-balance-import',
  'trial-calculation',
  'reportPdf',
  'reportExcel',
  'reportCalculate',
  'asset-card-import',
  'asset-generation',
  'asset-depreciation',
  'period-carry-forward',
  'price-agreement-import',
  'sale-agreement-import',
  'voucher-import',
  'interface-import',
  'group-result',
  'report-import',
  'data-sync',
]);
export type TaskKind = z.infer<typeof TaskKind>;
export const TaskStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/**
 * What the task is doing, as a text key the shell translates (`task.step.<key>`) with its params:
 * queued, parsing (imports) or starting (run kinds), validating, importing, done {imported, added, updated, rejected},
 * rejectedNothingImported {rejected}, badFile, badHeader {columns}, cancelled, interrupted, failed; an xlsx
 * over a limit of server/tasks/xlsx-limits.ts: xlsxTooLarge {limitMb}, xlsxTooManyRows {limitRows},
 * xlsxOutOfMemory {limitMb}, xlsxTimedOut {limitSeconds}.
 */
const TaskStep = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

export const TaskState = z.object({
  taskId: z.number().int(),
  kind: TaskKind,
  status: TaskStatus,
  done: z.number().int(),
  total: z.number().int(),
  step: TaskStep,
  /** Rows rejected so far (their file: GET /{taskId}/rejected). */
  errors: z.number().int(),
  fileName: z.string(),
  userId: z.number().int(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  hasResult: z.boolean(),
});
export type TaskState = z.infer<typeof TaskState>;

/** Server → browser on the task socket: `ready` after auth, then a task's state on every change. */
export const TaskServerFrame = z.union([z.object({ type: z.literal('ready') }), TaskState.extend({ type: z.literal('progress') })]);
export type TaskProgress = Extract<z.infer<typeof TaskServerFrame>, { type: 'progress' }>;

/** Browser → server on the task socket, after auth: the tasks to follow (no ids: every task the caller may see), or to stop following. */
export const TaskClientFrame = z.union([
  z.object({ type: z.literal('subscribe'), taskIds: z.array(z.number().int()).max(1000).optional() }),
  z.object({ type: z.literal('unsubscribe'), taskIds: z.array(z.number().int()) }),
]);

/** A task in the path; another user's or hotel's answers 404, never its state. */
const TaskIdParams = z.object({ taskId: numericId });

/** Starts a run kind (a calculation or an export) from its JSON options; the options schema is the kind's own (server/tasks/kinds). */
export const taskRunStart = (kind: string, options: z.ZodType) => endpoint({ summary: `Starts a ${kind} task from its options; answers the queued task`, body: options, reply: dataReply(TaskState) });
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** An import upload's form fields besides `file`: `importValidRows`, then the kind's own options (loose: the kind checks them). */
export const TaskUploadFields = z.looseObject({ importValidRows: flag.optional() });

/**
 * Starts an import from a multipart upload: `file` (xlsx or csv), `importValidRows` ('true'|'false': import
 * the valid rows even when others are rejected) and the kind's own options, as form fields (read by the route).
 */
export const taskImportStart = (kind: string) =>
  endpoint({
    summary: `Starts a ${kind} import from an uploaded xlsx or csv file (+ importValidRows and the kind's options as form fields); answers the queued task`,
    upload: 'file',
    reply: dataReply(TaskState),
  });

export const taskList = endpoint({
  summary: "A page of the caller's tasks (an administrator: the organisation's), newest first (status, kind)",
  list: z.object({ status: TaskStatus.optional(), kind: TaskKind.optional() }),
  reply: tableReply(TaskState),
});
export const taskGet = endpoint({ summary: "A task's state", params: TaskIdParams, reply: dataReply(TaskState), refusals: [404] });
export const taskCancel = endpoint({
  summary: 'Cancels a task: a queued one at once, a running one between two batches (a finished one → 409)',
  params: TaskIdParams,
  reply: dataReply(TaskState),
  refusals: [404, 409],
});
export const taskRetry = endpoint({ summary: 'Runs a failed or cancelled task again from its stored file (else 409)', params: TaskIdParams, reply: dataReply(TaskState), refusals: [404, 409] });
export const taskRejected = endpoint({
  summary: "An import's rejected rows as xlsx: the file's own columns plus row number and reason (404 when there are none)",
  params: TaskIdParams,
  reply: fileReply('xlsx'),
  refusals: [404],
});
export const taskResult = endpoint({
  summary: "A finished task's file: an import's rows with added/updated (xlsx), or the file a run kind produced (PDF or xlsx); 404 while there is none",
  params: TaskIdParams,
  reply: fileReply('xlsx', 'pdf'),
  refusals: [404],
});
