/**
 * The approval engine as users meet it: the demo purchase request (department head; above 5,000 yuan
 * finance as well), the parallel contract sign-off, reject / return / resubmit / transfer / withdraw,
 * who may decide, to-do notices, another hotel seeing nothing, and a department head that cannot be
 * found. Demo people: frontdesk1 (前厅部, no leader → 总经办's leader admin), accountant1 (财务),
 * frontdesk2 / accountant2 in the other hotel.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';
import { API, approve, decide, pending, startApproval, status, taskOf } from './approvals-support.js';

type Ctx = { h: Harness; tok: Record<string, string> };
const test = suite<Ctx>('approvals');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tok = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2', 'accountant2']) ctx.tok[user] = await ctx.h.login(user);
});
test.after(async (ctx) => ctx.h.close());

/** A purchase request of `yuan`; the form's money field carries fen. */
const purchase = (yuan: number) => ({ item: '客房床单', amount: yuan * 100, reason: '旺季补货' });
const userId = async (h: Harness, name: string) => (await h.db.selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow()).user_id;
const notices = (h: Harness, token: string, which = 'getsysTaskNotice') => h.call('PUT', `${API}/module/${which}`, { token, query: { pageSize: '50' } });

test('a purchase of at most 5000 yuan needs the department head only', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(3000));
  const started = await status(h, tok.frontdesk1, id);
  assert.is(started.instance.status, 'running');
  assert.equal(
    started.waiting.map((w) => [w.elementId, w.assignees]),
    [['Task_DeptHead', ['admin']]],
  );
  assert.is(started.instance.waitingAt, '部门负责人审批');
  // The head's to-do notice points at the pending list.
  const todo = (await notices(h, tok.admin)).body.rows.find((n: any) => n.title.includes('采购申请'));
  assert.ok(todo, 'a to-do notice for the department head');
  assert.is(todo.link, '/htservice/approvalCenter/pendingList');
  assert.is(todo.title, '审批待办：采购申请 - 部门负责人审批');
  const inEnglish = (await h.call('PUT', `${API}/module/getsysTaskNotice`, { token: tok.admin, query: { pageSize: '50' }, headers: { 'accept-language': 'en' } })).body.rows.find(
    (n: any) => n.noticeId === todo.noticeId,
  );
  assert.is(inEnglish.title, 'Approval to do: 采购申请 - 部门负责人审批', "the sentence in the reader's language (the names are drawn by the shell)");
  assert.equal([inEnglish.titleKey, inEnglish.params.name], ['approvalNoticeTitle', '采购申请']);

  const done = await approve(h, tok.admin, id);
  assert.is(done.instance.status, 'approved');
  assert.ok(done.instance.endTime);
  assert.equal(done.path, ['StartEvent_1', 'Flow_1', 'Task_DeptHead', 'Flow_2', 'Gateway_Amount', 'Flow_Small', 'EndEvent_1']);
  assert.equal(done.waiting, []);
  assert.equal(
    (await pending(h, tok.accountant1)).filter((r) => r.instanceId === id),
    [],
  );
  const open = (await notices(h, tok.admin)).body.rows.filter((n: any) => n.noticeId === todo.noticeId);
  assert.equal(open, [], 'the notice is done once the task closed');
});

test('above 5000 yuan the department head, then finance (role accountant) approve', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(8000));
  const afterHead = await approve(h, tok.admin, id);
  assert.is(afterHead.instance.status, 'running');
  assert.equal(
    afterHead.waiting.map((w) => [w.elementName, w.assignees]),
    [['财务审批', ['accountant1']]],
  );
  const row = (await pending(h, tok.accountant1)).find((r) => r.instanceId === id)!;
  assert.equal({ ...row, taskId: 0, createTime: '' }, { taskId: 0, instanceId: id, taskName: '财务审批', approvalName: '采购申请', initiator: '王晓燕', createTime: '' });
  const done = await approve(h, tok.accountant1, id);
  assert.is(done.instance.status, 'approved');
  assert.equal(done.path, ['StartEvent_1', 'Flow_1', 'Task_DeptHead', 'Flow_2', 'Gateway_Amount', 'Flow_Large', 'Task_Finance', 'Flow_3', 'EndEvent_1']);
  assert.equal(
    done.decisions.map((d) => [d.action, d.by, d.elementId]),
    [
      ['start', 'frontdesk1', 'start'],
      ['approve', 'admin', 'Task_DeptHead'],
      ['approve', 'accountant1', 'Task_Finance'],
    ],
  );
  assert.match(done.decisions[1].time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.is(done.decisions[1].comment, '同意');
  // Each entry has its own id, in the order the decisions were taken.
  const ids = done.decisions.map((d) => d.decisionId);
  assert.ok(ids.every(Number.isInteger) && ids.every((id, i) => i === 0 || id > ids[i - 1]), `ids ${ids}`);
  assert.equal(done.data, purchase(8000));
});

test('a parallel sign-off waits for every branch, however the decisions interleave', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'contractSignoff', { title: '布草洗涤合同', party: '洁净洗涤公司', amount: 120000 });
  const both = await status(h, tok.frontdesk1, id);
  assert.equal(both.waiting.map((w) => w.elementId).sort(), ['Task_DeptHead', 'Task_Finance']);
  const one = await approve(h, tok.accountant1, id);
  assert.is(one.instance.status, 'running', 'one branch in: the join still waits');
  assert.equal(
    one.waiting.map((w) => w.elementId),
    ['Task_DeptHead'],
  );
  const all = await approve(h, tok.admin, id);
  assert.is(all.instance.status, 'approved');
  assert.equal(
    all.path.filter((e) => e === 'Gateway_Join'),
    ['Gateway_Join'],
    'the join fires once',
  );
  assert.equal(all.path.slice(-3), ['Gateway_Join', 'Flow_6', 'EndEvent_1']);

  // Both approvers at the same moment: the instance lock serialises them and the join fires exactly once.
  const again = await startApproval(h, tok.frontdesk1, 'contractSignoff', { title: '绿植租摆合同', party: '绿源公司', amount: 8000 });
  const [a, b] = await Promise.all([
    taskOf(h, tok.admin, again).then((t) => decide(h, tok.admin, t, { action: 'approve' })),
    taskOf(h, tok.accountant1, again).then((t) => decide(h, tok.accountant1, t, { action: 'approve' })),
  ]);
  assert.equal([a.status, b.status], [200, 200]);
  const end = await status(h, tok.frontdesk1, again);
  assert.is(end.instance.status, 'approved');
  assert.equal(
    end.path.filter((e) => e === 'EndEvent_1'),
    ['EndEvent_1'],
  );
});

test('reject needs a reason, ends the approval and hands the reason back', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(200));
  const task = await taskOf(h, tok.admin, id);
  const bare = await decide(h, tok.admin, task, { action: 'reject' });
  assert.is(bare.status, 422);
  assert.is(bare.body.field, 'comment');
  const res = await decide(h, tok.admin, task, { action: 'reject', comment: '预算已用完' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.instance.status, 'rejected');
  assert.ok(res.body.data.instance.endTime);
  const seen = await status(h, tok.frontdesk1, id);
  assert.equal(seen.decisions.at(-1), { ...seen.decisions.at(-1)!, action: 'reject', by: 'admin', comment: '预算已用完' });
  assert.equal(seen.waiting, []);
  assert.is((await decide(h, tok.admin, task, { action: 'approve' })).status, 409, 'a closed task takes no more decisions');
});

test('return hands the approval back; the initiator resubmits edited data and it runs again', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(9000));
  const res = await decide(h, tok.admin, await taskOf(h, tok.admin, id), { action: 'return', comment: '请拆分为两次采购' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.instance.status, 'returned');
  assert.is(res.body.data.instance.endTime, null);
  assert.equal(
    (await pending(h, tok.admin)).filter((r) => r.instanceId === id),
    [],
  );
  const resubmit = (token: string, data: Record<string, unknown>) => h.call('POST', `${API}/approvalInitiated/${id}/resubmit`, { token, body: { data } });
  assert.is((await resubmit(tok.admin, purchase(4000))).status, 403, 'only the initiator resubmits');
  const bad = await resubmit(tok.frontdesk1, { item: '床单', amount: 'lots' });
  assert.is(bad.status, 422);
  assert.is(bad.body.field, 'data.amount');
  const again = await resubmit(tok.frontdesk1, purchase(4000));
  assert.is(again.status, 200, again.text);
  assert.is(again.body.data.instance.status, 'running');
  assert.equal(again.body.data.data, purchase(4000));
  const done = await approve(h, tok.admin, id);
  assert.is(done.instance.status, 'approved', '4000 now takes the short path');
  assert.equal(
    done.decisions.map((d) => d.action),
    ['start', 'return', 'start', 'approve'],
  );
  assert.is((await resubmit(tok.frontdesk1, purchase(1))).status, 409, 'only a returned approval is resubmitted');
});

test('transfer moves the task to another active user of the same hotel', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(100));
  const task = await taskOf(h, tok.admin, id);
  const elsewhere = await decide(h, tok.admin, task, { action: 'transfer', toUserId: await userId(h, 'accountant2') });
  assert.is(elsewhere.status, 422);
  assert.is(elsewhere.body.field, 'toUserId');
  const missing = await decide(h, tok.admin, task, { action: 'transfer' } as never);
  assert.is(missing.status, 422);
  assert.is(missing.body.field, 'toUserId');
  const moved = await decide(h, tok.admin, task, { action: 'transfer', toUserId: await userId(h, 'accountant1'), comment: '请代为审批' });
  assert.is(moved.status, 200, moved.text);
  assert.equal(
    moved.body.data.waiting.map((w: any) => w.assignees),
    [['accountant1']],
  );
  assert.equal(
    (await pending(h, tok.admin)).filter((r) => r.instanceId === id),
    [],
  );
  assert.is((await decide(h, tok.admin, task, { action: 'approve' })).status, 403, 'the old assignee no longer decides');
  const done = await approve(h, tok.accountant1, id);
  assert.is(done.instance.status, 'approved');
  assert.equal(
    done.decisions.map((d) => [d.action, d.by]),
    [
      ['start', 'frontdesk1'],
      ['transfer', 'admin'],
      ['approve', 'accountant1'],
    ],
  );
});

test('withdraw: by the initiator before the first decision; 409 after; 403 for anyone else', async ({ h, tok }) => {
  const withdraw = (token: string, id: number) => h.call('POST', `${API}/approvalInitiated/${id}/withdraw`, { token });
  const early = await startApproval(h, tok.frontdesk1, 'contractSignoff', { title: '合同', party: '甲方', amount: 1 });
  assert.is((await withdraw(tok.admin, early)).status, 403);
  const ok = await withdraw(tok.frontdesk1, early);
  assert.is(ok.status, 200, ok.text);
  assert.is(ok.body.data.instance.status, 'withdrawn');
  assert.equal(ok.body.data.waiting, []);
  assert.equal(
    ok.body.data.decisions.map((d: any) => d.action),
    ['start', 'withdraw'],
  );
  assert.equal(
    (await pending(h, tok.admin)).filter((r) => r.instanceId === early),
    [],
  );
  assert.equal(
    (await pending(h, tok.accountant1)).filter((r) => r.instanceId === early),
    [],
  );

  const late = await startApproval(h, tok.frontdesk1, 'contractSignoff', { title: '合同', party: '乙方', amount: 2 });
  await approve(h, tok.accountant1, late);
  const refused = await withdraw(tok.frontdesk1, late);
  assert.is(refused.status, 409);
  assert.is((await status(h, tok.frontdesk1, late)).instance.status, 'running', 'refused changes nothing');
});

test('only an assignee decides: anyone else gets 403 and nothing changes', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(6000));
  const task = await taskOf(h, tok.admin, id);
  const before = await status(h, tok.frontdesk1, id);
  const res = await decide(h, tok.accountant1, task, { action: 'approve' });
  assert.is(res.status, 403);
  assert.equal(await status(h, tok.frontdesk1, id), before);
  assert.is((await decide(h, tok.frontdesk1, task, { action: 'approve' })).status, 403, 'frontdesk holds the approve permission but is no assignee');
  assert.is((await decide(h, tok.admin, 999999, { action: 'approve' })).status, 404);
});

test("another hotel's users see nothing of these approvals", async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(7000));
  const task = await taskOf(h, tok.admin, id);
  for (const user of ['frontdesk2', 'accountant2']) {
    assert.is((await h.call('GET', `${API}/approvalCenter/status/${id}`, { token: tok[user] })).status, 404);
    assert.is((await decide(h, tok[user], task, { action: 'approve' })).status, 404);
    assert.equal(await pending(h, tok[user]), []);
    const list = await h.call('GET', `${API}/approvalCenter/statusList`, { token: tok[user], query: { pageSize: '100' } });
    assert.is(list.body.total, 0);
  }
  assert.is((await h.call('POST', `${API}/approvalInitiated/${id}/withdraw`, { token: tok.frontdesk2 })).status, 404);
  assert.is((await h.call('GET', `${API}/approvalInitiated/mine`, { token: tok.frontdesk2 })).body.total, 0);
  // Within the hotel, a user who neither started nor was assigned an approval does not see it either.
  const other = await h.call('GET', `${API}/approvalCenter/status/${id}`, { token: tok.accountant1 });
  assert.is(other.status, 404);
  const mine = await h.call('GET', `${API}/approvalInitiated/mine`, { token: tok.frontdesk1, query: { status: 'running', pageSize: '100' } });
  assert.ok(mine.body.rows.some((r: any) => r.instanceId === id && r.waitingAt === '部门负责人审批' && r.initiator === '王晓燕'));
});

test('no department head up the tree: the start is refused with 422 and nothing is stored', async ({ h, tok }) => {
  // admin leads 总经办, the top department: leading one's own department does not make one's own head.
  const before = await h.db
    .selectFrom('approval_instances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const res = await h.call('POST', `${API}/approvalInitiated/start`, { token: tok.admin, body: { defKey: 'purchaseRequest', data: purchase(10) } });
  assert.is(res.status, 422);
  assert.match(res.body.msg, /Task_DeptHead/);
  assert.match(res.body.msg, /部门负责人/);
  const after = await h.db
    .selectFrom('approval_instances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.is(Number(after.n), Number(before.n));
  const required = await h.call('POST', `${API}/approvalInitiated/start`, { token: tok.frontdesk1, body: { defKey: 'purchaseRequest', data: { amount: 10 } } });
  assert.is(required.status, 422);
  assert.is(required.body.field, 'data.item');
  assert.is((await h.call('POST', `${API}/approvalInitiated/start`, { token: tok.frontdesk1, body: { defKey: 'noSuchThing', data: {} } })).status, 404);
});

// Last: it deletes frontdesk1.
test("deleting a user who started approvals keeps the approvals' history under the name", async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(50));
  const res = await h.call('DELETE', `${API}/user/${await userId(h, 'frontdesk1')}`, { token: tok.admin });
  assert.is(res.status, 200, res.text);
  const after = await status(h, tok.admin, id);
  assert.is(after.instance.initiator, '王晓燕');
  assert.is((await approve(h, tok.admin, id)).instance.status, 'approved');
});

test.run();
