/**
 * The approval centre's "decided by me" list (GET /htservice/approvalCenter/decidedList): the caller's
 * own decisions only (not starting or withdrawing), newest first, with the approval's status now; the
 * action filter and the sort allowlist (anything else 422); another hotel sees none of them. Demo
 * people: frontdesk1 starts, admin (head of the front office's parent department) and accountant1 decide.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DecidedTaskRow } from '../../server/contracts/approval-decided.js';
import { setup, type Harness } from './support.js';
import { API, approve, decide, startApproval, taskOf } from './approvals-support.js';

type Ctx = { h: Harness; tok: Record<string, string> };
const test = suite<Ctx>('approval centre: decided by me');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tok = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1']) ctx.tok[user] = await ctx.h.login(user);
});
test.after(async (ctx) => ctx.h.close());

/** A purchase request of `yuan`; the form's money field carries fen. */
const purchase = (yuan: number) => ({ item: '客房床单', amount: yuan * 100, reason: '旺季补货' });
const decided = (h: Harness, token: string, query: Record<string, string> = {}) => h.call('GET', `${API}/approvalCenter/decidedList`, { token, query });

test("lists the caller's decisions newest first with the approval's status now; starting is not a decision", async ({ h, tok }) => {
  const big = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(8000));
  const small = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(300));
  await approve(h, tok.admin, big); // on to finance: still running
  const rejected = await decide(h, tok.admin, await taskOf(h, tok.admin, small), { action: 'reject', comment: '预算已用完' });
  assert.is(rejected.status, 200, rejected.text);

  const mine = await decided(h, tok.admin);
  assert.is(mine.status, 200, mine.text);
  assert.is(mine.body.total, 2);
  const rows: DecidedTaskRow[] = mine.body.rows;
  assert.equal(
    rows.map((r) => [r.instanceId, r.action, r.status, r.comment]),
    [
      [small, 'reject', 'rejected', '预算已用完'],
      [big, 'approve', 'running', '同意'],
    ],
  );
  assert.is(rows[0].approvalName, '采购申请');
  assert.is(rows[0].initiator, '王晓燕');
  assert.is(rows[0].taskName, '部门负责人审批');
  assert.match(rows[0].decideTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // The initiator decided nothing; the finance approver's list moves once they approve.
  assert.is((await decided(h, tok.frontdesk1)).body.total, 0);
  assert.is((await decided(h, tok.accountant1)).body.total, 0);
  await approve(h, tok.accountant1, big);
  const finance = (await decided(h, tok.accountant1)).body.rows as DecidedTaskRow[];
  assert.equal(
    finance.map((r) => [r.instanceId, r.action, r.status]),
    [[big, 'approve', 'approved']],
  );
  // The head's row of the same approval now shows where it ended.
  assert.is(((await decided(h, tok.admin)).body.rows as DecidedTaskRow[]).find((r) => r.instanceId === big)!.status, 'approved');
});

test('filters by action and approval name, pages, and sorts only through the allowlist', async ({ h, tok }) => {
  const rejects = await decided(h, tok.admin, { action: 'reject' });
  assert.equal(
    rejects.body.rows.map((r: DecidedTaskRow) => r.action),
    ['reject'],
  );
  assert.is((await decided(h, tok.admin, { approvalName: '会签' })).body.total, 0);
  const paged = await decided(h, tok.admin, { pageSize: '1', pageNum: '2', orderByColumn: 'decisionId', isAsc: 'asc' });
  assert.is(paged.status, 200, paged.text);
  assert.is(paged.body.rows.length, 1);
  assert.is(paged.body.rows[0].action, 'reject');
  for (const [query, field] of [
    [{ orderByColumn: 'user_id' }, 'orderByColumn'],
    [{ action: 'start' }, 'action'],
    [{ pageSize: 'many' }, 'pageSize'],
  ] as const) {
    const res = await decided(h, tok.admin, query);
    assert.is(res.status, 422, `${JSON.stringify(query)}: ${res.text}`);
    assert.is(res.body.field, field);
  }
});

test('another hotel sees none of them; without a token 401', async ({ h }) => {
  const admin2 = await h.login('admin', 'HT002');
  const other = await decided(h, admin2);
  assert.is(other.status, 200, other.text);
  assert.is(other.body.total, 0);
  assert.is((await h.call('GET', `${API}/approvalCenter/decidedList`)).status, 401);
});

test.run();
