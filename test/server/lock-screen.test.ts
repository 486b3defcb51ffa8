/**
 * PUT /htservice/module/matchPassword, the kiosk lock screen: right → 200, wrong → 400 (never 401,
 * which would read as an expired session), and wrong passwords count toward the same account lockout
 * as sign-in: the 10th locks the account (423) and ends the session.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MINUTE, PASSWORD, setup, type Harness } from './support.js';

const MATCH = '/prod-api/htservice/module/matchPassword';

const test = suite<{ h: Harness }>('lock-screen');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

const match = (h: Harness, token: string, password: string, headers: Record<string, string> = {}) => h.call('PUT', MATCH, { token, body: { password }, headers });
const failedCount = async (h: Harness, user: string) => (await h.db.selectFrom('users').select('failed_count').where('user_name', '=', user).executeTakeFirstOrThrow()).failed_count;
const info = (h: Harness, token: string) => h.call('GET', '/prod-api/htservice/user/getInfo', { token });

test('the right password → 200; a wrong one → 400 密码错误 (Wrong password in English), counted', async ({ h }) => {
  const token = await h.login('frontdesk1');
  const ok = await match(h, token, PASSWORD);
  assert.equal(ok.body, { code: 200, msg: '操作成功' });
  const wrong = await match(h, token, 'not-it');
  assert.is(wrong.status, 400);
  assert.equal(wrong.body, { code: 400, msg: '密码错误', field: 'password' });
  assert.is((await match(h, token, 'not-it', { 'accept-language': 'en-GB' })).body.msg, 'Wrong password');
  assert.is(await failedCount(h, 'frontdesk1'), 2);
  assert.is((await info(h, token)).status, 200, 'a wrong password does not end the session');
  assert.is((await match(h, token, PASSWORD)).status, 200);
  assert.is(await failedCount(h, 'frontdesk1'), 0, 'the right password resets the count, as at sign-in');
});

test('10 wrong passwords lock the account (423) and revoke the session and its seats', async ({ h }) => {
  const token = await h.login('accountant1');
  const hotelA = await h.orgId('HT001');
  assert.is((await h.call('POST', '/prod-api/htservice/module/heartbeat', { token, body: { module: 1001, orgId: hotelA } })).status, 200);
  for (let i = 1; i <= 9; i++) assert.is((await match(h, token, `guess-${i}`)).status, 400, `attempt ${i}`);
  const locked = await match(h, token, 'guess-10');
  assert.is(locked.status, 423);
  assert.is(locked.body.code, 423);
  assert.match(locked.body.msg, '锁定 15 分钟');
  assert.is((await info(h, token)).status, 401, 'the session is over');
  assert.is((await h.db.selectFrom('seat_leases').selectAll().execute()).length, 0, 'and its seats are free');
  assert.is((await h.signIn('accountant1')).status, 423, 'sign-in is locked too');
  h.clock.now += 15 * MINUTE + 1000;
  assert.is((await h.signIn('accountant1')).status, 200);
});

test('sign-in failures and lock-screen failures add up; a locked account cannot unlock the screen', async ({ h }) => {
  const token = await h.login('frontdesk2');
  for (let i = 0; i < 5; i++) assert.is((await h.signIn('frontdesk2', { password: 'x', ip: '10.4.0.1' })).status, 401);
  for (let i = 0; i < 4; i++) assert.is((await match(h, token, 'x')).status, 400);
  assert.is((await match(h, token, 'x')).status, 423, 'the 10th failure, wherever it happens, locks');
  const other = await h.call('GET', '/prod-api/htservice/user/getInfo', { token });
  assert.is(other.status, 401);

  // Locked through sign-in while a session sits behind its lock screen: even the right password is refused.
  const kiosk = await h.login('accountant2');
  for (let i = 0; i < 10; i++) await h.signIn('accountant2', { password: 'x', ip: '10.4.0.2' });
  const refused = await match(h, kiosk, PASSWORD);
  assert.is(refused.status, 423);
  assert.is((await info(h, kiosk)).status, 401);
});

test('unlocking is not activity; bad bodies → 400/422; no session → 401', async ({ h }) => {
  const token = await h.login('admin');
  h.clock.now += 29 * MINUTE;
  assert.is((await match(h, token, PASSWORD)).status, 200);
  h.clock.now += 2 * MINUTE;
  assert.is((await info(h, token)).status, 401);

  const fresh = await h.login('admin');
  const missing = await h.call('PUT', MATCH, { token: fresh, body: {} });
  assert.is(missing.status, 422);
  assert.is(missing.body.field, 'password');
  assert.is((await h.call('PUT', MATCH, { token: fresh, body: '{oops' })).status, 400);
  assert.is((await h.call('PUT', MATCH, { body: { password: PASSWORD } })).status, 401);
  assert.is(await failedCount(h, 'admin'), 0, 'malformed requests are not password failures');
});

test.run();
