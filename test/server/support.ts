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
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';

export const PASSWORD = 'Test-Pa55word!';
export const HOME_ORG: Record<string, string> = {
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
  headers?: Record<string, string>;
  /** The caller's address as the server sees it (default 10.0.0.1). */
  ip?: string;
};
export type Answer = { status: number; body: any; text: string; headers: Headers };

/**
 * A fresh PostgreSQL schema of its own in `url` (so runs never collide) when the tier is pointed at
 * a server with HT_TEST_DATABASE_URL; dropped again by close().
 */
async function freshPostgres(url: string): Promise<{ conn: Connection; drop: () => Promise<void> }> {
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
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export async function setup(options: { env?: Record<string, string>; publicDir?: string; databaseUrl?: string } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-server-'));
  const pgScope = options.databaseUrl ? await freshPostgres(options.databaseUrl) : null;
  const { db, engine } = pgScope ? pgScope.conn : openSqlite(path.join(dir, 'ht.db'));
  await migrate(db, engine);
  const clock = { now: Date.now() };
  await seed(db, { adminPassword: PASSWORD, now: clock.now });
  const config = readConfig({ HT_DATA_DIR: dir, ...options.env });
  const app = buildApp({
    db,
    engine,
    config,
    now: () => clock.now,
    clientIp: (c) => c.req.header('x-test-ip') ?? '10.0.0.1',
    publicDir: options.publicDir,
  });

  async function call(method: string, urlPath: string, opts: CallOptions = {}): Promise<Answer> {
    const url = new URL(urlPath, 'http://localhost');
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { 'x-test-ip': opts.ip ?? '10.0.0.1', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(url.pathname + url.search, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (static files)
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
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
        orgId: String(await orgId(opts.orgCode ?? HOME_ORG[user] ?? 'HT001')),
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

  async function close() {
    await db.destroy();
    await pgScope?.drop();
    rmSync(dir, { recursive: true, force: true });
  }

  return { app, db, engine, dir, clock, config, call, signIn, login, solveCaptcha, captchaAnswer, orgId, close };
}

export type Harness = Awaited<ReturnType<typeof setup>>;
export const MINUTE = 60_000;
