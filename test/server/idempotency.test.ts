/**
 * Idempotency-Key on writes: a create sent twice (or ten times at once) with the same key makes one
 * row and every sender gets the first answer; the same key on another request is refused; keys are the
 * user's own; exports (files) and requests without a session pass through untouched.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness; admin: string }>('idempotency keys');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

const CONFIG = '/prod-api/htservice/config';
const create = (h: Harness, token: string, key: string, configKey: string) =>
  h.call('POST', CONFIG, { token, headers: { 'Idempotency-Key': key }, body: { configName: '幂等测试', configKey, configValue: '1' } });
const rowsWith = async (h: Harness, configKey: string) => (await h.db.selectFrom('config').select('config_id').where('config_key', '=', configKey).execute()).length;

test('a retried create makes one row and answers the first reply again', async ({ h, admin }) => {
  const first = await create(h, admin, 'retry-1', 'idem.retry');
  assert.is(first.status, 200, first.text);
  const again = await create(h, admin, 'retry-1', 'idem.retry');
  assert.is(again.status, 200);
  assert.equal(again.body, first.body);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.is(await rowsWith(h, 'idem.retry'), 1);
  // Without the key the same body is a second, refused create (the key is unique): the key made the difference.
  assert.is((await h.call('POST', CONFIG, { token: admin, body: { configName: '幂等测试', configKey: 'idem.retry', configValue: '1' } })).status, 409);
});

test('ten sends at once with one key make one row; every answer is the first or "still running"', async ({ h, admin }) => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => create(h, admin, 'burst-1', 'idem.burst')));
  assert.is(await rowsWith(h, 'idem.burst'), 1);
  const created = answers.filter((a) => a.status === 200);
  assert.ok(created.length >= 1);
  assert.ok(created.every((a) => a.body.data.configId === created[0].body.data.configId));
  assert.ok(
    answers.every((a) => a.status === 200 || a.status === 409),
    JSON.stringify(answers.map((a) => a.status)),
  );
  assert.is((await create(h, admin, 'burst-1', 'idem.burst')).body.data.configId, created[0].body.data.configId);
});

test('the same key with another body is refused and changes nothing', async ({ h, admin }) => {
  assert.is((await create(h, admin, 'reuse-1', 'idem.reuse.a')).status, 200);
  const other = await create(h, admin, 'reuse-1', 'idem.reuse.b');
  assert.is(other.status, 422);
  assert.is(other.body.field, 'Idempotency-Key');
  assert.is(await rowsWith(h, 'idem.reuse.b'), 0);
});

test('a refusal is kept too: the retry of a bad create gets the same 422, not a different answer', async ({ h, admin }) => {
  const bad = await h.call('POST', CONFIG, { token: admin, headers: { 'Idempotency-Key': 'bad-1' }, body: { configName: '', configKey: 'idem.bad', configValue: '1' } });
  assert.is(bad.status, 422);
  const again = await h.call('POST', CONFIG, { token: admin, headers: { 'Idempotency-Key': 'bad-1' }, body: { configName: '', configKey: 'idem.bad', configValue: '1' } });
  assert.equal([again.status, again.body], [422, bad.body]);
});

test('keys are per user, malformed keys are refused, and no session means no key handling', async ({ h, admin }) => {
  const frontdesk = await h.login('frontdesk1');
  await create(h, admin, 'shared-1', 'idem.shared');
  // The same key from another user is theirs: it runs (and is refused by the permission check, not replayed).
  const theirs = await create(h, frontdesk, 'shared-1', 'idem.shared');
  assert.is(theirs.status, 403);
  assert.is((await create(h, admin, 'with space', 'idem.space')).status, 400);
  assert.is((await create(h, admin, 'x'.repeat(256), 'idem.long')).status, 400);
  assert.is((await h.call('POST', CONFIG, { headers: { 'Idempotency-Key': 'anon-1' }, body: {} })).status, 401);
});

test('a file answer (export) is not kept: each send gets a real workbook', async ({ h, admin }) => {
  for (let i = 0; i < 2; i++) {
    const res = await h.call('POST', '/prod-api/htservice/dict/data/export', {
      token: admin,
      headers: { 'Idempotency-Key': 'export-1', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'dictType=sys_user_sex',
    });
    assert.is(res.status, 200, res.text.slice(0, 200));
    assert.is(res.headers.get('idempotent-replayed'), null);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes.buffer as ArrayBuffer);
    assert.ok(book.worksheets[0].rowCount > 1);
  }
});

test.run();
