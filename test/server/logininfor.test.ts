/** POST /htservice/logininfor: identity from the session, anonymous only for Error and rate limited. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('logininfor');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

const post = (h: Harness, body: unknown, opts: { token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  h.call('POST', '/prod-api/htservice/logininfor', { body, ...opts });
const lastLog = (h: Harness) => h.db.selectFrom('login_logs').selectAll().orderBy('info_id', 'desc').executeTakeFirstOrThrow();

test('with a token: the server fills user, session id, address and time', async ({ h }) => {
  const token = await h.login('frontdesk1');
  const res = await post(h, { userName: 'someone-else', nickName: 'x', sessionId: 'forged', status: 'Success', browser: 'Chrome 120', os: 'Windows 10', msg: '登录成功' }, { token, ip: '10.3.0.7' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.code, 200);
  const row = await lastLog(h);
  assert.is(row.user_name, 'frontdesk1');
  assert.is(row.nick_name, '王晓燕');
  assert.is(row.status, 'Success');
  assert.is(row.ipaddr, '10.3.0.7');
  assert.is(row.browser, 'Chrome 120');
  assert.is(row.login_time, h.clock.now);
  assert.is(row.org_id, await h.orgId('HT001'));
  assert.match(row.session_id, /^[0-9a-f]{16}$/);
  assert.is.not(row.session_id, 'forged');
  assert.not.ok(token.includes(row.session_id));
});

test('browser and os are guessed from the User-Agent when not sent', async ({ h }) => {
  const token = await h.login('accountant1');
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
  assert.is((await post(h, { userName: 'accountant1', status: 'Success' }, { token, headers: { 'user-agent': ua } })).status, 200);
  const row = await lastLog(h);
  assert.is(row.browser, 'Chrome 124');
  assert.is(row.os, 'Windows 10');
});

test('a Logout entry right after the logout call is still accepted', async ({ h }) => {
  const token = await h.login('accountant1');
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token })).status, 200);
  assert.is((await post(h, { userName: 'accountant1', status: 'Logout' }, { token })).status, 200);
  const row = await lastLog(h);
  assert.is(row.status, 'Logout');
  assert.is(row.user_name, 'accountant1');
  h.clock.now += 5 * 60_000;
  assert.is((await post(h, { userName: 'accountant1', status: 'Logout' }, { token })).status, 401, 'but not much later');
});

test('without a token: Success and Logout → 401; Error is accepted with the name tried', async ({ h }) => {
  assert.is((await post(h, { userName: 'admin', status: 'Success' })).status, 401);
  assert.is((await post(h, { userName: 'admin', status: 'Logout' })).status, 401);
  const res = await post(h, { userName: 'admin', status: 'Error', msg: '用户名或密码错误' }, { ip: '10.3.1.1' });
  assert.is(res.status, 200);
  const row = await lastLog(h);
  assert.is(row.status, 'Error');
  assert.is(row.user_name, 'admin');
  assert.is(row.session_id, '');
  assert.is(row.ipaddr, '10.3.1.1');
});

test('anonymous Error entries are limited per address (429)', async ({ h }) => {
  for (let i = 0; i < 50; i++) assert.is((await post(h, { userName: `u${i}`, status: 'Error' }, { ip: '10.3.2.2' })).status, 200);
  const limited = await post(h, { userName: 'u51', status: 'Error' }, { ip: '10.3.2.2' });
  assert.is(limited.status, 429);
  assert.is(limited.body.code, 429);
  assert.is((await post(h, { userName: 'u52', status: 'Error' }, { ip: '10.3.2.3' })).status, 200);
  // The log budget is separate from sign-in: this address may still sign in.
  assert.is((await h.signIn('admin', { ip: '10.3.2.2' })).status, 200);
});

test('malformed bodies: bad JSON → 400, bad fields → 422 naming them', async ({ h }) => {
  const token = await h.login('admin');
  const bad = await post(h, '{"userName": "admin", status', { token });
  assert.is(bad.status, 400);
  assert.is(bad.body.code, 400);
  const empty = await post(h, '', { token });
  assert.is(empty.status, 400);
  const status = await post(h, { userName: 'admin', status: 'Hacked' }, { token });
  assert.is(status.status, 422);
  assert.is(status.body.field, 'status');
  assert.match(status.body.msg, 'status');
  const missing = await post(h, { status: 'Success' }, { token });
  assert.is(missing.status, 422);
  assert.is(missing.body.field, 'userName');
  const array = await post(h, [1, 2], { token });
  assert.is(array.status, 422);
});

test.run();
