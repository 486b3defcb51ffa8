/**
 * Voucher import (server/tasks/kinds/voucher-import.ts): rows grouped into vouchers by the file's voucher
 * number; a voucher is taken whole or not at all (unbalanced, mixed dates, one line, one bad line, an
 * unknown account, a closed period); the valid vouchers alone on request; new vouchers unaudited and
 * numbered in their period, made by the importer; a second import of the same file posts nothing twice
 * (an unaudited voucher replaced, an audited one left alone); the permission is checked.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSheet } from '../../server/tasks/table-file.js';
import { toCsv } from '../support/stock-sheet.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; token: string; year: number; orgId: number };
const test = suite<Ctx>('voucher import');
// The auxiliary columns the demo chart needs (customer, project and employee columns left out: they are optional).
const HEADER = ['凭证编号', '凭证日期', '摘要', '科目编码', '借方金额', '贷方金额', '附件数', '部门编码', '供应商编码', '现金流量项目'];

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.token = await ctx.h.login('accountant1');
  ctx.year = new Date(ctx.h.clock.now).getFullYear();
  ctx.orgId = await ctx.h.orgId('HT001');
});
test.after(async (ctx) => ctx.h.close());

async function importRows(ctx: Ctx, rows: string[][], fields: Record<string, string> = {}, token = ctx.token) {
  const form = new FormData();
  form.set('file', new File([toCsv(rows, HEADER) as Uint8Array<ArrayBuffer>], 'vouchers.csv'));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return ctx.h.runTask('voucher-import', { token, form });
}

const imported = (ctx: Ctx, ref: string) =>
  ctx.h.db
    .selectFrom('vouchers')
    .select(['voucher_id', 'voucher_no', 'status', 'debit_total', 'maker_name', 'voucher_date', 'version'])
    .where('org_id', '=', ctx.orgId)
    .where('import_ref', '=', ref)
    .execute();

test('a file with a bad voucher imports nothing; asked, the good vouchers alone, whole; the rejected file says why', async (ctx) => {
  const d = `${ctx.year}-05-10`;
  const rows = [
    ['IMP-1', d, '收房费', '1002', '1200.00', '', '2', '', '', 'CF01'],
    ['IMP-1', d, '收房费', '600101', '', '1200.00', '', 'HK', '', ''],
    ['IMP-2', d, '付货款', '2202', '500', '', '', '', 'S001', ''], // unbalanced: 500 against 400
    ['IMP-2', d, '付货款', '1002', '', '400', '', '', '', 'CF04'],
    ['IMP-3', d, '报销', '6602', '80', '', '', 'GM', '', ''],
    ['IMP-3', d, '报销', '9999', '', '80', ''], // unknown account: the whole voucher goes
    ['IMP-4', d, '单行', '1001', '10', '', '', '', '', 'CF01'], // one line
    ['IMP-5', d, '餐费', '1001', '300', '', '', '', '', 'CF01'],
    ['IMP-5', `${ctx.year}-06-10`, '餐费', '600102', '', '300', '', 'FB', '', ''], // two dates
  ];
  const first = await importRows(ctx, rows);
  assert.equal([first.task.status, first.task.step.key, first.task.errors], ['failed', 'rejectedNothingImported', 7]);
  assert.equal(await imported(ctx, 'IMP-1'), [], 'nothing written');

  const rejected = await readSheet((await ctx.h.call('GET', `/prod-api/htservice/task/${first.task.taskId}/rejected`, { token: ctx.token })).bytes, 'xlsx');
  const reasons = rejected.rows.map((r) => r.cells.at(-1));
  assert.match(reasons[0]!, /IMP-2 借方合计 500.00 不等于贷方合计 400.00/);
  assert.ok(
    reasons.some((r) => /科目 9999 不存在/.test(r!)),
    reasons.join(' | '),
  );
  assert.ok(
    reasons.some((r) => /同一凭证的第 7 行有错误/.test(r!)),
    'the good line of IMP-3 goes with its voucher',
  );
  assert.ok(reasons.some((r) => /IMP-4 至少需要两行/.test(r!)));
  assert.ok(reasons.some((r) => /IMP-5 的各行日期不一致/.test(r!)));

  const second = await importRows(ctx, rows, { importValidRows: 'true' });
  assert.equal([second.task.status, second.task.step.params.imported, second.task.step.params.rejected], ['done', 2, 7]);
  const [v] = await imported(ctx, 'IMP-1');
  assert.equal([v.status, Number(v.debit_total), v.maker_name, v.voucher_date], ['0', 120000, '李建国', d]);
  const lines = await ctx.h.db.selectFrom('voucher_lines').select(['account_code', 'account_name', 'debit', 'credit']).where('voucher_id', '=', v.voucher_id).orderBy('line_no').execute();
  assert.equal(
    lines.map((l) => [l.account_code, l.account_name, Number(l.debit), Number(l.credit)]),
    [
      ['1002', '银行存款', 120000, 0],
      ['600101', '主营业务收入-客房收入', 0, 120000],
    ],
  );
  assert.equal(await imported(ctx, 'IMP-3'), []);
});

test('the same file again posts nothing twice: an unaudited voucher is replaced, an audited one left alone', async (ctx) => {
  const d = `${ctx.year}-05-12`;
  const file = (amount: string) => [
    ['RE-1', d, '收房费', '1002', amount, '', '', '', '', 'CF01'],
    ['RE-1', d, '收房费', '600101', '', amount, '', 'HK', '', ''],
    ['RE-2', d, '收餐费', '1001', amount, '', '', '', '', 'CF01'],
    ['RE-2', d, '收餐费', '600102', '', amount, '', 'FB', '', ''],
  ];
  const first = await importRows(ctx, file('100'));
  assert.equal([first.task.status, first.task.step.params.added], ['done', 4]);
  const [re1] = await imported(ctx, 'RE-1');
  await ctx.h.db.updateTable('vouchers').set({ status: '2' }).where('import_ref', '=', 'RE-2').execute(); // audited meanwhile

  const again = await importRows(ctx, file('150'));
  assert.equal([again.task.status, again.task.step.params.added, again.task.step.params.updated], ['done', 0, 4]);
  const [re1After] = await imported(ctx, 'RE-1');
  assert.equal(
    [re1After.voucher_id, re1After.voucher_no, Number(re1After.debit_total), re1After.version],
    [re1.voucher_id, re1.voucher_no, 15000, re1.version + 1],
    'the unaudited one replaced in place',
  );
  const [re2After] = await imported(ctx, 'RE-2');
  assert.equal([re2After.status, Number(re2After.debit_total)], ['2', 10000], 'the audited one untouched');
  const count = await ctx.h.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('import_ref', 'in', ['RE-1', 'RE-2'])
    .executeTakeFirstOrThrow();
  assert.is(Number(count.n), 2);
});

test('a closed period is refused per voucher; the front desk may not import; the other hotel never sees the vouchers', async (ctx) => {
  const closed = `${ctx.year - 1}-12-20`; // last year's periods are closed in the demo data
  const res = await importRows(ctx, [
    ['OLD-1', closed, '旧账', '1002', '1', '', '', '', '', 'CF90'],
    ['OLD-1', closed, '旧账', '1001', '', '1', '', '', '', 'CF90'],
  ]);
  assert.equal([res.task.status, res.task.errors], ['failed', 2]);
  assert.is((await importRows(ctx, [['X', closed, 'x', '1002', '1', '', '']], {}, await ctx.h.login('frontdesk1'))).status, 403);
  const other = await ctx.h.call('GET', '/prod-api/htservice/voucher/list', { token: await ctx.h.login('accountant2'), query: { pageSize: '500' } });
  const seen = await ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.orgId).where('import_ref', 'is not', null).execute();
  assert.not.ok(other.body.rows.some((r: any) => seen.some((s) => s.voucher_id === r.voucherId)));
});

test.run();
