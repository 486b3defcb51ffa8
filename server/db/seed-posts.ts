/**
 * Demo positions (岗位) of both hotels, the posts a hotel back office knows, and who holds them: the
 * administrator is the general manager, front-desk users are receptionists, accountants accountants.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Post = [code: string, name: string, remark: string];

const POSTS: Post[] = [
  ['GM', '总经理', '酒店经营全面负责'],
  ['FOM', '前厅经理', '前厅部日常管理'],
  ['REC', '前台接待', '入住、退房与问询'],
  ['CON', '礼宾员', '行李与接送服务'],
  ['HKS', '客房主管', '客房清洁与查房'],
  ['FBM', '餐饮经理', '餐厅与宴会管理'],
  ['ENS', '工程主管', '设备维修与能耗'],
  ['FM', '财务经理', '财务核算与预算'],
  ['ACC', '会计', '凭证录入与账簿'],
  ['CSH', '出纳', '现金与银行收付'],
];
const HELD: Record<string, string> = { admin: 'GM', frontdesk: 'REC', accountant: 'ACC' };

/** `people`: per organisation, its demo users by role key ('admin', 'frontdesk', 'accountant') → user id. */
export async function seedPosts(trx: Kysely<Database>, people: Array<{ orgId: number; users: Record<string, number> }>, now: number): Promise<void> {
  for (const { orgId, users } of people) {
    const rows = await trx
      .insertInto('posts')
      .values(POSTS.map(([code, name, remark], i) => ({ org_id: orgId, post_code: code, post_name: name, post_sort: i + 1, remark, created_at: now, updated_at: now })))
      .returning(['post_id', 'post_code'])
      .execute();
    const idOf = new Map(rows.map((r) => [r.post_code, r.post_id]));
    const held = Object.entries(users).flatMap(([role, userId]) => (HELD[role] ? [{ user_id: userId, post_id: idOf.get(HELD[role])! }] : []));
    if (held.length) await trx.insertInto('user_posts').values(held).execute();
  }
}
