/**
 * Auxiliary accounting and cash-flow items (migration 0036; lib/line-dimensions.ts): a line on an account
 * that requires a dimension carries an enabled item of it of the organisation (422 naming the field
 * otherwise), a cash or bank line a cash-flow item of the list, an item the account does not take is
 * dropped; vouchers the server makes may leave items out; the voucher import is held to the same rules;
 * the chart-of-accounts and auxiliary-item pages (permissions, versions, uniqueness, in-use refusal);
 * the auxiliary balance table and detail ledger from booked lines only.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { insertVoucher } from '../../server/db/vouchers.js';
import { writeTransaction } from '../../server/db/write-transaction.js';
import { toCsv } from '../support/stock-sheet.js';
import { setup, type Harness } from './support.js';

const V = '/prod-api/htservice/voucher';
const ITEMS = '/prod-api/htservice/auxItem';
const ACCOUNTS = '/prod-api/htservice/accAccount';
type Ctx = { h: Harness; acc1: string; orgId: number; year: number; date: string; ids: Record<string, number> };
const test = suite<Ctx>('aux accounting');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.acc1 = await ctx.h.login('accountant1');
  ctx.orgId = await ctx.h.orgId('HT001');
  ctx.year = new Date(ctx.h.clock.now).getFullYear();
  ctx.date = `${ctx.year}-03-15`;
  const [items, depts] = await Promise.all([
    ctx.h.db.selectFrom('aux_items as i').innerJoin('organisations as o', 'o.org_id', 'i.org_id').select(['o.org_code', 'i.item_code', 'i.item_id']).execute(),
    ctx.h.db.selectFrom('departments as d').innerJoin('organisations as o', 'o.org_id', 'd.org_id').select(['o.org_code', 'd.dept_code', 'd.dept_id']).execute(),
  ]);
  // 'HT001:C001' → item id, 'HT001:FB' → department id.
  ctx.ids = Object.fromEntries([...items.map((i) => [`${i.org_code}:${i.item_code}`, i.item_id]), ...depts.map((d) => [`${d.org_code}:${d.dept_code}`, d.dept_id])]);
});
test.after(async (ctx) => ctx.h.close());

/** A room bill charged to a travel agency, settled to the bank: 1122 (customer) and 600101 (department), then 1002 (cash flow) against 1122. */
const charged = (ctx: Ctx, extra: { customer?: Record<string, unknown>; revenue?: Record<string, unknown> } = {}) => ({
  voucherDate: ctx.date,
  lines: [
    { summary: '团队房费挂账', accountCode: '1122', debit: 100_000, credit: 0, customerId: ctx.ids['HT001:C001'], ...extra.customer },
    { summary: '团队房费挂账', accountCode: '600101', debit: 0, credit: 100_000, deptId: ctx.ids['HT001:HK'], ...extra.revenue },
  ],
});
const post = (ctx: Ctx, body: unknown, lang = 'zh-CN') => ctx.h.call('POST', V, { token: ctx.acc1, body, headers: { 'accept-language': lang } });

test('a line on an account that requires a dimension must carry an enabled item of it, of this hotel', async (ctx) => {
  const missing = await post(ctx, charged(ctx, { customer: { customerId: null } }));
  assert.equal([missing.status, missing.body.field, missing.body.msg], [422, 'lines.0.customerId', '第 1 行：科目 1122 按客户辅助核算，请选择客户']);
  const english = await post(ctx, charged(ctx, { revenue: { deptId: '' } }), 'en');
  assert.equal([english.status, english.body.field, english.body.msg], [422, 'lines.1.deptId', 'Line 2: account 600101 is kept by department: pick a department']);

  const foreign = await post(ctx, charged(ctx, { customer: { customerId: ctx.ids['HT002:C001'] } }));
  assert.equal([foreign.status, foreign.body.field], [422, 'lines.0.customerId'], "another hotel's customer");
  const wrongKind = await post(ctx, charged(ctx, { customer: { customerId: ctx.ids['HT001:S001'] } }));
  assert.equal([wrongKind.status, wrongKind.body.field], [422, 'lines.0.customerId'], 'a supplier is no customer');
  await ctx.h.db.updateTable('aux_items').set({ status: '1' }).where('item_id', '=', ctx.ids['HT001:C003']).execute();
  const disabled = await post(ctx, charged(ctx, { customer: { customerId: ctx.ids['HT001:C003'] } }));
  assert.equal([disabled.status, disabled.body.field, disabled.body.msg], [422, 'lines.0.customerId', '第 1 行的客户不存在、已停用或不属于本组织，请重新选择']);
  await ctx.h.db.updateTable('aux_items').set({ status: '0' }).where('item_id', '=', ctx.ids['HT001:C003']).execute();
  const foreignDept = await post(ctx, charged(ctx, { revenue: { deptId: ctx.ids['HT002:HK'] } }));
  assert.equal([foreignDept.status, foreignDept.body.field], [422, 'lines.1.deptId']);

  // An item of a dimension the account does not take is dropped, not stored.
  const ok = await post(ctx, charged(ctx, { revenue: { customerId: ctx.ids['HT001:C002'], cashflowCode: 'CF01' } }));
  assert.is(ok.status, 200, ok.text);
  const lines = ok.body.data.lines.map((l: any) => [l.accountCode, l.customerId, l.customerName, l.deptName, l.cashflowCode]);
  assert.equal(lines, [
    ['1122', ctx.ids['HT001:C001'], '携程旅行网', '', null],
    ['600101', null, '', '客房部', null],
  ]);
  const nothing = await post(ctx, { voucherDate: ctx.date, lines: [] });
  assert.is(nothing.status, 422, 'the balance rules still come first');
});

test('a cash or bank line must carry a cash-flow item from the list; other lines drop one', async (ctx) => {
  const settle = (cashflowCode: unknown) => ({
    voucherDate: ctx.date,
    lines: [
      { summary: '收回团队房费', accountCode: '1002', debit: 100_000, credit: 0, cashflowCode },
      { summary: '收回团队房费', accountCode: '1122', debit: 0, credit: 100_000, customerId: ctx.ids['HT001:C001'], cashflowCode: 'CF01' },
    ],
  });
  const missing = await post(ctx, settle(null));
  assert.equal([missing.status, missing.body.field, missing.body.msg], [422, 'lines.0.cashflowCode', '第 1 行：1002 是现金或银行科目，请选择现金流量项目']);
  const unknown = await post(ctx, settle('CF99'));
  assert.equal([unknown.status, unknown.body.field], [422, 'lines.0.cashflowCode']);
  const ok = await post(ctx, settle('CF01'));
  assert.is(ok.status, 200, ok.text);
  assert.equal(
    ok.body.data.lines.map((l: any) => l.cashflowCode),
    ['CF01', null],
  );

  // Editing is checked the same way.
  const edit = await ctx.h.call('PUT', V, { token: ctx.acc1, body: { voucherId: ok.body.data.voucherId, version: ok.body.data.version, lines: settle('').lines } });
  assert.equal([edit.status, edit.body.field], [422, 'lines.0.cashflowCode']);
});

test('vouchers the server makes may leave items out, but never name another hotel’s', async (ctx) => {
  const { h } = ctx;
  const make = (lines: any[]) =>
    writeTransaction(h.db, h.engine, (trx) =>
      insertVoucher(trx, h.engine, { orgId: ctx.orgId, voucherDate: ctx.date, attachments: 0, remark: '', lines, maker: { userId: 1, userName: 'system' }, now: h.clock.now, origin: 'system' }),
    );
  const id = await make([
    { summary: '系统凭证', accountCode: '1002', debit: 500, credit: 0 },
    { summary: '系统凭证', accountCode: '600101', debit: 0, credit: 500 },
  ]);
  const stored = await h.db.selectFrom('voucher_lines').select(['dept_id', 'cashflow_code']).where('voucher_id', '=', id).orderBy('line_no').execute();
  assert.equal(stored, [
    { dept_id: null, cashflow_code: null },
    { dept_id: null, cashflow_code: null },
  ]);
  try {
    await make([
      { summary: '系统凭证', accountCode: '1122', debit: 500, credit: 0, customerId: ctx.ids['HT002:C001'] },
      { summary: '系统凭证', accountCode: '6001', debit: 0, credit: 500 },
    ]);
    assert.unreachable('another hotel’s customer is refused');
  } catch (error: any) {
    assert.equal([error.status, error.field], [422, 'lines.0.customerId']);
  }
});

test('the chart of accounts shows class and side, and sets required dimensions by permission and version', async (ctx) => {
  const { h } = ctx;
  const list = await h.call('GET', `${ACCOUNTS}/list`, { token: ctx.acc1, query: { accountCode: '11', pageSize: '100' } });
  assert.is(list.status, 200, list.text);
  const receivable = list.body.rows.find((r: any) => r.accountCode === '1122');
  assert.equal([receivable.accountClass, receivable.normalSide, receivable.cashAccount, receivable.auxDims], ['asset', 'D', false, ['customer']]);
  const byDim = await h.call('GET', `${ACCOUNTS}/list`, { token: ctx.acc1, query: { auxDim: 'dept', pageSize: '100' } });
  assert.equal(
    byDim.body.rows.map((r: any) => r.accountCode),
    ['600101', '600102', '600103', '6601', '6602', '660201'],
  );

  const other = await h.call('GET', `${ACCOUNTS}/list`, { token: ctx.acc1, query: { accountCode: '6051' } });
  const income = other.body.rows[0];
  assert.is((await h.call('PUT', ACCOUNTS, { token: await h.login('frontdesk1'), body: { accountId: income.accountId, version: income.version, auxDims: ['project'] } })).status, 403);
  const set = await h.call('PUT', ACCOUNTS, { token: ctx.acc1, body: { accountId: income.accountId, version: income.version, auxDims: ['project', 'dept', 'project'] } });
  assert.equal([set.status, set.body.data.auxDims], [200, ['dept', 'project']]);
  assert.is((await h.call('PUT', ACCOUNTS, { token: ctx.acc1, body: { accountId: income.accountId, version: income.version, auxDims: [] } })).status, 409, 'stale version');
  assert.is((await h.call('PUT', ACCOUNTS, { token: ctx.acc1, body: { accountId: income.accountId, version: set.body.data.version, auxDims: ['nonsense'] } })).status, 422);
  const otherHotel = await h.call('PUT', ACCOUNTS, { token: await h.login('accountant2'), body: { accountId: income.accountId, version: set.body.data.version, auxDims: [] } });
  assert.is(otherHotel.status, 404);

  const lines = [
    { summary: '场地出租', accountCode: '1001', debit: 800, credit: 0, cashflowCode: 'CF01' },
    { summary: '场地出租', accountCode: '6051', debit: 0, credit: 800, deptId: ctx.ids['HT001:FB'] },
  ];
  const refused = await post(ctx, { voucherDate: ctx.date, lines });
  assert.equal([refused.status, refused.body.field], [422, 'lines.1.projectId'], 'the new requirement applies at once');
  const ok = await post(ctx, { voucherDate: ctx.date, lines: [lines[0], { ...lines[1], projectId: ctx.ids['HT001:P002'] }] });
  assert.equal([ok.status, ok.body.data.lines[1].projectName], [200, '婚宴及会议推广']);
});

test('auxiliary items: unique code per dimension, fixed to the hotel, an item in use is not deleted; the form’s options', async (ctx) => {
  const { h } = ctx;
  const add = (body: unknown, token = ctx.acc1) => h.call('POST', ITEMS, { token, body });
  const created = await add({ dimension: 'customer', itemCode: 'C100', itemName: '万达会展中心' });
  assert.is(created.status, 200, created.text);
  const twin = await add({ dimension: 'customer', itemCode: 'C100', itemName: '另一个' });
  assert.equal([twin.status, twin.body.field], [409, 'itemCode']);
  assert.is((await add({ dimension: 'supplier', itemCode: 'C100', itemName: '同码不同类' })).status, 200, 'codes are unique within a dimension');
  assert.is((await add({ dimension: 'dept', itemCode: 'X1', itemName: '部门在部门树' })).status, 422);
  assert.is((await add({ dimension: 'customer', itemCode: 'C101', itemName: '无权' }, await h.login('frontdesk1'))).status, 403);

  const id = created.body.data.itemId;
  assert.is((await h.call('GET', `${ITEMS}/${id}`, { token: await h.login('accountant2') })).status, 404, 'another hotel does not see it');
  const list = await h.call('GET', `${ITEMS}/list`, { token: ctx.acc1, query: { dimension: 'customer', itemName: '万达' } });
  assert.equal(
    list.body.rows.map((r: any) => r.itemCode),
    ['C100'],
  );

  const options = await h.call('GET', `${ITEMS}/options`, { token: ctx.acc1, headers: { 'accept-language': 'en' } });
  assert.ok(options.body.data.items.customer.some((o: any) => o.value === id && o.label === '万达会展中心'));
  assert.equal(options.body.data.cashflow[0], { code: 'CF01', name: 'Cash received from sales of goods and rendering of services', activity: 'operating', direction: 'in' });

  const used = await h.call('DELETE', `${ITEMS}/${ctx.ids['HT001:C001']}`, { token: ctx.acc1 });
  assert.equal([used.status, used.body.field], [409, 'itemIds']);
  assert.match(used.body.msg, /携程旅行网 已用于 \d+ 条凭证分录/);
  const edited = await h.call('PUT', ITEMS, { token: ctx.acc1, body: { itemId: id, version: created.body.data.version, itemName: '万达会展中心（协议）' } });
  assert.equal([edited.status, edited.body.data.itemName, edited.body.data.dimension], [200, '万达会展中心（协议）', 'customer']);
  assert.is((await h.call('DELETE', `${ITEMS}/${id}`, { token: ctx.acc1 })).status, 200);
});

test('the voucher import names the cell of a missing or unknown item, and stores the items of a good voucher', async (ctx) => {
  const { h } = ctx;
  const header = ['凭证编号', '凭证日期', '摘要', '科目编码', '借方金额', '贷方金额', '附件数', '客户编码', '部门编码', '现金流量项目'];
  const d = ctx.date;
  const run = async (rows: string[][], fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('file', new File([toCsv(rows, header) as Uint8Array<ArrayBuffer>], 'vouchers.csv'));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return h.runTask('voucher-import', { token: ctx.acc1, form });
  };
  const rows = [
    ['AUX-1', d, '挂账', '1122', '50', '', '', 'C002', '', ''],
    ['AUX-1', d, '挂账', '600102', '', '50', '', '', 'FB', ''],
    ['AUX-2', d, '挂账', '1122', '70', '', '', '', '', ''], // no customer
    ['AUX-2', d, '挂账', '600102', '', '70', '', '', 'NOPE', ''], // unknown department
  ];
  const first = await run(rows);
  assert.equal([first.task.status, first.task.errors], ['failed', 2]);
  const second = await run(rows, { importValidRows: 'true' });
  assert.equal([second.task.status, second.task.step.params.imported, second.task.step.params.rejected], ['done', 2, 2]);
  const lines = await h.db
    .selectFrom('voucher_lines as l')
    .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
    .select(['l.customer_id', 'l.dept_id'])
    .where('v.org_id', '=', ctx.orgId)
    .where('v.import_ref', '=', 'AUX-1')
    .orderBy('l.line_no')
    .execute();
  assert.equal(lines, [
    { customer_id: ctx.ids['HT001:C002'], dept_id: null },
    { customer_id: null, dept_id: ctx.ids['HT001:FB'] },
  ]);
});

test('the auxiliary balance table and detail ledger count booked lines only, earlier periods brought forward', async (ctx) => {
  const { h } = ctx;
  const supplier = ctx.ids['HT001:S002'];
  const buy = async (date: string, amount: number, booked: boolean) => {
    const res = await post(ctx, {
      voucherDate: date,
      lines: [
        { summary: '采购食材', accountCode: '1403', debit: amount, credit: 0 },
        { summary: '采购食材', accountCode: '2202', debit: 0, credit: amount, supplierId: supplier },
      ],
    });
    assert.is(res.status, 200, res.text);
    if (booked) await h.db.updateTable('vouchers').set({ status: '2' }).where('voucher_id', '=', res.body.data.voucherId).execute();
  };
  const pay = await post(ctx, {
    voucherDate: `${ctx.year}-05-08`,
    lines: [
      { summary: '支付食材款', accountCode: '2202', debit: 30_000, credit: 0, supplierId: supplier },
      { summary: '支付食材款', accountCode: '1002', debit: 0, credit: 30_000, cashflowCode: 'CF04' },
    ],
  });
  await h.db.updateTable('vouchers').set({ status: '3' }).where('voucher_id', '=', pay.body.data.voucherId).execute();
  await buy(`${ctx.year}-02-10`, 100_000, true); // brought forward into periods 4..5
  await buy(`${ctx.year}-04-03`, 45_000, true);
  await buy(`${ctx.year}-05-20`, 9_900, false); // unaudited: not in the books

  const query = { dimension: 'supplier', year: String(ctx.year), from: '4', to: '5' };
  const balance = await h.call('GET', '/prod-api/htservice/accounting/ledger/auxBalance', { token: ctx.acc1, query });
  assert.is(balance.status, 200, balance.text);
  const row = balance.body.data.rows.find((r: any) => r.itemId === supplier);
  assert.equal(
    [row.itemCode, row.itemName, row.accountCode, row.openingSide, row.opening, row.periodDebit, row.periodCredit, row.closingSide, row.closing],
    ['S002', '鲜达食品供应链有限公司', '2202', 'C', 100_000, 30_000, 45_000, 'C', 115_000],
  );

  const detail = await h.call('GET', '/prod-api/htservice/accounting/ledger/auxDetail', { token: ctx.acc1, query: { ...query, itemId: String(supplier) } });
  const data = detail.body.data;
  assert.equal(
    [data.itemName, data.openingSide, data.opening, data.closingSide, data.closing, data.debitTotal, data.creditTotal],
    ['鲜达食品供应链有限公司', 'C', 100_000, 'C', 115_000, 30_000, 45_000],
  );
  assert.equal(
    data.lines.map((l: any) => [l.summary, l.debit, l.credit, l.side, l.balance]),
    [
      ['采购食材', 0, 45_000, 'C', 145_000],
      ['支付食材款', 30_000, 0, 'C', 115_000],
    ],
  );

  const foreign = await h.call('GET', '/prod-api/htservice/accounting/ledger/auxDetail', { token: ctx.acc1, query: { ...query, itemId: String(ctx.ids['HT002:S002']) } });
  assert.is(foreign.status, 404);
  assert.is((await h.call('GET', '/prod-api/htservice/accounting/ledger/auxBalance', { token: ctx.acc1, query: { ...query, from: '6' } })).status, 422);
  assert.is((await h.call('GET', '/prod-api/htservice/accounting/ledger/auxBalance', { token: await h.login('frontdesk1'), query })).status, 403);
});

test.run();
