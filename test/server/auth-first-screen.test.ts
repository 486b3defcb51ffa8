/**
 * The token answer's `first_screen`: what the shell's first signed-in screen needs, so signing in is one
 * round trip. Each part must be what its own endpoint answers for the same session (those keep
 * answering), for any user, area and login date; no first screen while a new password is due.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { setup, type Answer, type Harness } from './support.js';

const API = '/prod-api/htservice';
const test = suite<{ h: Harness }>('sign-in first screen');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

/** The answers of the calls the first screen stands in for, made with the token it came with. */
async function ownCalls(h: Harness, token: string, orgId: number, loginDate: string, headers: Record<string, string> = {}) {
  const get = (path: string, query?: Record<string, string>): Promise<Answer> => h.call('GET', `${API}${path}`, { token, query, headers });
  const period = await get('/org/selectLoginDatePeriod', { orgId: String(orgId), loginDate });
  return {
    info: (await get('/user/getInfo')).body,
    routers: (await get('/menu/getRouters')).body.data,
    approvalMenu: (await get('/menu/getApprovalMenuList')).body.data,
    loginPeriod: period.status === 404 ? null : period.body.data,
    preferences: (await get('/user/preferences')).body.data,
    lockMinutes: (await get('/config/configKey/sys.kiosk.lockMinutes')).body.msg,
  };
}

for (const [user, headers] of [
  ['admin', {}],
  ['frontdesk1', {}],
  ['accountant2', { 'accept-language': 'en-US,en;q=0.9' }],
] as const) {
  test(`${user}: the first screen is what getInfo, getRouters, the approval menu, the period, the preferences and the lock time answer`, async ({ h }) => {
    const res = await h.signIn(user, { headers });
    assert.is(res.status, 200, res.text);
    const screen = res.body.first_screen;
    assert.ok(screen.routers.length > 0, 'a user with grants has modules');
    assert.equal(screen, await ownCalls(h, res.body.access_token, res.body.org_id, formatDate(h.clock.now), headers));
  });
}

test('a login date is answered with its own period; a date without one with null (its call answers 404)', async ({ h }) => {
  const today = formatDate(h.clock.now);
  const withPeriod = await h.signIn('admin', { query: { loginDate: today } });
  const own = await h.call('GET', `${API}/org/selectLoginDatePeriod`, { token: withPeriod.body.access_token, query: { orgId: String(withPeriod.body.org_id), loginDate: today } });
  assert.is(own.status, 200, 'the seed opens the current year');
  assert.equal(withPeriod.body.first_screen.loginPeriod, own.body.data);
  const without = await h.signIn('admin', { query: { loginDate: '1999-06-15' } });
  assert.is(without.body.first_screen.loginPeriod, null);
});

test('preferences saved on one terminal come with the next sign-in', async ({ h }) => {
  const token = await h.login('frontdesk2');
  const saved = await h.call('PUT', `${API}/user/preferences`, { token, body: { settings: { tagsView: false }, shortcuts: ['/system/config'] } });
  assert.is(saved.status, 200, saved.text);
  const next = await h.signIn('frontdesk2', { ip: '10.0.3.1' });
  assert.equal(next.body.first_screen.preferences, saved.body.data);
});

test("an initialisation-platform sign-in carries that area's routes only", async ({ h }) => {
  const res = await h.signIn('admin', { query: { websource: 'initplat', orgId: undefined } });
  assert.is(res.status, 200, res.text);
  const routers = res.body.first_screen.routers as Array<{ moduleId: number }>;
  assert.equal([...new Set(routers.map((r) => r.moduleId))], [3002]);
  const own = await h.call('GET', `${API}/menu/getRouters`, { token: res.body.access_token });
  assert.equal(routers, own.body.data);
});

test('no first screen while a new password is due (the server refuses those calls until then)', async ({ h }) => {
  const admin = await h.login('admin');
  const made = await h.call('POST', `${API}/user`, { token: admin, body: { userName: 'firstscreen', nickName: '新员工', password: 'Chosen-Pa55word', roleIds: [] } });
  assert.is(made.status, 200, made.text);
  const res = await h.signIn('firstscreen', { password: 'Chosen-Pa55word', orgCode: 'HT001' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.password_change_required, true);
  assert.is(res.body.first_screen, undefined);
});

test('a refused sign-in carries nothing of the account', async ({ h }) => {
  const res = await h.signIn('admin', { password: 'not-the-password', ip: '10.0.4.1' });
  assert.is(res.status, 401);
  assert.is(res.body.first_screen, undefined);
  assert.is(res.body.access_token, undefined);
});

test.run();
