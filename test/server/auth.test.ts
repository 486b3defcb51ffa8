/** Sign-in and sign-out as a caller sees them: POST /auth/oauth/token and DELETE /auth/token/logout. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BASIC, PASSWORD, setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('auth');
test.before(async (ctx) => {
  ctx.h = await setup();
});
test.after(async (ctx) => ctx.h.close());

for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2', 'accountant2']) {
  test(`${user} signs in to their hotel`, async ({ h }) => {
    const res = await h.signIn(user, { ip: '10.1.0.1' });
    assert.is(res.status, 200, res.text);
    assert.match(res.body.access_token, /^[A-Za-z0-9_-]{43}$/);
    assert.is(res.body.token_type, 'bearer');
    assert.is(res.body.scope, 'server');
    assert.is(res.body.expires_in, 30 * 60);
    assert.type(res.body.user_id, 'number');
    assert.type(res.body.nick_name, 'string');
    assert.ok(res.body.nick_name.length > 0);
    assert.is(res.headers.get('cache-control'), 'no-store');
    // The token is stored hashed only.
    const stored = await h.db.selectFrom('sessions').select('token_hash').execute();
    assert.not.ok(stored.some((s) => s.token_hash === res.body.access_token));
  });
}

test('user name is trimmed', async ({ h }) => {
  const res = await h.signIn('  frontdesk1 ', { ip: '10.1.0.2', query: { username: '  frontdesk1 ' } });
  assert.is(res.status, 200, res.text);
});

test('wrong password and unknown user answer the same status and message', async ({ h }) => {
  const wrong = await h.signIn('accountant2', { password: 'not-the-password', ip: '10.1.0.3' });
  const unknown = await h.signIn('nobody-here', { password: PASSWORD, ip: '10.1.0.3' });
  assert.is(wrong.status, 401);
  assert.is(unknown.status, 401);
  assert.equal(wrong.body, unknown.body);
  assert.is(wrong.body.code, 401);
  assert.is(wrong.body.msg, '用户名或密码错误');
});

test('English callers get English messages', async ({ h }) => {
  const res = await h.signIn('accountant2', { password: 'nope', ip: '10.1.0.4', headers: { 'accept-language': 'en-US,en;q=0.9' } });
  assert.is(res.status, 401);
  assert.is(res.body.msg, 'Incorrect user name or password');
});

test('a wrong client secret or a missing Basic header is refused with 401', async ({ h }) => {
  const wrongSecret = await h.signIn('admin', { headers: { authorization: `Basic ${Buffer.from('web:guess').toString('base64')}` } });
  assert.is(wrongSecret.status, 401);
  assert.is(wrongSecret.body.code, 401);
  assert.match(wrongSecret.body.msg, '客户端认证失败');
  const wrongClient = await h.signIn('admin', { headers: { authorization: `Basic ${Buffer.from('app:web').toString('base64')}` } });
  assert.is(wrongClient.status, 401);
  const missing = await h.call('POST', '/prod-api/auth/oauth/token', { query: { username: 'admin', password: PASSWORD } });
  assert.is(missing.status, 401);
  assert.not.ok(missing.body.access_token);
});

test('missing organisation → 422 naming orgId; unknown organisation → 422', async ({ h }) => {
  const missing = await h.signIn('admin', { query: { orgId: undefined } });
  assert.is(missing.status, 422);
  assert.is(missing.body.code, 422);
  assert.is(missing.body.field, 'orgId');
  assert.match(missing.body.msg, 'orgId');
  const unknown = await h.signIn('admin', { query: { orgId: '999' } });
  assert.is(unknown.status, 422);
  assert.is(unknown.body.field, 'orgId');
});

test('bad grant_type and bad loginDate → 422 with the field', async ({ h }) => {
  const grant = await h.signIn('admin', { query: { grant_type: 'client_credentials' } });
  assert.is(grant.status, 422);
  assert.is(grant.body.field, 'grant_type');
  const date = await h.signIn('admin', { query: { loginDate: '2025-02-30' } });
  assert.is(date.status, 422);
  assert.is(date.body.field, 'loginDate');
});

test('the administrator may sign in to the other hotel; a hotel user may not', async ({ h }) => {
  const admin = await h.signIn('admin', { orgCode: 'HT002' });
  assert.is(admin.status, 200, admin.text);
  assert.is(admin.body.org_id, await h.orgId('HT002'));
  const frontdesk = await h.signIn('frontdesk1', { orgCode: 'HT002' });
  assert.is(frontdesk.status, 403);
  assert.is(frontdesk.body.code, 403);
  assert.match(frontdesk.body.msg, '不属于所选组织');
  assert.not.ok(frontdesk.body.access_token);
  // Only after the password: a wrong password for the other hotel still answers the generic 401.
  const guess = await h.signIn('frontdesk1', { orgCode: 'HT002', password: 'nope' });
  assert.is(guess.status, 401);
});

test('a disabled account answers like a wrong password, even to the right one, and locks like one', async ({ h }) => {
  await h.db.updateTable('users').set({ status: '1' }).where('user_name', '=', 'accountant2').execute();
  try {
    const right = await h.signIn('accountant2');
    const wrong = await h.signIn('accountant2', { password: 'nope' });
    assert.is(right.status, 401);
    assert.equal(right.body, wrong.body, 'the right password confirms nothing');
    for (let i = 2; i < 10; i++) await h.signIn('accountant2', { ip: `10.8.0.${i}` });
    assert.is((await h.signIn('accountant2', { ip: '10.8.1.1' })).status, 423, 'ten attempts lock it like any account');
  } finally {
    await h.db.updateTable('users').set({ status: '0', failed_count: 0, locked_until: null }).where('user_name', '=', 'accountant2').execute();
  }
  assert.is((await h.signIn('accountant2')).status, 200, 'active again, the right password works');
});

test('logout revokes the session; getInfo then answers 401; logout again is idempotent', async ({ h }) => {
  const token = await h.login('frontdesk1');
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token })).status, 200);
  const out = await h.call('DELETE', '/prod-api/auth/token/logout', { token });
  assert.is(out.status, 200);
  assert.is(out.body.code, 200);
  const after = await h.call('GET', '/prod-api/htservice/user/getInfo', { token });
  assert.is(after.status, 401);
  assert.is(after.body.msg, '认证失败，无法访问系统资源');
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token })).status, 200);
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token: 'x'.repeat(43) })).status, 401);
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout')).status, 401);
});

test('the Basic client header is never mistaken for a bearer token', async ({ h }) => {
  const res = await h.call('GET', '/prod-api/htservice/user/getInfo', { headers: { authorization: BASIC } });
  assert.is(res.status, 401);
});

test.run();
