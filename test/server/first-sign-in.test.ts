/**
 * A password someone else chose (an administrator creating or resetting an account, a generated
 * initial password) must be replaced at the first sign-in: the token answer and getInfo say so, and
 * until then the server refuses every call but getInfo and the password change (table-driven over the
 * app's route table). Generated demo passwords are each account's own, printed once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chosenPasswords, startServerProcess } from '../support/server-process.js';
import { apiRoutes, probe } from './route-table.js';
import { BASIC, PASSWORD, setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const CHOSEN = 'Chosen-Pa55word';
const test = suite<{ h: Harness; admin: string }>('first sign-in');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

async function createUser(h: Harness, admin: string, userName: string): Promise<number> {
  const made = await h.call('POST', `${API}/user`, { token: admin, body: { userName, nickName: '新员工', password: CHOSEN, roleIds: [] } });
  assert.is(made.status, 200, made.text);
  return made.body.data.userId;
}

test('an account an administrator created must choose its own password before anything else', async ({ h, admin }) => {
  const userId = await createUser(h, admin, 'newhire');
  const signedIn = await h.signIn('newhire', { password: CHOSEN, orgCode: 'HT001' });
  assert.is(signedIn.status, 200, signedIn.text);
  assert.is(signedIn.body.password_change_required, true);
  const token = signedIn.body.access_token;

  const info = await h.call('GET', `${API}/user/getInfo`, { token });
  assert.is(info.status, 200);
  assert.is(info.body.user.passwordChangeRequired, true);

  const open: string[] = [];
  const routes = apiRoutes(h).filter((r) => r.facts.session && !/\/user\/getInfo$|\/module\/updatePassword$|\/auth\/token\/tokenInit$/.test(r.path));
  assert.ok(routes.length > 150, `${routes.length} routes`);
  for (const route of routes) {
    const res = await probe(h, route, token);
    if (res.status !== 403 || !res.body.msg.includes('修改密码')) open.push(`${route.method} ${route.path}: ${res.status}`);
  }
  assert.equal(open, [], 'every other call is refused, saying why');

  const same = await h.call('PUT', `${API}/module/updatePassword`, { token, body: { userId, password: CHOSEN, psw: CHOSEN } });
  assert.is(same.status, 422, 'the new password must differ');
  const changed = await h.call('PUT', `${API}/module/updatePassword`, { token, body: { userId, password: CHOSEN, psw: 'Own-Pa55word' } });
  assert.is(changed.status, 200, changed.text);
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token })).body.user.passwordChangeRequired, false);
  assert.is((await h.call('GET', `${API}/menu/getRouters`, { token })).status, 200, 'the same session now works');
  const again = await h.signIn('newhire', { password: 'Own-Pa55word', orgCode: 'HT001' });
  assert.is(again.body.password_change_required, false);
});

test("a password reset by an administrator must be replaced again; the user's own choice needs no change", async ({ h, admin }) => {
  const userId = await createUser(h, admin, 'resetme');
  const first = (await h.signIn('resetme', { password: CHOSEN, orgCode: 'HT001' })).body.access_token;
  assert.is((await h.call('PUT', `${API}/module/updatePassword`, { token: first, body: { userId, password: CHOSEN, psw: 'Own-Pa55word' } })).status, 200);
  assert.is((await h.call('PUT', `${API}/user/resetPwd`, { token: admin, body: { userId, password: 'Reset-Pa55word' } })).status, 200);
  const after = await h.signIn('resetme', { password: 'Reset-Pa55word', orgCode: 'HT001' });
  assert.is(after.body.password_change_required, true);
  assert.is((await h.call('GET', `${API}/menu/getRouters`, { token: after.body.access_token })).status, 403);
});

test('demo accounts with a password the harness chose sign in without a change', async ({ h }) => {
  const res = await h.signIn('frontdesk1', { password: PASSWORD });
  assert.is(res.body.password_change_required, false);
});

test('a first start gives every demo account its own generated password, printed once, to be changed at first sign-in', async () => {
  const server = await startServerProcess(
    { HT_DATA_DIR: `/tmp/ht-first-${process.pid}-${Date.now()}`, HT_CAPTCHA: 'off', HT_JOBS: 'off', ...chosenPasswords(''), HT_ADMIN_PASSWORD: CHOSEN },
    'source',
  );
  try {
    const out = server.output();
    assert.match(out, `Administrator: admin  initial password: ${CHOSEN}`);
    const printed = Object.fromEntries([...out.matchAll(/(frontdesk1|accountant1|frontdesk2|accountant2) (\S+)/g)].map((m) => [m[1], m[2]]));
    assert.equal(Object.keys(printed).sort(), ['accountant1', 'accountant2', 'frontdesk1', 'frontdesk2']);
    assert.is(new Set([...Object.values(printed), CHOSEN]).size, 5, 'each account its own password');
    const orgs = (await (await fetch(`${server.url}/prod-api/htservice/org/getLoginOrgData`)).json()) as { data: Array<{ orgCode: string; orgId: number }> };
    const ht001 = orgs.data.find((o) => o.orgCode === 'HT001')!.orgId;
    const signIn = async (username: string, password: string) => {
      const query = new URLSearchParams({ username, password, client_id: 'web', client_secret: 'web', grant_type: 'password', scope: 'server', orgId: String(ht001) });
      return (await (await fetch(`${server.url}/prod-api/auth/oauth/token?${query}`, { method: 'POST', headers: { authorization: BASIC } })).json()) as {
        access_token?: string;
        password_change_required?: boolean;
      };
    };
    assert.is((await signIn('frontdesk1', printed.frontdesk1)).password_change_required, true, 'a generated password must be changed');
    assert.is((await signIn('admin', CHOSEN)).password_change_required, false, "the operator's chosen one need not");
    assert.not.ok((await signIn('accountant1', CHOSEN)).access_token, "the administrator's password opens no other account");
  } finally {
    await server.stop();
  }
});

test.run();
