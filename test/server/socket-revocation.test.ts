/**
 * A revoked session's sockets close at once (issue "Security round 2", item 4). For each way a session
 * ends early — logout, password change (the other sessions), disabling the user, forced logout, a change
 * of the user's roles or of a role's status — the open chat and task sockets of that session are closed
 * with 4401 within a second, a chat frame sent right after the revoking call is never stored, and the
 * user's other live sessions keep their sockets. A session ended without a push (written straight to the
 * database, as a lost push or an idle timeout leaves it) closes at the next push it would receive, which
 * it does not receive, and by the periodic sweep. On PostgreSQL, a socket on a second server process
 * closes when the session is revoked through the first.
 * The in-process server wires the production socket routes (server/ws/routes.ts) to the same push bus as
 * the app, with a sweep too slow to matter, so the pushes alone must close the sockets in time.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildApp, resolveDeps } from '../../server/app.js';
import type { AppDeps } from '../../server/context.js';
import { createLocalBus } from '../../server/push/bus.js';
import { createTaskHub } from '../../server/tasks/hub.js';
import { sha256Hex, shortSessionId } from '../../server/lib/tokens.js';
import { socketRoutes } from '../../server/ws/routes.js';
import { createSocketSessions } from '../../server/ws/socket-sessions.js';
import { attachSockets } from '../../server/ws/upgrade.js';
import { orgIdOf, signInOver } from '../support/api-client.js';
import { chosenPasswords, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { openSocketClient, type SocketClient } from '../support/socket-client.js';
import { freshPostgresDatabase, ON_POSTGRES, PASSWORD, setup, type Harness } from './support.js';

/**
 * How long a revoked session's socket may stay open: a push and one query (measured: under 15 ms, across
 * processes too), generous for a busy machine, and well below the production sweep (SWEEP_MS, 5 s).
 */
const CLOSE_WITHIN_MS = 1000;

type Client = SocketClient & { closed: Promise<number> };
type Listening = { port: number; close: () => Promise<void> };
type Ctx = { h: Harness; app: ReturnType<typeof buildApp>; server: Listening; ids: Record<string, number>; roles: Record<string, number> };

/** Serves `app` with the production socket routes on `sessions` (its sweep period chosen by the test). */
async function listen(app: ReturnType<typeof buildApp>, appDeps: AppDeps, sweepMs: number): Promise<Listening> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server)) as Server;
  });
  const deps = resolveDeps(appDeps);
  const sockets = attachSockets(server, socketRoutes(deps, appDeps.tasks!, createSocketSessions(deps, { sweepMs })));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function open(base: string, path: 'chat' | 'task', token: string): Promise<Client> {
  const client = await openSocketClient(`${base}/prod-api/ws/${path}`, token);
  return { ...client, closed: new Promise((resolve) => client.ws.on('close', (code) => resolve(code))) };
}

/** The close code, or a failure once `ms` passed with the socket still open. */
function closedWithin(client: Client, ms = CLOSE_WITHIN_MS): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open ${ms} ms after its session ended`)), ms);
    void client.closed.then((code) => (clearTimeout(timer), resolve(code)));
  });
}

const test = suite<Ctx>('sockets of a revoked session');
const wsBase = (ctx: Ctx) => `ws://127.0.0.1:${ctx.server.port}`;

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  const bus = createLocalBus();
  const tasks = createTaskHub({ db: h.db, engine: h.engine, now: () => h.clock.now, bus });
  const appDeps: AppDeps = { db: h.db, engine: h.engine, config: h.config, now: () => h.clock.now, clientIp: () => '10.0.0.1', tasks, bus, operLog: h.operLog };
  ctx.app = buildApp(appDeps);
  ctx.server = await listen(ctx.app, appDeps, 60_000);
  const users = await h.db.selectFrom('users').select(['user_id', 'user_name']).execute();
  ctx.ids = Object.fromEntries(users.map((u) => [u.user_name, u.user_id]));
  const roles = await h.db.selectFrom('roles').innerJoin('organisations', 'organisations.org_id', 'roles.org_id').select(['roles.role_id', 'roles.role_key', 'organisations.org_code']).execute();
  ctx.roles = Object.fromEntries(roles.map((r) => [`${r.org_code}:${r.role_key}`, r.role_id]));
  // The group's support desk (it sees every conversation): accountant2 is given the built-in support role.
  const support = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'support').executeTakeFirstOrThrow();
  await h.db.insertInto('role_users').values({ role_id: support.role_id, user_id: ctx.ids.accountant2 }).execute();
});

test.after(async (ctx) => {
  await ctx.server?.close();
  await ctx.h?.close();
});

/** A call to the app that shares the sockets' push bus (the harness's own app has a bus of its own). */
async function api(ctx: Ctx, method: string, path: string, token: string, body?: unknown) {
  const res = await ctx.app.request(`/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await res.json()) as { msg?: string };
  assert.is(res.status, 200, `${method} ${path}: ${res.status} ${reply.msg}`);
}

/** A chat and a task socket of the session of `token`. */
const socketsOf = async (ctx: Ctx, token: string) => Promise.all([open(wsBase(ctx), 'chat', token), open(wsBase(ctx), 'task', token)]);

/**
 * Both sockets close with 4401 within the bound, and a chat message sent at once (before the close
 * arrived) is never stored.
 */
async function assertRevoked(ctx: Ctx, [chat, task]: Client[], body: string) {
  chat.send({ type: 'send', clientId: `late-${Date.now()}`, body });
  assert.is(await closedWithin(chat), 4401);
  assert.is(await closedWithin(task), 4401);
  const stored = await ctx.h.db.selectFrom('chat_messages').select('message_id').where('body', '=', body).execute();
  assert.is(stored.length, 0, 'a frame of the ended session was stored');
}

/** A socket of a session that is still live goes on working: a message is acknowledged. */
async function assertWorks(client: Client, clientId: string) {
  client.send({ type: 'send', clientId, body: `still signed in ${clientId}` });
  assert.ok(await client.next((f) => f.type === 'ack' && f.clientId === clientId, 5000));
  assert.is(client.ws.readyState, client.ws.OPEN);
}

test('logout closes that session’s sockets, not those of the user’s other session', async (ctx) => {
  const token = await ctx.h.login('frontdesk1');
  const other = await ctx.h.login('frontdesk1');
  const sockets = await socketsOf(ctx, token);
  const kept = await open(wsBase(ctx), 'chat', other);
  await api(ctx, 'DELETE', '/auth/token/logout', token);
  await assertRevoked(ctx, sockets, 'sent after logout');
  await assertWorks(kept, 'kept-after-logout');
  kept.close();
});

test('a password change closes the sockets of the user’s other sessions; the changing one keeps its own', async (ctx) => {
  const changer = await ctx.h.login('accountant1');
  const victim = await ctx.h.login('accountant1');
  const sockets = await socketsOf(ctx, victim);
  const own = await open(wsBase(ctx), 'chat', changer);
  const NEW = 'Chang3d-Passw0rd';
  await api(ctx, 'PUT', '/htservice/module/updatePassword', changer, { userId: ctx.ids.accountant1, password: PASSWORD, psw: NEW });
  await assertRevoked(ctx, sockets, 'sent after the password change');
  await assertWorks(own, 'own-after-password-change');
  own.close();
  await api(ctx, 'PUT', '/htservice/module/updatePassword', changer, { userId: ctx.ids.accountant1, password: NEW, psw: PASSWORD });
});

test('disabling a user closes the sockets of every session of theirs', async (ctx) => {
  const admin = await ctx.h.login('admin', 'HT002');
  const sessions = await Promise.all([socketsOf(ctx, await ctx.h.login('frontdesk2')), socketsOf(ctx, await ctx.h.login('frontdesk2'))]);
  await api(ctx, 'PUT', '/htservice/user/changeStatus', admin, { userId: ctx.ids.frontdesk2, status: '1' });
  await assertRevoked(ctx, sessions[0], 'sent after being disabled (1)');
  await assertRevoked(ctx, sessions[1], 'sent after being disabled (2)');
  await api(ctx, 'PUT', '/htservice/user/changeStatus', admin, { userId: ctx.ids.frontdesk2, status: '0' });
});

test('a forced logout (online users) closes that session’s sockets', async (ctx) => {
  const admin = await ctx.h.login('admin');
  const token = await ctx.h.login('frontdesk1');
  const sockets = await socketsOf(ctx, token);
  await api(ctx, 'DELETE', `/htservice/online/${shortSessionId(sha256Hex(token))}`, admin);
  await assertRevoked(ctx, sockets, 'sent after a forced logout');
});

test('a change of a role’s status closes the sockets of the users holding it', async (ctx) => {
  const admin = await ctx.h.login('admin');
  const sockets = await socketsOf(ctx, await ctx.h.login('frontdesk1'));
  const roleId = ctx.roles['HT001:frontdesk'];
  await api(ctx, 'PUT', '/htservice/role/changeStatus', admin, { roleId, status: '1' });
  await assertRevoked(ctx, sockets, 'sent after the role was disabled');
  await api(ctx, 'PUT', '/htservice/role/changeStatus', admin, { roleId, status: '0' });
});

test('a change of a user’s roles closes the sockets of their sessions', async (ctx) => {
  const admin = await ctx.h.login('admin');
  const sockets = await socketsOf(ctx, await ctx.h.login('accountant1'));
  const own = ctx.roles['HT001:accountant'];
  await api(ctx, 'PUT', '/htservice/user/authRole', admin, { userId: ctx.ids.accountant1, roleIds: [own, ctx.roles['HT001:frontdesk']] });
  await assertRevoked(ctx, sockets, 'sent after a change of roles');
  await api(ctx, 'PUT', '/htservice/user/authRole', admin, { userId: ctx.ids.accountant1, roleIds: [own] });
});

test('a session ended without a push gets no more pushes: its socket closes instead of receiving the reply', async (ctx) => {
  const token = await ctx.h.login('frontdesk1');
  const user = await open(wsBase(ctx), 'chat', token);
  const desk = await open(wsBase(ctx), 'chat', await ctx.h.login('accountant2'));
  user.send({ type: 'send', clientId: 'lost-1', body: 'question before the session ends' });
  const asked = await desk.next((f) => f.type === 'message' && f.message.body === 'question before the session ends', 5000);
  // Revoked in the database only, as when the push is lost: nothing tells the sockets.
  await ctx.h.db.updateTable('sessions').set({ revoked_at: ctx.h.clock.now }).where('token_hash', '=', sha256Hex(token)).execute();
  desk.send({ type: 'send', clientId: 'lost-2', conversationId: asked.message.conversationId, body: 'reply after the session ended' });
  await desk.next((f) => f.type === 'ack' && f.clientId === 'lost-2', 5000);
  assert.is(await closedWithin(user), 4401);
  assert.not.ok(
    user.frames.some((f) => f.type === 'message' && f.message.body === 'reply after the session ended'),
    'the ended session received a push',
  );
  desk.close();
});

test('the periodic sweep closes the sockets of a session ended without a push', async (ctx) => {
  const { h } = ctx;
  const appDeps: AppDeps = { db: h.db, engine: h.engine, config: h.config, now: () => h.clock.now, tasks: h.tasks, bus: createLocalBus() };
  const swept = await listen(ctx.app, appDeps, 200);
  try {
    const token = await h.login('frontdesk1');
    const base = `ws://127.0.0.1:${swept.port}`;
    const sockets = await Promise.all([open(base, 'chat', token), open(base, 'task', token)]);
    await h.db.updateTable('sessions').set({ revoked_at: h.clock.now }).where('token_hash', '=', sha256Hex(token)).execute();
    for (const socket of sockets) assert.is(await closedWithin(socket, 3000), 4401);
  } finally {
    await swept.close();
  }
});

test.run();

/** Several processes on PostgreSQL: the revocation reaches the other process's sockets over LISTEN/NOTIFY. */
type MultiCtx = { db: { url: string; drop: () => Promise<void> }; a: ServerProcess; b: ServerProcess; orgs: Record<string, number> };
const multi = suite<MultiCtx>('sockets of a session revoked on another process');
const MULTI_PASSWORD = 'Revoke-Acr0ss!';

if (ON_POSTGRES) {
  const start = (url: string) => startServerProcess({ DATABASE_URL: url, ...chosenPasswords(MULTI_PASSWORD), HT_CAPTCHA: 'off', HT_JOBS: 'off' }, 'source');
  const wsOf = (proc: ServerProcess) => proc.url.replace(/^http/, 'ws');
  const call = async (proc: ServerProcess, method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${proc.url}/prod-api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.is(res.status, 200, `${method} ${path}: ${await res.text()}`);
  };

  multi.before(async (ctx) => {
    ctx.db = await freshPostgresDatabase('ht_revoke');
    ctx.a = await start(ctx.db.url);
    ctx.b = await start(ctx.db.url);
    ctx.orgs = { HT001: await orgIdOf(ctx.a.url, 'HT001'), HT002: await orgIdOf(ctx.a.url, 'HT002') };
  });
  multi.after(async (ctx) => {
    await Promise.all([ctx.a, ctx.b].map((p) => p?.stop()));
    await ctx.db?.drop();
  });

  multi('a logout through process A closes the session’s sockets on process B', async ({ a, b, orgs }) => {
    const token = await signInOver(b.url, 'frontdesk1', MULTI_PASSWORD, orgs.HT001);
    const sockets = await Promise.all([open(wsOf(b), 'chat', token), open(wsOf(b), 'task', token)]);
    await call(a, 'DELETE', '/auth/token/logout', token);
    for (const socket of sockets) assert.is(await closedWithin(socket), 4401);
  });

  multi('disabling a user through process A closes their sockets on process B', async ({ a, b, orgs, db }) => {
    const admin = await signInOver(a.url, 'admin', MULTI_PASSWORD, orgs.HT002);
    const token = await signInOver(b.url, 'frontdesk2', MULTI_PASSWORD, orgs.HT002);
    const sockets = await Promise.all([open(wsOf(b), 'chat', token), open(wsOf(b), 'task', token)]);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const userId = (await client.query<{ user_id: number }>(`select user_id from users where user_name = 'frontdesk2'`)).rows[0].user_id;
    await client.end();
    await call(a, 'PUT', '/htservice/user/changeStatus', admin, { userId, status: '1' });
    for (const socket of sockets) assert.is(await closedWithin(socket), 4401);
  });
}

multi.run();
