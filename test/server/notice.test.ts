/**
 * Notices and announcements (通知公告: routes/notice-manage.ts, notice-reader.ts, notices/): what
 * administrators and readers observe over HTTP against the real app.
 * - the demo: platform notices for every hotel and one for the first hotel only, a draft nobody reads yet;
 * - a draft reaches nobody; publishing reaches the chosen organisations' users, unread, and counts in
 *   their bell; reading one (or all) marks it for that user only; withdrawing takes it away again;
 * - the platform administrator chooses all or some organisations; a hotel's administrator reaches their
 *   own hotel only (403 otherwise) and never sees or touches platform notices or another hotel's;
 * - status rules (409), stale versions (409), field messages (422), deletes all or nothing (404);
 * - the notice socket tells exactly the bells concerned; the operation log names the page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SocketSession } from '../../server/ws/authenticated.js';
import { createLocalBus } from '../../server/push/bus.js';
import { announceNotices } from '../../server/notices/push.js';
import { noticeSocket } from '../../server/notices/socket.js';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
type Ctx = { h: Harness; admin: string; desk1: string; desk2: string; ht001: number; ht002: number };
const test = suite<Ctx>('notices');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.desk1 = await ctx.h.login('frontdesk1');
  ctx.desk2 = await ctx.h.login('frontdesk2');
  ctx.ht001 = await ctx.h.orgId('HT001');
  ctx.ht002 = await ctx.h.orgId('HT002');
});
test.after(async (ctx) => ctx.h.close());

const mine = async (h: Harness, token: string, query: Record<string, string> = {}) => {
  const res = await h.call('GET', `${API}/notice/my/list`, { token, query: { pageSize: '100', ...query } });
  assert.is(res.status, 200, res.text);
  return res.body as { rows: Array<{ noticeId: number; noticeTitle: string; read: boolean; publisher: string; publishTime: string }>; total: number; unread: number };
};
const create = (h: Harness, token: string, body: object) => h.call('POST', `${API}/notice`, { token, body });
const act = (h: Harness, token: string, id: number, action: 'publish' | 'withdraw') => h.call('PUT', `${API}/notice/${id}/${action}`, { token });

test('the demo: every hotel reads the platform notices addressed to it; the draft reaches nobody', async ({ h, admin, desk1, desk2 }) => {
  const listed = await h.call('GET', `${API}/notice/list`, { token: admin, query: { pageSize: '100' } });
  assert.is(listed.status, 200, listed.text);
  const titles = listed.body.rows.map((r: { noticeTitle: string }) => r.noticeTitle);
  for (const title of ['系统升级公告', '消防演练通知', '春节排班安排', '年度财务结账提醒']) assert.ok(titles.includes(title), title);
  const one = await mine(h, desk1);
  assert.equal(
    one.rows.map((r) => r.noticeTitle),
    ['系统升级公告', '消防演练通知', '春节排班安排'],
  );
  assert.is(one.unread, 3);
  assert.ok(one.rows.every((r) => !r.read && r.publisher === '系统管理员' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(r.publishTime)));
  assert.equal(
    (await mine(h, desk2)).rows.map((r) => r.noticeTitle),
    ['系统升级公告', '消防演练通知'],
  );
  const count = await h.call('GET', `${API}/notice/my/unreadCount`, { token: desk2 });
  assert.is(count.body.data, 2);
});

test('publish reaches the chosen hotel, unread; reads are per user; withdraw takes it away', async ({ h, admin, desk1, desk2, ht002 }) => {
  const made = await create(h, admin, { noticeTitle: '客房部培训', noticeType: '1', noticeContent: '周五 14:00\n三楼会议室', scope: 'orgs', orgIds: [ht002] });
  assert.is(made.status, 200, made.text);
  const notice = made.body.data;
  assert.equal([notice.status, notice.scope, notice.orgIds, notice.ownerOrgId, notice.publishTime], ['0', 'orgs', [ht002], null, '']);
  assert.is((await mine(h, desk2)).total, 2, 'a draft reaches nobody');

  const published = await act(h, admin, notice.noticeId, 'publish');
  assert.is(published.status, 200, published.text);
  assert.equal([published.body.data.status, published.body.data.publisher], ['1', '系统管理员']);
  const before = await mine(h, desk2);
  assert.equal([before.rows[0].noticeTitle, before.rows[0].read, before.unread], ['客房部培训', false, 3]);
  assert.not.ok(
    (await mine(h, desk1)).rows.some((r) => r.noticeId === notice.noticeId),
    'the other hotel does not get it',
  );
  assert.is((await h.call('GET', `${API}/notice/my/${notice.noticeId}`, { token: desk1 })).status, 404);

  const detail = await h.call('GET', `${API}/notice/my/${notice.noticeId}`, { token: desk2 });
  assert.equal([detail.body.data.noticeContent, detail.body.data.read], ['周五 14:00\n三楼会议室', false], 'reading the detail does not mark it');
  const read = await h.call('PUT', `${API}/notice/my/${notice.noticeId}/read`, { token: desk2 });
  assert.equal([read.status, read.body.data.unread], [200, 2]);
  assert.equal((await h.call('PUT', `${API}/notice/my/${notice.noticeId}/read`, { token: desk2 })).body.data.unread, 2, 'again: no change');
  assert.ok((await mine(h, desk2)).rows.find((r) => r.noticeId === notice.noticeId)!.read);
  const accountant2 = await h.login('accountant2');
  assert.is((await mine(h, accountant2)).unread, 3, 'a colleague still has it unread');
  assert.equal(
    (await mine(h, accountant2, { unread: '1' })).rows.map((r) => r.noticeTitle),
    ['客房部培训', '系统升级公告', '消防演练通知'],
  );

  const all = await h.call('PUT', `${API}/notice/my/readAll`, { token: desk2 });
  assert.equal([all.status, all.body.data.marked, all.body.data.unread], [200, 2, 0]);
  assert.is((await h.call('PUT', `${API}/notice/my/readAll`, { token: desk2 })).body.data.marked, 0);

  assert.is((await act(h, admin, notice.noticeId, 'withdraw')).status, 200);
  assert.not.ok(
    (await mine(h, accountant2)).rows.some((r) => r.noticeId === notice.noticeId),
    'withdrawn: gone from bells',
  );
  assert.is((await h.call('PUT', `${API}/notice/my/${notice.noticeId}/read`, { token: accountant2 })).status, 404);
  // Published again: news again, for everyone.
  assert.is((await act(h, admin, notice.noticeId, 'publish')).status, 200);
  assert.not.ok((await mine(h, desk2)).rows.find((r) => r.noticeId === notice.noticeId)!.read);
});

test('status rules, versions and field messages', async ({ h, admin, ht001 }) => {
  const made = (await create(h, admin, { noticeTitle: '停车场施工', noticeType: '2', noticeContent: '东门暂停通行' })).body.data;
  assert.equal([made.scope, made.orgIds], ['all', []], 'no scope, no organisations: all');
  assert.is((await act(h, admin, made.noticeId, 'withdraw')).status, 409, 'a draft cannot be withdrawn');
  assert.is((await act(h, admin, made.noticeId, 'publish')).status, 200);
  const twice = await act(h, admin, made.noticeId, 'publish');
  assert.equal([twice.status, twice.body.field], [409, 'noticeId']);
  assert.ok(twice.body.msg.includes('停车场施工'), twice.body.msg);
  const current = (await h.call('GET', `${API}/notice/${made.noticeId}`, { token: admin })).body.data;
  const locked = await h.call('PUT', `${API}/notice`, { token: admin, body: { noticeId: made.noticeId, version: current.version, noticeTitle: '改' } });
  assert.equal([locked.status, locked.body.field], [409, 'status']);
  assert.is((await act(h, admin, made.noticeId, 'withdraw')).status, 200);
  const fresh = (await h.call('GET', `${API}/notice/${made.noticeId}`, { token: admin })).body.data;
  const edited = await h.call('PUT', `${API}/notice`, { token: admin, body: { noticeId: made.noticeId, version: fresh.version, noticeTitle: '停车场施工延期', scope: 'orgs', orgIds: [ht001] } });
  assert.is(edited.status, 200, edited.text);
  assert.equal([edited.body.data.noticeTitle, edited.body.data.orgIds, edited.body.data.orgNames], ['停车场施工延期', [ht001], '合软大酒店']);
  const stale = await h.call('PUT', `${API}/notice`, { token: admin, body: { noticeId: made.noticeId, version: fresh.version, noticeTitle: 'x' } });
  assert.equal([stale.status, stale.body.field], [409, 'version']);

  const bad: Array<[object, string]> = [
    [{ noticeType: '1', noticeContent: 'x' }, 'noticeTitle'],
    [{ noticeTitle: 't', noticeType: '3', noticeContent: 'x' }, 'noticeType'],
    [{ noticeTitle: 't', noticeType: '1', noticeContent: '  \n ' }, 'noticeContent'],
    [{ noticeTitle: 't', noticeType: '1', noticeContent: 'x'.repeat(5001) }, 'noticeContent'],
    [{ noticeTitle: 't', noticeType: '1', noticeContent: 'x', scope: 'orgs', orgIds: [] }, 'orgIds'],
    [{ noticeTitle: 't', noticeType: '1', noticeContent: 'x', scope: 'orgs', orgIds: [999999] }, 'orgIds'],
  ];
  for (const [body, field] of bad) {
    const res = await create(h, admin, body);
    assert.equal([res.status, res.body.field], [422, field], JSON.stringify(body));
  }
  const en = await h.call('POST', `${API}/notice`, { token: admin, body: bad[4][0], headers: { 'accept-language': 'en' } });
  assert.is(en.body.msg, 'Choose the organisations the notice is for, or publish it to all organisations');
  assert.is((await h.call('DELETE', `${API}/notice/${made.noticeId},999999`, { token: admin })).status, 404);
  assert.is((await h.call('GET', `${API}/notice/${made.noticeId}`, { token: admin })).status, 200, 'all or nothing');
  assert.is((await h.call('DELETE', `${API}/notice/${made.noticeId}`, { token: admin })).status, 200);
  assert.is((await h.call('GET', `${API}/notice/${made.noticeId}`, { token: admin })).status, 404);
});

test("a hotel's administrator reaches their own hotel only and manages only its notices", async ({ h, admin, desk1, ht001, ht002 }) => {
  const boss = await hotelRoleUser(h, { orgCode: 'HT002', roleKey: 'noticeadmin', userName: 'accountant2', page: { perms: 'system:notice:list' } });
  const own = await create(h, boss, { noticeTitle: '度假酒店泳池维护', noticeType: '1', noticeContent: '明日泳池暂停开放' });
  assert.is(own.status, 200, own.text);
  assert.equal([own.body.data.scope, own.body.data.orgIds, own.body.data.ownerOrgId], ['orgs', [ht002], ht002]);
  for (const body of [{ scope: 'all' }, { scope: 'orgs', orgIds: [ht001] }, { orgIds: [ht002, ht001] }]) {
    const res = await create(h, boss, { noticeTitle: 't', noticeType: '1', noticeContent: 'x', ...body });
    assert.is(res.status, 403, JSON.stringify(body));
  }
  const listed = await h.call('GET', `${API}/notice/list`, { token: boss, query: { pageSize: '100' } });
  assert.equal(
    listed.body.rows.map((r: { noticeTitle: string }) => r.noticeTitle),
    ['度假酒店泳池维护'],
    'no platform notice, no other hotel',
  );
  const platform = (await h.db.selectFrom('notices').select('notice_id').where('notice_title', '=', '系统升级公告').executeTakeFirstOrThrow()).notice_id;
  for (const res of [await h.call('GET', `${API}/notice/${platform}`, { token: boss }), await act(h, boss, platform, 'withdraw'), await h.call('DELETE', `${API}/notice/${platform}`, { token: boss })])
    assert.is(res.status, 404);
  assert.is((await act(h, boss, own.body.data.noticeId, 'publish')).status, 200);
  assert.ok((await mine(h, boss)).rows.some((r) => r.noticeTitle === '度假酒店泳池维护'));
  assert.not.ok((await mine(h, desk1)).rows.some((r) => r.noticeTitle === '度假酒店泳池维护'));
  // The platform administrator sees every hotel's notices, and the reader calls need no permission.
  const all = await h.call('GET', `${API}/notice/list`, { token: admin, query: { noticeTitle: '泳池', status: '1' } });
  assert.is(all.body.total, 1);
  assert.is((await h.call('GET', `${API}/notice/list`, { token: desk1 })).status, 403);
});

test('writes are in the operation log under the page name, reads of the reader too', async ({ h, admin, desk1 }) => {
  const made = (await create(h, admin, { noticeTitle: '日志检查', noticeType: '1', noticeContent: 'x' })).body.data;
  await act(h, admin, made.noticeId, 'publish');
  await h.call('PUT', `${API}/notice/my/${made.noticeId}/read`, { token: desk1 });
  await h.operLog.idle();
  const rows = await h.db.selectFrom('oper_logs').select(['title', 'method', 'business_type', 'target']).where('oper_url', 'like', '/htservice/notice%').orderBy('oper_id').execute();
  const last = rows.slice(-3);
  assert.equal(
    last.map((r) => r.title),
    ['通知公告', '通知公告', '通知公告'],
  );
  assert.equal(
    last.map((r) => r.method),
    ['POST /htservice/notice', 'PUT /htservice/notice/:noticeId{[0-9]+}/publish', 'PUT /htservice/notice/my/:noticeId{[0-9]+}/read'],
  );
  assert.is(last[1].target, String(made.noticeId));
});

test('the notice socket tells exactly the bells concerned, and only live ones', async ({ ht001, ht002 }) => {
  const bus = createLocalBus();
  const handler = noticeSocket({ bus });
  const peer = (userId: number, orgId: number, live = true) => {
    const frames: unknown[] = [];
    const session = { auth: { orgId, user: { userId } }, send: (f: unknown) => frames.push(f), live: async () => live, socket: null } as unknown as SocketSession;
    const { onClose } = handler(session);
    return { frames, onClose };
  };
  const a = peer(1, ht001);
  const b = peer(2, ht002);
  const gone = peer(3, ht002, false);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(a.frames, [{ type: 'ready' }]);
  await announceNotices(bus, { kind: 'audience', all: false, orgIds: [ht002] });
  await settle();
  assert.equal([a.frames.length, b.frames.length, gone.frames.length], [1, 2, 1]);
  await announceNotices(bus, { kind: 'audience', all: true, orgIds: [] });
  await announceNotices(bus, { kind: 'read', userId: 1 });
  await settle();
  assert.equal([a.frames.length, b.frames.length], [3, 3]);
  assert.equal(a.frames.at(-1), { type: 'changed' });
  a.onClose?.();
  await announceNotices(bus, { kind: 'audience', all: true, orgIds: [] });
  await settle();
  assert.is(a.frames.length, 3, 'closed: not told');
});

test.run();
