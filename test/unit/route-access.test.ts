/**
 * Pages the user may not open answer 403 inside their tab (app/route-access.ts): a fixed route whose data
 * needs a permission or role the user lacks is not opened; a path outside the user's routes is asked of
 * the route table — a page of the organisation becomes the "no access" tab, anything else goes to /404,
 * and no answer at all (offline) decides nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configureApi } from '../../src/lib/api';
import { registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { fixedRouteFor } from '../../src/app/fixed-routes';
import { resolvePage } from '../../src/app/layout/resolve-page';
import { checkRouteAccess, FORBIDDEN_ROUTE, mayOpen, routeAccess } from '../../src/app/route-access';
import { permissions, roles } from '../../src/state/session.model';

registerMessages('zh', zh);
// Configured when this file runs, not when it is imported: uvu imports every file first.
test.before(() =>
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/index' },
    token: () => 'token',
    language: () => 'zh-CN',
  }),
);

const asked: unknown[] = [];
let answer: (() => Response) | null = null;
const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  asked.push(await request.json());
  if (!answer) throw new TypeError('Failed to fetch');
  return answer();
}) as typeof fetch;

// Swapped in the suite's own hooks: the unit tier loads every file before running any, and others mock fetch too.
let othersFetch = globalThis.fetch;
test.before(() => {
  othersFetch = globalThis.fetch;
  globalThis.fetch = fakeFetch;
});
test.after(() => {
  globalThis.fetch = othersFetch;
});
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('the schedule log opens only for the platform administrator holding its permission', () => {
  const jobLog = fixedRouteFor('/job/log')!;
  roles.value = ['frontdesk'];
  permissions.value = ['service:approval:list'];
  assert.not.ok(mayOpen(jobLog));
  permissions.value = ['system:jobLog:list'];
  assert.not.ok(mayOpen(jobLog), 'the permission alone is not enough: its calls need the admin role too');
  roles.value = ['admin'];
  assert.ok(mayOpen(jobLog));
  roles.value = ['frontdesk'];
  permissions.value = ['*:*:*'];
  assert.not.ok(mayOpen(jobLog));
  assert.ok(mayOpen(fixedRouteFor('/user/profile')!), 'the personal centre needs nothing');
  assert.ok(mayOpen(fixedRouteFor('/dict/type/data/12')!), '*:*:* holds every permission');
});

test("a page of the organisation outside the user's routes is a 403 tab; an unknown path is missing", async () => {
  routeAccess.value = {};
  answer = json(200, { code: 200, msg: '操作成功', data: { routeId: 7, menuId: 107, routeAddr: '/system/manage/user' } });
  await checkRouteAccess('/system/manage/user');
  assert.equal(asked.at(-1), { routeAddr: '/system/manage/user' });
  assert.is(routeAccess.value['/system/manage/user'], 'forbidden');
  const page = resolvePage('/system/manage/user');
  assert.ok(page && page.kind === 'fixed' && page.route === FORBIDDEN_ROUTE, 'resolves to the no-access tab');
  assert.is(page!.noCache, true);

  answer = json(404, { code: 404, msg: '访问资源不存在' });
  await checkRouteAccess('/nowhere');
  assert.is(routeAccess.value['/nowhere'], 'missing');
  assert.is(resolvePage('/nowhere'), null);

  const before = asked.length;
  await checkRouteAccess('/system/manage/user');
  assert.is(asked.length, before, 'answered once per path');
});

test('no answer at all decides nothing, so the path is asked again once the network is back', async () => {
  routeAccess.value = {};
  answer = null;
  await checkRouteAccess('/system/manage/role');
  assert.is(routeAccess.value['/system/manage/role'], undefined);
  answer = json(200, { code: 200, msg: '操作成功', data: { routeId: 8, menuId: 108, routeAddr: '/system/manage/role' } });
  await checkRouteAccess('/system/manage/role');
  assert.is(routeAccess.value['/system/manage/role'], 'forbidden');
});

test.run();
