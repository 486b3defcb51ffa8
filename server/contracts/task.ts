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
export const TaskStep = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
export type TaskStep = z.infer<typeof TaskStep>;

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

/** A stock row of the low-value consumables (GET /htservice/consumables/stock/list). */
export type StockRow = {
  stockId: number;
  warehouse: string;
  itemCode: string;
  itemName: string;
  specification: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  updatedAt: number;
};

/** An opening balance (GET /htservice/accounting/openingBalance/list). direction 'D' debit, 'C' credit. */
export type OpeningBalanceRow = {
  balanceId: number;
  year: number;
  accountCode: string;
  accountName: string;
  direction: 'D' | 'C';
  openingBalance: number;
  updatedAt: number;
};
