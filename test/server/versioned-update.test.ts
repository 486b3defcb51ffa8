/**
 * The one optimistic-concurrency write (server/db/versioned-update.ts), on the engine of the tier:
 * of two edits made from the same version one is saved and the other is told it conflicts (also
 * when the second is sent while the first still holds the row), a stale version or a missing row
 * change nothing, and the throwing form answers 409 and 404 the API's way. Routes keep their own
 * tests (409 on a stale `version` through the API).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HttpError } from '../../server/errors.js';
import { updateVersioned, updateVersionedOrThrow } from '../../server/db/versioned-update.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; configId: number };
const test = suite<Ctx>('versioned update');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const row = await ctx.h.db.selectFrom('config').select('config_id').orderBy('config_id').executeTakeFirstOrThrow();
  ctx.configId = row.config_id;
});
test.after(async (ctx) => ctx.h.close());

const stored = (ctx: Ctx) => ctx.h.db.selectFrom('config').select(['remark', 'version']).where('config_id', '=', ctx.configId).executeTakeFirstOrThrow();
const edit = (ctx: Ctx, version: number, remark: string) => updateVersioned(ctx.h.db, 'config', { key: { config_id: ctx.configId }, version, set: { remark }, returning: ['remark', 'version'] });

test('two edits from the same version: one is saved, the other conflicts', async (ctx) => {
  const { version } = await stored(ctx);
  const outcomes = await Promise.all([edit(ctx, version, 'first'), edit(ctx, version, 'second')]);
  assert.equal(outcomes.map((o) => o.status).sort(), ['conflict', 'updated']);
  const winner = outcomes.find((o) => o.status === 'updated');
  const after = await stored(ctx);
  assert.equal(after.version, version + 1);
  assert.equal(winner?.status === 'updated' && winner.row, { remark: after.remark, version: version + 1 });
});

test('an edit sent while another transaction holds the row conflicts once that one commits', async (ctx) => {
  const { version } = await stored(ctx);
  let second: ReturnType<typeof edit> | undefined;
  await ctx.h.db.transaction().execute(async (trx) => {
    const first = await updateVersioned(trx, 'config', { key: { config_id: ctx.configId }, version, set: { remark: 'held' }, returning: ['version'] });
    assert.equal(first.status, 'updated');
    second = edit(ctx, version, 'late'); // waits for the row (PostgreSQL) or the connection (SQLite); not awaited here
  });
  assert.equal((await second!).status, 'conflict');
  assert.equal(await stored(ctx), { remark: 'held', version: version + 1 });
});

test('a stale version and a missing row change nothing', async (ctx) => {
  const before = await stored(ctx);
  assert.equal((await edit(ctx, before.version - 1, 'stale')).status, 'conflict');
  const missing = await updateVersioned(ctx.h.db, 'config', { key: { config_id: -1 }, version: 1, set: { remark: 'x' }, returning: ['version'] });
  assert.equal(missing.status, 'missing');
  assert.equal(await stored(ctx), before);
});

test('the throwing form: 409 staleVersion on version, 404 notFound on the id field', async (ctx) => {
  const { version } = await stored(ctx);
  const attempt = async (configId: number, v: number) => {
    try {
      await updateVersionedOrThrow(ctx.h.db, 'config', { key: { config_id: configId }, version: v, set: { remark: 'y' }, returning: ['version'] }, 'configId');
      return null;
    } catch (error) {
      return error instanceof HttpError ? [error.status, error.msg, error.field] : error;
    }
  };
  assert.equal(await attempt(ctx.configId, version + 5), [409, 'staleVersion', 'version']);
  assert.equal(await attempt(-1, 1), [404, 'notFound', 'configId']);
  assert.equal(await attempt(ctx.configId, version), null);
  assert.equal((await stored(ctx)).version, version + 1);
});

test.run();
