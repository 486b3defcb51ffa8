/**
 * The login log's entries: written by the server at sign-in and logout (every outcome, with its reason);
 * POST /htservice/logininfor checks identity, is anonymous only for Error and rate limited, and never
 * doubles an entry the server wrote.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PASSWORD, setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('logininfor');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

const post = (h: Harness, body: unknown, opts: { token?: string; ip?: string; headers?: Record<string, string> } = {}) => h.call('POST', '/prod-api/htservice/logininfor', { body, ...opts });
const lastLog = (h: Harness) => h.db.selectFrom('login_logs').selectAll().orderBy('info_id', 'desc').executeTakeFirstOrThrow();

const logCount = async (h: Harness) =>
  Number(
    (
      await h.db
        .selectFrom('login_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a sign-in is logged by the server itself: user, session, address, browser and time', async ({ h }) => {
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
  const res = await h.signIn('frontdesk1', { ip: '10.3.0.7', headers: { 'user-agent': ua } });
  assert.is(res.status, 200, res.text);
  const row = await lastLog(h);
  assert.is(row.user_name, 'frontdesk1');
  assert.is(row.nick_name, '王晓燕');
  assert.is(row.status, 'Success');
  assert.is(row.ipaddr, '10.3.0.7');
  assert.is(row.browser, 'Chrome 124');
  assert.is(row.os, 'Windows 10');
  assert.is(Number(row.login_time), h.clock.now);
  assert.is(row.org_id, await h.orgId('HT001'));
  assert.match(row.session_id, /^[0-9a-f]{16}$/);
  assert.not.ok(res.body.access_token.includes(row.session_id));
});

test("the shell's own Success and Logout calls are checked but add no second entry", async ({ h }) => {
  const before = await logCount(h);
  const token = await h.login('accountant1');
  const posted = await post(h, { userName: 'someone-else', sessionId: 'forged', status: 'Success', msg: 'login' }, { token });
  assert.is(posted.status, 200, posted.text);
  assert.is(await logCount(h), before + 1, 'one entry for one sign-in');
  assert.is((await lastLog(h)).user_name, 'accountant1');

  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token })).status, 200);
  const logout = await lastLog(h);
  assert.is(logout.status, 'Logout');
  assert.is(logout.user_name, 'accountant1');
  assert.is(logout.msg, 'logoutOk');
  // The shell posts its Logout around the logout call: accepted within a minute, never doubled.
  assert.is((await post(h, { userName: 'accountant1', status: 'Logout' }, { token })).status, 200);
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token })).status, 200, 'logout stays idempotent');
  assert.is(await logCount(h), before + 2);
  h.clock.now += 5 * 60_000;
  assert.is((await post(h, { userName: 'accountant1', status: 'Logout' }, { token })).status, 401, 'but not much later');
});

test('every refused sign-in is logged by the server with its real reason, whatever the client does', async ({ h }) => {
  const reasons = async (user: string, password: string, ip: string) => {
    const res = await h.signIn(user, { password, ip });
    const row = await lastLog(h);
    return { status: res.status, answer: res.body.msg, logged: row.status, reason: row.msg, who: row.user_name, ipaddr: row.ipaddr };
  };
  const wrong = await reasons('frontdesk1', 'wrong-password', '10.3.5.1');
  assert.equal(wrong, { status: 401, answer: '用户名或密码错误', logged: 'Error', reason: 'loginLogBadPassword', who: 'frontdesk1', ipaddr: '10.3.5.1' });
  const unknown = await reasons('nobody-here', 'whatever', '10.3.5.2');
  assert.equal(unknown, { status: 401, answer: '用户名或密码错误', logged: 'Error', reason: 'loginLogUnknownUser', who: 'nobody-here', ipaddr: '10.3.5.2' });
  await h.db.updateTable('users').set({ status: '1' }).where('user_name', '=', 'frontdesk2').execute();
  try {
    const disabled = await reasons('frontdesk2', PASSWORD, '10.3.5.3');
    assert.equal(disabled, { status: 401, answer: '用户名或密码错误', logged: 'Error', reason: 'loginLogDisabled', who: 'frontdesk2', ipaddr: '10.3.5.3' });
  } finally {
    await h.db.updateTable('users').set({ status: '0', failed_count: 0 }).where('user_name', '=', 'frontdesk2').execute();
  }
  // The shell's own Error call for a failure the server logged adds nothing.
  const before = await logCount(h);
  assert.is((await post(h, { userName: 'nobody-here', status: 'Error', msg: '用户名或密码错误' }, { ip: '10.3.5.2' })).status, 200);
  assert.is(await logCount(h), before);
});

test("the login log list shows the server's reasons in the reader's language", async ({ h }) => {
  await h.signIn('accountant1', { password: 'wrong-password', ip: '10.3.6.1' });
  const token = await h.login('admin');
  const list = async (lang: string) =>
    (await h.call('GET', '/prod-api/htservice/logininfor/list', { token, query: { userName: 'accountant1', status: 'Error' }, headers: { 'accept-language': lang } })).body.rows[0].msg;
  assert.is(await list('zh-CN'), '密码错误');
  assert.is(await list('en'), 'Wrong password');
});

test('without a token: Success and Logout → 401; an Error the server never saw is kept with the name tried', async ({ h }) => {
  assert.is((await post(h, { userName: 'admin', status: 'Success' })).status, 401);
  assert.is((await post(h, { userName: 'admin', status: 'Logout' })).status, 401);
  const res = await post(h, { userName: 'admin', status: 'Error', msg: '网络异常' }, { ip: '10.3.1.1' });
  assert.is(res.status, 200);
  const row = await lastLog(h);
  assert.is(row.status, 'Error');
  assert.is(row.user_name, 'admin');
  assert.is(row.msg, '网络异常');
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
