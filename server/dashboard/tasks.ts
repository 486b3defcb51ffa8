/**
 * The latest tasks of one kind, as the consumables and reports dashboards list them. The same people see
 * them as through the task calls (tasks/state.ts `maySee`): the owner, and the platform administrator every
 * task of the organisation. One query on the index (org_id, kind, created_at), the owner's nickname joined.
 */
import type { TaskSummary } from '../contracts/dashboard.js';
import type { TaskStatus } from '../contracts/task.js';
import { isAdmin } from '../db/grants.js';
import { formatDateTime } from '../lib/time.js';
import { LIST_SIZE, type DashboardContext } from './context.js';

/** `label` names a task from its stored file name and options (JSON). */
export async function latestTasks(ctx: DashboardContext, kind: string, label: (fileName: string, options: Record<string, unknown>) => string): Promise<TaskSummary[]> {
  const { auth } = ctx;
  let query = ctx.deps.db
    .selectFrom('tasks')
    .innerJoin('users', 'users.user_id', 'tasks.user_id')
    .select(['tasks.task_id', 'tasks.status', 'tasks.file_name', 'tasks.options', 'tasks.created_at', 'tasks.finished_at', 'users.nick_name'])
    .where('tasks.org_id', '=', auth.orgId)
    .where('tasks.kind', '=', kind);
  if (!isAdmin(auth)) query = query.where('tasks.user_id', '=', auth.user.userId);
  const rows = await query.orderBy('tasks.created_at', 'desc').orderBy('tasks.task_id', 'desc').limit(LIST_SIZE).execute();
  return rows.map((r) => ({
    taskId: r.task_id,
    label: label(r.file_name, JSON.parse(r.options) as Record<string, unknown>),
    status: r.status as TaskStatus,
    userName: r.nick_name,
    createTime: formatDateTime(Number(r.created_at)),
    finishTime: r.finished_at === null ? null : formatDateTime(Number(r.finished_at)),
  }));
}
