/**
 * Summaries the product writes on voucher lines (lib/voucher-summary.ts, migration 0041), as a reader
 * sees them: the depreciation voucher reads in the reader's language on the voucher, in the detail
 * ledger and on its red reversal (its remark too, migration 0046), while the stored record and the printed voucher stay Chinese; an edit
 * that leaves the summary as shown keeps it the product's, a summary someone types is kept as typed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { depreciatePeriod } from '../../server/db/asset-depreciation.js';
import { readSheet } from '../../server/tasks/table-file.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; acc1: string; admin: string; voucherId: number; period: string };
const test = suite<Ctx>('voucher summaries');
const V = '/prod-api/htservice/voucher';
const EN = { 'accept-language': 'en-US' };
const ZH = { 'accept-language': 'zh-CN' };
const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.acc1 = await ctx.h.login('accountant1');
  ctx.admin = await ctx.h.login('admin');
  const orgId = await ctx.h.orgId('HT001');
  const run = await depreciatePeriod(ctx.h.db, ctx.h.engine, ctx.h.clock.now, { orgId, userId: 0, userName: '李建国' }, { year: YEAR, period: MONTH });
  ctx.voucherId = run.voucherId;
  ctx.period = `${YEAR}-${String(MONTH).padStart(2, '0')}`;
});

test.after(async (ctx) => ctx.h.close());

const stored = (ctx: Ctx, voucherId = ctx.voucherId) => ctx.h.db.selectFrom('voucher_lines').select(['summary', 'summary_key']).where('voucher_id', '=', voucherId).orderBy('line_no').execute();
const read = async (ctx: Ctx, headers: Record<string, string>, voucherId = ctx.voucherId) => (await ctx.h.call('GET', `${V}/${voucherId}`, { token: ctx.acc1, headers })).body.data;

test("the depreciation summary is stored in Chinese with its key and read in the reader's language", async (ctx) => {
  const zh = `计提 ${ctx.period} 固定资产折旧`;
  assert.equal(await stored(ctx), [
    { summary: zh, summary_key: 'assetDepreciationSummary' },
    { summary: zh, summary_key: 'assetDepreciationSummary' },
  ]);
  assert.equal(
    (await read(ctx, ZH)).lines.map((l: any) => l.summary),
    [zh, zh],
  );
  const en = `Depreciation of fixed assets ${ctx.period}`;
  assert.equal(
    (await read(ctx, EN)).lines.map((l: any) => l.summary),
    [en, en],
  );

  const ledger = await ctx.h.call('GET', '/prod-api/htservice/accounting/ledger/detail', {
    token: ctx.acc1,
    headers: EN,
    query: { accountCode: '1602', year: String(YEAR), from: String(MONTH).padStart(2, '0'), to: String(MONTH).padStart(2, '0') },
  });
  assert.is(ledger.status, 200, ledger.text);
  assert.equal(
    ledger.body.data.lines.filter((l: any) => l.voucherId === ctx.voucherId).map((l: any) => l.summary),
    [en],
  );
});

test("the printed voucher stays Chinese whatever the reader's language", async (ctx) => {
  const res = await ctx.h.call('POST', '/prod-api/crmPrint/printpdf/voucherExport', { token: ctx.acc1, headers: EN, body: { currentRow: { voucherId: ctx.voucherId } } });
  assert.is(res.status, 200, res.text);
  const sheet = await readSheet(res.bytes, 'xlsx');
  const cells = sheet.rows.flatMap((r) => r.cells);
  assert.ok(cells.includes(`计提 ${ctx.period} 固定资产折旧`), cells.join(' | '));
  assert.not.ok(cells.some((c) => c.includes('Depreciation')));
});

test("an edit keeps a summary left as shown the product's, and a typed one as typed", async (ctx) => {
  const shown = await read(ctx, EN);
  // The form asks for the department the system-made voucher left open (管理费用 is kept by department).
  const dept = await ctx.h.db
    .selectFrom('departments')
    .select('dept_id')
    .where('org_id', '=', await ctx.h.orgId('HT001'))
    .orderBy('dept_id')
    .executeTakeFirstOrThrow();
  const lines = shown.lines.map((l: any, i: number) => ({ summary: i === 0 ? l.summary : 'Adjusted by hand', accountCode: l.accountCode, debit: l.debit, credit: l.credit, deptId: dept.dept_id }));
  const res = await ctx.h.call('PUT', V, { token: ctx.acc1, headers: EN, body: { voucherId: ctx.voucherId, version: shown.version, lines } });
  assert.is(res.status, 200, res.text);
  assert.equal(await stored(ctx), [
    { summary: `计提 ${ctx.period} 固定资产折旧`, summary_key: 'assetDepreciationSummary' },
    { summary: 'Adjusted by hand', summary_key: null },
  ]);
  assert.equal(
    (await read(ctx, ZH)).lines.map((l: any) => l.summary),
    [`计提 ${ctx.period} 固定资产折旧`, 'Adjusted by hand'],
  );
});

test("a red reversal reads whole in the reader's language and is stored in Chinese", async (ctx) => {
  for (const [action, token] of [
    ['send', ctx.acc1],
    ['audit', ctx.admin],
    ['post', ctx.admin],
  ] as const) {
    const res = await ctx.h.call('PUT', `${V}/${action}`, { token, body: { voucherIds: [ctx.voucherId] } });
    assert.is(res.status, 200, `${action}: ${res.text}`);
  }
  const no = (await read(ctx, ZH)).voucherNumber;
  const res = await ctx.h.call('POST', `${V}/reverse`, { token: ctx.acc1, headers: EN, body: { voucherId: ctx.voucherId } });
  assert.is(res.status, 200, res.text);
  assert.equal(
    res.body.data.lines.map((l: any) => l.summary),
    [`Reversal of ${no} Depreciation of fixed assets ${ctx.period}`, `Reversal of ${no} Adjusted by hand`],
  );
  const reversal = res.body.data.voucherId;
  assert.equal(
    (await stored(ctx, reversal)).map((l) => l.summary),
    [`冲销 ${no} 计提 ${ctx.period} 固定资产折旧`, `冲销 ${no} Adjusted by hand`],
  );
  assert.equal(
    (await read(ctx, ZH, reversal)).lines.map((l: any) => l.summary),
    [`冲销 ${no} 计提 ${ctx.period} 固定资产折旧`, `冲销 ${no} Adjusted by hand`],
  );
  // Its remark too (migration 0046): stored as the Chinese record with its key, shown in each reader's language.
  assert.is(res.body.data.remark, `Reversal of ${no}`);
  const head = await ctx.h.db.selectFrom('vouchers').select(['remark', 'remark_key']).where('voucher_id', '=', reversal).executeTakeFirstOrThrow();
  assert.equal(head, { remark: `冲销 ${no}`, remark_key: 'voucherReversalText' });
  assert.is((await read(ctx, ZH, reversal)).remark, `冲销 ${no}`);
  const list = await ctx.h.call('GET', `${V}/list`, { token: ctx.acc1, headers: EN, query: { period: ctx.period } });
  const row = list.body.rows.find((r: any) => r.voucherId === reversal);
  assert.is(row.remark, `Reversal of ${no}`);
  assert.not.ok('remark_key' in row, 'the key stays on the server');
});

test.run();
