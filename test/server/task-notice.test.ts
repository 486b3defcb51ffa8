/** To-do notices: each user sees only their own, split open/done and sys/crm, paged; view flags by owner or admin. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const BASE = '/prod-api/htservice/module';

const test = suite<{ h: Harness; tokens: Record<string, string>; ids: Record<string, number> }>('task-notice');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  ctx.ids = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) {
    ctx.tokens[user] = await ctx.h.login(user);
    const row = await ctx.h.db.selectFrom('users').select('user_id').where('user_name', '=', user).executeTakeFirstOrThrow();
    ctx.ids[user] = row.user_id;
  }
});
test.after(async (ctx) => ctx.h.close());

const lookup = (h: Harness, token: string, which: string, query: Record<string, string> = {}) => h.call('PUT', `${BASE}/${which}`, { token, query });
const titles = (res: { body: any }) => res.body.rows.map((r: any) => r.title);

test('the three lookups split open system, open CRM and done CRM tasks of the user', async ({ h, tokens }) => {
  const sys = await lookup(h, tokens.frontdesk1, 'getsysTaskNotice');
  assert.is(sys.status, 200, sys.text);
  assert.is(sys.body.code, 200);
  assert.equal(titles(sys), ['价格协议待确认']);
  assert.is(sys.body.total, 1);
  const crm = await lookup(h, tokens.frontdesk1, 'getsysTaskNoticeCrm');
  assert.equal(titles(crm), ['客户回访提醒', '合同即将到期'], 'newest first');
  assert.ok(crm.body.rows.every((r: any) => r.noticeType === 'crm' && r.done === '0'));
  const done = await lookup(h, tokens.frontdesk1, 'getsysTaskNoticeCrmDone');
  assert.equal(titles(done), ['工单待处理']);
  assert.is(done.body.rows[0].done, '1');
  const row = crm.body.rows[0];
  assert.equal(Object.keys(row).sort(), ['content', 'contentKey', 'createTime', 'done', 'link', 'noticeId', 'noticeType', 'params', 'title', 'titleKey', 'viewFlag']);
  assert.equal([row.titleKey, row.contentKey, row.params], ['demoCallBackTitle', 'demoCallBackContent', { customer: '华东商旅' }], 'a demo to-do is stored as keys');
  assert.is(row.content, '协议客户“华东商旅”本周需电话回访，了解近期入住体验。');
  assert.match(row.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.is(row.link, '/crm/customer');
  const accountant = await lookup(h, tokens.accountant1, 'getsysTaskNotice');
  assert.equal(titles(accountant), ['凭证待审核 3 张', '资产盘点任务', '本月折旧待计提']);
  assert.is((await lookup(h, tokens.accountant1, 'getsysTaskNoticeCrm')).body.total, 0);
});

test('the demo to-dos read in the language asked for; the customer named stays as typed', async ({ h, tokens }) => {
  const english = await h.call('PUT', `${BASE}/getsysTaskNoticeCrm`, { token: tokens.frontdesk1, headers: { 'accept-language': 'en' } });
  assert.equal(titles(english), ['Customer call-back', 'Contract ending soon']);
  assert.is(english.body.rows[1].content, 'The annual price agreement of the contract customer "金桥会展" ends within 30 days: please follow up its renewal.');
  const accountant = await h.call('PUT', `${BASE}/getsysTaskNotice`, { token: tokens.accountant1, headers: { 'accept-language': 'en-GB,en' } });
  assert.equal(titles(accountant), ['3 vouchers to audit', 'Asset count', "This month's depreciation is due"]);
});

test('each user sees only their own notices, even with the same titles', async ({ h, tokens, ids }) => {
  const own = await h.db.selectFrom('task_notices').select('notice_id').where('user_id', '=', ids.frontdesk1).execute();
  const ownIds = new Set(own.map((r) => r.notice_id));
  for (const which of ['getsysTaskNotice', 'getsysTaskNoticeCrm', 'getsysTaskNoticeCrmDone']) {
    const mine = await lookup(h, tokens.frontdesk1, which);
    assert.ok(
      mine.body.rows.every((r: any) => ownIds.has(r.noticeId)),
      which,
    );
    const theirs = await lookup(h, tokens.frontdesk2, which);
    assert.ok(theirs.body.rows.length > 0, `frontdesk2 has notices of ${which} too`);
    assert.not.ok(
      theirs.body.rows.some((r: any) => ownIds.has(r.noticeId)),
      which,
    );
  }
  // admin's notices are kept in the first hotel: signed in to the second, there are none.
  const adminB = await h.login('admin', 'HT002');
  assert.is((await lookup(h, adminB, 'getsysTaskNotice')).body.total, 0);
  assert.is((await lookup(h, tokens.admin, 'getsysTaskNotice')).body.total, 2);
});

test('pageNum / pageSize page the rows; total counts all; bad paging → 422', async ({ h, tokens }) => {
  const page2 = await lookup(h, tokens.accountant1, 'getsysTaskNotice', { pageNum: '2', pageSize: '2' });
  assert.equal(titles(page2), ['本月折旧待计提']);
  assert.is(page2.body.total, 3);
  const all = await lookup(h, tokens.accountant1, 'getsysTaskNotice', { pageSize: '100000000' });
  assert.is(all.body.rows.length, 3);
  const bad = await lookup(h, tokens.accountant1, 'getsysTaskNotice', { pageNum: '0' });
  assert.is(bad.status, 422);
  assert.is(bad.body.field, 'pageNum');
  assert.is((await h.call('PUT', `${BASE}/getsysTaskNotice`)).status, 401);
});

test('uipdateviewFlag marks one type of the own notices seen; another user → 403 unless admin', async ({ h, tokens, ids }) => {
  const flags = async (user: string, type: string) =>
    (await h.db.selectFrom('task_notices').select('view_flag').where('user_id', '=', ids[user]).where('notice_type', '=', type).execute()).map((r) => r.view_flag);
  const res = await h.call('PUT', `${BASE}/uipdateviewFlag`, { token: tokens.frontdesk1, body: { userid: ids.frontdesk1, noticeType: 'crm' } });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.updated, 2);
  assert.ok((await flags('frontdesk1', 'crm')).every((f) => f === '1'));
  assert.equal(await flags('frontdesk1', 'sys'), ['0'], 'other types untouched');

  const before = await flags('accountant1', 'sys');
  const denied = await h.call('PUT', `${BASE}/uipdateviewFlag`, { token: tokens.frontdesk1, body: { userid: String(ids.accountant1), noticeType: 'sys' } });
  assert.is(denied.status, 403);
  assert.is(denied.body.code, 403);
  assert.equal(await flags('accountant1', 'sys'), before);

  const byAdmin = await h.call('PUT', `${BASE}/uipdateviewFlag`, { token: tokens.admin, body: { userid: String(ids.accountant1), noticeType: 'sys' } });
  assert.is(byAdmin.status, 200);
  assert.ok((await flags('accountant1', 'sys')).every((f) => f === '1'));

  const badType = await h.call('PUT', `${BASE}/uipdateviewFlag`, { token: tokens.frontdesk1, body: { userid: ids.frontdesk1, noticeType: 'mail' } });
  assert.is(badType.status, 422);
  assert.is(badType.body.field, 'noticeType');
});

test.run();
