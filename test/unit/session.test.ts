/**
 * The session model against a scripted fetch: where the token, user, organisation and dates are kept,
 * what a failed sign-in counts, that logout leaves nothing behind on a shared terminal, and the login
 * variants: the initialisation platform's own token and set-up call, and the admin area's refusal.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configureApi } from '../../src/lib/api';
import { registerMessages, t } from '../../src/lib/i18n';
import { cookies, localCache, sessionCache } from '../../src/lib/storage';
import { zh } from '../../src/locales/zh';
import { whenIdle } from '../../src/state/activity.model';
import * as session from '../../src/state/session.model';

registerMessages('zh', zh);
// Configured when this file runs, not when it is imported: uvu imports every file first.
test.before(() =>
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/login' },
    token: () => session.token.value,
    language: () => 'zh-CN',
  }),
);

type Seen = { method: string; url: URL; headers: Headers; body: unknown };
let seen: Seen[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};

globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  seen.push({ method: request.method, url, headers: request.headers, body: text ? JSON.parse(text) : undefined });
  const answer = answers[`${request.method} ${url.pathname}`] ?? { status: 404, body: { code: 404, msg: 'no such call' } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const org = { orgId: 2, orgCode: 'HT002', orgName: '合软度假酒店' };
const user = { userId: 7, userName: 'frontdesk2', nickName: '李前台', orgId: 2, orgCode: 'HT002', orgName: '合软度假酒店', phonenumber: '13800000002', email: '', sex: '1', avatar: '', status: '0' };

test.before.each(() => {
  seen = [];
  answers = {
    'POST /prod-api/auth/oauth/token': { status: 200, body: { access_token: 'tok-123', token_type: 'bearer', expires_in: 1800, scope: 'server', nick_name: '李前台', user_id: 7, org_id: 2 } },
    'POST /prod-api/htservice/logininfor': { status: 200, body: { code: 200, msg: 'ok' } },
    'GET /prod-api/htservice/user/getInfo': { status: 200, body: { code: 200, msg: 'ok', user, roles: [], permissions: ['crm:customer:list'] } },
    'DELETE /prod-api/auth/token/logout': { status: 200, body: { code: 200, msg: 'ok' } },
    'POST /prod-api/auth/token/tokenInit': { status: 200, body: { code: 200, msg: 'ok', data: { moduleId: 3002, userName: 'frontdesk2', nickName: '李前台' } } },
  };
  session.clearSession('initplat');
  session.clearSession('main');
  session.syncArea('/');
  cookies.remove(session.FAIL_COOKIE);
  localStorage.clear();
});

// A signed-in session opens the notice socket and its poll when another file loaded the notices model:
// end it, or those timers keep the test process alive after its summary.
test.after(() => {
  session.clearSession('initplat');
  session.clearSession('main');
});

test('login sends the spec query, the Basic client header and a trimmed user name', async () => {
  await session.login({ username: '  frontdesk2 ', password: 'pw', org, loginDate: '2026-11-20' });
  const call = seen.find((s) => s.url.pathname === '/prod-api/auth/oauth/token')!;
  const q = Object.fromEntries(call.url.searchParams);
  assert.equal(
    { ...q },
    { username: 'frontdesk2', password: 'pw', client_id: 'web', client_secret: 'web', grant_type: 'password', scope: 'server', orgId: '2', websource: 'pc', loginDate: '2026-11-20' },
  );
  assert.is(call.headers.get('authorization'), `Basic ${btoa('web:web')}`);
});

test('login keeps the token in the HTService-Token cookie, the organisation locally and the date in both storages', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org, loginDate: '2026-11-20' });
  assert.is(cookies.get('HTService-Token'), 'tok-123');
  assert.equal(localCache.getJSON('organization'), { id: 2, code: 'HT002', name: '合软度假酒店' });
  assert.is(localStorage.getItem('loginDate'), '2026-11-20');
  assert.is(sessionStorage.getItem('loginDate'), '2026-11-20');
  // The Success entry is written once the first signed-in screen is painted and the shell idle.
  assert.not.ok(
    seen.some((s) => s.url.pathname === '/prod-api/htservice/logininfor'),
    'not on the way to the first screen',
  );
  await whenIdle();
  const log = seen.find((s) => s.url.pathname === '/prod-api/htservice/logininfor')!;
  assert.is((log.body as { status: string }).status, 'Success');
  assert.is(log.headers.get('authorization'), 'Bearer tok-123');
});

test('user info: roles default to ROLE_DEFAULT, userinfo goes to session storage, the token rides as Bearer', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org });
  await session.loadUserInfo();
  assert.equal(session.roles.value, ['ROLE_DEFAULT']);
  assert.equal(session.permissions.value, ['crm:customer:list']);
  assert.equal(sessionCache.getJSON('userinfo'), { userId: 7, orgId: 2, userName: 'frontdesk2', nickName: '李前台', phonenumber: '13800000002' });
  const info = seen.find((s) => s.url.pathname === '/prod-api/htservice/user/getInfo')!;
  assert.is(info.headers.get('authorization'), 'Bearer tok-123');
});

test('a failed sign-in counts failNum, writes an Error log without a token and rejects with the server text', async () => {
  answers['POST /prod-api/auth/oauth/token'] = { status: 401, body: { code: 401, msg: '用户名或密码错误' } };
  for (let i = 1; i <= 3; i++) {
    const error = await session.login({ username: 'frontdesk2', password: 'bad', org }).then(
      () => null,
      (e: Error) => e,
    );
    assert.is(error?.message, '用户名或密码错误');
    assert.is(session.failCount(), i);
  }
  const logs = seen.filter((s) => s.url.pathname === '/prod-api/htservice/logininfor');
  assert.equal(
    logs.map((l) => (l.body as { status: string }).status),
    ['Error', 'Error', 'Error'],
  );
  assert.is(logs[0].headers.get('authorization'), null);
  assert.is(cookies.get('HTService-Token'), undefined);
});

test('a failed user-info load clears the token', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org });
  answers['GET /prod-api/htservice/user/getInfo'] = { status: 401, body: { code: 401, msg: 'expired' } };
  await session.loadUserInfo().catch(() => undefined);
  assert.is(session.token.value, undefined);
  assert.is(cookies.get('HTService-Token'), undefined);
});

test('logout tells the server, writes a Logout entry and forgets the session on this terminal', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org });
  await session.loadUserInfo();
  sessionCache.set('curModule', '客户关系');
  await session.logout();
  assert.ok(seen.some((s) => s.method === 'DELETE' && s.url.pathname === '/prod-api/auth/token/logout'));
  const statuses = seen.filter((s) => s.url.pathname === '/prod-api/htservice/logininfor').map((l) => (l.body as { status: string }).status);
  assert.equal(statuses, ['Success', 'Logout']);
  assert.is(cookies.get('HTService-Token'), undefined);
  assert.is(session.user.value, null);
  assert.equal(session.roles.value, []);
  assert.is(sessionStorage.getItem('userinfo'), null);
  assert.is(sessionStorage.getItem('curModule'), null);
});

const bearerOf = (path: string) => seen.filter((s) => s.url.pathname === path).map((s) => s.headers.get('authorization'));

test('a path picks its area: the initialisation platform (its pages, their refresh, its login) or the main shell', () => {
  for (const path of ['/initplat/index', '/initplat/org/detail', '/initplat/profile', '/redirect/initplat/index', '/initplat/login']) assert.is(session.areaOf(path), 'initplat', path);
  // Its detail pages under /pppp (SPEC.md section 2) are opened from its lists with the same sign-in.
  for (const path of ['/pppp/config', '/pppp/initSysUser', '/redirect/pppp/menu']) assert.is(session.areaOf(path), 'initplat', path);
  assert.is(session.areaOf('/ppppx'), 'main');
  for (const path of ['/index', '/login', '/module/module', '/accounting/index', '/admin/login', '/initplatform', '/redirect/accounting/index']) assert.is(session.areaOf(path), 'main', path);
  assert.is(session.loginPathOf('initplat'), '/initplat/login');
  assert.is(session.loginPathOf('main'), '/login');
});

test('the initplat sign-in sends websource=initplat, no organisation when none was chosen, then tokenInit with its token', async () => {
  await session.loginInitplat({ username: ' frontdesk2 ', password: 'pw' });
  const call = seen.find((s) => s.url.pathname === '/prod-api/auth/oauth/token')!;
  assert.is(call.url.searchParams.get('websource'), 'initplat');
  assert.is(call.url.searchParams.get('username'), 'frontdesk2');
  assert.not.ok(call.url.searchParams.has('orgId'));
  assert.is(call.headers.get('authorization'), `Basic ${btoa('web:web')}`);
  assert.equal(bearerOf('/prod-api/auth/token/tokenInit'), ['Bearer tok-123']);
  const order = seen.map((s) => s.url.pathname);
  assert.ok(order.indexOf('/prod-api/auth/token/tokenInit') > order.indexOf('/prod-api/auth/oauth/token'));
});

test('each area keeps its token in its own cookie, and requests carry the token of the area shown', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org });
  assert.is(cookies.get('HTService-Token'), 'tok-123');
  assert.is(cookies.get('Initplat-Token'), undefined);
  answers['POST /prod-api/auth/oauth/token'] = { status: 200, body: { access_token: 'init-456', token_type: 'bearer', expires_in: 1800, scope: 'server', nick_name: '李前台', user_id: 7, org_id: 2 } };
  await session.loginInitplat({ username: 'frontdesk2', password: 'pw' });
  assert.is(cookies.get('Initplat-Token'), 'init-456');
  assert.is(cookies.get('HTService-Token'), 'tok-123', 'signing in to the initialisation platform leaves the main token alone');
  assert.is(session.area.value, 'initplat');
  assert.is(session.token.value, 'init-456');
  session.syncArea('/accounting/index');
  assert.is(session.token.value, 'tok-123');
  await session.loadUserInfo();
  assert.equal(bearerOf('/prod-api/htservice/user/getInfo'), ['Bearer tok-123']);
  session.syncArea('/initplat/index');
  await session.loadUserInfo();
  assert.equal(bearerOf('/prod-api/htservice/user/getInfo'), ['Bearer tok-123', 'Bearer init-456']);
  assert.is(session.tokenOf('main'), 'tok-123');
  assert.is(session.tokenOf('initplat'), 'init-456');
});

test('user info names the session organisation (an initplat sign-in may have left it to the server)', async () => {
  localStorage.removeItem('organization');
  session.organisation.value = null;
  await session.loginInitplat({ username: 'frontdesk2', password: 'pw' });
  await session.loadUserInfo();
  assert.equal(session.organisation.value, { id: 2, code: 'HT002', name: '合软度假酒店' });
  assert.equal(localCache.getJSON('organization'), { id: 2, code: 'HT002', name: '合软度假酒店' });
});

test('a refused initplat token is a failed sign-in: counted, logged, no Initplat-Token', async () => {
  answers['POST /prod-api/auth/oauth/token'] = { status: 403, body: { code: 403, msg: '该账户没有初始化平台的权限' } };
  const error = await session.loginInitplat({ username: 'frontdesk2', password: 'pw' }).then(
    () => null,
    (e: Error) => e,
  );
  assert.is(error?.message, '该账户没有初始化平台的权限');
  assert.is(session.failCount(), 1);
  assert.is(cookies.get('Initplat-Token'), undefined);
  assert.not.ok(seen.some((s) => s.url.pathname === '/prod-api/auth/token/tokenInit'));
});

test('a failed tokenInit drops the new token and ends its server session', async () => {
  answers['POST /prod-api/auth/token/tokenInit'] = { status: 403, body: { code: 403, msg: '当前会话不是从初始化平台登录的' } };
  const error = await session.loginInitplat({ username: 'frontdesk2', password: 'pw' }).then(
    () => null,
    (e: Error) => e,
  );
  assert.match(error?.message ?? '', '初始化平台');
  assert.is(cookies.get('Initplat-Token'), undefined);
  assert.is(session.token.value, undefined);
  assert.equal(bearerOf('/prod-api/auth/token/logout'), ['Bearer tok-123']);
});

test('logout from an initplat session writes the Logout entry with its token and clears Initplat-Token only', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org });
  answers['POST /prod-api/auth/oauth/token'] = { status: 200, body: { access_token: 'init-456', token_type: 'bearer', expires_in: 1800, scope: 'server', nick_name: '李前台', user_id: 7, org_id: 2 } };
  await session.loginInitplat({ username: 'frontdesk2', password: 'pw' });
  await session.loadUserInfo();
  seen = [];
  await session.logout();
  // A logout right after signing in writes the sign-in's Success entry first (it waits for the shell to be idle).
  const logs = seen.filter((s) => s.url.pathname === '/prod-api/htservice/logininfor');
  assert.equal(
    logs.map((l) => (l.body as { status: string }).status),
    ['Success', 'Logout'],
  );
  assert.equal(bearerOf('/prod-api/htservice/logininfor'), ['Bearer init-456', 'Bearer init-456']);
  assert.equal(bearerOf('/prod-api/auth/token/logout'), ['Bearer init-456']);
  assert.is(cookies.get('Initplat-Token'), undefined);
  assert.is(cookies.get('HTService-Token'), 'tok-123');
});

test('the admin sign-in keeps an administrator and signs anyone else out again with a clear refusal', async () => {
  answers['GET /prod-api/htservice/user/getInfo'] = { status: 200, body: { code: 200, msg: 'ok', user, roles: ['accountant'], permissions: [] } };
  const error = await session.loginAdmin({ username: 'accountant1', password: 'pw', org }).then(
    () => null,
    (e: Error) => e,
  );
  assert.is(error?.message, t('login.adminOnly'));
  assert.ok(error?.message && error.message !== 'login.adminOnly', 'a text, not a key');
  assert.is(cookies.get('HTService-Token'), undefined);
  assert.is(session.user.value, null);
  assert.ok(
    seen.some((s) => s.method === 'DELETE' && s.url.pathname === '/prod-api/auth/token/logout'),
    'the server session is ended',
  );
  const statuses = seen.filter((s) => s.url.pathname === '/prod-api/htservice/logininfor').map((l) => (l.body as { status: string }).status);
  assert.equal(statuses, ['Success', 'Logout']);
  assert.is(session.failCount(), 0, 'a right password is not a failed attempt');

  seen = [];
  answers['GET /prod-api/htservice/user/getInfo'] = { status: 200, body: { code: 200, msg: 'ok', user, roles: ['admin'], permissions: ['*:*:*'] } };
  await session.loginAdmin({ username: 'admin', password: 'pw', org });
  assert.is(cookies.get('HTService-Token'), 'tok-123');
  assert.not.ok(seen.some((s) => s.method === 'DELETE'));
});

test.run();
