/**
 * Voucher words (issue 20): a voucher is numbered per word and period — or per word and year when the
 * word's numbering is 'year'; the server takes only the organisation's words in use (422 on voucherWord)
 * and the default word when none is sent; a new word on edit renumbers; the list filters by word.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const V = '/prod-api/htservice/voucher';
type Ctx = { h: Harness; admin: string; orgId: number; period: string; other: string };
const test = suite<Ctx>('voucher word numbering');

const body = (voucherDate: string, voucherWord?: string) => ({
  voucherDate,
  ...(voucherWord === undefined ? {} : { voucherWord }),
  lines: [
    { summary: '购入设备', accountCode: '1601', debit: 5_000, credit: 0 },
    { summary: '购入设备', accountCode: '1602', debit: 0, credit: 5_000 },
  ],
});

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.orgId = await ctx.h.orgId('HT001');
  const d = new Date(Date.now());
  const month = d.getMonth() + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  ctx.period = `${d.getFullYear()}-${pad(month)}`;
  // Another open period of the same year (the seed opens every period of this year).
  ctx.other = `${d.getFullYear()}-${pad(month === 1 ? 2 : month - 1)}`;
  // The hotel uses 收/付/转 besides 记 (the 凭证字 page's switch); 转 runs on through the year.
  await ctx.h.db.updateTable('voucher_words').set({ status: '0' }).where('org_id', '=', ctx.orgId).execute();
  await ctx.h.db.updateTable('voucher_words').set({ numbering: 'year' }).where('org_id', '=', ctx.orgId).where('word', '=', '转').execute();
});
test.after(async (ctx) => ctx.h.close());

async function create(ctx: Ctx, date: string, word?: string): Promise<{ voucherId: number; voucherNumber: string; version: number }> {
  const res = await ctx.h.call('POST', V, { token: ctx.admin, body: body(date, word) });
  assert.is(res.status, 200, res.text);
  return res.body.data;
}

test('each word numbers on its own within the period; no word sent takes the default 记', async (ctx) => {
  const first = await create(ctx, `${ctx.period}-05`, '收');
  const pay = await create(ctx, `${ctx.period}-05`, '付');
  const second = await create(ctx, `${ctx.period}-06`, '收');
  assert.equal([first.voucherNumber, pay.voucherNumber, second.voucherNumber], ['收-0001', '付-0001', '收-0002']);
  // The seed's four 记 vouchers of the period go on.
  assert.is((await create(ctx, `${ctx.period}-06`)).voucherNumber, '记-0005');
  // Another period starts again from 1 for a word numbered per period.
  assert.is((await create(ctx, `${ctx.other}-10`, '收')).voucherNumber, '收-0001');
});

test("a 'year' word numbers on through the year's periods", async (ctx) => {
  const a = await create(ctx, `${ctx.period}-07`, '转');
  const b = await create(ctx, `${ctx.other}-07`, '转');
  const c = await create(ctx, `${ctx.period}-08`, '转');
  assert.equal([a.voucherNumber, b.voucherNumber, c.voucherNumber], ['转-0001', '转-0002', '转-0003']);
});

test("concurrent creates of a 'year' word in different periods get distinct, consecutive numbers", async (ctx) => {
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ctx.h.call('POST', V, { token: ctx.admin, body: body(`${i % 2 ? ctx.period : ctx.other}-11`, '转') })));
  assert.ok(
    answers.every((a) => a.status === 200),
    answers.map((a) => a.text).join('\n'),
  );
  const numbers = answers.map((a) => a.body.data.voucherNo as number).sort((a, b) => a - b);
  assert.equal(numbers, [4, 5, 6, 7, 8, 9, 10, 11]);
});

test('a word the hotel does not use is 422 naming voucherWord, on create and on edit; nothing written', async (ctx) => {
  await ctx.h.db.updateTable('voucher_words').set({ status: '1' }).where('org_id', '=', ctx.orgId).where('word', '=', '付').execute();
  const before = await ctx.h.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  for (const word of ['付', '银', '']) {
    const res = await ctx.h.call('POST', V, { token: ctx.admin, body: body(`${ctx.period}-09`, word) });
    assert.is(res.status, 422, word);
    assert.is(res.body.field, 'voucherWord', word);
  }
  const en = await ctx.h.call('POST', V, { token: ctx.admin, body: body(`${ctx.period}-09`, '付'), headers: { 'accept-language': 'en-US' } });
  assert.is(en.body.msg, "The voucher word 付 is not one of the organisation's words in use");
  const after = await ctx.h.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.is(Number(after.n), Number(before.n));
  const v = await create(ctx, `${ctx.period}-09`, '收');
  const edit = await ctx.h.call('PUT', V, { token: ctx.admin, body: { voucherId: v.voucherId, version: v.version, voucherWord: '付' } });
  assert.is(edit.status, 422);
  assert.is(edit.body.field, 'voucherWord');
  await ctx.h.db.updateTable('voucher_words').set({ status: '0' }).where('org_id', '=', ctx.orgId).where('word', '=', '付').execute();
});

test("changing a voucher's word on edit renumbers it under the new word; an edit keeping the word keeps the number", async (ctx) => {
  const v = await create(ctx, `${ctx.period}-10`, '收');
  const kept = await ctx.h.call('PUT', V, { token: ctx.admin, body: { voucherId: v.voucherId, version: v.version, remark: '备注' } });
  assert.is(kept.body.data.voucherNumber, v.voucherNumber);
  const moved = await ctx.h.call('PUT', V, { token: ctx.admin, body: { voucherId: v.voucherId, version: kept.body.data.version, voucherWord: '付' } });
  assert.is(moved.status, 200, moved.text);
  assert.is(moved.body.data.voucherNumber, '付-0002');
  assert.is(moved.body.data.voucherWord, '付');
});

test('the list filters by word', async (ctx) => {
  const list = await ctx.h.call('GET', `${V}/list`, { token: ctx.admin, query: { period: ctx.period, voucherWord: '收', orderByColumn: 'voucherNo', isAsc: 'asc' } });
  assert.is(list.status, 200, list.text);
  assert.equal(
    list.body.rows.map((r: { voucherNumber: string }) => r.voucherNumber),
    ['收-0001', '收-0002', '收-0003'],
  );
  const bad = await ctx.h.call('GET', `${V}/list`, { token: ctx.admin, query: { voucherWord: '记记记记记' } });
  assert.is(bad.status, 422);
});

test.run();
