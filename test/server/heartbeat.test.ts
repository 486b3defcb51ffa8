/**
 * Licence seats through the heartbeat pair: a session takes one seat per module and renews it, the
 * seats of a licence are never exceeded (not even by 50 simultaneous heartbeats), and a seat comes
 * back on lease expiry, removeAuthorizations (JSON or text/plain) and sign-out.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sha256Hex, shortSessionId } from '../../server/lib/tokens.js';
import { MINUTE, setup, type Harness } from './support.js';

const HEARTBEAT = '/prod-api/htservice/module/heartbeat';
const REMOVE = '/prod-api/htservice/module/removeAuthorizations';
const LEASE_MS = 3 * 120_000;
const REPORTS = 1005; // granted to front desk and accountants alike

const test = suite<{ h: Harness; hotelA: number; hotelB: number }>('heartbeat');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.hotelA = await ctx.h.orgId('HT001');
  ctx.hotelB = await ctx.h.orgId('HT002');
});
test.after(async (ctx) => ctx.h.close());
test.before.each(async ({ h }) => {
  await h.db.deleteFrom('seat_leases').execute();
  await h.db.updateTable('module_licences').set({ seats: 20, expires_on: null }).execute();
});

type Body = Record<string, unknown>;
const body = (orgId: number, module: number | string, extra: Body = {}): Body => ({
  module,
  token: 'tab-7f3a',
  timestamp: Date.now(),
  orgId,
  orgCode: 'HT001',
  org: '合软大酒店',
  ...extra,
});
const beat = (h: Harness, token: string, orgId: number, module: number | string = REPORTS, extra: Body = {}) => h.call('POST', HEARTBEAT, { token, body: body(orgId, module, extra) });
const leases = (h: Harness, module = REPORTS) => h.db.selectFrom('seat_leases').selectAll().where('module_id', '=', module).execute();
const setSeats = (h: Harness, seats: number, module = REPORTS) => h.db.updateTable('module_licences').set({ seats }).where('module_id', '=', module).execute();

test('a heartbeat takes a seat, the next one renews it (still one seat)', async ({ h, hotelA }) => {
  const token = await h.login('frontdesk1');
  const first = await beat(h, token, hotelA);
  assert.is(first.status, 200, first.text);
  assert.equal(first.body, { code: 200, msg: '操作成功', data: { module: REPORTS, seats: 20, used: 1, leaseExpiresAt: h.clock.now + LEASE_MS } });
  const [row] = await leases(h);
  assert.is(row.session_id, shortSessionId(sha256Hex(token)), 'the seat belongs to the server session id');
  assert.not.ok(JSON.stringify(row).includes('tab-7f3a'), "the shell's token is not stored");

  h.clock.now += 120_000;
  const again = await beat(h, token, hotelA, String(REPORTS)); // numeric strings are accepted too
  assert.is(again.status, 200, again.text);
  assert.is(again.body.data.used, 1);
  assert.is(again.body.data.leaseExpiresAt, h.clock.now + LEASE_MS);
  assert.is((await leases(h)).length, 1);
});

test('a second session of another user takes a second seat', async ({ h, hotelA }) => {
  const fd = await h.login('frontdesk1');
  const ac = await h.login('accountant1');
  assert.is((await beat(h, fd, hotelA)).body.data.used, 1);
  const second = await beat(h, ac, hotelA);
  assert.is(second.status, 200);
  assert.is(second.body.data.used, 2);
  const rows = await leases(h);
  assert.is(new Set(rows.map((r) => r.user_id)).size, 2);
});

test('with 2 seats taken a third session gets 409 naming the module and the count; holders still renew', async ({ h, hotelA }) => {
  await setSeats(h, 2);
  const [a, b, c] = [await h.login('frontdesk1'), await h.login('accountant1'), await h.login('admin')];
  assert.is((await beat(h, a, hotelA)).status, 200);
  assert.is((await beat(h, b, hotelA)).status, 200);
  const refused = await beat(h, c, hotelA);
  assert.is(refused.status, 409);
  assert.is(refused.body.code, 409);
  assert.is(refused.body.msg, '报表中心 的授权席位已满（2/2），请稍后再试或联系管理员');
  assert.is(refused.body.field, 'module');
  const en = await h.call('POST', HEARTBEAT, { token: c, body: body(hotelA, REPORTS), headers: { 'accept-language': 'en' } });
  assert.match(en.body.msg, 'All licensed seats of 报表中心 are in use (2/2)');
  assert.is((await leases(h)).length, 2);
  assert.is((await beat(h, a, hotelA)).status, 200, 'a holder renews although the licence is full');
  // Other modules have seats of their own.
  assert.is((await beat(h, c, hotelA, 1001)).status, 200);
});

test('a lease that ran out (3 × 120000 ms) frees its seat', async ({ h, hotelA }) => {
  await setSeats(h, 1);
  const gone = await h.login('frontdesk1');
  const next = await h.login('accountant1');
  assert.is((await beat(h, gone, hotelA)).status, 200);
  h.clock.now += LEASE_MS - 1;
  assert.is((await beat(h, next, hotelA)).status, 409, 'one millisecond before the lease ends, the seat is still taken');
  h.clock.now += 1;
  const taken = await beat(h, next, hotelA);
  assert.is(taken.status, 200, taken.text);
  assert.is(taken.body.data.used, 1);
  const rows = await leases(h);
  assert.equal(
    rows.map((r) => r.session_id),
    [shortSessionId(sha256Hex(next))],
  );
});

test('removeAuthorizations frees the seat, with a JSON or a text/plain body, and is idempotent', async ({ h, hotelA }) => {
  await setSeats(h, 1);
  const a = await h.login('frontdesk1');
  const b = await h.login('accountant1');
  assert.is((await beat(h, a, hotelA)).status, 200);
  const json = await h.call('POST', REMOVE, { token: a, body: body(hotelA, REPORTS) });
  assert.equal(json.body, { code: 200, msg: '操作成功' });
  assert.is((await leases(h)).length, 0);
  assert.is((await h.call('POST', REMOVE, { token: a, body: body(hotelA, REPORTS) })).status, 200, 'again: still 200');

  assert.is((await beat(h, b, hotelA)).status, 200);
  assert.is((await beat(h, a, hotelA)).status, 409);
  // What fetch(…, { keepalive: true }) sends from an unloading window.
  const beacon = await h.call('POST', REMOVE, {
    token: b,
    body: JSON.stringify(body(hotelA, String(REPORTS))),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  assert.is(beacon.status, 200, beacon.text);
  assert.is((await leases(h)).length, 0);
  assert.is((await beat(h, a, hotelA)).status, 200);
  const garbage = await h.call('POST', REMOVE, { token: b, body: 'module=1005', headers: { 'content-type': 'text/plain' } });
  assert.is(garbage.status, 400);
});

test("sign-out frees all of the session's seats, and only those", async ({ h, hotelA }) => {
  const a = await h.login('accountant1');
  const other = await h.login('accountant1');
  for (const module of [1001, 1002, REPORTS]) assert.is((await beat(h, a, hotelA, module)).status, 200);
  assert.is((await beat(h, other, hotelA, 1001)).status, 200);
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token: a })).status, 200);
  const rows = await h.db.selectFrom('seat_leases').select('session_id').execute();
  assert.equal(
    rows.map((r) => r.session_id),
    [shortSessionId(sha256Hex(other))],
  );
});

test('50 simultaneous heartbeats from 50 sessions against 10 seats grant exactly 10', async ({ h, hotelA }) => {
  await setSeats(h, 10, 1001);
  const tokens = await Promise.all(Array.from({ length: 50 }, () => h.login('admin')));
  const answers = await Promise.all(tokens.map((t) => beat(h, t, hotelA, 1001)));
  const granted = answers.filter((a) => a.status === 200);
  assert.is(granted.length, 10, answers.map((a) => a.status).join(','));
  assert.ok(
    answers.every((a) => a.status === 200 || a.status === 409),
    'no other outcome',
  );
  assert.ok(answers.filter((a) => a.status === 409).every((a) => a.body.msg.includes('（10/10）')));
  assert.equal(
    granted.map((a) => a.body.data.used).sort((x, y) => x - y),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );
  assert.is((await leases(h, 1001)).length, 10);
});

test("heartbeats and seat release do not extend the session's idle time", async ({ h, hotelA }) => {
  const token = await h.login('frontdesk1');
  h.clock.now += 29 * MINUTE;
  assert.is((await beat(h, token, hotelA)).status, 200);
  assert.is((await h.call('POST', REMOVE, { token, body: body(hotelA, REPORTS) })).status, 200);
  h.clock.now += 2 * MINUTE;
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token })).status, 401);
  assert.is((await beat(h, token, hotelA)).status, 401, 'a dead session takes no seat');
});

test("another hotel's orgId → 403 and no seat; bad fields → 422; no session → 401", async ({ h, hotelA, hotelB }) => {
  const token = await h.login('frontdesk1');
  const other = await beat(h, token, hotelB);
  assert.is(other.status, 403);
  assert.is(other.body.code, 403);
  assert.is(other.body.msg, '不能访问其他组织的数据');
  assert.is((await h.call('POST', REMOVE, { token, body: body(hotelB, REPORTS) })).status, 403);
  assert.is((await leases(h)).length, 0);
  const noOrg = await h.call('POST', HEARTBEAT, { token, body: { module: REPORTS } });
  assert.is(noOrg.status, 422);
  assert.is(noOrg.body.field, 'orgId');
  const unknown = await beat(h, token, hotelA, 4242);
  assert.is(unknown.status, 422);
  assert.is(unknown.body.field, 'module');
  assert.is((await beat(h, token, hotelA, 'abc')).status, 422);
  assert.is((await h.call('POST', HEARTBEAT, { body: body(hotelA, REPORTS) })).status, 401);
});

test('an expired or missing licence → 409 (not 403) with a clear message', async ({ h, hotelA }) => {
  const token = await h.login('accountant1');
  await h.db.updateTable('module_licences').set({ expires_on: '2001-06-30' }).where('module_id', '=', 1002).execute();
  const expired = await beat(h, token, hotelA, 1002);
  assert.is(expired.status, 409);
  assert.is(expired.body.msg, '固定资产 的授权已于 2001-06-30 到期，请联系管理员续期');
  await h.db.deleteFrom('module_licences').where('module_id', '=', 1003).where('org_id', '=', hotelA).execute();
  const missing = await beat(h, token, hotelA, 1003);
  assert.is(missing.status, 409);
  assert.match(missing.body.msg, '低值易耗品');
  assert.is((await leases(h, 1002)).length + (await leases(h, 1003)).length, 0);
  // The last valid day still works.
  const today = new Date(h.clock.now);
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await h.db.updateTable('module_licences').set({ expires_on: iso }).where('module_id', '=', 1002).execute();
  assert.is((await beat(h, token, hotelA, 1002)).status, 200);
});

test.run();
