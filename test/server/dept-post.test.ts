/**
 * Departments and positions (routes/dept-manage.ts, dept-pickers.ts, post-manage.ts) as a caller sees
 * them: each hotel's department tree and positions, the platform administrator reaching another hotel's
 * tree, the tree's rules (no loop, no child under a disabled parent), deletes refused with the reason
 * while anything still refers to a department or a position, users given a department and positions,
 * voucher lines booked to a department, the positions export, and the operation log naming both pages.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
type Ctx = { h: Harness; admin: string; hotel2: string; ht1: number; ht2: number };
const test = suite<Ctx>('departments and positions');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.ht1 = await ctx.h.orgId('HT001');
  ctx.ht2 = await ctx.h.orgId('HT002');
  // A hotel administrator at HT002 holding the department page and its buttons.
  ctx.hotel2 = await hotelRoleUser(ctx.h, { orgCode: 'HT002', roleKey: 'deptadmin', userName: 'frontdesk2', page: { path: '/htservice/dept' } });
});
test.after(async (ctx) => ctx.h.close());

const depts = async (h: Harness, token: string, query: Record<string, string> = {}) => {
  const res = await h.call('GET', `${API}/dept/list`, { token, query });
  assert.is(res.status, 200, res.text);
  return res.body.data as Array<{
    deptId: number;
    orgId: number;
    parentId: number;
    deptCode: string;
    deptName: string;
    leader: string;
    leaderUserId: number | null;
    status: string;
    version: number;
    createTime: string;
  }>;
};
const byCode = async (h: Harness, token: string, code: string, query: Record<string, string> = {}) => (await depts(h, token, query)).find((d) => d.deptCode === code)!;

test('each hotel sees its own tree; the platform administrator may name another hotel, nobody else may', async ({ h, admin, hotel2, ht1, ht2 }) => {
  const own = await depts(h, admin);
  assert.equal(
    own.filter((d) => d.parentId === 0).map((d) => d.deptName),
    ['总经办'],
  );
  assert.ok(own.every((d) => d.orgId === ht1));
  assert.match(own[0].createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const gm = own.find((d) => d.deptCode === 'GM')!;
  assert.ok(gm.leader !== '' && gm.leaderUserId !== null, 'the demo GM office has a leader');
  assert.equal(
    own.filter((d) => d.parentId === gm.deptId).map((d) => d.deptCode),
    ['FO', 'HK', 'FB', 'ENG', 'FIN'],
  );

  const tree = await h.call('GET', `${API}/dept/treeselect`, { token: admin });
  assert.is(tree.status, 200, tree.text);
  assert.equal(
    tree.body.data.map((n: { label: string }) => n.label),
    ['总经办'],
  );
  assert.equal(
    tree.body.data[0].children.map((n: { label: string }) => n.label),
    ['前厅部', '客房部', '餐饮部', '工程部', '财务部'],
  );

  const other = await depts(h, admin, { orgId: String(ht2) });
  assert.ok(other.length >= 6 && other.every((d) => d.orgId === ht2));
  assert.is((await h.call('GET', `${API}/dept/list`, { token: hotel2, query: { orgId: String(ht1) } })).status, 403);
  assert.is((await h.call('GET', `${API}/dept/treeselect`, { token: hotel2, query: { orgId: String(ht1) } })).status, 403);
  assert.is((await h.call('GET', `${API}/dept/${gm.deptId}`, { token: hotel2 })).status, 404);
  assert.is((await h.call('DELETE', `${API}/dept/${gm.deptId}`, { token: hotel2 })).status, 404);
  assert.ok((await depts(h, hotel2)).every((d) => d.orgId === ht2));
  assert.is((await h.call('GET', `${API}/dept/list`, { token: admin, query: { orgId: '999999' } })).status, 404);
});

test('add, edit and the tree rules: unique code, no loop, no child under a disabled parent, stale versions', async ({ h, admin, ht2 }) => {
  const fo = await byCode(h, admin, 'FO');
  const made = await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: fo.deptId, deptCode: 'FO-R', deptName: '前台', orderNum: 1 } });
  assert.is(made.status, 200, made.text);
  const child = made.body.data;
  assert.equal([child.parentId, child.deptName, child.status, child.version], [fo.deptId, '前台', '0', 1]);

  const dup = await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: 0, deptCode: 'FO', deptName: '重复' } });
  assert.equal([dup.status, dup.body.field, dup.body.msg], [409, 'deptCode', '部门编码 FO 已存在']);
  const loop = await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: fo.deptId, version: fo.version, parentId: child.deptId } });
  assert.equal([loop.status, loop.body.field], [422, 'parentId']);
  const self = await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: fo.deptId, version: fo.version, parentId: fo.deptId }, headers: { 'accept-language': 'en' } });
  assert.equal([self.status, self.body.msg], [422, 'The parent department cannot be the department itself or one below it']);
  const bad = await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: 0, deptCode: 'x y', deptName: '' } });
  assert.is(bad.status, 422);
  // Another hotel's department is no parent here; the platform administrator adds there by naming it.
  const ht2Top = (await depts(h, admin, { orgId: String(ht2) })).find((d) => d.parentId === 0)!;
  assert.equal((await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: ht2Top.deptId, deptCode: 'Z1', deptName: '错' } })).body.field, 'parentId');
  const there = await h.call('POST', `${API}/dept`, { token: admin, body: { orgId: ht2, parentId: ht2Top.deptId, deptCode: 'SEC', deptName: '保安部' } });
  assert.equal([there.status, there.body.data.orgId], [200, ht2]);

  const parentOff = await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: fo.deptId, version: fo.version, status: '1' } });
  assert.equal([parentOff.status, parentOff.body.field], [409, 'status']); // its child 前台 is still enabled
  const childOff = await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: child.deptId, version: 1, status: '1', deptName: '总台' } });
  assert.equal([childOff.status, childOff.body.data.version, childOff.body.data.deptName], [200, 2, '总台']);
  assert.is((await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: child.deptId, version: 1, orderNum: 5 } })).status, 409);
  const under = await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: child.deptId, deptCode: 'FO-R1', deptName: '夜班' } });
  assert.equal([under.status, under.body.msg], [422, '上级部门 总台 已停用，不能在其下新增部门']);
  const tree = await h.call('GET', `${API}/dept/treeselect`, { token: admin });
  const foNode = tree.body.data[0].children.find((n: { id: number }) => n.id === fo.deptId);
  assert.equal(foNode.children, [{ id: child.deptId, label: '总台', disabled: true }]);

  const leaders = await h.call('GET', `${API}/dept/leaders`, { token: admin });
  const acc = leaders.body.data.find((u: { userName: string }) => u.userName === 'accountant1');
  const led = await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: child.deptId, version: 2, leaderUserId: acc.userId } });
  assert.is(led.body.data.leaderUserId, acc.userId);
  const frontdesk2 = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'frontdesk2').executeTakeFirstOrThrow();
  const foreign = await h.call('PUT', `${API}/dept`, { token: admin, body: { deptId: child.deptId, version: 3, leaderUserId: frontdesk2.user_id } });
  assert.equal([foreign.status, foreign.body.field], [422, 'leaderUserId']);
});

test('a delete is refused with the reason while sub-departments, users, assets or voucher lines refer to it', async ({ h, admin }) => {
  const del = (id: number) => h.call('DELETE', `${API}/dept/${id}`, { token: admin });
  const gm = await byCode(h, admin, 'GM');
  const r1 = await del(gm.deptId);
  assert.equal([r1.status, r1.body.msg], [409, '部门 总经办 还有下级部门，不能删除；请先删除或移走下级部门']);
  const fin = await byCode(h, admin, 'FIN');
  assert.match((await del(fin.deptId)).body.msg, /名用户/); // accountant1 works in finance
  const eng = await byCode(h, admin, 'ENG'); // no users, but the demo's boilers and lifts
  const engRefused = await del(eng.deptId);
  assert.equal([engRefused.status, engRefused.body.field], [409, 'deptId']);
  assert.match(engRefused.body.msg, /^部门 工程部 还有 \d+ 张资产卡片或盘点记录，不能删除/);

  const made = await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: 0, deptCode: 'SALES', deptName: '销售部' } });
  const sales = made.body.data.deptId as number;
  const d = new Date(Date.now());
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-02`;
  const lines = [
    { summary: '会议室收入', accountCode: '1002', debit: 500, credit: 0, deptId: sales, cashflowCode: 'CF01' },
    { summary: '会议室收入', accountCode: '6001', debit: 0, credit: 500, deptId: '' },
  ];
  const v = await h.call('POST', `${API}/voucher`, { token: admin, body: { voucherDate: date, lines } });
  assert.is(v.status, 200, v.text);
  assert.equal(
    v.body.data.lines.map((l: { deptId: number | null; deptName: string }) => [l.deptId, l.deptName]),
    [
      [sales, '销售部'],
      [null, ''],
    ],
  );
  const refused = await del(sales);
  assert.equal([refused.status, refused.body.msg], [409, '部门 销售部 已用于 1 条凭证分录，不能删除；可以改为停用']);
  assert.is((await h.call('DELETE', `${API}/voucher/${v.body.data.voucherId}`, { token: admin })).status, 200);
  assert.is((await del(sales)).status, 200);
  assert.is((await del(sales)).status, 404);

  const ht2Dept = await h.db
    .selectFrom('departments')
    .select('dept_id')
    .where('org_id', '=', await h.orgId('HT002'))
    .executeTakeFirstOrThrow();
  const foreign = await h.call('POST', `${API}/voucher`, { token: admin, body: { voucherDate: date, lines: [{ ...lines[0], deptId: ht2Dept.dept_id }, lines[1]] } });
  assert.equal([foreign.status, foreign.body.field], [422, 'lines.0.deptId']);
});

test('positions: list and query, unique code and name, edit with version, refuse deleting a held one, export', async ({ h, admin }) => {
  const list = await h.call('GET', `${API}/post/list`, { token: admin, query: { pageSize: '100' } });
  assert.is(list.status, 200, list.text);
  assert.equal(
    list.body.rows.slice(0, 3).map((p: { postName: string }) => p.postName),
    ['总经理', '前厅经理', '前台接待'],
  );
  assert.is(list.body.total, 10);
  const found = await h.call('GET', `${API}/post/list`, { token: admin, query: { postName: '经理', status: '0' } });
  assert.equal(
    found.body.rows.map((p: { postCode: string }) => p.postCode),
    ['GM', 'FOM', 'FBM', 'FM'],
  );

  const made = await h.call('POST', `${API}/post`, { token: admin, body: { postCode: 'SPA', postName: '康乐主管', postSort: 20, remark: '泳池与健身房' } });
  assert.is(made.status, 200, made.text);
  const post = made.body.data;
  assert.equal((await h.call('POST', `${API}/post`, { token: admin, body: { postCode: 'SPA', postName: '另一个' } })).body, { code: 409, msg: '岗位编码 SPA 已存在', field: 'postCode' });
  assert.equal((await h.call('POST', `${API}/post`, { token: admin, body: { postCode: 'SPA2', postName: '康乐主管' } })).body.field, 'postName');
  const edited = await h.call('PUT', `${API}/post`, { token: admin, body: { postId: post.postId, version: 1, postName: '康乐经理' } });
  assert.equal([edited.status, edited.body.data.postName, edited.body.data.version], [200, '康乐经理', 2]);
  assert.is((await h.call('PUT', `${API}/post`, { token: admin, body: { postId: post.postId, version: 1, postSort: 3 } })).status, 409);
  assert.is((await h.call('GET', `${API}/post/${post.postId}`, { token: admin })).body.data.remark, '泳池与健身房');

  const rec = list.body.rows.find((p: { postCode: string }) => p.postCode === 'REC');
  const held = await h.call('DELETE', `${API}/post/${post.postId},${rec.postId}`, { token: admin, headers: { 'accept-language': 'en' } });
  assert.equal([held.status, held.body.msg], [409, 'Position 前台接待 is held by 1 user(s) and cannot be deleted: take it from them first, or disable it']);
  assert.is((await h.call('GET', `${API}/post/${post.postId}`, { token: admin })).status, 200, 'all or nothing');

  const otherHotel = await h.db
    .selectFrom('posts')
    .select('post_id')
    .where('org_id', '=', await h.orgId('HT002'))
    .executeTakeFirstOrThrow();
  assert.is((await h.call('GET', `${API}/post/${otherHotel.post_id}`, { token: admin })).status, 404);
  assert.is((await h.call('DELETE', `${API}/post/${otherHotel.post_id}`, { token: admin })).status, 404);

  const exported = await h.call('POST', `${API}/post/export`, { token: admin, body: { postName: '经理' } });
  assert.is(exported.status, 200, exported.text);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(exported.bytes as never);
  const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  assert.equal(rows[0].slice(1, 4), ['岗位编号', '岗位编码', '岗位名称']);
  assert.equal(
    rows.slice(1).map((r) => r[3]),
    ['总经理', '前厅经理', '餐饮经理', '财务经理', '康乐经理'],
  );
  assert.is((await h.call('DELETE', `${API}/post/${post.postId}`, { token: admin })).status, 200);
});

test("a user's department and positions: chosen in the form, only the hotel's own, listed and filtered by the tree", async ({ h, admin }) => {
  const posts = (await h.call('GET', `${API}/user/`, { token: admin })).body.posts as Array<{ postId: number; postName: string }>;
  const pick = (name: string) => posts.find((p) => p.postName === name)!.postId;
  const fin = await byCode(h, admin, 'FIN');
  const body = { userName: 'cashier1', nickName: '林出纳', password: 'Cash-Pa55word!', deptId: fin.deptId, postIds: [pick('出纳'), pick('会计')] };
  const made = await h.call('POST', `${API}/user`, { token: admin, body });
  assert.is(made.status, 200, made.text);
  const userId = made.body.data.userId;
  const detail = await h.call('GET', `${API}/user/${userId}`, { token: admin });
  assert.equal([detail.body.data.deptId, detail.body.data.deptName, detail.body.data.postIds.length], [fin.deptId, '财务部', 2]);
  assert.ok(detail.body.posts.length >= 10);

  const otherDept = await h.db
    .selectFrom('departments')
    .select('dept_id')
    .where('org_id', '=', await h.orgId('HT002'))
    .executeTakeFirstOrThrow();
  const otherPost = await h.db
    .selectFrom('posts')
    .select('post_id')
    .where('org_id', '=', await h.orgId('HT002'))
    .executeTakeFirstOrThrow();
  const v = detail.body.data.version;
  assert.equal((await h.call('PUT', `${API}/user`, { token: admin, body: { userId, version: v, deptId: otherDept.dept_id } })).body.field, 'deptId');
  assert.equal((await h.call('PUT', `${API}/user`, { token: admin, body: { userId, version: v, postIds: [otherPost.post_id] } })).body.field, 'postIds');
  const moved = await h.call('PUT', `${API}/user`, { token: admin, body: { userId, version: v, deptId: '', postIds: [pick('出纳')] } });
  assert.is(moved.status, 200, moved.text);
  const after = (await h.call('GET', `${API}/user/${userId}`, { token: admin })).body.data;
  assert.equal([after.deptId, after.postIds], [null, [pick('出纳')]]);

  // The list filter takes the departments below the chosen one too.
  const gm = await byCode(h, admin, 'GM');
  const below = await h.call('GET', `${API}/user/list`, { token: admin, query: { deptId: String(gm.deptId), pageSize: '100' } });
  const names = below.body.rows.map((u: { userName: string; deptName: string }) => `${u.userName}:${u.deptName}`).sort();
  assert.equal(names, ['accountant1:财务部', 'admin:总经办', 'frontdesk1:前厅部']);
  // A held position goes with its user.
  assert.is((await h.call('DELETE', `${API}/user/${userId}`, { token: admin })).status, 200);
  assert.is((await h.db.selectFrom('user_posts').select('post_id').where('user_id', '=', userId).execute()).length, 0);
});

test('the operation log names both pages', async ({ h, admin }) => {
  await h.call('POST', `${API}/post`, { token: admin, body: { postCode: 'LOG', postName: '日志岗' } });
  await h.call('POST', `${API}/dept`, { token: admin, body: { parentId: 0, deptCode: 'LOG', deptName: '日志部' } });
  await h.operLog.idle();
  const rows = (await h.call('GET', `${API}/operlog/list`, { token: admin, query: { pageSize: '5' } })).body.rows;
  assert.equal(
    rows.slice(0, 2).map((r: { title: string; businessType: number }) => [r.title, r.businessType]),
    [
      ['部门管理', 1],
      ['岗位管理', 1],
    ],
  );
});

test.run();
