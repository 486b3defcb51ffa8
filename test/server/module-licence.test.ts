/** getModuleByOrg (licensed modules with seats in use), checkLicenseExpiry (licences ending within 30 days) and getServerLicense (the hotel's registration). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { setup, type Harness } from './support.js';

const DAY = 24 * 60 * 60 * 1000;

const test = suite<{ h: Harness; hotelA: number; hotelB: number; token: string }>('module-licence');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.hotelA = await ctx.h.orgId('HT001');
  ctx.hotelB = await ctx.h.orgId('HT002');
  ctx.token = await ctx.h.login('frontdesk1');
});
test.after(async (ctx) => ctx.h.close());

const byOrg = (h: Harness, token: string, orgId?: string) => h.call('GET', '/prod-api/htservice/module/getModuleByOrg', { token, query: { orgId } });
const expiry = (h: Harness, token: string, orgCode?: string) => h.call('GET', '/prod-api/htservice/module/checkLicenseExpiry', { token, query: { orgCode } });

test('getModuleByOrg lists every licensed module of the hotel with seats, seats in use and expiry', async ({ h, hotelA, token }) => {
  assert.is((await h.call('POST', '/prod-api/htservice/module/heartbeat', { token, body: { module: 1004, orgId: hotelA } })).status, 200);
  const res = await byOrg(h, token, String(hotelA));
  assert.is(res.status, 200, res.text);
  const data = res.body.data;
  assert.equal(
    data.map((m: any) => m.moduleId),
    [1001, 1002, 1003, 1004, 1005, 2001, 3001, 3003, 3002],
  );
  const business = data.find((m: any) => m.moduleId === 1004);
  assert.equal({ name: business.moduleName, code: business.moduleCode, seats: business.seats, used: business.used }, { name: '业务管理', code: 'business', seats: 20, used: 1 });
  assert.match(business.expiresOn, /^\d{4}-12-31$/);
  assert.ok(business.daysLeft > 300);
  assert.ok(data.filter((m: any) => m.moduleId !== 1004).every((m: any) => m.used === 0));
});

test("getModuleByOrg: another hotel's orgId → 403, a missing one → 422, no session → 401", async ({ h, hotelA, hotelB, token }) => {
  const other = await byOrg(h, token, String(hotelB));
  assert.is(other.status, 403);
  assert.not.ok(other.body.data);
  const missing = await byOrg(h, token);
  assert.is(missing.status, 422);
  assert.is(missing.body.field, 'orgId');
  assert.is((await h.call('GET', '/prod-api/htservice/module/getModuleByOrg', { query: { orgId: String(hotelA) } })).status, 401);
});

test('checkLicenseExpiry lists licences ending within 30 days (or ended), soonest first', async ({ h, hotelA, hotelB, token }) => {
  const none = await expiry(h, token, 'HT001');
  assert.equal(none.body, { code: 200, msg: '操作成功', data: [] });
  const set = (module: number, orgId: number, daysAhead: number | null) =>
    h.db
      .updateTable('module_licences')
      .set({ expires_on: daysAhead === null ? null : formatDate(h.clock.now + daysAhead * DAY) })
      .where('module_id', '=', module)
      .where('org_id', '=', orgId)
      .execute();
  await set(3001, hotelA, 10);
  await set(1004, hotelA, -1);
  await set(1005, hotelA, 31);
  await set(1001, hotelA, null);
  await set(3003, hotelB, 5); // the other hotel's licence is not ours to see
  const res = await expiry(h, token, 'HT001');
  assert.is(res.status, 200);
  assert.equal(res.body.data, [
    { moduleId: 1004, moduleName: '业务管理', expiresOn: formatDate(h.clock.now - DAY), daysLeft: -1 },
    { moduleId: 3001, moduleName: '客户关系', expiresOn: formatDate(h.clock.now + 10 * DAY), daysLeft: 10 },
  ]);
  assert.equal((await expiry(h, token)).body.data.length, 2, 'orgCode defaults to the session organisation');
  assert.is((await expiry(h, token, 'HT002')).status, 403);
});

test("getServerLicense answers the session hotel's own account code and licence number; each hotel has its own; a new hotel gets one", async ({ h, token }) => {
  const mine = await h.call('GET', '/prod-api/htservice/module/getServerLicense', { token });
  assert.is(mine.status, 200);
  assert.is(mine.body.data.accountcode, 'HS-HT001');
  assert.match(mine.body.data.serverlicense, /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
  const other = await h.call('GET', '/prod-api/htservice/module/getServerLicense', { token: await h.login('frontdesk2') });
  assert.is(other.body.data.accountcode, 'HS-HT002');
  assert.is.not(other.body.data.serverlicense, mine.body.data.serverlicense);
  assert.is((await h.call('GET', '/prod-api/htservice/module/getServerLicense')).status, 401);

  const admin = await h.login('admin');
  const created = await h.call('POST', '/prod-api/htservice/org', { token: admin, body: { orgCode: 'HT777', orgName: '测试酒店', shortName: '测试', status: '0' } });
  assert.is(created.status, 200);
  const row = await h.db.selectFrom('organisations').select(['account_code', 'server_license']).where('org_code', '=', 'HT777').executeTakeFirstOrThrow();
  assert.is(row.account_code, 'HS-HT777');
  assert.match(row.server_license, /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
});

test.run();
