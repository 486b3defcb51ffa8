/**
 * The computed reports (GET /htservice/report/{key}), figures checked by hand: known records of the
 * first hotel in 2019 (the demo records lie within a year of today, so 2019 holds only these) and one
 * of the second hotel that must never show; the inventory chart over a known stock. Then the guards:
 * 401 without a token, 403 without the report's record permission, 404 for an unknown report, 422
 * naming the field for a bad query.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { putKnownRecords } from './report-fixtures.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; tokens: Record<string, string> };
const test = suite<Ctx>('reports');
const REPORT = '/prod-api/htservice/report';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) ctx.tokens[user] = await ctx.h.login(user);
  await putKnownRecords(ctx.h);
  const org = await ctx.h.orgId('HT001');
  await ctx.h.db.deleteFrom('consumable_stock').where('org_id', '=', org).execute();
  const item = (warehouse: string, item_code: string, quantity_c: number, unit_price_c: number, amount_c: number) => ({
    org_id: org,
    warehouse,
    item_code,
    item_name: item_code,
    unit: '个',
    quantity_c,
    unit_price_c,
    amount_c,
    updated_at: 0,
  });
  await ctx.h.db
    .insertInto('consumable_stock')
    .values([item('主仓', 'A', 1050, 500, 5250), item('主仓', 'B', 200, 120000, 240000), item('餐饮仓', 'C', 400, 5000, 20000)])
    .execute();
});
test.after(async (ctx) => ctx.h.close());

async function report(ctx: Ctx, key: string, query: string, user = 'admin') {
  const res = await ctx.h.call('GET', `${REPORT}/${key}?${query}`, { token: ctx.tokens[user] });
  assert.is(res.status, 200, res.text);
  return res.body.data;
}
const YEAR_2019 = 'from=2019-01-01&to=2019-12-31';

test('operating revenue by type, month and salesperson, with totals in fen', async (ctx) => {
  const byType = await report(ctx, 'operatingRevenue', YEAR_2019);
  assert.is(byType.title, '营业收入明细');
  assert.is(byType.groupBy, 'type');
  assert.equal(byType.rows, [
    { group: '软件销售', bills: 2, amount: 150_075, tax: 6_003, gross: 156_078 },
    { group: '硬件销售', bills: 1, amount: 200_000, tax: 26_000, gross: 226_000 },
  ]);
  assert.equal(byType.totals, { group: '合计', bills: 3, amount: 350_075, tax: 32_003, gross: 382_078 });
  assert.is(byType.charts[0].type, 'bar');
  const byMonth = await report(ctx, 'operatingRevenue', `${YEAR_2019}&groupBy=month`);
  assert.equal(
    byMonth.rows.map((r: any) => [r.group, r.bills, r.amount]),
    [
      ['2019-01', 2, 300_050],
      ['2019-03', 1, 50_025],
    ],
  );
  const byPerson = await report(ctx, 'operatingRevenue', `${YEAR_2019}&groupBy=salesperson`);
  assert.equal(
    byPerson.rows.map((r: any) => [r.group, r.amount]),
    [
      ['frontdesk1', 200_000],
      ['admin', 150_075],
    ],
  );
  const narrow = await report(ctx, 'operatingRevenue', 'from=2019-01-15&to=2019-02-28');
  assert.equal(narrow.totals.amount, 200_000);
});

test('English labels follow Accept-Language', async (ctx) => {
  const res = await ctx.h.call('GET', `${REPORT}/operatingRevenue?${YEAR_2019}`, { token: ctx.tokens.admin, headers: { 'accept-language': 'en' } });
  assert.is(res.body.data.title, 'Operating revenue detail');
  assert.is(res.body.data.rows[0].group, 'Software');
  assert.is(res.body.data.totals.group, 'Total');
});

test('revenue statistics by month and type, with the same months of the year before', async (ctx) => {
  const data = await report(ctx, 'revenueStatistics', 'from=2019-01-01&to=2019-03-31');
  assert.equal(
    data.rows.map((r: any) => r.month),
    ['2019-01', '2019-02', '2019-03'],
  );
  assert.equal(data.rows[0], { month: '2019-01', software: 100_050, hardware: 200_000, service: 0, implement: 0, total: 300_050, lastYear: 80_000, yoy: 275.1 });
  assert.equal([data.rows[1].total, data.rows[1].yoy], [0, null]);
  assert.equal([data.rows[2].total, data.rows[2].lastYear, data.rows[2].yoy], [50_025, 0, null]);
  assert.equal([data.totals.total, data.totals.lastYear, data.totals.yoy], [350_075, 80_000, 337.6]);
  assert.equal(
    data.charts.map((c: any) => c.type),
    ['bar', 'line'],
  );
});

test('performance growth per salesperson against the same period last year', async (ctx) => {
  const data = await report(ctx, 'performanceGrowth', YEAR_2019);
  assert.equal(data.rows, [
    { salesperson: 'admin', signed: 120_000, received: 50_000, lastYear: 80_000, growth: 50, newCustomers: 2 },
    { salesperson: 'frontdesk1', signed: 30_000, received: 10_000, lastYear: 60_000, growth: -50, newCustomers: 1 },
  ]);
  assert.equal([data.totals.signed, data.totals.lastYear, data.totals.growth], [150_000, 140_000, 7.1]);
});

test('new contracts by month and by type (drafts are not signed)', async (ctx) => {
  const byMonth = await report(ctx, 'newContracts', YEAR_2019);
  assert.equal(byMonth.rows, [
    { group: '2019-02', contracts: 2, amount: 1_500_000, received: 900_000, outstanding: 600_000 },
    { group: '2019-04', contracts: 1, amount: 300_000, received: 0, outstanding: 300_000 },
  ]);
  const byType = await report(ctx, 'newContracts', `${YEAR_2019}&groupBy=type`);
  assert.equal(
    byType.rows.map((r: any) => [r.group, r.contracts, r.amount]),
    [
      ['销售合同', 1, 1_000_000],
      ['转售合同', 2, 800_000],
    ],
  );
  assert.is(byType.charts[0].type, 'donut');
});

test('resale contracts with their cost and margin', async (ctx) => {
  const data = await report(ctx, 'resale', YEAR_2019);
  assert.equal(
    data.rows.map((r: any) => [r.contractNo, r.amount, r.cost, r.margin, r.marginRate]),
    [
      ['T-C2', 500_000, 350_010, 149_990, 30],
      ['T-C3', 300_000, 0, 300_000, 100],
    ],
  );
  assert.equal([data.totals.amount, data.totals.cost, data.totals.margin, data.totals.marginRate], [800_000, 350_010, 449_990, 56.2]);
});

test('hardware shipments by contract, by status, and the margin left after the hardware', async (ctx) => {
  const data = await report(ctx, 'hardwareShipments', YEAR_2019);
  assert.equal(data.rows, [
    { contractNo: 'T-C1', customerName: '国际饭店', lines: 2, quantity: 3, value: 380_100, pending: 80_000, shipped: 300_100, received: 0, contractAmount: 1_000_000, margin: 619_900 },
    { contractNo: 'T-NOPE', customerName: '国际饭店', lines: 1, quantity: 3, value: 30_000, pending: 0, shipped: 0, received: 30_000, contractAmount: null, margin: null },
  ]);
  assert.equal([data.totals.value, data.totals.contractAmount, data.totals.margin], [410_100, 1_000_000, 619_900]);
  assert.equal(data.charts[0].data, [
    { status: '待发货', value: 80_000 },
    { status: '已发货', value: 300_100 },
    { status: '已签收', value: 30_000 },
  ]);
});

test('inventory price status: value by warehouse and items by unit-price band', async (ctx) => {
  const data = await report(ctx, 'inventoryPrice', '', 'accountant1');
  assert.is(data.range, false);
  const main = data.rows.find((r: any) => r.warehouse === '主仓');
  assert.equal(main, { warehouse: '主仓', items: 2, quantity: 12.5, amount: 245_250 });
  assert.equal([data.totals.items, data.totals.quantity, data.totals.amount], [3, 16.5, 265_250]);
  assert.equal(
    data.charts[1].data.map((b: any) => b.items),
    [1, 0, 1, 0, 1],
  );
});

test('each hotel sees its own figures only', async (ctx) => {
  const other = await report(ctx, 'operatingRevenue', YEAR_2019, 'frontdesk2');
  assert.equal(other.totals.amount, 9_999_900);
  const mine = await report(ctx, 'operatingRevenue', YEAR_2019, 'frontdesk1');
  assert.equal(mine.totals.amount, 350_075);
});

test('guards: 401 without a token, 403 without the record permission, 404 for an unknown report', async (ctx) => {
  const cases: Array<[string, string | undefined, number]> = [
    ['operatingRevenue', undefined, 401],
    ['inventoryPrice', undefined, 401],
    ['operatingRevenue', 'accountant1', 403],
    ['newContracts', 'accountant1', 403],
    ['inventoryPrice', 'frontdesk1', 403],
    ['operatingRevenue', 'frontdesk1', 200],
    ['inventoryPrice', 'accountant1', 200],
    ['noSuchReport', 'admin', 404],
  ];
  for (const [key, user, status] of cases) {
    const res = await ctx.h.call('GET', `${REPORT}/${key}`, { token: user ? ctx.tokens[user] : undefined });
    assert.is(res.status, status, `${key} as ${user}: ${res.text}`);
  }
});

test('a bad query is a 422 naming the field', async (ctx) => {
  const cases: Array<[string, string]> = [
    ['from=2019-13-01', 'from'],
    ['from=2019-02-01&to=2019-01-01', 'to'],
    ['from=2000-01-01&to=2019-01-01', 'from'],
    ['groupBy=colour', 'groupBy'],
    ['sortBy=amount', 'sortBy'],
  ];
  for (const [query, field] of cases) {
    const res = await ctx.h.call('GET', `${REPORT}/operatingRevenue?${query}`, { token: ctx.tokens.admin });
    assert.is(res.status, 422, query);
    assert.is(res.body.field, field, query);
  }
});

test.run();
