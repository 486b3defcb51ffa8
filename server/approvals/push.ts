/**
 * "An approval changed" for the browsers of the people it concerns (issue 17): after a start, a decision
 * (approve, reject, return, transfer), a withdrawal or a resubmission has committed, the push bus carries
 * the instance id with its organisation and the users who see it in their own lists — the initiator and
 * everyone who holds or held one of its tasks (the current step's approvers, the one who decided, whoever
 * a task was transferred from or to): the same people status.ts's `involves` lets see it. The notice
 * socket (notices/socket.ts) turns it into an `approval` frame for those users' sessions of that
 * organisation, and the shell refetches its approval views (src/state/notices.model.ts).
 */
import type { Deps } from '../context.js';

export type ApprovalPush = { orgId: number; instanceId: number; userIds: number[] };

/** Announces a committed change of `instanceId`; a lost push only leaves a list as it was until it is next shown. */
export async function announceApproval(deps: Pick<Deps, 'db' | 'bus'>, orgId: number, instanceId: number): Promise<void> {
  const rows = await deps.db
    .selectFrom('approval_instances as i')
    .select('i.initiator_id as userId')
    .where('i.instance_id', '=', instanceId)
    .where('i.org_id', '=', orgId)
    .union(
      deps.db
        .selectFrom('approval_task_assignees as a')
        .innerJoin('approval_tasks as t', 't.task_id', 'a.task_id')
        .select('a.user_id as userId')
        .where('t.instance_id', '=', instanceId)
        .where('t.org_id', '=', orgId),
    )
    .execute();
  const userIds = rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  if (userIds.length === 0) return;
  await deps.bus.publish('approval', { orgId, instanceId, userIds } satisfies ApprovalPush).catch(() => undefined);
}
