/**
 * PostgreSQL going away and coming back (issue: database connection loss does not crash the server).
 * On a cluster of its own (so the rest of the tier is untouched), under a bounded load of sign-ins and
 * reads: while the server is down every answer is a 503 with a message and Retry-After, never a 500 and
 * never a crash; once it is back the same calls succeed again without restarting anything, and a write
 * refused during the outage left nothing behind. Runs in the server-pg tier (needs the server binaries).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startPostgres, type PostgresCluster } from '../support/postgres-cluster.mjs';
import { ON_POSTGRES, setup, type Harness } from './support.js';

const test = suite<{ cluster: PostgresCluster; h: Harness; token: string }>('database outage');

if (ON_POSTGRES) {
  test.before(async (ctx) => {
    ctx.cluster = await startPostgres();
    ctx.h = await setup({ databaseUrl: ctx.cluster.url, env: { HT_CAPTCHA: 'off' } });
    ctx.token = await ctx.h.login('admin');
  });
  test.after(async (ctx) => {
    await ctx.h?.close().catch(() => undefined);
    ctx.cluster?.stop();
  });

  const READ = '/prod-api/htservice/config/list';

  test('calls during an outage answer 503 with a message, then service resumes by itself', async ({ cluster, h, token }) => {
    assert.is((await h.call('GET', READ, { token })).status, 200);
    const orgId = String(await h.orgId('HT001')); // the harness reads it from the database: before the outage
    await cluster.pause();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? h.call('GET', READ, { token }) : h.call('POST', '/prod-api/htservice/config', { token, body: { configName: `停机${i}`, configKey: `outage.${i}`, configValue: '1' } }),
        ),
      );
      for (const answer of answers) {
        assert.is(answer.status, 503, answer.text);
        assert.is(answer.body.code, 503);
        assert.match(answer.body.msg, '数据库暂时无法连接');
        assert.is(answer.headers.get('retry-after'), '5');
      }
      const signIn = await h.signIn('frontdesk1', { query: { orgId } });
      assert.is(signIn.status, 503, signIn.text);
    } finally {
      await cluster.resume();
    }
    // The pool reconnects on its own: the first calls after the restart succeed.
    const again = await h.call('GET', READ, { token });
    assert.is(again.status, 200, again.text);
    assert.is((await h.signIn('frontdesk1')).status, 200);
    const leftovers = await h.db.selectFrom('config').select('config_key').where('config_key', 'like', 'outage.%').execute();
    assert.equal(leftovers, []);
  });

  test('a restart in the middle of a bounded load: only 200s and 503s, and 200s again afterwards', async ({ cluster, h, token }) => {
    const statuses = new Map<number, number>();
    let stop = false;
    const worker = async () => {
      for (let i = 0; i < 400 && !stop; i++) {
        const { status } = await h.call('GET', READ, { token });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, worker));
    await cluster.pause();
    await cluster.resume();
    stop = true;
    await load;
    const seen = JSON.stringify([...statuses]);
    assert.equal(
      [...statuses.keys()].filter((s) => s !== 200 && s !== 503),
      [],
      seen,
    );
    assert.ok((statuses.get(503) ?? 0) > 0, `the load overlapped the outage: ${seen}`);
    assert.is((await h.call('GET', READ, { token })).status, 200);
  });
}

test.run();
