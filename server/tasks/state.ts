/** A task row as the wire shows it, and who may see one (the owner; an administrator: the whole organisation). */
import type { Selectable } from 'kysely';
import type { AuthInfo } from '../context.js';
import type { TaskKind, TaskState, TaskStatus } from '../contracts/task.js';
import type { Db } from '../db/connect.js';
import { isAdmin } from '../db/grants.js';
import type { TaskTable } from '../db/schema.js';
import { isImportKind, TASK_KINDS } from './registry.js';

export const TASK_COLUMNS = [
  'task_id',
  'org_id',
  'user_id',
  'kind',
  'status',
  'done',
  'total',
  'step_key',
  'step_params',
  'error_count',
  'file_name',
  'created_at',
  'started_at',
  'finished_at',
] as const;
export type TaskRow = Pick<Selectable<TaskTable>, (typeof TASK_COLUMNS)[number]>;

export const FINISHED: TaskStatus[] = ['done', 'failed', 'cancelled'];

export function toState(row: TaskRow): TaskState {
  return {
    taskId: row.task_id,
    kind: row.kind as TaskKind,
    status: row.status as TaskStatus,
    done: row.done,
    total: row.total,
    step: { key: row.step_key, params: JSON.parse(row.step_params) },
    errors: row.error_count,
    fileName: row.file_name,
    userId: row.user_id,
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    // An import always has its rows to give back; a run kind only when it put an output file.
    hasResult: row.status === 'done' && (isImportKind(TASK_KINDS[row.kind]) || 'file' in JSON.parse(row.step_params)),
  };
}

export function readTask(db: Db, taskId: number): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').select(TASK_COLUMNS).where('task_id', '=', taskId).executeTakeFirst();
}

/** Whether `auth` may see (and so watch, cancel, retry, download) the task. */
export function maySee(auth: AuthInfo, row: Pick<TaskRow, 'org_id' | 'user_id'>): boolean {
  return row.org_id === auth.orgId && (row.user_id === auth.user.userId || isAdmin(auth));
}
