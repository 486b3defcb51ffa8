/**
 * `PUT /htservice/module/updatePassword` (personal centre): own account only (403), new password
 * rules (422 naming psw), wrong current password 400 counting toward the account lockout, and on
 * success the new hash stored, every other session of the user ended, this one kept.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { verifyPassword } from '../../server/lib/password.js';
import { sha256Hex, shortSessionId } from '../../server/lib/tokens.js';
import { PASSWORD, setup, type Harness } from './support.js';

const PATH = '/prod-api/htservice/module/updatePassword';
const test = suite<{ h: Harness }>('update password');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

const userId = async (h: Harness, name: string) => (await h.db.selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow()).user_id;
const hashOf = async (h: Harness, name: string) => (await h.db.selectFrom('users').select('password_hash').where('user_name', '=', name).executeTakeFirstOrThrow()).password_hash;
const change = (h: Harness, token: string, body: unknown) => h.call('PUT', PATH, { token, body });

test('success: new password signs in, the other session ends, this one stays', async ({ h }) => {
  const current = await h.login('frontdesk1');
  const other = await h.login('frontdesk1');
  const stranger = await h.login('accountant1');
  const id = await userId(h, 'frontdesk1');
  const org = await h.orgId('HT001');
  const lease = (token: string) => ({ org_id: org, module_id: 1004, session_id: shortSessionId(sha256Hex(token)), user_id: id, expires_at: h.clock.now + 60_000 });
  await h.db
    .insertInto('seat_leases')
    .values([lease(current), { ...lease(other), module_id: 3001 }])
    .execute();
  const res = await change(h, current, { userId: id, password: PASSWORD, psw: 'NewPassw0rd' });
  assert.is(res.status, 200, res.text);
  assert.equal(res.body, { code: 200, msg: '修改密码成功' });
  assert.ok(await verifyPassword('NewPassw0rd', await hashOf(h, 'frontdesk1')));
  assert.match(await hashOf(h, 'frontdesk1'), /^scrypt\$/);
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token: current })).status, 200, 'this session stays');
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token: other })).status, 401, 'the other one ends');
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token: stranger })).status, 200, 'other users are untouched');
  const seats = await h.db.selectFrom('seat_leases').select('session_id').where('user_id', '=', id).execute();
  assert.equal(
    seats.map((s) => s.session_id),
    [shortSessionId(sha256Hex(current))],
    'the ended session gave its seat back',
  );
  assert.is((await h.signIn('frontdesk1')).status, 401, 'the old password no longer signs in');
  assert.is((await h.signIn('frontdesk1', { password: 'NewPassw0rd' })).status, 200);
  // userId as a numeric string, as RuoYi forms send it.
  assert.is((await change(h, current, { userId: String(id), password: 'NewPassw0rd', psw: `${PASSWORD}1` })).status, 200);
});

test('another user → 403; wrong current password → 400 counting toward the lockout', async ({ h }) => {
  const token = await h.login('accountant1');
  const id = await userId(h, 'accountant1');
  const other = await change(h, token, { userId: await userId(h, 'admin'), password: PASSWORD, psw: 'NewPassw0rd' });
  assert.equal([other.status, other.body.code], [403, 403]);
  const wrong = await change(h, token, { userId: id, password: 'not-my-password', psw: 'NewPassw0rd' });
  assert.is(wrong.status, 400, wrong.text);
  assert.equal(wrong.body, { code: 400, msg: '修改密码失败，旧密码错误', field: 'password' });
  const en = await h.call('PUT', PATH, { token, body: { userId: id, password: 'not-my-password', psw: 'NewPassw0rd' }, headers: { 'accept-language': 'en' } });
  assert.is(en.body.msg, 'Password not changed: the current password is wrong');
  const row = await h.db.selectFrom('users').select(['failed_count', 'locked_until']).where('user_id', '=', id).executeTakeFirstOrThrow();
  assert.equal([row.failed_count, row.locked_until], [2, null]);
  assert.ok(await verifyPassword(PASSWORD, await hashOf(h, 'accountant1')), 'unchanged');
  // Up to the tenth failure: the account locks (423) and this session ends, as at the lock screen.
  for (let i = 3; i < 10; i++) assert.is((await change(h, token, { userId: id, password: `wrong${i}`, psw: 'NewPassw0rd' })).status, 400);
  assert.is((await change(h, token, { userId: id, password: 'wrong10', psw: 'NewPassw0rd' })).status, 423);
  assert.is((await h.call('GET', '/prod-api/htservice/user/getInfo', { token })).status, 401);
  assert.is((await h.signIn('accountant1')).status, 423);
});

test('weak or unchanged new password → 422 naming psw, without touching the failure count', async ({ h }) => {
  const token = await h.login('frontdesk2');
  const id = await userId(h, 'frontdesk2');
  for (const psw of ['short1', 'onlyletters', '12345678901', 'a1'.repeat(33), PASSWORD]) {
    const res = await change(h, token, { userId: id, password: PASSWORD, psw });
    assert.is(res.status, 422, `${psw}: ${res.text}`);
    assert.is(res.body.field, 'psw');
  }
  for (const body of [
    { userId: id, password: PASSWORD },
    { password: PASSWORD, psw: 'NewPassw0rd' },
    { userId: 'x', password: PASSWORD, psw: 'NewPassw0rd' },
  ]) {
    assert.is((await change(h, token, body)).status, 422, JSON.stringify(body));
  }
  assert.is((await h.call('PUT', PATH, { token, body: '{nope' })).status, 400);
  assert.is((await h.call('PUT', PATH, { body: { userId: id, password: PASSWORD, psw: 'NewPassw0rd' } })).status, 401);
  const row = await h.db.selectFrom('users').select('failed_count').where('user_id', '=', id).executeTakeFirstOrThrow();
  assert.is(row.failed_count, 0);
  assert.ok(await verifyPassword(PASSWORD, await hashOf(h, 'frontdesk2')));
});

test.run();
