/**
 * The engine's writes: start, decide (approve / reject / return / transfer), withdraw and resubmit.
 * Each runs inside the caller's writeTransaction with the instance row locked (lockRow), reads the
 * task's state only after taking that lock, and writes every change of the act (tasks, assignees,
 * to-do notices, decision, path) before committing, so two processes deciding at once on the two
 * branches of a parallel join advance it exactly once, and a crash leaves the act done or not at all.
 */
import type { AuthInfo, Deps } from '../context.js';
import type { Engine } from '../db/connect.js';
import { lockRow, type WriteTx } from '../db/write-transaction.js';
import { PENDING_LIST_PATH } from '../catalog/service.js';
import { HttpError } from '../errors.js';
import type { Decision } from '../contracts/approval.js';
import { resolveAssignees } from './assignees.js';
import type { FlowNode, ProcessModel } from './diagram.js';
import { advance, NoPathError, type EngineState, type StepResult } from './engine.js';
import { loadModel } from './models.js';

type Actor = { userId: number; userName: string; nickName: string };
export type Act = { trx: WriteTx; engine: Engine; orgId: number; actor: Actor; now: number };

/** The act of the signed-in user inside `trx`. */
export function actOf(deps: Pick<Deps, 'engine' | 'now'>, auth: AuthInfo, trx: WriteTx): Act {
  return { trx, engine: deps.engine, orgId: auth.orgId, actor: { userId: auth.user.userId, userName: auth.user.userName, nickName: auth.user.nickName }, now: deps.now() };
}

type InstanceRow = {
  instance_id: number;
  definition_id: number;
  version_no: number;
  name: string;
  initiator_id: number | null;
  initiator_name: string;
  form_data: string;
  status: string;
  path: string;
  joins: string;
};

const INSTANCE_COLUMNS = ['instance_id', 'definition_id', 'version_no', 'name', 'initiator_id', 'initiator_name', 'form_data', 'status', 'path', 'joins'] as const;

/** The instance of the session's organisation, locked for the rest of the transaction; 404 when unknown. */
async function lockInstance(act: Act, instanceId: number): Promise<InstanceRow> {
  const row = await lockRow(act.engine, act.trx.selectFrom('approval_instances').select(INSTANCE_COLUMNS).where('instance_id', '=', instanceId).where('org_id', '=', act.orgId)).executeTakeFirst();
  if (!row) throw new HttpError(404, 'notFound', 'instanceId');
  return row;
}

async function record(act: Act, instanceId: number, entry: { elementId: string; elementName: string; action: string; comment?: string | null }): Promise<void> {
  await act.trx
    .insertInto('approval_decisions')
    .values({
      instance_id: instanceId,
      element_id: entry.elementId,
      element_name: entry.elementName,
      action: entry.action,
      user_id: act.actor.userId,
      user_name: act.actor.userName,
      comment: entry.comment ?? null,
      created_at: act.now,
    })
    .execute();
}

/** Opens one task per user task reached, each with its assignees and a to-do notice for every one of them. */
async function openTasks(act: Act, instance: InstanceRow, nodes: FlowNode[]): Promise<void> {
  for (const node of nodes) {
    const users = await resolveAssignees(act.trx, act.orgId, node, instance.initiator_id);
    const task = await act.trx
      .insertInto('approval_tasks')
      .values({ org_id: act.orgId, instance_id: instance.instance_id, element_id: node.id, element_name: node.name, status: 'open', created_at: act.now })
      .returning('task_id')
      .executeTakeFirstOrThrow();
    await assign(act, instance, task.task_id, node.name, users);
  }
}

/** Gives the task to `users` (new rows, or reopened rows of earlier assignees), each with a fresh to-do notice. */
async function assign(act: Act, instance: Pick<InstanceRow, 'name' | 'initiator_name'>, taskId: number, taskName: string, users: number[]): Promise<void> {
  const existing = new Set((await act.trx.selectFrom('approval_task_assignees').select('user_id').where('task_id', '=', taskId).execute()).map((r) => r.user_id));
  for (const userId of users) {
    const notice = await act.trx
      .insertInto('task_notices')
      .values({
        org_id: act.orgId,
        user_id: userId,
        notice_type: 'sys',
        link: PENDING_LIST_PATH,
        done: '0',
        view_flag: '0',
        create_time: act.now,
        // Stored as keys, put into words in the reader's language when listed (lib/stored-message.ts).
        title: '',
        content: '',
        title_key: 'approvalNoticeTitle',
        content_key: 'approvalNoticeContent',
        params: JSON.stringify({ name: instance.name, task: taskName, initiator: instance.initiator_name }),
      })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    if (existing.has(userId)) {
      await act.trx.updateTable('approval_task_assignees').set({ open: '1', notice_id: notice.notice_id }).where('task_id', '=', taskId).where('user_id', '=', userId).execute();
    } else {
      await act.trx.insertInto('approval_task_assignees').values({ task_id: taskId, user_id: userId, open: '1', notice_id: notice.notice_id }).execute();
    }
  }
}

/** Takes a task away from all its assignees: their pending rows close and their to-do notices are done. */
async function release(act: Act, taskIds: number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await act.trx
    .updateTable('task_notices')
    .set({ done: '1' })
    .where('notice_id', 'in', (eb) => eb.selectFrom('approval_task_assignees').select('notice_id').where('task_id', 'in', taskIds).where('open', '=', '1'))
    .execute();
  await act.trx.updateTable('approval_task_assignees').set({ open: '0' }).where('task_id', 'in', taskIds).where('open', '=', '1').execute();
}

async function closeTasks(act: Act, taskIds: number[], status: 'done' | 'cancelled'): Promise<void> {
  if (taskIds.length === 0) return;
  await release(act, taskIds);
  await act.trx.updateTable('approval_tasks').set({ status, ended_at: act.now }).where('task_id', 'in', taskIds).execute();
}

async function openTaskIds(act: Act, instanceId: number): Promise<number[]> {
  return (await act.trx.selectFrom('approval_tasks').select('task_id').where('instance_id', '=', instanceId).where('status', '=', 'open').execute()).map((r) => r.task_id);
}

/** Moves tokens along `leaving`, opens the tasks they reach and stores the new state; ends the instance approved when nothing waits. */
async function proceed(act: Act, instance: InstanceRow, model: ProcessModel, leaving: FlowNode['outgoing'], data: Record<string, unknown>, state: EngineState): Promise<void> {
  let step: StepResult;
  try {
    step = advance(model, leaving, data, state);
  } catch (error) {
    if (error instanceof NoPathError) throw new HttpError(422, 'approvalNoPath', 'data', { element: error.node.id, name: error.node.name });
    throw error;
  }
  await openTasks(act, instance, step.tasks);
  const open = await act.trx.selectFrom('approval_tasks').select('element_name').where('instance_id', '=', instance.instance_id).where('status', '=', 'open').orderBy('task_id').execute();
  const done = open.length === 0;
  await act.trx
    .updateTable('approval_instances')
    .set({
      path: JSON.stringify(step.path),
      joins: JSON.stringify(step.joins),
      waiting_at: [...new Set(open.map((t) => t.element_name))].join('、').slice(0, 500),
      status: done ? 'approved' : 'running',
      ended_at: done ? act.now : null,
    })
    .where('instance_id', '=', instance.instance_id)
    .execute();
}

/** Starts an approval of the definition's latest published version; returns the instance id. */
export async function startInstance(act: Act, def: { definitionId: number; versionNo: number; name: string }, data: Record<string, unknown>): Promise<number> {
  const model = await loadModel(act.trx, def.definitionId, def.versionNo);
  const inserted = await act.trx
    .insertInto('approval_instances')
    .values({
      org_id: act.orgId,
      definition_id: def.definitionId,
      version_no: def.versionNo,
      name: def.name,
      initiator_id: act.actor.userId,
      initiator_name: act.actor.nickName,
      form_data: JSON.stringify(data),
      status: 'running',
      path: '[]',
      joins: '{}',
      started_at: act.now,
    })
    .returning(INSTANCE_COLUMNS)
    .executeTakeFirstOrThrow();
  // Nobody else can see the new row yet, but the lock keeps the rule "every change under the instance lock" simple.
  const instance = await lockInstance(act, inserted.instance_id);
  await record(act, instance.instance_id, { elementId: 'start', elementName: model.start.name, action: 'start' });
  await proceed(act, instance, model, model.start.outgoing, data, { path: [model.start.id], joins: {} });
  return instance.instance_id;
}

/** The returned instance goes again from its start event with the edited data (same version). */
export async function resubmitInstance(act: Act, instanceId: number, data: Record<string, unknown>): Promise<void> {
  const instance = await lockInstance(act, instanceId);
  if (instance.initiator_id !== act.actor.userId) throw new HttpError(403, 'approvalNotInitiator');
  if (instance.status !== 'returned') throw new HttpError(409, 'approvalNotReturned');
  const model = await loadModel(act.trx, instance.definition_id, instance.version_no);
  await act.trx
    .updateTable('approval_instances')
    .set({ form_data: JSON.stringify(data) })
    .where('instance_id', '=', instanceId)
    .execute();
  await record(act, instanceId, { elementId: 'start', elementName: model.start.name, action: 'start' });
  await proceed(act, { ...instance, form_data: JSON.stringify(data) }, model, model.start.outgoing, data, { path: [...JSON.parse(instance.path), model.start.id], joins: {} });
}

/** The initiator takes a running approval back before anyone decided on it (since its last submission), or a returned one. */
export async function withdrawInstance(act: Act, instanceId: number): Promise<void> {
  const instance = await lockInstance(act, instanceId);
  if (instance.initiator_id !== act.actor.userId) throw new HttpError(403, 'approvalNotInitiator');
  if (instance.status !== 'running' && instance.status !== 'returned') throw new HttpError(409, 'approvalEnded');
  if (instance.status === 'running') {
    const acts = await act.trx.selectFrom('approval_decisions').select('action').where('instance_id', '=', instanceId).orderBy('decision_id', 'desc').execute();
    const sinceSubmit = acts.slice(
      0,
      acts.findIndex((a) => a.action === 'start'),
    );
    if (sinceSubmit.length) throw new HttpError(409, 'approvalAlreadyDecided');
  }
  await closeTasks(act, await openTaskIds(act, instanceId), 'cancelled');
  await act.trx.updateTable('approval_instances').set({ status: 'withdrawn', waiting_at: '', ended_at: act.now }).where('instance_id', '=', instanceId).execute();
  await record(act, instanceId, { elementId: 'withdraw', elementName: '', action: 'withdraw' });
}

/** One decision on an open task by one of its assignees; returns the instance id. */
export async function decideTask(act: Act, taskId: number, body: Decision): Promise<number> {
  const owner = await act.trx.selectFrom('approval_tasks').select('instance_id').where('task_id', '=', taskId).where('org_id', '=', act.orgId).executeTakeFirst();
  if (!owner) throw new HttpError(404, 'notFound', 'taskId');
  const instance = await lockInstance(act, owner.instance_id);
  // Read after the lock: whoever held it before may have closed this task.
  const task = await act.trx.selectFrom('approval_tasks').select(['element_id', 'element_name', 'status']).where('task_id', '=', taskId).executeTakeFirstOrThrow();
  const mine = await act.trx.selectFrom('approval_task_assignees').select('open').where('task_id', '=', taskId).where('user_id', '=', act.actor.userId).executeTakeFirst();
  if (task.status !== 'open') {
    if (!mine) throw new HttpError(403, 'approvalNotAssignee');
    throw new HttpError(409, 'approvalTaskClosed');
  }
  if (mine?.open !== '1') throw new HttpError(403, 'approvalNotAssignee');
  const entry = { elementId: task.element_id, elementName: task.element_name, action: body.action, comment: body.comment?.trim() || null };

  if (body.action === 'transfer') {
    const to = await act.trx.selectFrom('users').select('user_id').where('user_id', '=', body.toUserId!).where('org_id', '=', act.orgId).where('status', '=', '0').executeTakeFirst();
    if (!to || to.user_id === act.actor.userId) throw new HttpError(422, 'approvalTransferTarget', 'toUserId');
    await release(act, [taskId]);
    await assign(act, instance, taskId, task.element_name, [to.user_id]);
    await record(act, instance.instance_id, entry);
    return instance.instance_id;
  }
  await closeTasks(act, [taskId], 'done');
  await record(act, instance.instance_id, entry);
  if (body.action === 'approve') {
    const model = await loadModel(act.trx, instance.definition_id, instance.version_no);
    const node = model.nodes.get(task.element_id)!;
    await proceed(act, instance, model, node.outgoing, JSON.parse(instance.form_data), { path: JSON.parse(instance.path), joins: JSON.parse(instance.joins) });
    return instance.instance_id;
  }
  // reject ends the approval; return hands it back to the initiator (who may resubmit or withdraw).
  await closeTasks(act, await openTaskIds(act, instance.instance_id), 'cancelled');
  const rejected = body.action === 'reject';
  await act.trx
    .updateTable('approval_instances')
    .set({ status: rejected ? 'rejected' : 'returned', waiting_at: '', ended_at: rejected ? act.now : null, joins: '{}' })
    .where('instance_id', '=', instance.instance_id)
    .execute();
  return instance.instance_id;
}
