/**
 * The asset register a hotel keeps (issue 20): the card's register fields, the acquisition voucher of a
 * generation, transfers with their history, disposal with its voucher, depreciation by method in period
 * order and its reversal, closed periods refusing both. Every asset voucher is read back and must balance.
 * The clock stands at the middle of June of this year (an open period); last year's periods are closed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSheet } from '../../server/tasks/table-file.js';
import { ASSET_HEADER } from '../support/asset-sheet.js';
import { toCsv } from '../support/stock-sheet.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; tokens: Record<string, string>; depts: Record<string, number>; classes: Record<string, number>; cards: Record<string, any>; afterJune: string };
const test = suite<Ctx>('asset register');
const API = '/prod-api/htservice';
const YEAR = new Date().getFullYear();
const TODAY = `${YEAR}-06-15`;
const at = (date: string) => new Date(`${date}T10:00:00`).getTime();

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.h.clock.now = at(TODAY);
  ctx.tokens = {};
  for (const user of ['accountant1', 'frontdesk1', 'accountant2']) ctx.tokens[user] = await ctx.h.login(user);
  const org1 = await ctx.h.orgId('HT001');
  ctx.depts = Object.fromEntries((await ctx.h.db.selectFrom('departments').select(['dept_code', 'dept_id']).where('org_id', '=', org1).execute()).map((d) => [d.dept_code, d.dept_id]));
  ctx.classes = Object.fromEntries((await ctx.h.db.selectFrom('asset_classes').select(['class_name', 'class_id']).execute()).map((c) => [c.class_name, c.class_id]));
  ctx.cards = {};
});

test.after(async (ctx) => ctx.h.close());

function call(ctx: Ctx, method: string, path: string, opts: { token?: string; body?: unknown; lang?: string } = {}) {
  return ctx.h.call(method, `${API}${path}`, { token: opts.token ?? ctx.tokens.accountant1, body: opts.body, headers: { 'accept-language': opts.lang ?? 'zh-CN' } });
}

async function runTask(ctx: Ctx, kind: string, body: unknown) {
  const started = await ctx.h.runTask(kind, { body, token: ctx.tokens.accountant1, headers: { 'accept-language': 'zh-CN' } });
  assert.is(started.status, 200, started.body?.msg);
  return started.task;
}

async function addCard(ctx: Ctx, over: Record<string, unknown>) {
  const res = await call(ctx, 'POST', '/assets/card', {
    body: { assetName: '测试资产', classId: ctx.classes.电子设备, deptId: ctx.depts.FIN, originalValue: 1_000_000, startDate: `${YEAR - 1}-05-20`, ...over },
  });
  assert.is(res.status, 200, res.body?.msg);
  return res.body.data;
}
const card = async (ctx: Ctx, cardId: number) => (await call(ctx, 'GET', `/assets/card/${cardId}`)).body.data;

/** The voucher as the voucher page reads it, after checking that it balances line by line and in its totals. */
async function balancedVoucher(ctx: Ctx, voucherId: number) {
  const res = await call(ctx, 'GET', `/voucher/${voucherId}`);
  assert.is(res.status, 200, res.body?.msg);
  const v = res.body.data;
  const debit = v.lines.reduce((s: number, l: any) => s + l.debit, 0);
  const credit = v.lines.reduce((s: number, l: any) => s + l.credit, 0);
  assert.equal([debit, credit, v.debitTotal, v.creditTotal], [debit, debit, debit, debit], `voucher ${v.voucherNumber} balances`);
  assert.ok(debit > 0);
  return v;
}
const lines = (v: any) => v.lines.map((l: any) => [l.accountCode, l.debit, l.credit]);

test('the card keeps location, custodian, supplier, serial number, purchase date and both methods, validated', async (ctx) => {
  const added = await addCard(ctx, {
    assetCode: 'R-PC',
    assetName: '收银电脑',
    originalValue: 1_200_000,
    startDate: `${YEAR}-05-20`,
    lifeMonths: 36,
    locationBuilding: '主楼',
    locationFloor: '1F',
    locationRoom: '前台',
    custodian: '周敏',
    supplier: '联创电脑科技有限公司',
    serialNo: 'PC-2024-0001',
    purchaseDate: `${YEAR}-05-18`,
    acquisitionMethod: 'purchase',
    depreciationMethod: 'doubleDeclining',
  });
  ctx.cards.pc = added;
  assert.equal(
    [added.locationBuilding, added.locationFloor, added.locationRoom, added.custodian, added.supplier, added.serialNo, added.purchaseDate, added.acquisitionMethod, added.depreciationMethod],
    ['主楼', '1F', '前台', '周敏', '联创电脑科技有限公司', 'PC-2024-0001', `${YEAR}-05-18`, 'purchase', 'doubleDeclining'],
  );
  // Double-declining over 36 months: 12,000.00 × 2 / 36 = 666.67 in the first year.
  assert.is(added.monthlyDepreciation, 66_667);
  const listed = (await call(ctx, 'GET', '/assets/card/list?assetCode=R-PC')).body.rows[0];
  assert.equal(
    [listed.custodian, listed.locationRoom, listed.acquisitionMethod, listed.depreciationMethod, listed.acquisitionVoucherId, listed.disposalDate],
    ['周敏', '前台', 'purchase', 'doubleDeclining', null, ''],
  );
  // Left out, the register fields are empty, the card an opening one (on the books before the system) and the method straight line.
  const plain = await addCard(ctx, { assetCode: 'R-PLAIN' });
  assert.equal([plain.custodian, plain.purchaseDate, plain.acquisitionMethod, plain.depreciationMethod], ['', '', 'opening', 'straightLine']);

  for (const [over, field, msg] of [
    [{ purchaseDate: `${YEAR}-05-21`, startDate: `${YEAR}-05-20` }, 'purchaseDate', '购置日期不能晚于开始使用日期'],
    [{ purchaseDate: '2024-02-30' }, 'purchaseDate', undefined],
    [{ acquisitionMethod: 'theft' }, 'acquisitionMethod', undefined],
    [{ depreciationMethod: 'workload' }, 'depreciationMethod', undefined],
    [{ depreciationMethod: 'sumOfYears', lifeMonths: 30 }, 'lifeMonths', '双倍余额递减法和年数总和法按整年计提，使用年限（月）须为 12 的倍数'],
    [{ custodian: 'x'.repeat(51) }, 'custodian', undefined],
    [{ locationRoom: 'x'.repeat(21) }, 'locationRoom', undefined],
  ] as Array<[Record<string, unknown>, string, string | undefined]>) {
    const res = await call(ctx, 'POST', '/assets/card', {
      body: { assetCode: 'R-BAD', assetName: '坏', classId: ctx.classes.电子设备, deptId: ctx.depts.FIN, originalValue: 10_000, startDate: `${YEAR}-05-20`, ...over },
    });
    assert.equal([res.status, res.body.field], [422, field], JSON.stringify(over));
    if (msg) assert.is(res.body.msg, msg);
  }
  const en = await call(ctx, 'POST', '/assets/card', {
    lang: 'en',
    body: { assetCode: 'R-BAD', assetName: 'x', classId: ctx.classes.电子设备, deptId: ctx.depts.FIN, originalValue: 10_000, startDate: `${YEAR}-05-20`, purchaseDate: `${YEAR}-06-01` },
  });
  assert.is(en.body.msg, 'The purchase date cannot be later than the start date');
});

test("generation posts each method's acquisition voucher against its funding account, dated the day, balanced", async (ctx) => {
  const funding: Array<[string, string]> = [
    ['transferIn', '4002'],
    ['donation', '6301'],
    ['investment', '4001'],
    ['selfBuilt', '1604'],
  ];
  for (const [method] of funding) ctx.cards[method] = await addCard(ctx, { assetCode: `R-${method}`, acquisitionMethod: method });
  // A used asset transferred in with 1,000.00 already depreciated: only its net value is capital.
  ctx.cards.used = await addCard(ctx, {
    assetCode: 'R-USED',
    originalValue: 500_000,
    accumulatedDepreciation: 100_000,
    depreciatedMonths: 10,
    startDate: `${YEAR - 1}-01-10`,
    acquisitionMethod: 'transferIn',
  });
  // On the books before the system, by the sum of the years' digits, 10 months into its first year:
  // 9,500.00 × 3/6 / 12 = 395.83 a month, 3,958.30 so far.
  ctx.cards.syd = await addCard(ctx, { assetCode: 'R-SYD', lifeMonths: 36, depreciationMethod: 'sumOfYears', accumulatedDepreciation: 395_830, depreciatedMonths: 10, startDate: `${YEAR - 1}-08-10` });
  assert.is(ctx.cards.syd.monthlyDepreciation, 39_583);
  const plain = (await call(ctx, 'GET', '/assets/card/list?assetCode=R-PLAIN')).body.rows[0];
  const ids = [ctx.cards.pc, ...funding.map(([m]) => ctx.cards[m]), ctx.cards.used, ctx.cards.syd, plain].map((c) => c.cardId);
  const done = await runTask(ctx, 'asset-generation', { cardIds: ids });
  assert.equal([done.status, done.step.params.generated], ['done', ids.length]);

  const pc = await card(ctx, ctx.cards.pc.cardId);
  const purchase = await balancedVoucher(ctx, pc.acquisitionVoucherId);
  assert.equal([purchase.voucherDate, purchase.status, purchase.voucherNumber, purchase.makerName], [TODAY, '0', pc.acquisitionVoucherNumber, '李建国']);
  assert.equal(lines(purchase), [
    ['1601', 1_200_000, 0],
    ['2202', 0, 1_200_000],
  ]);
  assert.equal(
    purchase.lines.map((l: any) => l.summary),
    ['新增固定资产 R-PC 收银电脑', '新增固定资产 R-PC 收银电脑'],
  );
  for (const [method, account] of funding) {
    const v = await balancedVoucher(ctx, (await card(ctx, ctx.cards[method].cardId)).acquisitionVoucherId);
    assert.equal(
      lines(v),
      [
        ['1601', 1_000_000, 0],
        [account, 0, 1_000_000],
      ],
      method,
    );
  }
  const used = await balancedVoucher(ctx, (await card(ctx, ctx.cards.used.cardId)).acquisitionVoucherId);
  assert.equal(lines(used), [
    ['1601', 500_000, 0],
    ['1602', 0, 100_000],
    ['4002', 0, 400_000],
  ]);
  // An opening card, on the books before the system: no voucher.
  assert.equal([(await card(ctx, plain.cardId)).genStatus, (await card(ctx, plain.cardId)).acquisitionVoucherId], ['1', null]);
});

test('generation on a day of a closed period is refused with nothing generated or posted', async (ctx) => {
  const pending = await addCard(ctx, { assetCode: 'R-LATE', acquisitionMethod: 'purchase' });
  const vouchers = async () =>
    Number(
      (
        await ctx.h.db
          .selectFrom('vouchers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await vouchers();
  ctx.h.clock.now = at(`${YEAR - 1}-12-20`);
  try {
    const refused = await runTask(ctx, 'asset-generation', { cardIds: [pending.cardId] });
    assert.equal([refused.status, refused.step.key, refused.step.params.period], ['failed', 'assetAcquisitionPeriodClosed', `${YEAR - 1}-12`]);
  } finally {
    ctx.h.clock.now = at(TODAY);
  }
  assert.equal([(await card(ctx, pending.cardId)).genStatus, await vouchers()], ['0', before]);
});

test('a generated card keeps its methods and changes department only by a transfer, whose history the card shows', async (ctx) => {
  const pc = await card(ctx, ctx.cards.pc.cardId);
  assert.equal([(await call(ctx, 'PUT', '/assets/card', { body: { ...pc, depreciationMethod: 'straightLine' } })).body.field], ['depreciationMethod']);
  assert.equal([(await call(ctx, 'PUT', '/assets/card', { body: { ...pc, acquisitionMethod: 'donation' } })).body.field], ['acquisitionMethod']);
  const moved = await call(ctx, 'PUT', '/assets/card', { body: { ...pc, deptId: ctx.depts.FO } });
  assert.equal([moved.status, moved.body.field, moved.body.msg], [409, 'deptId', '资产 R-PC 已生成，变更使用部门请做资产调拨（保留调拨记录）']);
  // Register fields that are not amounts stay editable.
  assert.is((await call(ctx, 'PUT', '/assets/card', { body: { ...pc, locationRoom: '前台 2 号位' } })).status, 200);

  const path = `/assets/card/${pc.cardId}/transfer`;
  assert.equal([(await call(ctx, 'POST', path, { body: { toDeptId: ctx.depts.FIN, transferDate: TODAY } })).body.field], ['toDeptId']);
  assert.equal([(await call(ctx, 'POST', path, { body: { toDeptId: ctx.depts.FO, transferDate: `${YEAR}-05-01` } })).body.field], ['transferDate']);
  assert.is((await call(ctx, 'POST', path, { token: ctx.tokens.frontdesk1, body: { toDeptId: ctx.depts.FO, transferDate: TODAY } })).status, 403);
  assert.is((await call(ctx, 'POST', path, { token: ctx.tokens.accountant2, body: { toDeptId: ctx.depts.FO, transferDate: TODAY } })).status, 404);
  const pending = (await call(ctx, 'GET', '/assets/card/list?assetCode=R-LATE')).body.rows[0];
  assert.is((await call(ctx, 'POST', `/assets/card/${pending.cardId}/transfer`, { body: { toDeptId: ctx.depts.FO, transferDate: TODAY } })).status, 409);

  const first = await call(ctx, 'POST', path, { body: { toDeptId: ctx.depts.FO, transferDate: TODAY, custodian: '王芳', remark: '前台增设收银位' } });
  assert.is(first.status, 200, first.body?.msg);
  assert.equal([first.body.data.deptName, first.body.data.custodian], ['前厅部', '王芳']);
  await call(ctx, 'POST', path, { body: { toDeptId: ctx.depts.FB, transferDate: `${YEAR}-06-16` } });
  const history = (await call(ctx, 'GET', `/assets/card/${pc.cardId}/history`)).body.data;
  assert.equal(
    history.transfers.map((t: any) => [t.transferDate, t.fromDeptName, t.toDeptName, t.fromCustodian, t.toCustodian, t.remark]),
    [
      [TODAY, '财务部', '前厅部', '周敏', '王芳', '前台增设收银位'],
      [`${YEAR}-06-16`, '前厅部', '餐饮部', '王芳', '王芳', ''],
    ],
  );
  assert.is(history.disposal, null);
  assert.is((await call(ctx, 'GET', `/assets/card/${pc.cardId}/history`, { token: ctx.tokens.accountant2 })).status, 404);
});

test('disposal: accumulated depreciation, net value, proceeds and the gain or loss through 1606, balanced; then the card is closed', async (ctx) => {
  // 5,000.00 with 1,000.00 depreciated sold for 4,500.00 to the bank: a gain of 500.00.
  const used = ctx.cards.used;
  const sold = await call(ctx, 'POST', `/assets/card/${used.cardId}/dispose`, { body: { disposalDate: `${YEAR}-06-20`, proceeds: 450_000, remark: '出售给员工' } });
  assert.is(sold.status, 200, sold.body?.msg);
  assert.is(sold.body.data.card.disposalDate, `${YEAR}-06-20`);
  const gain = await balancedVoucher(ctx, sold.body.data.voucherId);
  assert.equal([gain.voucherDate, gain.voucherNumber], [`${YEAR}-06-20`, sold.body.data.voucherNumber]);
  assert.equal(lines(gain), [
    ['1602', 100_000, 0],
    ['1606', 400_000, 0],
    ['1601', 0, 500_000],
    ['1002', 450_000, 0],
    ['1606', 0, 450_000],
    ['1606', 50_000, 0],
    ['6301', 0, 50_000],
  ]);
  const clearing = gain.lines.filter((l: any) => l.accountCode === '1606').reduce((s: number, l: any) => s + l.debit - l.credit, 0);
  assert.is(clearing, 0);
  const history = (await call(ctx, 'GET', `/assets/card/${used.cardId}/history`)).body.data.disposal;
  assert.equal([history.netValue, history.proceeds, history.gain, history.voucherNumber], [400_000, 450_000, 50_000, gain.voucherNumber]);

  // A demo washing machine scrapped for 1,000.00 in cash: a loss of its net value less that.
  const washer = (await call(ctx, 'GET', '/assets/card/list?assetCode=FA-0003')).body.rows[0];
  const [original, accumulated] = [washer.originalValue, washer.accumulatedDepreciation];
  assert.ok(accumulated > 0);
  const scrapped = await call(ctx, 'POST', `/assets/card/${washer.cardId}/dispose`, { body: { disposalDate: `${YEAR}-06-20`, proceeds: 100_000, proceedsAccount: '1001' } });
  assert.is(scrapped.status, 200, scrapped.body?.msg);
  const loss = await balancedVoucher(ctx, scrapped.body.data.voucherId);
  const net = original - accumulated;
  assert.equal(lines(loss), [
    ['1602', accumulated, 0],
    ['1606', net, 0],
    ['1601', 0, original],
    ['1001', 100_000, 0],
    ['1606', 0, 100_000],
    ['6711', net - 100_000, 0],
    ['1606', 0, net - 100_000],
  ]);
  ctx.cards.washer = washer;

  // Closed: no second disposal, no edit, no transfer, not among the department's cards to check.
  const again = await call(ctx, 'POST', `/assets/card/${washer.cardId}/dispose`, { body: { disposalDate: `${YEAR}-06-21` } });
  assert.equal([again.status, again.body.msg], [409, `资产 FA-0003 已于 ${YEAR}-06-20 清理，不能再修改、调拨、清理或计提折旧`]);
  const now = await card(ctx, washer.cardId);
  assert.is((await call(ctx, 'PUT', '/assets/card', { body: { ...now, remark: '改' } })).status, 409);
  assert.is((await call(ctx, 'POST', `/assets/card/${washer.cardId}/transfer`, { body: { toDeptId: ctx.depts.FO, transferDate: TODAY } })).status, 409);
  const checkable = (await call(ctx, 'GET', `/assets/check/cards?deptId=${ctx.depts.HK}`)).body.data;
  assert.not.ok(checkable.some((c: any) => c.cardId === washer.cardId));
});

test("disposal is refused for a card not on the books, a date before its start or in a closed period, and another hotel's card", async (ctx) => {
  const pending = (await call(ctx, 'GET', '/assets/card/list?assetCode=R-LATE')).body.rows[0];
  assert.equal([(await call(ctx, 'POST', `/assets/card/${pending.cardId}/dispose`, { body: { disposalDate: TODAY } })).status], [409]);
  const tv = (await call(ctx, 'GET', '/assets/card/list?assetCode=FA-0010')).body.rows[0];
  const before = JSON.stringify(await ctx.h.db.selectFrom('vouchers').select('voucher_id').execute());
  const early = await call(ctx, 'POST', `/assets/card/${tv.cardId}/dispose`, { body: { disposalDate: `${YEAR - 3}-12-31` } });
  assert.equal([early.status, early.body.field], [422, 'disposalDate']);
  const closed = await call(ctx, 'POST', `/assets/card/${tv.cardId}/dispose`, { body: { disposalDate: `${YEAR - 1}-12-20` } });
  assert.equal([closed.status, closed.body.field, closed.body.msg], [422, 'disposalDate', `会计期间 ${YEAR - 1}-12 已结账，不能新增、修改、删除凭证或改变凭证状态`]);
  assert.equal([(await call(ctx, 'POST', `/assets/card/${tv.cardId}/dispose`, { body: { disposalDate: TODAY, proceedsAccount: '6001' } })).body.field], ['proceedsAccount']);
  assert.is((await call(ctx, 'POST', `/assets/card/${tv.cardId}/dispose`, { token: ctx.tokens.accountant2, body: { disposalDate: TODAY } })).status, 404);
  assert.is((await call(ctx, 'POST', `/assets/card/${tv.cardId}/dispose`, { token: ctx.tokens.frontdesk1, body: { disposalDate: TODAY } })).status, 403);
  assert.is(JSON.stringify(await ctx.h.db.selectFrom('vouchers').select('voucher_id').execute()), before);
  assert.is((await card(ctx, tv.cardId)).disposalDate, '');
});

test('the card import takes the register columns (names of the methods in either language), checked as the form is', async (ctx) => {
  const header = [...ASSET_HEADER, '楼宇', '楼层', '房间/位置', '保管人', '供应商', '序列号', '购置日期', '增加方式', '折旧方法'];
  const base = ['电子设备', '客房部', '55 寸', '3299.00', '36', '', `${YEAR}-03-01`, '0', '0'];
  const rows = [
    ['RI-1', '客房电视机', ...base, '主楼', '9F', '901', '孙丽', '海达电器销售有限公司', 'TV55-0901', `${YEAR}-02-26`, '购入', 'Double-declining balance'],
    ['RI-2', '客房电视机', ...base, '主楼', '9F', '902', '孙丽', '', '', '', '', ''],
    ['RI-3', '客房电视机', ...base, '', '', '', '', '', '', '', '租入', ''],
    ['RI-4', '客房电视机', ...base, '', '', '', '', '', '', `${YEAR}-03-02`, '', ''],
  ];
  const form = new FormData();
  form.set('file', new File([toCsv(rows, header) as Uint8Array<ArrayBuffer>], 'cards.csv'));
  form.set('importValidRows', 'true');
  const started = await ctx.h.runTask('asset-card-import', { form, token: ctx.tokens.accountant1, headers: { 'accept-language': 'zh-CN' } });
  assert.equal([started.task.status, started.task.step.params.added, started.task.step.params.rejected], ['done', 2, 2]);
  const rejected = await readSheet((await call(ctx, 'GET', `/task/${started.task.taskId}/rejected`)).bytes, 'xlsx');
  const reasons = rejected.rows.map((r) => r.cells.at(-1));
  assert.match(reasons[0]!, '增加方式 须为以下之一：购入、调入、接受捐赠、投资者投入、自建、原始卡片');
  assert.is(reasons[1], '购置日期不能晚于开始使用日期');
  const cards = (await call(ctx, 'GET', '/assets/card/list?assetCode=RI-')).body.rows;
  assert.equal(
    cards.map((c: any) => [c.assetCode, c.locationRoom, c.custodian, c.serialNo, c.purchaseDate, c.acquisitionMethod, c.depreciationMethod, c.monthlyDepreciation]),
    [
      ['RI-1', '901', '孙丽', 'TV55-0901', `${YEAR}-02-26`, 'purchase', 'doubleDeclining', 18_328],
      ['RI-2', '902', '孙丽', '', '', 'opening', 'straightLine', 8_706],
    ],
  );
});

/** The run of a period of this year as the results page lists it. */
async function runOf(ctx: Ctx, period: number) {
  return (await call(ctx, 'GET', `/assets/depreciation/list?year=${YEAR}`)).body.rows.find((r: any) => r.period === period);
}
async function figures(ctx: Ctx) {
  const rows = await ctx.h.db.selectFrom('asset_cards').select(['card_id', 'accumulated_depreciation', 'depreciated_months', 'monthly_depreciation']).orderBy('card_id').execute();
  return JSON.stringify(rows.map((r) => [r.card_id, Number(r.accumulated_depreciation), r.depreciated_months, Number(r.monthly_depreciation)]));
}

test('depreciation by method, disposed cards left out, periods in order', async (ctx) => {
  const june = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 6 });
  assert.equal([june.status, june.step.key], ['done', 'depreciated'], JSON.stringify(june.step));
  const run = await runOf(ctx, 6);
  const amounts = new Map((await call(ctx, 'GET', `/assets/depreciation/line/list?runId=${run.runId}&pageSize=1000`)).body.rows.map((l: any) => [l.assetCode, l.amount]));
  // The cashier's computer, double-declining: 666.67 in its first month (put to use on May 20th).
  assert.is(amounts.get('R-PC'), 66_667);
  assert.not.ok(amounts.has('FA-0003'));
  assert.not.ok(amounts.has('R-USED'));
  assert.ok(amounts.has('FA-0004'));
  await balancedVoucher(ctx, run.voucherId);
  assert.is(run.latest, true);
  ctx.afterJune = await figures(ctx);

  const skipping = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 8 });
  assert.equal([skipping.status, skipping.step.key, skipping.step.params.missing], ['failed', 'assetPeriodMissing', `${YEAR}-07`]);
  const back = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 5 });
  assert.equal([back.status, back.step.key, back.step.params.latest], ['failed', 'assetPeriodBeforeLatest', `${YEAR}-06`]);
  assert.is((await call(ctx, 'GET', `/assets/depreciation/list?year=${YEAR}`)).body.total, 1);
  const july = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 7 });
  assert.is(july.status, 'done', JSON.stringify(july.step));
  await balancedVoucher(ctx, (await runOf(ctx, 7)).voucherId);
  assert.equal([(await runOf(ctx, 6)).latest, (await runOf(ctx, 7)).latest], [false, true]);
});

test('reversal: only the latest run, its unaudited voucher removed and the cards restored; audited or closed refused', async (ctx) => {
  const june = await runOf(ctx, 6);
  const notLatest = await call(ctx, 'DELETE', `/assets/depreciation/${june.runId}`);
  assert.equal([notLatest.status, notLatest.body.msg], [409, `只能撤销最近一次计提的折旧（${YEAR}-07）`]);
  assert.is((await call(ctx, 'DELETE', `/assets/depreciation/${june.runId}`, { token: ctx.tokens.accountant2 })).status, 404);
  assert.is((await call(ctx, 'DELETE', `/assets/depreciation/${june.runId}`, { token: ctx.tokens.frontdesk1 })).status, 403);

  // Undo July and run it again: the cards are exactly as they were after June. The sum-of-years card entered
  // the second year of its life in July (9,500.00 × 2/6 / 12 = 263.89 a month): its monthly figure is restored too.
  let july = await runOf(ctx, 7);
  assert.is((await card(ctx, ctx.cards.syd.cardId)).monthlyDepreciation, 26_389);
  const reversed = await call(ctx, 'DELETE', `/assets/depreciation/${july.runId}`);
  assert.is(reversed.status, 200, reversed.body?.msg);
  assert.equal([reversed.body.data.period, reversed.body.data.voucherNumber], [`${YEAR}-07`, july.voucherNumber]);
  assert.is(await figures(ctx), ctx.afterJune);
  assert.is((await card(ctx, ctx.cards.syd.cardId)).monthlyDepreciation, 39_583);
  assert.is((await call(ctx, 'GET', `/voucher/${july.voucherId}`)).status, 404);
  assert.is((await runOf(ctx, 6)).latest, true);

  assert.is((await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 7 })).status, 'done');
  july = await runOf(ctx, 7);
  const afterJuly = await figures(ctx);
  await ctx.h.db.updateTable('vouchers').set({ status: '2' }).where('voucher_id', '=', july.voucherId).execute();
  const audited = await call(ctx, 'DELETE', `/assets/depreciation/${july.runId}`);
  assert.equal([audited.status, audited.body.msg], [409, `折旧凭证 ${july.voucherNumber} 已审核：请先取消审核（反审核）该凭证，再撤销折旧`]);
  const auditedEn = await call(ctx, 'DELETE', `/assets/depreciation/${july.runId}`, { lang: 'en' });
  assert.match(auditedEn.body.msg, 'revoke its audit first');
  await ctx.h.db.updateTable('vouchers').set({ status: '0' }).where('voucher_id', '=', july.voucherId).execute();

  const orgId = await ctx.h.orgId('HT001');
  const close = (period: number, status: '0' | '1') =>
    ctx.h.db.updateTable('accounting_periods').set({ status }).where('org_id', '=', orgId).where('year', '=', YEAR).where('period', '=', period).execute();
  await close(7, '1');
  await close(8, '1');
  try {
    const closed = await call(ctx, 'DELETE', `/assets/depreciation/${july.runId}`);
    assert.equal([closed.status, closed.body.msg], [422, `会计期间 ${YEAR}-07 已结账，不能撤销折旧`]);
    const august = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 8 });
    assert.equal([august.status, august.step.key], ['failed', 'assetPeriodClosed']);
  } finally {
    await close(7, '0');
    await close(8, '0');
  }
  assert.is(await figures(ctx), afterJuly);

  // A card of the latest run disposed of since: that run's depreciation is in the disposal voucher.
  const tv = (await call(ctx, 'GET', '/assets/card/list?assetCode=FA-0010')).body.rows[0];
  assert.is((await call(ctx, 'POST', `/assets/card/${tv.cardId}/dispose`, { body: { disposalDate: `${YEAR}-07-31` } })).status, 200);
  const disposed = await call(ctx, 'DELETE', `/assets/depreciation/${july.runId}`);
  assert.equal([disposed.status, disposed.body.msg], [409, '资产 FA-0010 在本期折旧后已清理，不能撤销本期折旧']);
});

test.run();
