/**
 * The user's long-running tasks (imports, calculations, exports), for the job centre and the pages that start them: the list from the
 * server, kept current by the task WebSocket (/prod-api/ws/task, src/lib/socket.ts). After every
 * (re)connect the socket subscribes to all of the user's tasks and to the unfinished ones it knows, so
 * the server answers with their true state: a reload or a lost connection never shows stale progress.
 * A task reaching done/failed/cancelled emits `task:finished` on the bus.
 */
import { computed, effect, signal } from '@preact/signals-core';
import type { TableReply } from '../../server/contracts/common';
import type { TaskKind, TaskProgress, TaskState } from '../../server/contracts/task';
import { api, download } from '../lib/api';
import { bus } from '../lib/bus';
import { openSocket, type Socket } from '../lib/socket';
import { permissions, roles, token } from './session.model';

/** The permission that starts each kind (as the server's task registry). */
export const TASK_KIND_PERMISSION: Record<TaskKind, string> = {
  'stock-import': 'consumables:stock:import',
  'opening-balance-import': 'accounting:openingBalance:import',
  'trial-calculation': 'accounting:ledger:general',
  reportPdf: 'reports:report:export',
  reportExcel: 'reports:report:export',
  reportCalculate: 'reports:report:calculate',
  'asset-card-import': 'assets:card:import',
  'asset-generation': 'assets:card:generate',
  'asset-depreciation': 'assets:depreciation:calculate',
  'period-carry-forward': 'accounting:period:carryForward',
  'price-agreement-import': 'business:priceAgreement:import',
  'sale-agreement-import': 'business:saleAgreement:import',
  'voucher-import': 'accounting:voucher:import',
  'interface-import': 'accounting:orgInterface:import',
  'group-result': 'reports:report:calculate',
  'report-import': 'reports:report:import',
  'data-sync': 'initplat:org:init',
};
/** The page each kind is started from (a finished task is announced unless the user is there). */
export const TASK_KIND_PAGE: Record<TaskKind, string> = {
  'stock-import': '/consumables/stockImport',
  'opening-balance-import': '/accounting/openingBalance',
  'trial-calculation': '/accounting/ledger/general',
  // Exports start from any report page: always announced.
  reportPdf: '',
  reportExcel: '',
  reportCalculate: '/reports/calculate',
  'asset-card-import': '/assets/card',
  'asset-generation': '/assets/card',
  'asset-depreciation': '/assets/depreciation',
  'period-carry-forward': '/accounting/periodClose',
  'price-agreement-import': '/business/priceAgreement',
  'sale-agreement-import': '/business/saleAgreement',
  'voucher-import': '/accounting/voucher/entry',
  'interface-import': '/htservice/sysOrgInterface',
  'group-result': '/reports/calculate',
  'report-import': '/reports/query',
  'data-sync': '/initplat/org',
};
const FINISHED = new Set(['done', 'failed', 'cancelled']);
const isFinished = (task: Pick<TaskState, 'status'>) => FINISHED.has(task.status);

const byId = signal<Record<number, TaskState>>({});
/** Newest first. */
export const tasks = computed(() => Object.values(byId.value).sort((a, b) => b.taskId - a.taskId));
export const runningCount = computed(() => tasks.value.filter((t) => !isFinished(t)).length);
export const jobCentreOpen = signal(false);
/** Whether the user may start any task kind (else the job centre is not offered). */
export const mayUseTasks = computed(() => roles.value.includes('admin') || permissions.value.includes('*:*:*') || Object.values(TASK_KIND_PERMISSION).some((p) => permissions.value.includes(p)));

function merge(state: TaskState): void {
  const before = byId.value[state.taskId];
  byId.value = { ...byId.value, [state.taskId]: state };
  if (before && !isFinished(before) && isFinished(state)) {
    bus.emit('task:finished', { taskId: state.taskId, kind: state.kind, status: state.status, fileName: state.fileName });
  }
}

/**
 * The answer to a start is the task as queued; a short task may already have run and its later states
 * reached us over the socket before that answer did: those win.
 */
function mergeStarted(state: TaskState): void {
  if (!byId.value[state.taskId]) merge(state);
}

async function loadTasks(): Promise<void> {
  const reply = await api.get<TableReply<TaskState>>('/htservice/task/list', { pageNum: 1, pageSize: 50 });
  const next: Record<number, TaskState> = {};
  for (const row of reply.rows) next[row.taskId] = row;
  // A socket message newer than the list answer wins (done only grows while a task runs).
  for (const [id, known] of Object.entries(byId.value)) if (next[+id] && known.done > next[+id].done) next[+id] = known;
  byId.value = next;
}

/** Uploads a file and starts an import task of `kind`; answers its first state. */
export async function startTask(kind: TaskKind, file: File, fields: Record<string, string>): Promise<TaskState> {
  const form = new FormData();
  form.set('file', file);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const reply = await api.post<{ data: TaskState }>(`/htservice/task/${kind}`, form);
  mergeStarted(reply.data);
  return reply.data;
}

/** Starts a run kind (a calculation or an export) from its JSON options; answers its first state. */
export async function startRun(kind: TaskKind, options: object): Promise<TaskState> {
  const reply = await api.post<{ data: TaskState }>(`/htservice/task/${kind}`, options);
  mergeStarted(reply.data);
  return reply.data;
}

async function cancelTask(taskId: number): Promise<void> {
  merge((await api.put<{ data: TaskState }>(`/htservice/task/${taskId}/cancel`)).data);
}

async function retryTask(taskId: number): Promise<void> {
  merge((await api.post<{ data: TaskState }>(`/htservice/task/${taskId}/retry`)).data);
}

function downloadTaskFile(task: TaskState, which: 'result' | 'rejected'): Promise<void> {
  // A run kind's result keeps the name it was made with (step param `file`: a PDF, a workbook).
  const made = which === 'result' && typeof task.step.params.file === 'string' ? task.step.params.file : null;
  return download(`/htservice/task/${task.taskId}/${which}`, {}, made ?? `${task.kind}-${task.taskId}-${which}.xlsx`, { method: 'GET' });
}

/** The task buttons' calls, as src/ui/TaskCard takes them; a PDF opens in the shell's print preview. */
export const taskActions = {
  cancel: cancelTask,
  retry: retryTask,
  download: downloadTaskFile,
  preview: (task: TaskState) => bus.emit('document:preview-requested', { path: `/htservice/task/${task.taskId}/result`, title: task.fileName }),
};

let socket: Socket | null = null;

function connect(): void {
  socket = openSocket({
    path: '/prod-api/ws/task',
    token: () => token.value,
    onMessage(message) {
      const m = message as TaskProgress | { type: 'ready' };
      if (m.type === 'ready') {
        socket?.send({ type: 'subscribe' });
        const open = tasks.value.filter((t) => !isFinished(t)).map((t) => t.taskId);
        if (open.length) socket?.send({ type: 'subscribe', taskIds: open });
      } else if (m.type === 'progress') {
        const { type: _type, ...state } = m;
        merge(state);
      }
    },
  });
}

// One socket while signed in with a task permission; none otherwise.
effect(() => {
  const wanted = Boolean(token.value) && mayUseTasks.value;
  if (wanted && !socket) {
    connect();
    void loadTasks().catch(() => undefined);
  } else if (!wanted && socket) {
    socket.close();
    socket = null;
    byId.value = {};
  }
});
