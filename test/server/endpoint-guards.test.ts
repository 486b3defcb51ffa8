/**
 * The guards of every endpoint, read from the app itself (`app.routes`), so an endpoint added later is
 * checked without being listed here (issue: security figures):
 * - without a token, with a logged-out token and with an idle-expired token: 401, for every endpoint
 *   but the few a signed-out page needs (PUBLIC);
 * - a signed-in user holding no role and no permission: 403 for every endpoint but those any signed-in
 *   user may call for themselves (ANY_USER: their own info, routes, settings, password, notices…).
 * A new endpoint therefore either declares its permission or is added to ANY_USER here, on purpose.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { probe } from './route-table.js';
import { setup, type Harness } from './support.js';

type Route = { method: string; path: string };
const key = (r: Route) => `${r.method} ${r.path}`;

/** What the login, registration and captcha pages call before anyone is signed in. */
const PUBLIC = new Set([
  'GET /prod-api/code',
  'POST /prod-api/auth/oauth/token',
  'POST /prod-api/register',
  'DELETE /prod-api/auth/token/logout',
  'POST /prod-api/htservice/logininfor',
  'GET /prod-api/htservice/org/getLoginOrgData',
  'GET /prod-api/openapi.json',
  // The shell's build id: a terminal compares it with its page's to notice a deployment, and probes it when offline.
  'GET /prod-api/build',
  // Avatars are pictures an <img> loads (no Authorization header); their names are content hashes.
  'GET /prod-api/profile/avatar/:name{[0-9a-f]{32}\\.(png|jpg|webp)}',
]);

/** Calls about the caller's own session, account and screen, which need a session but no permission. */
const ANY_USER = new Set([
  'POST /prod-api/auth/token/tokenInit',
  'GET /prod-api/htservice/user/getInfo',
  'GET /prod-api/htservice/menu/getRouters',
  'GET /prod-api/htservice/menu/getApprovalMenuList',
  'GET /prod-api/htservice/org/selectLoginDatePeriod',
  'GET /prod-api/htservice/config/configKey/:key',
  'GET /prod-api/htservice/dict/data/dictType/:dictType',
  'POST /prod-api/htservice/module/heartbeat',
  'POST /prod-api/htservice/module/removeAuthorizations',
  'GET /prod-api/htservice/module/getModuleByOrg',
  'GET /prod-api/htservice/module/getServerLicense',
  'GET /prod-api/htservice/module/checkLicenseExpiry',
  'PUT /prod-api/htservice/module/matchPassword',
  'PUT /prod-api/htservice/module/updatePassword',
  'GET /prod-api/htservice/user/preferences',
  'PUT /prod-api/htservice/user/preferences',
  'POST /prod-api/htservice/custom',
  'GET /prod-api/htservice/custom/list',
  'DELETE /prod-api/htservice/custom/:customId{[0-9]+}',
  'GET /prod-api/htservice/queryPlan/list',
  'POST /prod-api/htservice/queryPlan',
  'PUT /prod-api/htservice/queryPlan',
  'DELETE /prod-api/htservice/queryPlan/:planId{[0-9]+}',
  'PUT /prod-api/htservice/module/getsysTaskNotice',
  'PUT /prod-api/htservice/module/getsysTaskNoticeCrm',
  'PUT /prod-api/htservice/module/getsysTaskNoticeCrmDone',
  'PUT /prod-api/htservice/module/uipdateviewFlag',
  // Everyone reads the notices addressed to their organisation and marks their own reads (routes/notice-reader.ts).
  'GET /prod-api/htservice/notice/my/list',
  'GET /prod-api/htservice/notice/my/unreadCount',
  'GET /prod-api/htservice/notice/my/:noticeId{[0-9]+}',
  'PUT /prod-api/htservice/notice/my/:noticeId{[0-9]+}/read',
  'PUT /prod-api/htservice/notice/my/readAll',
  'GET /prod-api/htservice/user/profile',
  'PUT /prod-api/htservice/user/profile',
  'POST /prod-api/htservice/user/profile/avatar',
  // A page asks for its own route id (column settings are keyed by it) and for its hotel's parameters.
  'POST /prod-api/htservice/SysRoute/getRouteIdByAddr',
  'GET /prod-api/htservice/baseOrgPara/getParaValueByKey',
  // Every signed-in user may talk to the support desk, in their own conversation only (server/chat/access.ts).
  'GET /prod-api/chat/conversation',
  'GET /prod-api/chat/messages',
  'PUT /prod-api/chat/read',
]);

const test = suite<{ h: Harness; routes: Route[] }>('endpoint guards');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const seen = new Set<string>();
  ctx.routes = ctx.h.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/prod-api/'))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(key(r)) && Boolean(seen.add(key(r))));
});
test.after(async (ctx) => ctx.h.close());

const call = (h: Harness, r: Route, token?: string) => probe(h, r, token);

async function statusesFor(h: Harness, routes: Route[], token: string | undefined): Promise<Array<[string, number]>> {
  const out: Array<[string, number]> = [];
  for (const r of routes) out.push([key(r), (await call(h, r, token)).status]);
  return out;
}

test('the lists above name only endpoints that exist (no stale exemptions)', ({ routes }) => {
  const existing = new Set(routes.map(key));
  assert.equal(
    [...PUBLIC, ...ANY_USER].filter((k) => !existing.has(k)),
    [],
  );
});

test('without a token, a logged-out token or an expired token: 401 everywhere but the public calls', async ({ h, routes }) => {
  const guarded = routes.filter((r) => !PUBLIC.has(key(r)));
  assert.ok(guarded.length >= 40);
  const loggedOut = await h.login('frontdesk1');
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token: loggedOut })).status, 200);
  const expiring = await h.login('admin');
  for (const [label, token] of [
    ['no token', undefined],
    ['logged out', loggedOut],
  ] as const) {
    const wrong = (await statusesFor(h, guarded, token)).filter(([, s]) => s !== 401);
    assert.equal(wrong, [], label);
  }
  const idle = await h.db.selectFrom('config').select('config_value').where('config_key', '=', 'sys.session.idleMinutes').executeTakeFirst();
  h.clock.now += (Number(idle?.config_value ?? 30) + 1) * 60_000;
  const wrong = (await statusesFor(h, guarded, expiring)).filter(([, s]) => s !== 401);
  assert.equal(wrong, [], 'idle-expired');
});

test('a user without any role or permission: 403 everywhere but their own calls', async ({ h, routes }) => {
  const template = await h.db.selectFrom('users').selectAll().where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow();
  const { user_id: _, ...rest } = template;
  await h.db
    .insertInto('users')
    .values({ ...rest, user_name: 'nogrants', nick_name: '无权限' })
    .execute();
  const token = await h.login('nogrants', 'HT001');
  const guarded = routes.filter((r) => !PUBLIC.has(key(r)) && !ANY_USER.has(key(r)));
  const wrong = (await statusesFor(h, guarded, token)).filter(([, s]) => s !== 403);
  assert.equal(wrong, []);
  // Their own calls do answer them (a sample: the lists above are not simply refused too).
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token })).status, 200);
});

test.run();
