/** Session lifetime as a caller sees it: idle timeout, 12 h absolute limit, bearer header only. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sha256Hex } from '../../server/lib/tokens.js';
import { MINUTE, setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('session');
test.before(async (ctx) => {
  ctx.h = await setup();
});
test.after(async (ctx) => ctx.h.close());

const info = (h: Harness, token: string) => h.call('GET', '/prod-api/htservice/user/getInfo', { token });

test('30 minutes without activity end the session', async ({ h }) => {
  const token = await h.login('frontdesk1');
  h.clock.now += 29 * MINUTE;
  assert.is((await info(h, token)).status, 200, 'activity at 29 min keeps it alive');
  h.clock.now += 29 * MINUTE;
  assert.is((await info(h, token)).status, 200, 'counted from the last activity, not from sign-in');
  h.clock.now += 30 * MINUTE + 1000;
  const expired = await info(h, token);
  assert.is(expired.status, 401);
  assert.is(expired.body.code, 401);
});

test('the idle timeout follows the config key sys.session.idleMinutes', async ({ h }) => {
  await h.db.updateTable('config').set({ config_value: '15' }).where('config_key', '=', 'sys.session.idleMinutes').execute();
  try {
    const res = await h.signIn('accountant1');
    assert.is(res.body.expires_in, 15 * 60);
    h.clock.now += 16 * MINUTE;
    assert.is((await info(h, res.body.access_token)).status, 401);
  } finally {
    await h.db.updateTable('config').set({ config_value: '30' }).where('config_key', '=', 'sys.session.idleMinutes').execute();
  }
});

test('12 hours is the absolute limit even with steady activity', async ({ h }) => {
  const token = await h.login('accountant1');
  for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
    h.clock.now += 20 * MINUTE;
    assert.is((await info(h, token)).status, 200, `alive after ${elapsed + 20} min`);
  }
  h.clock.now += 21 * MINUTE; // past 12 h since sign-in, 21 min since the last activity
  assert.is((await info(h, token)).status, 401);
});

test('the token is read only from Authorization: Bearer', async ({ h }) => {
  const token = await h.login('admin');
  const cookie = await h.call('GET', '/prod-api/htservice/user/getInfo', { headers: { cookie: `HTService-Token=${token}` } });
  assert.is(cookie.status, 401);
  const query = await h.call('GET', '/prod-api/htservice/user/getInfo', { query: { access_token: token, token } });
  assert.is(query.status, 401);
  const otherScheme = await h.call('GET', '/prod-api/htservice/user/getInfo', { headers: { authorization: `Token ${token}` } });
  assert.is(otherScheme.status, 401);
  assert.is((await info(h, token)).status, 200);
});

test('a made-up token and a disabled user are refused', async ({ h }) => {
  assert.is((await info(h, 'A'.repeat(43))).status, 401);
  const token = await h.login('frontdesk2');
  await h.db.updateTable('users').set({ status: '1' }).where('user_name', '=', 'frontdesk2').execute();
  try {
    assert.is((await info(h, token)).status, 401);
  } finally {
    await h.db.updateTable('users').set({ status: '0' }).where('user_name', '=', 'frontdesk2').execute();
  }
});

test('reads refresh last activity at most every 30 s (cheap reads)', async ({ h }) => {
  const token = await h.login('accountant2');
  const row = () => h.db.selectFrom('sessions').select('last_active_at').where('token_hash', '=', sha256Hex(token)).executeTakeFirstOrThrow();
  const before = await row();
  h.clock.now += 10_000;
  await info(h, token);
  const same = await row();
  assert.is(same.last_active_at, before.last_active_at);
  h.clock.now += 25_000;
  await info(h, token);
  const moved = await row();
  assert.is(moved.last_active_at, h.clock.now);
});

test.run();
