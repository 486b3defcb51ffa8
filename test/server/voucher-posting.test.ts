/**
 * The voucher lifecycle after audit (issue 20): cashier signature (出纳签字 / 取消签字) of audited vouchers
 * with a cash or bank line, posting (记账) — a cash voucher signed first — and un-posting (反记账) while the
 * period is open, each behind its permission, all or nothing with the status log; a signed voucher is not
 * revoked; posted vouchers are neither edited nor deleted; and the red reversal (红字冲销) of a posted
 * voucher: amounts negated, summaries prefixed, linked both ways, once per voucher, never edited. The
 * printed voucher names who posted, signed as cashier and audited.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagesText } from '../support/pdf-text.js';
import { setup, type Harness } from './support.js';

const V = '/prod-api/htservice/voucher';
type Ctx = { h: Harness; admin: string; acc1: string; desk: string; date: string };
const test = suite<Ctx>('voucher posting');

const CASH = [
  { summary: '收会议室租金', accountCode: '1002', debit: 88_000, credit: 0, cashflowCode: 'CF01' },
  { summary: '收会议室租金', accountCode: '6001', debit: 0, credit: 88_000 },
];
const NON_CASH = [
  { summary: '计提折旧', accountCode: '1601', debit: 3_000, credit: 0 },
  { summary: '计提折旧', accountCode: '1602', debit: 0, credit: 3_000 },
];

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.acc1 = await ctx.h.login('accountant1');
  ctx.desk = await ctx.h.login('frontdesk1');
  const d = new Date(Date.now());
  ctx.date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-04`;
});
test.after(async (ctx) => ctx.h.close());

const act = (ctx: Ctx, action: string, ids: number[], token = ctx.acc1, lang = 'zh-CN') =>
  ctx.h.call('PUT', `${V}/${action}`, { token, body: { voucherIds: ids }, headers: { 'accept-language': lang } });
const get = async (ctx: Ctx, id: number) => (await ctx.h.call('GET', `${V}/${id}`, { token: ctx.admin })).body.data;

/** A voucher made and sent by admin and audited by accountant1. */
async function audited(ctx: Ctx, lines = CASH): Promise<{ voucherId: number; voucherNumber: string }> {
  const made = await ctx.h.call('POST', V, { token: ctx.admin, body: { voucherDate: ctx.date, lines } });
  assert.is(made.status, 200, made.text);
  const id = made.body.data.voucherId;
  assert.is((await act(ctx, 'send', [id], ctx.admin)).status, 200);
  assert.is((await act(ctx, 'audit', [id])).status, 200);
  return made.body.data;
}

test('without the permission every step after audit is 403 and changes nothing', async (ctx) => {
  const v = await audited(ctx);
  for (const action of ['sign', 'unsign', 'post', 'unpost']) assert.is((await act(ctx, action, [v.voucherId], ctx.desk)).status, 403, action);
  assert.is((await ctx.h.call('POST', `${V}/reverse`, { token: ctx.desk, body: { voucherId: v.voucherId } })).status, 403);
  assert.is((await get(ctx, v.voucherId)).status, '2');
});

test('a cash voucher: posting unsigned is 409 with its number and why; signed it posts, with who and when', async (ctx) => {
  const v = await audited(ctx);
  const refused = await act(ctx, 'post', [v.voucherId]);
  assert.is(refused.status, 409);
  assert.is(refused.body.msg, `凭证 ${v.voucherNumber} 含现金或银行存款分录，须先由出纳签字才能记账`);
  const en = await act(ctx, 'post', [v.voucherId], ctx.acc1, 'en-US');
  assert.is(en.body.msg, `Voucher ${v.voucherNumber} has a cash or bank line: the cashier must sign it before it is posted`);

  assert.is((await act(ctx, 'sign', [v.voucherId])).status, 200);
  let detail = await get(ctx, v.voucherId);
  assert.is(detail.cashierName, '李建国');
  assert.ok(detail.cashierTime > 0);
  assert.is(detail.needsCashier, true);
  assert.is((await act(ctx, 'sign', [v.voucherId])).status, 409, 'signed twice');

  assert.is((await act(ctx, 'post', [v.voucherId])).status, 200);
  detail = await get(ctx, v.voucherId);
  assert.is(detail.status, '3');
  assert.is(detail.posterName, '李建国');
  assert.equal(
    detail.logs.map((l: { action: string }) => l.action),
    ['create', 'send', 'audit', 'sign', 'post'],
  );
  // The signature belongs to the audited voucher: not cleared once posted.
  assert.is((await act(ctx, 'unsign', [v.voucherId])).status, 409);
  // The printed voucher signs who posted, signed as cashier, audited and made it.
  const pdf = await ctx.h.call('POST', '/prod-api/crmPrint/printpdf/voucherprint', { token: ctx.acc1, body: { currentRow: { voucherId: v.voucherId } } });
  assert.is(pdf.status, 200, pdf.text);
  const text = (await pagesText(pdf.bytes)).join(' ');
  for (const signed of ['记账：李建国', '出纳：李建国', '审核：李建国', '制单：系统管理员']) assert.ok(text.includes(signed), `${signed} in ${text}`);
});

test('signing: only audited vouchers with a cash or bank line; unsign clears it; a signed voucher is not revoked', async (ctx) => {
  const plain = await audited(ctx, NON_CASH);
  const noCash = await act(ctx, 'sign', [plain.voucherId]);
  assert.is(noCash.status, 409);
  assert.is(noCash.body.msg, `凭证 ${plain.voucherNumber} 没有现金或银行存款分录，无需出纳签字`);
  // A voucher without cash or bank lines posts without a signature.
  assert.is((await act(ctx, 'post', [plain.voucherId])).status, 200);

  const sent = await ctx.h.call('POST', V, { token: ctx.admin, body: { voucherDate: ctx.date, lines: CASH } });
  await act(ctx, 'send', [sent.body.data.voucherId], ctx.admin);
  assert.is((await act(ctx, 'sign', [sent.body.data.voucherId])).status, 409, 'not audited yet');

  const v = await audited(ctx);
  assert.is((await act(ctx, 'unsign', [v.voucherId])).status, 409, 'not signed');
  await act(ctx, 'sign', [v.voucherId]);
  const revoke = await act(ctx, 'revoke', [v.voucherId], ctx.admin);
  assert.is(revoke.status, 409);
  assert.is(revoke.body.msg, `凭证 ${v.voucherNumber} 已由出纳签字，请先取消出纳签字再反审核`);
  assert.is((await act(ctx, 'unsign', [v.voucherId])).status, 200);
  const cleared = await get(ctx, v.voucherId);
  assert.is(cleared.cashierName, null);
  assert.is(cleared.cashierTime, null);
  assert.is((await act(ctx, 'revoke', [v.voucherId], ctx.admin)).status, 200);
});

test('a batch posts all or nothing: one unsigned cash voucher leaves the others audited', async (ctx) => {
  const a = await audited(ctx, NON_CASH);
  const b = await audited(ctx);
  const res = await act(ctx, 'post', [a.voucherId, b.voucherId]);
  assert.is(res.status, 409);
  assert.ok(res.body.msg.includes(b.voucherNumber), res.body.msg);
  assert.is((await get(ctx, a.voucherId)).status, '2');
});

test('posted vouchers are never edited or deleted; unpost takes them back while the period is open, not once closed', async (ctx) => {
  const v = await audited(ctx, NON_CASH);
  await act(ctx, 'post', [v.voucherId]);
  const detail = await get(ctx, v.voucherId);
  const edit = await ctx.h.call('PUT', V, { token: ctx.admin, body: { voucherId: v.voucherId, version: detail.version, remark: '改' } });
  assert.is(edit.status, 409);
  assert.is((await ctx.h.call('DELETE', `${V}/${v.voucherId}`, { token: ctx.admin })).status, 409);
  assert.is((await get(ctx, v.voucherId)).status, '3');

  const orgId = await ctx.h.orgId('HT001');
  const close = (status: string) =>
    ctx.h.db.updateTable('accounting_periods').set({ status }).where('org_id', '=', orgId).where('start_date', '<=', ctx.date).where('end_date', '>=', ctx.date).execute();
  await close('1');
  const closed = await act(ctx, 'unpost', [v.voucherId]);
  await close('0');
  assert.is(closed.status, 422);
  assert.is((await get(ctx, v.voucherId)).status, '3');

  assert.is((await act(ctx, 'unpost', [v.voucherId])).status, 200);
  const back = await get(ctx, v.voucherId);
  assert.is(back.status, '2');
  assert.is(back.posterName, null);
  assert.is((await act(ctx, 'unpost', [v.voucherId])).status, 409, 'not posted');
});

test('red reversal: a new unaudited voucher with every amount negated, summaries prefixed, linked both ways, once', async (ctx) => {
  const v = await audited(ctx);
  const notPosted = await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, body: { voucherId: v.voucherId } });
  assert.is(notPosted.status, 409);
  await act(ctx, 'sign', [v.voucherId]);
  await act(ctx, 'post', [v.voucherId]);

  const res = await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, body: { voucherId: v.voucherId, voucherDate: ctx.date } });
  assert.is(res.status, 200, res.text);
  const r = res.body.data;
  assert.is(r.status, '0');
  assert.is(r.reversalOf, v.voucherId);
  assert.equal(r.reversalOfVoucher, { voucherId: v.voucherId, voucherNumber: v.voucherNumber });
  assert.is(r.debitTotal, -88_000);
  assert.is(r.creditTotal, -88_000);
  assert.equal(
    r.lines.map((l: { debit: number; credit: number }) => [l.debit, l.credit]),
    [
      [-88_000, 0],
      [0, -88_000],
    ],
  );
  assert.equal(
    r.lines.map((l: { summary: string }) => l.summary),
    [`冲销 ${v.voucherNumber} 收会议室租金`, `冲销 ${v.voucherNumber} 收会议室租金`],
  );
  // Every line column is copied, the auxiliary ones included.
  assert.equal(
    r.lines.map((l: { accountCode: string; cashflowCode?: string | null }) => [l.accountCode, l.cashflowCode ?? null]),
    [
      ['1002', 'CF01'],
      ['6001', null],
    ],
  );

  const original = await get(ctx, v.voucherId);
  assert.equal(original.reversedBy, { voucherId: r.voucherId, voucherNumber: r.voucherNumber });
  assert.is(original.status, '3');
  assert.is(original.logs.at(-1).action, 'reverse');

  const again = await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, body: { voucherId: v.voucherId }, headers: { 'accept-language': 'en-US' } });
  assert.is(again.status, 409);
  assert.is(again.body.msg, `Voucher ${v.voucherNumber} already has the red reversal ${r.voucherNumber}: a voucher is reversed once`);
  // A reversed voucher stays posted: its reversal would correct nothing.
  assert.is((await act(ctx, 'unpost', [v.voucherId])).status, 409);

  // Made whole from its original, a reversal is never edited (deleted and made again instead).
  const edit = await ctx.h.call('PUT', V, { token: ctx.acc1, body: { voucherId: r.voucherId, version: r.version, remark: '改' } });
  assert.is(edit.status, 409);
  // It goes through the lifecycle like any voucher, negative amounts and all.
  assert.is((await act(ctx, 'send', [r.voucherId], ctx.acc1)).status, 200);
  assert.is((await act(ctx, 'audit', [r.voucherId], ctx.admin)).status, 200);
});

test('the reversal is dated by the caller (default: the login date) in an open period; its text follows the language', async (ctx) => {
  const v = await audited(ctx, NON_CASH);
  await act(ctx, 'post', [v.voucherId]);
  const lastYear = `${Number(ctx.date.slice(0, 4)) - 1}-06-15`;
  const closed = await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, body: { voucherId: v.voucherId, voucherDate: lastYear } });
  assert.is(closed.status, 422);
  assert.is(closed.body.field, 'voucherDate');
  const res = await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, body: { voucherId: v.voucherId }, headers: { 'accept-language': 'en-US' } });
  assert.is(res.status, 200, res.text);
  const today = new Date(ctx.h.clock.now);
  assert.is(res.body.data.voucherDate, `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`);
  assert.is(res.body.data.lines[0].summary, `Reversal of ${v.voucherNumber} 计提折旧`);
  assert.is((await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, body: { voucherId: 999_999 } })).status, 404);
});

test('negative amounts are for reversals only: a voucher entered with one is 422 naming the line', async (ctx) => {
  const lines = [
    { summary: 'x', accountCode: '1601', debit: -5, credit: 0 },
    { summary: 'x', accountCode: '1602', debit: 0, credit: -5 },
  ];
  const res = await ctx.h.call('POST', V, { token: ctx.admin, body: { voucherDate: ctx.date, lines } });
  assert.is(res.status, 422);
  assert.is(res.body.field, 'lines.0.debit');
});

test.run();
