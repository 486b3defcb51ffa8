/**
 * Two server processes on one PostgreSQL database work as one (issue: scale-out). Both start at the same
 * moment on an empty database (migrations and the demo seed must not trip over each other), a token
 * issued by one is honoured by the other, a logout on one revokes it on both (on the other once it heard
 * of it over LISTEN/NOTIFY), and 50 module entries
 * spread over both processes for a module with 10 seats grant exactly 10. Runs in the server-pg tier;
 * the processes run the real entry point (server/index.ts) on loopback ports of their own.
 */
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chosenPasswords, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { orgIdOf, signInOver } from '../support/api-client.js';
import { freshPostgresDatabase, ON_POSTGRES } from './support.js';

type Proc = ServerProcess;
const PASSWORD = 'Multi-Pr0cess!';
const test = suite<{ db: { url: string; drop: () => Promise<void> }; procs: Proc[] }>('two server processes');

const startProcess = (databaseUrl: string) => startServerProcess({ DATABASE_URL: databaseUrl, ...chosenPasswords(PASSWORD), HT_CAPTCHA: 'off' }, 'source');

const signIn = (proc: Proc, user: string, orgId: number) => signInOver(proc.url, user, PASSWORD, orgId);

const get = (proc: Proc, path: string, token: string) => fetch(`${proc.url}/prod-api${path}`, { headers: { authorization: `Bearer ${token}` } });

/** getInfo's status on `proc` once it stops answering 200, asked for at most two seconds. */
async function firstRefusal(proc: Proc, token: string): Promise<number> {
  const until = Date.now() + 2000;
  for (;;) {
    const status = (await get(proc, '/htservice/user/getInfo', token)).status;
    if (status !== 200 || Date.now() > until) return status;
  }
}

if (ON_POSTGRES) {
  test.before(async (ctx) => {
    ctx.db = await freshPostgresDatabase('ht_mp');
    ctx.procs = await Promise.all([startProcess(ctx.db.url), startProcess(ctx.db.url)]);
  });
  test.after(async (ctx) => {
    await Promise.all((ctx.procs ?? []).map((p) => p.stop()));
    await ctx.db?.drop();
  });

  test('both start together on an empty database; the demo is seeded once', async ({ procs, db }) => {
    assert.is(procs.filter((p) => p.output().includes('initial password')).length, 1, procs.map((p) => p.output()).join('\n---\n'));
    const scoped = new pg.Client({ connectionString: db.url });
    await scoped.connect();
    try {
      const { rows } = await scoped.query('select org_code from organisations order by org_code');
      assert.equal(
        rows.map((r) => r.org_code),
        ['HT001', 'HT002'],
      );
    } finally {
      await scoped.end();
    }
  });

  test('a session opened on one process works on the other, and a logout on one ends it on both', async ({ procs: [a, b] }) => {
    const ht001 = await orgIdOf(a.url, 'HT001');
    const token = await signIn(a, 'frontdesk1', ht001);
    const info = await get(b, '/htservice/user/getInfo', token);
    assert.is(info.status, 200);
    assert.is(((await info.json()) as { user: { userName: string } }).user.userName, 'frontdesk1');
    const out = await fetch(`${b.url}/prod-api/auth/token/logout`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    assert.is(out.status, 200);
    assert.is((await get(b, '/htservice/user/getInfo', token)).status, 401, 'at once on the process that logged out');
    // The other process keeps the session in memory (lib/hot-cache.ts) until it hears of the write over
    // LISTEN/NOTIFY, a few milliseconds later; nothing there to await but its answer, so ask until it refuses.
    assert.is(await firstRefusal(a, token), 401, 'on the other process once it heard of the logout');
  });

  test('50 entries of a 10-seat module across both processes grant exactly 10', async ({ procs, db }) => {
    const ht001 = await orgIdOf(procs[0].url, 'HT001');
    const scoped = new pg.Client({ connectionString: db.url });
    await scoped.connect();
    try {
      await scoped.query('update module_licences set seats = 10 where org_id = $1 and module_id = 1004', [ht001]);
    } finally {
      await scoped.end();
    }
    // 50 sessions of the same user, signed in alternately on each process.
    const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(procs[i % 2], 'frontdesk1', ht001)));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        fetch(`${procs[i % 2].url}/prod-api/htservice/module/heartbeat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ module: 1004, orgId: ht001 }),
        }).then((r) => r.status),
      ),
    );
    assert.is(answers.filter((s) => s === 200).length, 10, JSON.stringify(answers));
    assert.is(answers.filter((s) => s === 409).length, 40, JSON.stringify(answers));
  });
}

test.run();
