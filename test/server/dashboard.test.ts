/**
 * The module home pages' dashboards (GET /htservice/dashboard/{moduleKey}, server/dashboard/): what a
 * caller observes over HTTP against the real app, on both engines.
 * - each module's figures match the demo data (cross-checked with the lists they link to) and follow data
 *   the test creates: a voucher, a stock import, an agreement, a work order, a contract, a failed
 *   sign-in, a failed job run, a support message, a report calculation;
 * - a caller without the module among their granted menus gets 403 (an unknown module 404, for those who
 *   have any), and a block whose list the caller may not open is null;
 * - every figure belongs to the session's organisation: another hotel's data never counts, and the
 *   platform administrator sees the hotel they signed in to.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ownConversation, postMessage } from '../../server/chat/store.js';
import { addDays, formatDate } from '../../server/lib/time.js';
import { toCsv } from '../support/stock-sheet.js';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
type Ctx = { h: Harness; t: Record<string, string>; today: string; period: string };
const test = suite<Ctx>('dashboard');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.t = {};
  for (const user of ['admin', 'accountant1', 'accountant2', 'frontdesk1', 'frontdesk2']) ctx.t[user] = await ctx.h.login(user);
  ctx.today = formatDate(ctx.h.clock.now);
  ctx.period = ctx.today.slice(0, 7);
});
test.after(async (ctx) => ctx.h.close());

async function board(ctx: Ctx, key: string, user: string, query: Record<string, string> = {}, lang = 'zh-CN') {
  const res = await ctx.h.call('GET', `${API}/dashboard/${key}`, { token: ctx.t[user], query, headers: { 'accept-language': lang } });
  assert.is(res.status, 200, `${key} as ${user}: ${res.text}`);
  return res.body.data;
}
const status = async (ctx: Ctx, key: string, token: string, query: Record<string, string> = {}) => (await ctx.h.call('GET', `${API}/dashboard/${key}`, { token, query })).status;
const listTotal = async (ctx: Ctx, path: string, user: string, query: Record<string, string> = {}) => {
  const res = await ctx.h.call('GET', `${API}/${path}`, { token: ctx.t[user], query: { pageSize: '1', ...query } });
  assert.is(res.status, 200, res.text);
  return res.body.total as number;
};

test('a module outside the granted menus is 403, an unknown one 404, a bad date 422', async (ctx) => {
  const { h, t } = ctx;
  assert.is(await status(ctx, 'accounting', t.frontdesk1), 403, 'front desk has no accounting');
  assert.is(await status(ctx, 'crm', t.accountant1), 403, 'accountants have no CRM');
  assert.is(await status(ctx, 'system', t.accountant1), 403);
  assert.is(await status(ctx, 'nosuchmodule', t.admin), 404);
  assert.is(await status(ctx, 'accounting', ''), 401);
  const bad = await h.call('GET', `${API}/dashboard/accounting`, { token: t.accountant1, query: { loginDate: '2025-02-30' } });
  assert.equal([bad.status, bad.body.field], [422, 'loginDate']);
  // A user with no grant at all is refused whatever the key names.
  const nobody = await h.db
    .insertInto('users')
    .values({
      org_id: await h.orgId('HT001'),
      user_name: 'nogrants',
      nick_name: '无权限',
      password_hash: (await h.db.selectFrom('users').select('password_hash').where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow()).password_hash,
      phonenumber: '',
      email: '',
      sex: '2',
      avatar: '',
      status: '0',
      failed_count: 0,
      locked_until: null,
      version: 1,
      created_at: 0,
      updated_at: 0,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  assert.ok(nobody.user_id);
  const token = await h.login('nogrants');
  assert.is(await status(ctx, 'nosuchmodule', token), 403);
  assert.is(await status(ctx, 'service', token), 403);
  // An initialisation-platform session reaches module 3002 only.
  const initplat = await h.signIn('admin', { query: { websource: 'initplat' } });
  assert.is(initplat.status, 200, initplat.text);
  assert.is(await status(ctx, 'accounting', initplat.body.access_token), 403);
  assert.is(await status(ctx, 'initplat', initplat.body.access_token), 200);
});

test('accounting: the demo vouchers by status, the current period and the year per period; a new voucher counts', async (ctx) => {
  const before = await board(ctx, 'accounting', 'accountant1');
  assert.is(before.asOf, ctx.today);
  assert.equal([before.period.year, before.period.status], [Number(ctx.period.slice(0, 4)), '0']);
  assert.is(`${before.period.year}-${String(before.period.period).padStart(2, '0')}`, ctx.period);
  // The demo: two unaudited, one sent, one audited voucher in the current period (server/db/seed-vouchers.ts).
  assert.equal([before.vouchers.toSend, before.vouchers.toAudit, before.vouchers.auditedThisPeriod], [2, 1, 1]);
  assert.equal(before.vouchers.byPeriod, [{ period: ctx.period, unaudited: 2, sent: 1, audited: 1, posted: 0 }]);
  // The cards say what the lists they link to show.
  assert.is(before.vouchers.toSend, await listTotal(ctx, 'voucher/list', 'accountant1', { status: '0' }));
  assert.is(before.vouchers.toAudit, await listTotal(ctx, 'voucher/list', 'accountant1', { status: '1' }));
  assert.is(before.vouchers.auditedThisPeriod, await listTotal(ctx, 'voucher/list', 'accountant1', { status: '2', period: ctx.period }));

  const made = await ctx.h.call('POST', `${API}/voucher`, {
    token: ctx.t.accountant1,
    body: {
      voucherDate: ctx.today,
      lines: [
        { summary: '收房费', accountCode: '1002', debit: 5_000, credit: 0, cashflowCode: 'CF01' },
        { summary: '收房费', accountCode: '6001', debit: 0, credit: 5_000 },
      ],
    },
  });
  assert.is(made.status, 200, made.text);
  const after = await board(ctx, 'accounting', 'accountant1');
  assert.equal([after.vouchers.toSend, after.vouchers.byPeriod[0].unaudited], [3, 3]);
  // Another hotel's voucher books never count here, nor ours there.
  const other = await board(ctx, 'accounting', 'accountant2');
  assert.equal([other.vouchers.toSend, other.vouchers.toAudit, other.vouchers.auditedThisPeriod], [2, 1, 1]);
  // A business date outside every period: no period, nothing audited "this period".
  const old = await board(ctx, 'accounting', 'accountant1', { loginDate: '1999-06-15' });
  assert.equal([old.asOf, old.period, old.vouchers.year, old.vouchers.byPeriod, old.vouchers.auditedThisPeriod], ['1999-06-15', null, 1999, [], 0]);
});

test("assets: cards by class and status as stored; this period's depreciation once it has run", async (ctx) => {
  const { h } = ctx;
  const orgId = await h.orgId('HT001');
  const data = await board(ctx, 'assets', 'accountant1');
  const cards = await h.db.selectFrom('asset_cards').select(['gen_status', 'original_value', 'class_id']).where('org_id', '=', orgId).execute();
  assert.ok(cards.length > 0, 'the demo has cards');
  assert.is(data.cards.count, cards.length);
  assert.is(
    data.cards.originalValue,
    cards.reduce((sum, c) => sum + Number(c.original_value), 0),
  );
  assert.is(data.cards.toGenerate, cards.filter((c) => c.gen_status === '0').length);
  assert.is(data.cards.toGenerate, await listTotal(ctx, 'assets/card/list', 'accountant1', { genStatus: '0' }));
  assert.is(
    data.cards.byClass.reduce((sum: number, c: { count: number }) => sum + c.count, 0),
    cards.length,
  );
  assert.ok(
    data.cards.byClass.every((c: { className: string }) => c.className),
    'classes are named',
  );

  assert.is(data.depreciation.run, null, 'the demo has not depreciated the current period');
  const { period } = data;
  await h.db
    .insertInto('asset_depreciation_runs')
    .values({ org_id: orgId, year: period.year, period: period.period, card_count: 7, total: 123_456, voucher_id: null, user_id: 1, user_name: '李建国', created_at: h.clock.now })
    .execute();
  const run = (await board(ctx, 'assets', 'accountant1')).depreciation.run;
  assert.equal([run.cardCount, run.total, run.userName, run.voucherNumber], [7, 123_456, '李建国', null]);
  assert.is((await board(ctx, 'assets', 'accountant2')).depreciation.run, null, 'another hotel');
});

test('consumables: stock value per warehouse, the lowest lines, and my latest imports', async (ctx) => {
  const { h } = ctx;
  const orgId = await h.orgId('HT001');
  const stock = await h.db.selectFrom('consumable_stock').select(['amount_c', 'quantity_c', 'warehouse']).where('org_id', '=', orgId).execute();
  const data = await board(ctx, 'consumables', 'accountant1');
  assert.is(
    data.stock.value,
    stock.reduce((sum, s) => sum + Number(s.amount_c), 0),
  );
  assert.is(data.stock.lines, await listTotal(ctx, 'consumables/stock/list', 'accountant1'));
  assert.is(data.stock.byWarehouse.length, new Set(stock.map((s) => s.warehouse)).size);
  const smallest = Math.min(...stock.map((s) => Number(s.quantity_c))) / 100;
  assert.is(data.stock.lowest[0].quantity, smallest);
  assert.ok(data.stock.lowest.every((l: { quantity: number }, i: number, all: Array<{ quantity: number }>) => i === 0 || all[i - 1].quantity <= l.quantity));
  assert.equal(data.imports, []);

  const form = new FormData();
  form.set('file', new File([toCsv([['餐饮部仓库', 'DB-LOW-1', '牙签', '', '盒', '0.50', '2.00', '1.00']]) as Uint8Array<ArrayBuffer>], '低库存.csv'));
  const run = await h.runTask('stock-import', { token: ctx.t.accountant1, form });
  assert.is(run.task.status, 'done', JSON.stringify(run.task));
  const after = await board(ctx, 'consumables', 'accountant1');
  assert.equal(after.stock.lowest[0], { warehouse: '餐饮部仓库', itemCode: 'DB-LOW-1', itemName: '牙签', unit: '盒', quantity: 0.5, amount: 100 });
  assert.is(after.stock.value, data.stock.value + 100);
  assert.equal([after.imports[0].label, after.imports[0].status, after.imports[0].userName, after.imports.length], ['低库存.csv', 'done', '李建国', 1]);
  assert.ok(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(after.imports[0].createTime));
  // Tasks are their owner's (and the platform administrator's): another hotel's accountant sees none of it.
  const other = await board(ctx, 'consumables', 'accountant2');
  assert.equal(other.imports, []);
  assert.not.ok(other.stock.lowest.some((l: { itemCode: string }) => l.itemCode === 'DB-LOW-1'));
});

test('business: agreements by status and those running out within 30 days, per kind the caller may list', async (ctx) => {
  const { h } = ctx;
  const data = await board(ctx, 'business', 'frontdesk1');
  assert.equal([data.asOf, data.until], [ctx.today, addDays(ctx.today, 30)]);
  assert.equal(
    data.agreements.map((a: { kind: string }) => a.kind),
    ['priceAgreement', 'saleAgreement'],
  );
  for (const a of data.agreements) {
    assert.is(a.total, await listTotal(ctx, `records/${a.kind}/list`, 'frontdesk1'), a.kind);
    for (const s of a.byStatus) assert.is(s.count, await listTotal(ctx, `records/${a.kind}/list`, 'frontdesk1', { status: s.value }), `${a.kind} ${s.value}`);
    const window = { 'validTo[between]': `${data.asOf},${data.until}`, 'status[ne]': 'expired' };
    assert.is(a.expiring.count, await listTotal(ctx, `records/${a.kind}/list`, 'frontdesk1', window), `${a.kind} expiring`);
  }
  const soon = addDays(ctx.today, 3);
  const body = {
    agreementNo: 'DB-PA-001',
    agreementUnit: '看板测试公司',
    roomType: 'king',
    agreedPrice: 588,
    breakfast: 'single',
    validFrom: addDays(ctx.today, -300),
    validTo: soon,
    status: 'active',
  };
  const made = await h.call('POST', `${API}/records/priceAgreement`, { token: ctx.t.frontdesk1, body });
  assert.is(made.status, 200, made.text);
  const expired = await h.call('POST', `${API}/records/priceAgreement`, { token: ctx.t.frontdesk1, body: { ...body, agreementNo: 'DB-PA-002', status: 'expired' } });
  assert.is(expired.status, 200, expired.text);
  const price = (await board(ctx, 'business', 'frontdesk1')).agreements[0];
  assert.is(price.expiring.count, data.agreements[0].expiring.count + 1, 'the expired one is not "expiring"');
  const row = price.expiring.rows.find((r: { agreementNo: string }) => r.agreementNo === 'DB-PA-001');
  assert.equal(row, { recordId: made.body.data.recordId, agreementNo: 'DB-PA-001', partner: '看板测试公司', validTo: soon, status: 'active' });
  assert.equal(
    price.byStatus.map((s: { label: string }) => s.label),
    ['草稿', '生效', '已失效'],
  );
  const en = await board(ctx, 'business', 'frontdesk1', {}, 'en');
  assert.equal([en.agreements[0].title, en.agreements[0].byStatus[1].label], ['Price agreements', 'Active']);
  const other = (await board(ctx, 'business', 'frontdesk2')).agreements[0];
  assert.not.ok(other.expiring.rows.some((r: { agreementNo: string }) => r.agreementNo === 'DB-PA-001'));
});

test('crm: work orders by status, contracts ending within 30 days and the funnel', async (ctx) => {
  const { h } = ctx;
  const data = await board(ctx, 'crm', 'frontdesk1');
  for (const s of data.workOrders.byStatus) assert.is(s.count, await listTotal(ctx, 'records/workOrder/list', 'frontdesk1', { status: s.value }), s.value);
  assert.is(
    data.workOrders.open,
    data.workOrders.byStatus.filter((s: { value: string }) => s.value === 'open' || s.value === 'processing').reduce((n: number, s: { count: number }) => n + s.count, 0),
  );
  const window = { 'endDate[between]': `${data.asOf},${data.until}`, 'status[in]': 'draft,signed,executing' };
  assert.is(data.contracts.expiringCount, await listTotal(ctx, 'records/contract/list', 'frontdesk1', window));
  const opportunities = await listTotal(ctx, 'records/opportunity/list', 'frontdesk1');
  assert.is(
    data.funnel.steps.reduce((n: number, s: { count: number }) => n + s.count, 0),
    opportunities,
  );
  assert.equal(
    data.funnel.steps.map((s: { stage: string }) => s.stage),
    ['lead', 'demand', 'proposal', 'negotiation', 'won', 'lost'],
  );

  const order = await h.call('POST', `${API}/records/workOrder`, {
    token: ctx.t.frontdesk1,
    body: { orderNo: 'DB-WO-001', customerName: '看板测试公司', orderType: 'online', subject: '发票打印机卡纸', priority: 'high', status: 'open' },
  });
  assert.is(order.status, 200, order.text);
  const ending = addDays(ctx.today, 5);
  const contract = await h.call('POST', `${API}/records/contract`, {
    token: ctx.t.frontdesk1,
    body: {
      contractNo: 'DB-HT-001',
      contractName: '前台系统维护',
      customerName: '看板测试公司',
      contractType: 'service',
      signDate: addDays(ctx.today, -360),
      endDate: ending,
      amount: 1_280_050,
      status: 'executing',
    },
  });
  assert.is(contract.status, 200, contract.text);
  const after = await board(ctx, 'crm', 'frontdesk1');
  assert.is(after.workOrders.open, data.workOrders.open + 1);
  assert.is(after.contracts.expiringCount, data.contracts.expiringCount + 1);
  const listed = after.contracts.expiring.find((c: { contractNo: string }) => c.contractNo === 'DB-HT-001');
  assert.equal(listed, { recordId: contract.body.data.recordId, contractNo: 'DB-HT-001', contractName: '前台系统维护', customerName: '看板测试公司', endDate: ending, amount: 1_280_050 });
  const other = await board(ctx, 'crm', 'frontdesk2');
  assert.not.ok(other.contracts.expiring.some((c: { contractNo: string }) => c.contractNo === 'DB-HT-001'));
  assert.is(other.workOrders.open, (await board(ctx, 'crm', 'frontdesk2')).workOrders.open);
});

test('reports: my latest report calculations, named by report and period', async (ctx) => {
  const { h } = ctx;
  assert.equal((await board(ctx, 'reports', 'accountant1')).calculations, []);
  const run = await h.runTask('reportCalculate', { token: ctx.t.accountant1, body: { period: ctx.period } });
  assert.is(run.task.status, 'done', JSON.stringify(run.task));
  const [latest] = (await board(ctx, 'reports', 'accountant1')).calculations;
  assert.equal([latest.label, latest.status, latest.userName], [`利润表 ${ctx.period}`, 'done', '李建国']);
  assert.ok(latest.finishTime);
  assert.is((await board(ctx, 'reports', 'accountant1', {}, 'en')).calculations[0].label, `Income statement ${ctx.period}`);
  assert.equal((await board(ctx, 'reports', 'accountant2')).calculations, [], 'another hotel');
  assert.equal((await board(ctx, 'reports', 'frontdesk1')).calculations, [], "a colleague: tasks are their owner's");
});

test('reports: the report records by status, as the report query list counts them', async (ctx) => {
  const { records } = await board(ctx, 'reports', 'accountant1');
  assert.equal(
    records.byStatus.map((s: { value: string; label: string }) => [s.value, s.label]),
    [
      ['draft', '未审核'],
      ['audited', '已审核'],
    ],
  );
  assert.is(records.total, await listTotal(ctx, 'records/report/list', 'accountant1'));
  for (const s of records.byStatus) assert.is(s.count, await listTotal(ctx, 'records/report/list', 'accountant1', { status: s.value }), s.value);
  const made = await ctx.h.call('POST', `${API}/records/report`, {
    token: ctx.t.accountant1,
    body: { reportCode: 'DB-RP-001', reportName: '看板测试报表', period: ctx.period, status: 'draft' },
  });
  assert.is(made.status, 200, JSON.stringify(made.body));
  const after = (await board(ctx, 'reports', 'accountant1', {}, 'en')).records;
  assert.equal([after.total, after.byStatus[0].count, after.byStatus[0].label], [records.total + 1, records.byStatus[0].count + 1, 'Unaudited']);
  assert.is((await board(ctx, 'reports', 'accountant2')).records.total, await listTotal(ctx, 'records/report/list', 'accountant2'), 'another hotel counts its own');
});

test('system: online users, failed sign-ins, the week of sign-ins and failed job runs; blocks follow the page permissions', async (ctx) => {
  const { h } = ctx;
  const before = await board(ctx, 'system', 'admin');
  assert.is(before.online.count, await listTotal(ctx, 'online/list', 'admin'));
  assert.is(before.signIns.byDay.length, 7);
  assert.is(before.signIns.byDay[6].day, ctx.today);
  assert.ok(before.signIns.byDay[6].success >= 3, 'admin, accountant1 and frontdesk1 signed in to HT001 today');

  const refused = await h.signIn('accountant1', { password: 'wrong-password-1' });
  assert.is(refused.status, 401);
  await h.login('frontdesk1');
  await h.db
    .insertInto('sys_job_log')
    .values({ job_id: 1, job_name: '看板测试任务', job_key: 'dashboard-test', status: '1', message: '', error: '连接超时', start_time: h.clock.now, stop_time: h.clock.now })
    .execute();
  const after = await board(ctx, 'system', 'admin');
  assert.is(after.signIns.failed24h, before.signIns.failed24h + 1);
  assert.is(after.signIns.byDay[6].failed, before.signIns.byDay[6].failed + 1);
  assert.is(after.signIns.byDay[6].success, before.signIns.byDay[6].success + 1);
  assert.is(after.signIns.failed24h, await listTotal(ctx, 'logininfor/list', 'admin', { status: 'Error' }));
  assert.equal([after.jobFailures[0].jobName, after.jobFailures[0].message], ['看板测试任务', '连接超时']);
  // A failure 25 hours ago is outside the 24 hours but inside the week, on its own day; another hotel's counts nowhere.
  const earlier = h.clock.now - 25 * 3600_000;
  const orgId = await h.orgId('HT001');
  const entry = { user_name: 'accountant1', nick_name: '', session_id: '', status: 'Error', ipaddr: '10.0.0.9', browser: '', os: '', msg: 'badCredentials' };
  await h.db
    .insertInto('login_logs')
    .values([
      { ...entry, login_time: earlier, org_id: orgId },
      { ...entry, login_time: h.clock.now, org_id: await h.orgId('HT002') },
    ])
    .execute();
  const later = await board(ctx, 'system', 'admin');
  assert.is(later.signIns.failed24h, after.signIns.failed24h);
  const day = later.signIns.byDay.findIndex((d: { day: string }) => d.day === formatDate(earlier));
  assert.is(later.signIns.byDay[day].failed, after.signIns.byDay[day].failed + 1);

  // A hotel's administrator of the online users only: that block, none of the others (the job log is platform-wide).
  const onlineOnly = await hotelRoleUser(h, { orgCode: 'HT002', roleKey: 'onlineadmin', userName: 'frontdesk2', page: { perms: 'system:online:list' } });
  const res = await h.call('GET', `${API}/dashboard/system`, { token: onlineOnly });
  assert.is(res.status, 200, res.text);
  assert.equal([res.body.data.signIns, res.body.data.jobFailures], [null, null]);
  assert.ok(res.body.data.online.count >= 1);
  ctx.t.onlineOnly = onlineOnly;
});

test('service: my pending approvals, unread support conversations and unread notices', async (ctx) => {
  const { h } = ctx;
  const data = await board(ctx, 'service', 'frontdesk1');
  assert.is(data.approvals.pending, await listTotal(ctx, 'approvalCenter/pendingList', 'frontdesk1'));
  assert.ok(data.approvals.latest.length <= 6);
  // The demo notices (test/server/notice.test.ts): three reach the first hotel, all unread.
  assert.equal([data.notices.unread, data.notices.latest.length], [3, 3]);
  assert.equal(data.chat, { unreadConversations: 0, desk: false });

  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow();
  const admin = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
  const conversation = await ownConversation(h.db, await h.orgId('HT001'), user.user_id, h.clock.now);
  await postMessage(h.db, { conversationId: conversation, senderId: admin.user_id, fromDesk: true, clientId: 'dash-1', body: '您好，问题已处理', now: h.clock.now });
  await postMessage(h.db, { conversationId: conversation, senderId: user.user_id, fromDesk: false, clientId: 'dash-2', body: '还有一个问题', now: h.clock.now });
  assert.equal((await board(ctx, 'service', 'frontdesk1')).chat, { unreadConversations: 1, desk: false });
  assert.equal((await board(ctx, 'service', 'frontdesk2')).chat, { unreadConversations: 0, desk: false }, "not another user's");
  // The group's support desk (admin passes every permission) reads every hotel's conversations.
  assert.is((await board(ctx, 'service', 'admin')).chat.desk, true);
  assert.ok((await board(ctx, 'service', 'admin')).chat.unreadConversations >= 1);

  const read = await h.call('PUT', `${API}/notice/my/${data.notices.latest[0].noticeId}/read`, { token: ctx.t.frontdesk1 });
  assert.is(read.status, 200, read.text);
  const after = await board(ctx, 'service', 'frontdesk1');
  assert.equal([after.notices.unread, after.notices.latest.length], [2, 2]);
  assert.is((await board(ctx, 'service', 'frontdesk2')).notices.unread, 2, 'the second hotel gets the two platform notices');
});

test('initplat: the organisations and how many are initialised, as the organisation list says', async (ctx) => {
  const { h } = ctx;
  const data = await board(ctx, 'initplat', 'admin');
  const list = await h.call('GET', `${API}/org/list`, { token: ctx.t.admin, query: { pageSize: '100' } });
  assert.is(list.status, 200, list.text);
  const rows = list.body.rows as Array<{ orgCode: string; initState: string }>;
  assert.equal([data.orgs.total, data.orgs.initialised], [rows.length, rows.filter((r) => r.initState === '1').length]);
  assert.equal(
    data.orgs.pending.map((o: { orgCode: string }) => o.orgCode),
    rows
      .filter((r) => r.initState === '0')
      .map((r) => r.orgCode)
      .sort(),
  );
  const fresh = await h.db.insertInto('organisations').values({ org_code: 'HT099', org_name: '看板新店', short_name: '新店', status: '0' }).returning('org_id').executeTakeFirstOrThrow();
  const after = await board(ctx, 'initplat', 'admin');
  assert.equal([after.orgs.total, after.orgs.initialised], [data.orgs.total + 1, data.orgs.initialised]);
  assert.ok(after.orgs.pending.some((o: { orgId: number; paraCount: number; periodCount: number }) => o.orgId === fresh.org_id && o.paraCount === 0 && o.periodCount === 0));
});

test('the platform administrator sees the hotel of the session, like the lists', async (ctx) => {
  const { h } = ctx;
  const there = await h.login('admin', 'HT002');
  const res = await h.call('GET', `${API}/dashboard/accounting`, { token: there });
  assert.is(res.status, 200, res.text);
  const vouchers = await h.call('GET', `${API}/voucher/list`, { token: there, query: { status: '0', pageSize: '1' } });
  assert.is(res.body.data.vouchers.toSend, vouchers.body.total);
  assert.is(res.body.data.vouchers.toSend, 2, 'HT002 keeps its two demo vouchers; HT001 has three now');
});

test.run();
