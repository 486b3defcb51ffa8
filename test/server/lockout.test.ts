/**
 * Brute-force limits: 10 consecutive failures lock an account for 15 minutes (the 11th attempt and
 * later answer 423, even with the right password); 50 failures from one address in 15 minutes
 * answer 429 whatever the account.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MINUTE, PASSWORD, setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('lockout');
test.before(async (ctx) => {
  // Captcha off (HT_CAPTCHA=off): these tests are about counting, each attempt one request.
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

test('10 failures lock the account for 15 minutes, even against the right password', async ({ h }) => {
  for (let i = 1; i <= 10; i++) {
    const res = await h.signIn('accountant1', { password: `wrong-${i}`, ip: '10.2.0.1' });
    assert.is(res.status, 401, `attempt ${i}`);
  }
  const locked = await h.signIn('accountant1', { ip: '10.2.0.2' });
  assert.is(locked.status, 423);
  assert.is(locked.body.code, 423);
  assert.match(locked.body.msg, '锁定');
  assert.match(locked.body.msg, '15');
  assert.not.ok(locked.body.access_token);
  // Other accounts are unaffected.
  assert.is((await h.signIn('frontdesk1', { ip: '10.2.0.2' })).status, 200);

  h.clock.now += 14 * MINUTE;
  const still = await h.signIn('accountant1', { ip: '10.2.0.3' });
  assert.is(still.status, 423);
  assert.match(still.body.msg, /1 分钟/);

  h.clock.now += MINUTE + 1000;
  const open = await h.signIn('accountant1', { ip: '10.2.0.3' });
  assert.is(open.status, 200, open.text);
});

test('a name without an account answers exactly like a real one: 401 ten times, then 423 for 15 minutes', async ({ h }) => {
  const attempts = async (user: string, ipBase: string) => {
    const answers: Array<{ status: number; msg: string }> = [];
    for (let i = 1; i <= 11; i++) {
      const res = await h.signIn(user, { password: `wrong-${i}`, ip: `${ipBase}.${i}`, query: { orgId: String(await h.orgId('HT002')) } });
      answers.push({ status: res.status, msg: res.body.msg });
    }
    return answers;
  };
  const real = await attempts('accountant2', '10.2.9');
  const unknown = await attempts('no-such-user', '10.2.8');
  assert.equal(unknown, real, 'same statuses and messages, attempt for attempt');
  assert.is(unknown[10].status, 423);
  h.clock.now += 16 * MINUTE;
  assert.is((await h.signIn('no-such-user', { password: 'x', ip: '10.2.8.20', query: { orgId: String(await h.orgId('HT002')) } })).status, 401, "the lock runs out like an account's");
  await h.db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('user_name', '=', 'accountant2').execute();
});

test('a success resets the count; failures must be consecutive', async ({ h }) => {
  for (let i = 0; i < 9; i++) assert.is((await h.signIn('frontdesk2', { password: 'x', ip: '10.2.1.1' })).status, 401);
  assert.is((await h.signIn('frontdesk2', { ip: '10.2.1.1' })).status, 200);
  for (let i = 0; i < 9; i++) assert.is((await h.signIn('frontdesk2', { password: 'x', ip: '10.2.1.1' })).status, 401);
  assert.is((await h.signIn('frontdesk2', { ip: '10.2.1.1' })).status, 200);
});

test('after a lock runs out, the count starts afresh', async ({ h }) => {
  for (let i = 0; i < 10; i++) await h.signIn('accountant2', { password: 'x', ip: '10.2.2.1' });
  assert.is((await h.signIn('accountant2', { ip: '10.2.2.1' })).status, 423);
  h.clock.now += 16 * MINUTE;
  assert.is((await h.signIn('accountant2', { password: 'x', ip: '10.2.2.1' })).status, 401, 'one failure does not re-lock');
  assert.is((await h.signIn('accountant2', { ip: '10.2.2.1' })).status, 200);
});

test('50 failures from one address across many user names → 429, other addresses unaffected', async ({ h }) => {
  for (let i = 0; i < 50; i++) {
    const res = await h.signIn(`spray${i}`, { password: PASSWORD, ip: '10.9.9.9' });
    assert.is(res.status, 401, `attempt ${i}`);
  }
  const limited = await h.signIn('admin', { ip: '10.9.9.9' });
  assert.is(limited.status, 429);
  assert.is(limited.body.code, 429);
  assert.match(limited.body.msg, '15 分钟');
  assert.is((await h.signIn('admin', { ip: '10.9.9.10' })).status, 200);
  // The window slides: 15 minutes later the address may try again.
  h.clock.now += 15 * MINUTE + 1000;
  assert.is((await h.signIn('admin', { ip: '10.9.9.9' })).status, 200);
});

test.run();
