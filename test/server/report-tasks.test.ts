/**
 * The report tasks (run kinds): reportExcel gives back a workbook whose figures are the report's (read
 * back with exceljs), reportPdf a PDF whose text carries the Chinese title, the hotel and the totals;
 * a starter who may not read the report gets a failed task and no file; a bad body is a 422 naming the
 * field. reportCalculate writes the income statement of a period (to 净利润) from its booked vouchers as 'report'
 * records (figures worked out by hand below), and running it again updates the same records.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ExcelJS from 'exceljs';
import { pagesText } from '../support/pdf-text.js';
import { putKnownRecords } from './report-fixtures.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; tokens: Record<string, string> };
const test = suite<Ctx>('report tasks');
const API = '/prod-api/htservice/task';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  ctx.tokens = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2', 'accountant2']) ctx.tokens[user] = await h.login(user);
  await putKnownRecords(h);
});
test.after(async (ctx) => ctx.h.close());

/** A call as `user`, in Chinese. */
const call = (ctx: Ctx, method: string, path: string, user: string, body?: unknown) => ctx.h.call(method, path, { token: ctx.tokens[user], body, headers: { 'accept-language': 'zh-CN' } });

/** Starts a task, waits for the runner and answers its end state. */
async function run(ctx: Ctx, kind: string, user: string, body: unknown) {
  const started = await ctx.h.runTask(kind, { token: ctx.tokens[user], body, headers: { 'accept-language': 'zh-CN' } });
  assert.is(started.status, 200, JSON.stringify(started.body));
  return started.task;
}

const EXPORT = { reportKey: 'operatingRevenue', from: '2019-01-01', to: '2019-12-31' };

test('Excel export: the report as a workbook, totals last', async (ctx) => {
  const task = await run(ctx, 'reportExcel', 'frontdesk1', EXPORT);
  assert.equal([task.status, task.step.key, task.hasResult, task.fileName], ['done', 'reportReady', true, '营业收入明细 2019-01-01 ~ 2019-12-31 Excel']);
  const file = await call(ctx, 'GET', `${API}/${task.taskId}/result`, 'frontdesk1');
  assert.is(file.status, 200);
  assert.match(file.headers.get('content-disposition') ?? '', new RegExp(encodeURIComponent('营业收入明细-2019-01-01-2019-12-31.xlsx')));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.bytes) as never);
  const sheet = book.getWorksheet('营业收入明细')!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  assert.equal(values(1), ['收入类型 (2019-01-01 ~ 2019-12-31)', '单据数', '金额', '税额', '价税合计']);
  assert.equal(values(2), ['软件销售', 2, 1500.75, 60.03, 1560.78]);
  assert.equal(values(3), ['硬件销售', 1, 2000, 260, 2260]);
  assert.equal(values(4), ['合计', 3, 3500.75, 320.03, 3820.78]);
});

test('PDF preview: the Chinese title, the hotel, the range and the totals', async (ctx) => {
  const task = await run(ctx, 'reportPdf', 'frontdesk1', { ...EXPORT, groupBy: 'month' });
  assert.equal([task.status, task.hasResult], ['done', true]);
  const file = await call(ctx, 'GET', `${API}/${task.taskId}/result`, 'frontdesk1');
  assert.is(file.headers.get('content-type'), 'application/pdf');
  const [page, ...more] = await pagesText(file.bytes);
  assert.is(more.length, 0);
  const org = await ctx.h.db.selectFrom('organisations').select('org_name').where('org_code', '=', 'HT001').executeTakeFirstOrThrow();
  for (const text of ['营业收入明细', org.org_name, '期间：2019-01-01 至 2019-12-31', '2019-03', '合计', '3,500.75', '第 1 / 1 页']) assert.ok(page.includes(text), `${text} in: ${page}`);
});

test("the figures are the starter hotel's own, and a starter who may not read the report gets no file", async (ctx) => {
  const other = await run(ctx, 'reportExcel', 'frontdesk2', EXPORT);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from((await call(ctx, 'GET', `${API}/${other.taskId}/result`, 'frontdesk2')).bytes) as never);
  assert.equal((book.worksheets[0].getRow(3).values as unknown[]).slice(1, 3), ['合计', 1]);
  // The accountant may export reports (报表中心) but not read the CRM revenue records.
  const refused = await run(ctx, 'reportExcel', 'accountant1', EXPORT);
  assert.equal([refused.status, refused.step.key, refused.hasResult], ['failed', 'reportForbidden', false]);
  const stock = await run(ctx, 'reportExcel', 'accountant1', { reportKey: 'inventoryPrice' });
  assert.equal([stock.status, stock.hasResult], ['done', true]);
});

test('a bad export body is a 422 naming the field, and no task is stored', async (ctx) => {
  const count = async () => (await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length;
  const before = await count();
  const cases: Array<[unknown, string]> = [
    [{ reportKey: 'salaries' }, 'reportKey'],
    [{ ...EXPORT, groupBy: 'colour' }, 'groupBy'],
    [{ ...EXPORT, from: '2019-12-31', to: '2019-01-01' }, 'to'],
    [{ ...EXPORT, to: '2019-02-30' }, 'to'],
  ];
  for (const [body, field] of cases) {
    const res = await call(ctx, 'POST', `${API}/reportExcel`, 'admin', body);
    assert.is(res.status, 422, JSON.stringify(body));
    assert.is(res.body.field, field, JSON.stringify(body));
  }
  assert.is((await call(ctx, 'POST', `${API}/reportCalculate`, 'admin', { period: '2019-13' })).body.field, 'period');
  assert.is(await count(), before);
});

/** Audited (status 2) and unaudited vouchers of a period, lines [account, debit, credit] in fen. */
async function voucher(h: Harness, orgCode: string, period: string, status: string, no: number, lines: Array<[string, number, number]>) {
  const orgId = await h.orgId(orgCode);
  const anyPeriod = await h.db.selectFrom('accounting_periods').select('period_id').where('org_id', '=', orgId).executeTakeFirstOrThrow();
  const total = lines.reduce((n, l) => n + l[1], 0);
  const v = await h.db
    .insertInto('vouchers')
    .values({
      org_id: orgId,
      period_id: anyPeriod.period_id,
      period,
      voucher_date: `${period}-15`,
      voucher_word: '记',
      voucher_no: no,
      attachments: 0,
      status,
      debit_total: total,
      credit_total: total,
      maker_id: 1,
      maker_name: 'admin',
      remark: '',
      version: 1,
      created_at: 0,
      updated_at: 0,
    })
    .returning('voucher_id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('voucher_lines')
    .values(lines.map(([account_code, debit, credit], i) => ({ voucher_id: v.voucher_id, org_id: orgId, line_no: i + 1, summary: '测试', account_code, account_name: account_code, debit, credit })))
    .execute();
}

test('report calculation: the income statement of a period from its audited vouchers, idempotent', async (ctx) => {
  const { h } = ctx;
  await voucher(h, 'HT001', '2019-03', '2', 9001, [
    ['1002', 100_000, 0],
    ['600101', 0, 100_000],
    ['6401', 40_000, 0],
    ['1405', 0, 40_000],
    ['6602', 15_000, 0],
    ['6603', 500, 0],
    ['1002', 0, 15_500],
  ]);
  await voucher(h, 'HT001', '2019-03', '0', 9002, [
    ['1002', 999_900, 0],
    ['6001', 0, 999_900],
  ]);
  await voucher(h, 'HT001', '2019-01', '2', 9003, [
    ['1002', 50_000, 0],
    ['600102', 0, 50_000],
  ]);
  await voucher(h, 'HT001', '2018-03', '2', 9004, [
    ['1002', 80_000, 0],
    ['6001', 0, 80_000],
    ['6601', 3_000, 0],
    ['1002', 0, 3_000],
  ]);
  await voucher(h, 'HT002', '2019-03', '2', 9005, [
    ['1002', 777_700, 0],
    ['6001', 0, 777_700],
  ]);

  const statement = async () => {
    const res = await call(ctx, 'GET', '/prod-api/htservice/records/report/list?period=2019-03&pageSize=50', 'accountant1');
    return (res.body.rows as any[])
      .filter((r) => r.reportCode.startsWith('LR-2019-03-'))
      .sort((a, b) => a.reportCode.localeCompare(b.reportCode))
      .map((r) => [r.reportCode, r.reportName, r.currentAmount, r.yearAmount, r.lastYearAmount, r.version]);
  };
  const first = await run(ctx, 'reportCalculate', 'accountant1', { period: '2019-03' });
  assert.equal([first.status, first.step.params], ['done', { period: '2019-03', added: 15, updated: 0 }]);
  // In fen, as the records answer money.
  const expected = (version: number) => [
    ['LR-2019-03-01', '利润表-营业收入', 100_000, 150_000, 80_000, version],
    ['LR-2019-03-02', '利润表-营业成本', 40_000, 40_000, 0, version],
    ['LR-2019-03-03', '利润表-税金及附加', 0, 0, 0, version],
    ['LR-2019-03-04', '利润表-销售费用', 0, 0, 3000, version],
    ['LR-2019-03-05', '利润表-管理费用', 15_000, 15_000, 0, version],
    ['LR-2019-03-06', '利润表-财务费用', 500, 500, 0, version],
    ['LR-2019-03-07', '利润表-资产减值损失', 0, 0, 0, version],
    ['LR-2019-03-08', '利润表-投资收益', 0, 0, 0, version],
    ['LR-2019-03-09', '利润表-其他收益', 0, 0, 0, version],
    ['LR-2019-03-10', '利润表-营业利润', 44_500, 94_500, 77_000, version],
    ['LR-2019-03-11', '利润表-营业外收入', 0, 0, 0, version],
    ['LR-2019-03-12', '利润表-营业外支出', 0, 0, 0, version],
    ['LR-2019-03-13', '利润表-利润总额', 44_500, 94_500, 77_000, version],
    ['LR-2019-03-14', '利润表-所得税费用', 0, 0, 0, version],
    ['LR-2019-03-15', '利润表-净利润', 44_500, 94_500, 77_000, version],
  ];
  assert.equal(await statement(), expected(1));

  const again = await run(ctx, 'reportCalculate', 'accountant1', { period: '2019-03' });
  assert.equal(again.step.params, { period: '2019-03', added: 0, updated: 15 });
  assert.equal(await statement(), expected(2), 'the same records, the same figures');

  // The other hotel's statement is its own.
  await run(ctx, 'reportCalculate', 'accountant2', { period: '2019-03' });
  const theirs = await h.db
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', await h.orgId('HT002'))
    .where('code', '=', 'LR-2019-03-01')
    .executeTakeFirstOrThrow();
  assert.is(JSON.parse(theirs.data).currentAmount, 7777);
});

test.run();
