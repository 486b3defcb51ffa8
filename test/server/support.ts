/**
 * Server-tier test harness: a REAL SQLite file in a temporary folder, migrated and seeded with a
 * known password, and the app built in-process with a movable clock and a caller address taken
 * from a test-only header (injected through buildApp's deps, never a production code path).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { openPostgres, openSqlite, type Connection } from '../../server/db/connect.js';
import pg from 'pg';
import { reconcileCatalog } from '../../server/catalog/reconcile.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { createTaskHub, type TaskHubOptions } from '../../server/tasks/hub.js';
import { createOperationLog } from '../../server/operlog/recorder.js';
import { createDatabase, dropDatabase } from '../support/postgres-cluster.mjs';

export const PASSWORD = 'Test-Pa55word!';
const HOME_ORG: Record<string, string> = {
  admin: 'HT001',
  frontdesk1: 'HT001',
  accountant1: 'HT001',
  frontdesk2: 'HT002',
  accountant2: 'HT002',
};
export const BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;

export type CallOptions = {
  token?: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** A multipart body (an upload) instead of `body`. */
  form?: FormData;
  headers?: Record<string, string>;
  /** The caller's address as the server sees it (default 10.0.0.1). */
  ip?: string;
};
/** `bytes` is the raw body, for binary answers (exports). */
export type Answer = { status: number; body: any; text: string; bytes: Uint8Array; headers: Headers };

/**
 * A fresh PostgreSQL schema of its own in `url` (so runs never collide) when the tier is pointed at
 * a server with HT_TEST_DATABASE_URL; dropped again by close().
 */
async function freshPostgres(url: string): Promise<{ conn: Connection; schema: string; drop: () => Promise<void> }> {
  const schema = `ht_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const conn = openPostgres(scoped.toString());
  return {
    conn,
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * Set by test/run.mjs's `server-pg` tier: the whole server tier then runs on that PostgreSQL cluster
 * (each setup() in a schema of its own) instead of a SQLite file.
 */
/** A response as tests read it: status, JSON body (undefined when not JSON), text, bytes and headers. */
async function readAnswer(res: Response): Promise<Answer> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (static files)
  }
  return { status: res.status, body: parsed, text, bytes, headers: res.headers };
}

export const ON_POSTGRES = process.env.HT_TEST_ENGINE === 'postgres' ? process.env.HT_TEST_DATABASE_URL : undefined;

/**
 * A new, empty database on the test cluster for tests that start whole server processes (which
 * migrate and seed it themselves); `drop` removes it. Only in the server-pg tier.
 */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!ON_POSTGRES) throw new Error('freshPostgresDatabase needs the server-pg tier');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  return { url: await createDatabase(ON_POSTGRES, name), drop: () => dropDatabase(ON_POSTGRES!, name) };
}

/**
 * `tasks`: the app's task hub is built here with these options (a test seam such as afterBatch) and
 * returned, so a test can await `tasks.idle()`; it is stopped by close(). `demoBooks`: the first hotel's closed
 * months (server/db/seed-books.ts), left out unless asked, so every month of the year is open to a test.
 */
export async function setup(options: { env?: Record<string, string>; publicDir?: string; databaseUrl?: string; tasks?: TaskHubOptions; demoBooks?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-server-'));
  const databaseUrl = options.databaseUrl ?? ON_POSTGRES;
  const pgScope = databaseUrl ? await freshPostgres(databaseUrl) : null;
  const { db, engine } = pgScope ? pgScope.conn : openSqlite(path.join(dir, 'ht.db'));
  await migrate(db, engine, { schema: pgScope?.schema });
  const clock = { now: Date.now() };
  await seed(db, { passwords: PASSWORD, now: clock.now, engine, demoBooks: options.demoBooks ?? false });
  await reconcileCatalog(db, engine);
  const config = readConfig({ HT_DATA_DIR: dir, ...options.env });
  const tasks = createTaskHub({ db, engine, now: () => clock.now }, options.tasks);
  // The operation log writes after the answer; tests await operLog.idle() before reading it.
  const operLog = createOperationLog({ db, now: () => clock.now });
  const app = buildApp({
    db,
    engine,
    config,
    now: () => clock.now,
    clientIp: (c) => c.req.header('x-test-ip') ?? '10.0.0.1',
    publicDir: options.publicDir,
    tasks,
    operLog,
  });

  async function call(method: string, urlPath: string, opts: CallOptions = {}): Promise<Answer> {
    const url = new URL(urlPath, 'http://localhost');
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { 'x-test-ip': opts.ip ?? '10.0.0.1', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'] = opts.form;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    return readAnswer(await app.request(url.pathname + url.search, { method, headers, body }));
  }

  /**
   * Starts a task (`POST /htservice/task/{kind}` with a JSON body or an upload), waits until the runner is
   * done with it and answers its end state; a refused start answers its status and body instead.
   */
  async function runTask(kind: string, opts: Pick<CallOptions, 'token' | 'body' | 'form' | 'headers'>): Promise<{ status: number; body: any; task: any }> {
    const started = await call('POST', `/prod-api/htservice/task/${kind}`, opts);
    if (started.status !== 200) return { status: started.status, body: started.body, task: null };
    await tasks.idle();
    const task = (await call('GET', `/prod-api/htservice/task/${started.body.data.taskId}`, { token: opts.token, headers: opts.headers })).body.data;
    return { status: 200, body: started.body, task };
  }

  /** The answer of the current captcha, read straight from the database file. */
  async function captchaAnswer(uuid: string): Promise<string> {
    const row = await db.selectFrom('captchas').select('answer').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    return row.answer;
  }

  async function orgId(orgCode: string): Promise<number> {
    const row = await db.selectFrom('organisations').select('org_id').where('org_code', '=', orgCode).executeTakeFirstOrThrow();
    return row.org_id;
  }

  /** Solves a fresh captcha when the server asks for one; {} when it is off. */
  async function solveCaptcha(ip?: string): Promise<{ code?: string; uuid?: string }> {
    const res = await call('GET', '/prod-api/code', { ip });
    if (!res.body.captchaEnabled) return {};
    return { uuid: res.body.uuid, code: await captchaAnswer(res.body.uuid) };
  }

  /** POST /auth/oauth/token as the shell sends it; `query` overrides any field (undefined removes it). */
  async function signIn(user: string, opts: { password?: string; orgCode?: string; query?: Record<string, string | undefined>; headers?: Record<string, string>; ip?: string } = {}) {
    const captcha = await solveCaptcha(opts.ip);
    return call('POST', '/prod-api/auth/oauth/token', {
      ip: opts.ip,
      headers: { authorization: BASIC, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36', ...opts.headers },
      query: {
        username: user,
        password: opts.password ?? PASSWORD,
        ...captcha,
        client_id: 'web',
        client_secret: 'web',
        grant_type: 'password',
        scope: 'server',
        // looked up only when the caller does not give it (an outage test cannot read the database)
        orgId: opts.query && 'orgId' in opts.query ? undefined : String(await orgId(opts.orgCode ?? HOME_ORG[user] ?? 'HT001')),
        websource: 'pc',
        ...opts.query,
      },
    });
  }

  /** Signs in and returns the access token (fails loudly otherwise). */
  async function login(user: string, orgCode?: string): Promise<string> {
    const res = await signIn(user, { orgCode });
    if (res.status !== 200) throw new Error(`login ${user} failed: ${res.status} ${res.text}`);
    return res.body.access_token;
  }

  /**
   * Bulk demo data for list measurements (never seeded at start): the dictionary type `dictType`
   * (created when missing) with `n` more data rows, values `v<k>`, labels `标签<k>`, sorts descending
   * so the list order differs from insertion order. One multi-row insert per 500 rows, one transaction.
   */
  async function bulkDictData(dictType: string, n: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const type = await trx.selectFrom('dict_type').select('dict_id').where('dict_type', '=', dictType).executeTakeFirst();
      if (!type)
        await trx
          .insertInto('dict_type')
          .values({ dict_name: `批量字典 ${dictType}`, dict_type: dictType, status: '0', remark: '' })
          .execute();
      const start = Number(
        (
          await trx
            .selectFrom('dict_data')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('dict_type', '=', dictType)
            .executeTakeFirstOrThrow()
        ).n,
      );
      for (let from = 0; from < n; from += 500) {
        const rows = Array.from({ length: Math.min(500, n - from) }, (_, i) => {
          const k = start + from + i;
          return {
            dict_sort: n - from - i,
            dict_label: `标签${k}`,
            dict_value: `v${k}`,
            dict_type: dictType,
            css_class: '',
            list_class: k % 2 ? 'primary' : 'danger',
            is_default: 'N',
            status: k % 10 === 0 ? '1' : '0',
            remark: '',
          };
        });
        await trx.insertInto('dict_data').values(rows).execute();
      }
    });
  }

  async function close() {
    await tasks.stop();
    await operLog.idle();
    await db.destroy();
    await pgScope?.drop();
    rmSync(dir, { recursive: true, force: true });
  }

  return { app, db, engine, dir, clock, config, tasks, operLog, call, runTask, signIn, login, solveCaptcha, captchaAnswer, orgId, bulkDictData, close };
}

export type Harness = Awaited<ReturnType<typeof setup>>;
export const MINUTE = 60_000;
