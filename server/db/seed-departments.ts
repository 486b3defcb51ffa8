/**
 * Demo departments of both hotels: a general manager's office over front office, housekeeping, food and
 * beverage, engineering and finance. Front-desk users work in the front office, accountants in finance.
 * The front office has no leader of its own, so its head is the general manager's office's leader
 * (approvals look a department head up the tree).
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Dept = [code: string, name: string, leader: string | null];

const TOP: Dept = ['GM', '总经办', 'admin'];
const CHILDREN: Dept[] = [
  ['FO', '前厅部', null],
  ['HK', '客房部', null],
  ['FB', '餐饮部', null],
  ['ENG', '工程部', null],
  ['FIN', '财务部', 'accountant'],
];
const MEMBERS: Record<string, string> = { frontdesk: 'FO', accountant: 'FIN', admin: 'GM' };

/** `people`: per organisation, its demo users by role key ('admin', 'frontdesk', 'accountant') → user id. */
export async function seedDepartments(trx: Kysely<Database>, people: Array<{ orgId: number; users: Record<string, number> }>, now: number): Promise<void> {
  for (const { orgId, users } of people) {
    const leaderOf = (role: string | null) => (role ? (users[role] ?? users.accountant ?? null) : null);
    const insert = (parent: number, [code, name, leader]: Dept, order: number) =>
      trx
        .insertInto('departments')
        .values({ org_id: orgId, parent_id: parent, dept_code: code, dept_name: name, leader_user_id: leaderOf(leader), order_num: order, created_at: now, updated_at: now })
        .returning('dept_id')
        .executeTakeFirstOrThrow();
    const top = await insert(0, TOP, 1);
    const ids: Record<string, number> = { [TOP[0]]: top.dept_id };
    for (const [i, dept] of CHILDREN.entries()) ids[dept[0]] = (await insert(top.dept_id, dept, i + 1)).dept_id;
    for (const [role, userId] of Object.entries(users)) {
      await trx.updateTable('users').set({ dept_id: ids[MEMBERS[role]] }).where('user_id', '=', userId).execute();
    }
  }
}
