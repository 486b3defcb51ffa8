/**
 * Signing in to the first signed-in screen in one round trip: the token answer's first screen fills the
 * user, routes, period, preferences and lock time without another call, once; a reload (no first
 * screen) asks each of its own calls. Against a scripted fetch that counts the requests.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadedArea, loadSignedInState } from '../../src/app/signed-in-state';
import { configureApi } from '../../src/lib/api';
import { lockMinutes } from '../../src/state/lock.model';
import { resetPreferences, serverSettings, shortcuts } from '../../src/state/preferences.model';
import { modules, resetRoutes, routes } from '../../src/state/routes.model';
import * as session from '../../src/state/session.model';
import { layout } from '../../src/state/settings.model';
import type { FirstScreen } from '../../server/contracts/auth';

/** Whatever fetch the files before this one left, given back afterwards. */
let earlierFetch: typeof fetch;
let seen: string[] = [];
let answers: Record<string, unknown> = {};

const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const key = `${request.method} ${new URL(request.url).pathname}`;
  seen.push(key);
  const body = answers[key] ?? { code: 404, msg: 'no such call' };
  return new Response(JSON.stringify(body), { status: key in answers ? 200 : 404, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

/**
 * The calls of signing in and of the first screen; models other files loaded (the task list) may start
 * their own requests on a new token, which this file does not judge.
 */
const FIRST_SCREEN_CALLS = ['/auth/oauth/token', '/user/getInfo', '/menu/getRouters', '/menu/getApprovalMenuList', '/org/selectLoginDatePeriod', '/user/preferences', '/configKey/'];
const signInCalls = () => seen.filter((key) => FIRST_SCREEN_CALLS.some((path) => key.includes(path)));

const org = { orgId: 2, orgCode: 'HT002', orgName: '合软度假酒店' };
const info = {
  code: 200,
  msg: 'ok',
  user: {
    userId: 7,
    userName: 'frontdesk2',
    nickName: '李前台',
    orgId: 2,
    orgCode: 'HT002',
    orgName: '合软度假酒店',
    phonenumber: '',
    email: '',
    sex: '1' as const,
    avatar: '',
    status: '0' as const,
    passwordChangeRequired: false,
  },
  roles: ['frontdesk'],
  permissions: ['crm:customer:list'],
  watermark: false,
};
const meta = { title: '客户关系', icon: '', noCache: false, affix: false, link: null, initplatType: null, menuid: 1 };
const routers = [
  {
    name: 'Crm',
    path: '/crm',
    hidden: false,
    component: 'Layout',
    moduleId: 3001,
    meta,
    children: [{ name: 'CrmIndex', path: 'index', hidden: false, component: 'crm/index', moduleId: 3001, meta: { ...meta, title: '首页' } }],
  },
];
const period = { periodId: 11, orgId: 2, year: 2026, period: 11, startDate: '2026-11-01', endDate: '2026-11-30', status: '0' };
const preferences = { settings: { tagsView: false }, shortcuts: ['/crm/index'], version: 3 };
const firstScreen = { info, routers, approvalMenu: [], loginPeriod: period, preferences, lockMinutes: '20' } as unknown as FirstScreen;
const tokenAnswer = { access_token: 'tok-789', token_type: 'bearer', expires_in: 1800, scope: 'server', nick_name: '李前台', user_id: 7, org_id: 2, password_change_required: false };

test.before(() => {
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/login' },
    token: () => session.token.value,
    language: () => 'zh-CN',
  });
  earlierFetch = globalThis.fetch;
  globalThis.fetch = scripted;
});
test.after(() => {
  session.clearSession('main');
  globalThis.fetch = earlierFetch;
});

test.before.each(() => {
  seen = [];
  answers = {
    'POST /prod-api/auth/oauth/token': { ...tokenAnswer, first_screen: firstScreen },
    'POST /prod-api/htservice/logininfor': { code: 200, msg: 'ok' },
    'GET /prod-api/htservice/user/getInfo': info,
    'GET /prod-api/htservice/menu/getRouters': { code: 200, msg: 'ok', data: routers },
    'GET /prod-api/htservice/menu/getApprovalMenuList': { code: 200, msg: 'ok', data: [] },
    'GET /prod-api/htservice/org/selectLoginDatePeriod': { code: 200, msg: 'ok', data: period },
    'GET /prod-api/htservice/user/preferences': { code: 200, msg: 'ok', data: preferences },
    'GET /prod-api/htservice/config/configKey/sys.kiosk.lockMinutes': { code: 200, msg: '20' },
  };
  session.clearSession('main');
  session.syncArea('/login');
  resetRoutes();
  resetPreferences();
  lockMinutes.value = 15;
  loadedArea.value = null;
});

test('after signing in, the first screen is in without another call: user, routes, period, preferences, lock time', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org, loginDate: '2026-11-20' });
  assert.equal(signInCalls(), ['POST /prod-api/auth/oauth/token']);
  await loadSignedInState();
  assert.equal(signInCalls(), ['POST /prod-api/auth/oauth/token'], 'no second wave');
  assert.equal(session.user.value, { name: 'frontdesk2', nickName: '李前台', avatar: '' });
  assert.equal(session.roles.value, ['frontdesk']);
  assert.equal(session.permissions.value, ['crm:customer:list']);
  assert.equal(
    modules.value.map((m) => m.path),
    ['/crm'],
  );
  assert.equal(session.loginPeriod.value, period);
  assert.equal(shortcuts.value, ['/crm/index']);
  assert.is(serverSettings.value.tagsView, false);
  assert.is(layout.value.tagsView, false, 'the saved layout applies to the first screen');
  assert.is(lockMinutes.value, 20);
  assert.is(loadedArea.value, 'main');
});

test('the first screen is used once: the next load (a reload, another guard) asks the server', async () => {
  await session.login({ username: 'frontdesk2', password: 'pw', org });
  await loadSignedInState();
  seen = [];
  routes.value = null;
  await loadSignedInState();
  assert.ok(seen.includes('GET /prod-api/htservice/menu/getRouters'), seen.join(', '));
  assert.ok(seen.includes('GET /prod-api/htservice/user/getInfo'));
});

test('without a first screen (a server that sends none) the shell asks each of its own calls', async () => {
  answers['POST /prod-api/auth/oauth/token'] = tokenAnswer;
  await session.login({ username: 'frontdesk2', password: 'pw', org, loginDate: '2026-11-20' });
  await loadSignedInState();
  const calls = signInCalls()
    .filter((key) => key.startsWith('GET '))
    .sort();
  assert.equal(calls, [
    'GET /prod-api/htservice/config/configKey/sys.kiosk.lockMinutes',
    'GET /prod-api/htservice/menu/getApprovalMenuList',
    'GET /prod-api/htservice/menu/getRouters',
    'GET /prod-api/htservice/org/selectLoginDatePeriod',
    'GET /prod-api/htservice/user/getInfo',
    'GET /prod-api/htservice/user/preferences',
  ]);
  assert.equal(
    modules.value.map((m) => m.path),
    ['/crm'],
  );
  assert.is(loadedArea.value, 'main');
});

test('the admin sign-in checks the role from the first screen without asking getInfo', async () => {
  answers['POST /prod-api/auth/oauth/token'] = { ...tokenAnswer, first_screen: { ...firstScreen, info: { ...info, roles: ['admin'] } } };
  await session.loginAdmin({ username: 'admin', password: 'pw', org });
  assert.equal(signInCalls(), ['POST /prod-api/auth/oauth/token']);
  assert.equal(session.roles.value, ['admin']);
});

test.run();
