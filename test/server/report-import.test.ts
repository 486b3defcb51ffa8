/**
 * Report import (record kind `report` with importTask `report-import`): report figures come from a sheet,
 * keyed by the report number; the importer is their author; importing the same numbers again updates
 * them; a bad row is refused with its reasons, nothing written.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toCsv } from '../support/stock-sheet.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; token: string };
const test = suite<Ctx>('report import');
const HEADER = ['报表编号', '报表名称', '会计期间', '本期金额', '本年累计', '上年同期', '状态', '备注'];

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.token = await ctx.h.login('accountant1');
});
test.after(async (ctx) => ctx.h.close());

async function importRows(ctx: Ctx, rows: string[][], token: string | undefined = ctx.token) {
  const form = new FormData();
  form.set('file', new File([toCsv(rows, HEADER) as Uint8Array<ArrayBuffer>], 'reports.csv'));
  return ctx.h.runTask('report-import', { token, form });
}

const listed = async (ctx: Ctx) =>
  (await ctx.h.call('GET', '/prod-api/htservice/records/report/list', { token: ctx.token, query: { reportCode: 'IMPR-', pageSize: '50' } })).body.rows as Array<Record<string, unknown>>;

test('report figures are imported by number, authored by the importer, and updated by a second import', async (ctx) => {
  const rows = (amount: string) => [
    ['IMPR-01', '客房收入月报', '2026-10', amount, '98000.00', '87000.50', '未审核', ''],
    ['IMPR-02', '餐饮收入月报', '2026-10', '5200', '51000', '49000', 'audited', '导入'],
  ];
  const first = await importRows(ctx, rows('12000.00'));
  assert.equal([first.task.status, first.task.step.params.added], ['done', 2]);
  const rooms = (await listed(ctx)).find((r) => r.reportCode === 'IMPR-01')!;
  assert.equal([rooms.reportName, rooms.period, rooms.currentAmount, rooms.status, rooms.createBy], ['客房收入月报', '2026-10', 1_200_000, 'draft', 'accountant1']);

  const again = await importRows(ctx, rows('12500.00'));
  assert.equal([again.task.status, again.task.step.params.added, again.task.step.params.updated], ['done', 0, 2]);
  // The sheet is in yuan (12500.00), the wire in fen.
  assert.is((await listed(ctx)).find((r) => r.reportCode === 'IMPR-01')!.currentAmount, 1_250_000);
  assert.is((await listed(ctx)).length, 2);
});

test('a bad row is refused with its reasons and nothing is written; no token → 401 (endpoint-guards checks 403 for every task kind)', async (ctx) => {
  const bad = await importRows(ctx, [['IMPR-03', '', '2026-10', 'x', '', '', '未审核', '']]);
  assert.equal([bad.task.status, bad.task.errors], ['failed', 1]);
  assert.not.ok((await listed(ctx)).some((r) => r.reportCode === 'IMPR-03'));
  assert.is((await ctx.h.runTask('report-import', { form: new FormData() })).status, 401);
});

test.run();
