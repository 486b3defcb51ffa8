/**
 * Who a user task goes to, resolved when the task opens (so a role's members or a department's leader
 * as they are then): `role` every active user of the organisation holding that role key, `user` that
 * active user of the organisation, `deptHead` the leader of the initiator's department, going up the
 * department tree while a department has no leader or the leader is the initiator. Nobody found is a
 * 422 naming the task, and the whole start or decision is refused.
 */
import type { WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import type { FlowNode, ProcessModel } from './diagram.js';

/** Departments deeper than this are a broken (cyclic) tree, not a real hotel. */
const MAX_DEPTH = 50;

/** `initiatorId` null: the initiator's account was deleted, so there is no department to look up. */
export async function resolveAssignees(trx: WriteTx, orgId: number, node: FlowNode, initiatorId: number | null): Promise<number[]> {
  let ids: number[] = [];
  if (node.assigneeType === 'role') {
    const rows = await trx
      .selectFrom('role_users')
      .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
      .innerJoin('users', 'users.user_id', 'role_users.user_id')
      .select('users.user_id')
      .where('roles.role_key', '=', node.assignee!)
      .where('roles.status', '=', '0')
      .where((eb) => eb.or([eb('roles.org_id', 'is', null), eb('roles.org_id', '=', orgId)]))
      .where('users.org_id', '=', orgId)
      .where('users.status', '=', '0')
      .orderBy('users.user_id')
      .execute();
    ids = [...new Set(rows.map((r) => r.user_id))];
  } else if (node.assigneeType === 'user') {
    const row = await trx.selectFrom('users').select('user_id').where('user_name', '=', node.assignee!).where('org_id', '=', orgId).where('status', '=', '0').executeTakeFirst();
    ids = row ? [row.user_id] : [];
  } else if (node.assigneeType === 'deptHead') {
    const head = initiatorId === null ? null : await departmentHead(trx, orgId, initiatorId);
    ids = head === null ? [] : [head];
  }
  if (ids.length === 0) throw new HttpError(422, node.assigneeType === 'deptHead' ? 'approvalNoDeptHead' : 'approvalNoAssignee', 'data', { element: node.id, name: node.name });
  return ids;
}

async function departmentHead(trx: WriteTx, orgId: number, initiatorId: number): Promise<number | null> {
  const user = await trx.selectFrom('users').select('dept_id').where('user_id', '=', initiatorId).executeTakeFirst();
  let deptId = user?.dept_id ?? null;
  for (let depth = 0; deptId !== null && deptId !== 0 && depth < MAX_DEPTH; depth++) {
    const dept = await trx
      .selectFrom('departments')
      .leftJoin('users', (j) => j.onRef('users.user_id', '=', 'departments.leader_user_id').on('users.status', '=', '0'))
      .select(['departments.parent_id', 'users.user_id as leader'])
      .where('departments.dept_id', '=', deptId)
      .where('departments.org_id', '=', orgId)
      .executeTakeFirst();
    if (!dept) return null;
    if (dept.leader !== null && dept.leader !== initiatorId) return dept.leader;
    deptId = dept.parent_id;
  }
  return null;
}

/**
 * The publish check of assignees: every role key and user name a user task names exists in the
 * organisation (422 naming the task otherwise), so a typo is caught in the designer, not by the
 * first initiator. Whether anybody holds the role is decided when a task opens.
 */
export async function checkAssignees(trx: WriteTx, orgId: number, model: ProcessModel): Promise<void> {
  const tasks = [...model.nodes.values()].filter((n) => n.type === 'userTask');
  const roleKeys = [...new Set(tasks.filter((n) => n.assigneeType === 'role').map((n) => n.assignee!))];
  const userNames = [...new Set(tasks.filter((n) => n.assigneeType === 'user').map((n) => n.assignee!))];
  const roles = roleKeys.length
    ? new Set(
        (
          await trx
            .selectFrom('roles')
            .select('role_key')
            .where('role_key', 'in', roleKeys)
            .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', orgId)]))
            .execute()
        ).map((r) => r.role_key),
      )
    : new Set<string>();
  const users = userNames.length
    ? new Set((await trx.selectFrom('users').select('user_name').where('user_name', 'in', userNames).where('org_id', '=', orgId).execute()).map((u) => u.user_name))
    : new Set<string>();
  for (const n of tasks) {
    if (n.assigneeType === 'role' && !roles.has(n.assignee!)) throw new HttpError(422, 'diagramUnknownRole', 'bpmnXml', { element: n.id, name: n.name, role: n.assignee! });
    if (n.assigneeType === 'user' && !users.has(n.assignee!)) throw new HttpError(422, 'diagramUnknownUser', 'bpmnXml', { element: n.id, name: n.name, user: n.assignee! });
  }
}
