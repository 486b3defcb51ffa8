/**
 * The customer-service chat over real sockets and HTTP: messages persisted and delivered to the other
 * side, a reconnect receives what it missed without duplicates (and a resend is stored once), ordinary
 * users reach only their own conversation, an unauthenticated socket is closed with 4401, history pages.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { resolveDeps } from '../../server/app.js';
import { authenticatedRoute } from '../../server/ws/authenticated.js';
import { attachSockets } from '../../server/ws/upgrade.js';
import { chatSocket } from '../../server/chat/socket.js';
import { setup, type Harness } from './support.js';

type Frame = { type: string; [k: string]: any };
/** A test client: every frame it received, and a way to wait for one that matches. */
/** Every frame any test's socket received, checked against the OpenAPI document at the end. */
const received: Frame[] = [];
type Client = { ws: WebSocket; frames: Frame[]; next: (match: (f: Frame) => boolean) => Promise<Frame>; closed: Promise<number>; send: (f: unknown) => void };

const test = suite<{ h: Harness; server: Server; sockets: { close: () => void }; port: number; tokens: Record<string, string> }>('chat');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const deps = resolveDeps({ db: ctx.h.db, engine: ctx.h.engine, config: ctx.h.config, now: () => ctx.h.clock.now });
  ctx.server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: ctx.h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  ctx.sockets = attachSockets(ctx.server, [authenticatedRoute('/prod-api/ws/chat', deps, chatSocket(deps))]);
  ctx.port = (ctx.server.address() as AddressInfo).port;
  // The group's support desk: accountant2 (a hotel HT002 user) is given the built-in support role.
  const support = await ctx.h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'support').executeTakeFirstOrThrow();
  const acc2 = await ctx.h.db.selectFrom('users').select('user_id').where('user_name', '=', 'accountant2').executeTakeFirstOrThrow();
  await ctx.h.db.insertInto('role_users').values({ role_id: support.role_id, user_id: acc2.user_id }).execute();
  ctx.tokens = {};
  for (const u of ['frontdesk1', 'accountant1', 'frontdesk2', 'accountant2']) ctx.tokens[u] = await ctx.h.login(u);
});
test.after(async (ctx) => {
  ctx.sockets.close();
  ctx.server.closeAllConnections();
  await new Promise((r) => ctx.server.close(r));
  await ctx.h.close();
});

function connect(port: number, token: string | null, path = '/prod-api/ws/chat'): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Frame[] = [];
  const waiters: Array<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  ws.on('message', (data) => {
    const f = JSON.parse(String(data)) as Frame;
    frames.push(f);
    received.push(f);
    for (const w of waiters.filter((w) => w.match(f))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(f);
    }
  });
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  const client: Client = {
    ws,
    frames,
    closed,
    send: (f) => ws.send(JSON.stringify(f)),
    next: (match) =>
      new Promise((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no matching frame; got ${JSON.stringify(frames)}`)), 5000);
        waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      }),
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      if (token !== null) ws.send(JSON.stringify({ type: 'auth', token }));
      resolve(client);
    });
    ws.on('error', reject);
  });
}
const ready = (c: Client) => c.next((f) => f.type === 'ready');
const ackOf = (c: Client, clientId: string) => c.next((f) => f.type === 'ack' && f.clientId === clientId);
const messageWith = (c: Client, body: string) => c.next((f) => f.type === 'message' && f.message.body === body);

test('unauthenticated or badly authenticated sockets are closed with 4401; unknown paths are refused', async ({ port, tokens }) => {
  const none = await connect(port, null);
  none.send({ type: 'send', clientId: 'x1', body: 'hi' });
  assert.is(await none.closed, 4401);
  const bad = await connect(port, 'not-a-real-token-but-long-enough');
  assert.is(await bad.closed, 4401);
  const other = await new Promise<number>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/prod-api/ws/nothing`);
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
  assert.is(other, 404);
  const ok = await connect(port, tokens.frontdesk1);
  assert.equal((await ready(ok)).desk, false);
  ok.ws.close();
});

test('a socket whose session ended is closed with 4401 at its next frame', async ({ h, port }) => {
  const token = await h.login('frontdesk2');
  const client = await connect(port, token);
  await ready(client);
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await h.db.updateTable('sessions').set({ revoked_at: h.clock.now }).where('token_hash', '=', tokenHash).execute();
  h.clock.now += 31_000;
  client.send({ type: 'send', clientId: 'late-1', body: 'after logout' });
  assert.is(await client.closed, 4401);
  h.clock.now -= 31_000;
  assert.is((await h.db.selectFrom('chat_messages').select('message_id').where('body', '=', 'after logout').execute()).length, 0);
});

test('no conversation exists before the first message, so the desk lists none', async ({ h, tokens }) => {
  const mine = await h.call('GET', '/prod-api/chat/conversation', { token: tokens.frontdesk1 });
  assert.is(mine.status, 200);
  assert.is(mine.body.data, null);
  assert.equal((await h.call('GET', '/prod-api/chat/desk/conversations', { token: tokens.accountant2 })).body.rows, []);
});

test('a message is persisted, acknowledged and delivered to the desk; the reply reaches the user', async ({ h, port, tokens }) => {
  const user = await connect(port, tokens.frontdesk1);
  const desk = await connect(port, tokens.accountant2);
  assert.equal((await ready(desk)).desk, true);
  await ready(user);
  const payload = '<img src=x onerror="alert(1)">你好';
  user.send({ type: 'send', clientId: 'c-1', body: payload });
  const ack = await ackOf(user, 'c-1');
  assert.is(ack.message.body, payload, 'stored as text, unchanged');
  const got = await messageWith(desk, payload);
  assert.is(got.message.messageId, ack.message.messageId);
  assert.is(got.message.fromDesk, false);
  const row = await h.db.selectFrom('chat_messages').selectAll().where('message_id', '=', ack.message.messageId).executeTakeFirstOrThrow();
  assert.is(row.body, payload);
  assert.ok(row.delivered_at !== null, 'delivered to the desk');

  const conversationId = ack.message.conversationId;
  const list = await h.call('GET', '/prod-api/chat/desk/conversations', { token: tokens.accountant2 });
  const conv = list.body.rows.find((r: any) => r.conversationId === conversationId);
  assert.is(conv.userName, 'frontdesk1');
  assert.is(conv.orgCode, 'HT001', "the group desk sees another hotel's conversation");
  assert.is(conv.accountCode, 'HS-HT001', 'the desk knows the hotel by its registration');
  assert.match(conv.serverLicense, /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
  assert.is(conv.unread, 1);

  desk.send({ type: 'send', clientId: 'd-1', conversationId, body: '您好，请讲' });
  await ackOf(desk, 'd-1');
  const reply = await messageWith(user, '您好，请讲');
  assert.is(reply.message.fromDesk, true);
  const mine = await h.call('GET', '/prod-api/chat/conversation', { token: tokens.frontdesk1 });
  assert.is(mine.body.data.unread, 1, 'the user has one unread reply');
  assert.is((await h.call('PUT', '/prod-api/chat/read', { token: tokens.frontdesk1, body: { conversationId } })).body.data.updated, 1);
  assert.is((await h.call('GET', '/prod-api/chat/conversation', { token: tokens.frontdesk1 })).body.data.unread, 0);
  user.ws.close();
  desk.ws.close();
});

test('a reconnect receives what was missed, once; a resent message is stored once', async ({ h, port, tokens }) => {
  const user = await connect(port, tokens.frontdesk2);
  await ready(user);
  user.send({ type: 'send', clientId: 'r-1', body: 'first' });
  const first = await ackOf(user, 'r-1');
  const conversationId = first.message.conversationId;
  user.ws.close();
  await user.closed;

  const desk = await connect(port, tokens.accountant2);
  await ready(desk);
  for (const n of [1, 2]) {
    desk.send({ type: 'send', clientId: `m-${n}`, conversationId, body: `missed ${n}` });
    await ackOf(desk, `m-${n}`);
  }
  const back = await connect(port, tokens.frontdesk2);
  await ready(back);
  back.send({ type: 'sync', afterId: first.message.messageId });
  // The user's own unacknowledged message is resent with the same client id after the reconnect.
  back.send({ type: 'send', clientId: 'r-1', body: 'first' });
  await ackOf(back, 'r-1');
  await messageWith(back, 'missed 2');
  const bodies = back.frames.filter((f) => f.type === 'message').map((f) => f.message.body);
  assert.equal(bodies, ['missed 1', 'missed 2']);
  const stored = await h.db.selectFrom('chat_messages').select('body').where('conversation_id', '=', conversationId).orderBy('message_id').execute();
  assert.equal(
    stored.map((r) => r.body),
    ['first', 'missed 1', 'missed 2'],
    'the resend did not make a second row',
  );
  back.ws.close();
  desk.ws.close();
});

test("ordinary users never reach another user's conversation, by HTTP or socket", async ({ h, port, tokens }) => {
  const theirs = (await h.call('GET', '/prod-api/chat/conversation', { token: tokens.frontdesk1 })).body.data.conversationId;
  for (const u of ['accountant1', 'frontdesk2']) {
    const read = await h.call('GET', '/prod-api/chat/messages', { token: tokens[u], query: { conversationId: String(theirs) } });
    assert.is(read.status, 404, `${u} reads`);
    const mark = await h.call('PUT', '/prod-api/chat/read', { token: tokens[u], body: { conversationId: theirs } });
    assert.is(mark.status, 404, `${u} marks read`);
    assert.is((await h.call('GET', '/prod-api/chat/desk/conversations', { token: tokens[u] })).status, 403, `${u} desk list`);
  }
  // A hotel user naming a conversation id still writes into their own conversation only.
  const intruder = await connect(port, tokens.accountant1);
  await ready(intruder);
  intruder.send({ type: 'send', clientId: 'i-1', conversationId: theirs, body: 'intrude' });
  const ack = await ackOf(intruder, 'i-1');
  assert.not.equal(ack.message.conversationId, theirs);
  // And a sync only brings their own messages.
  intruder.send({ type: 'sync', afterId: 0 });
  await messageWith(intruder, 'intrude');
  assert.ok(intruder.frames.filter((f) => f.type === 'message').every((f) => f.message.conversationId === ack.message.conversationId));
  intruder.ws.close();
  assert.is(
    (await h.call('GET', '/prod-api/chat/messages', { token: tokens.frontdesk1, query: { conversationId: String(theirs) } })).body.data.messages.some((m: any) => m.body === 'intrude'),
    false,
  );
  assert.is((await h.call('GET', '/prod-api/chat/conversation')).status, 401);
});

test('history pages backwards, oldest first in a page; bad queries name the field', async ({ h, port, tokens }) => {
  const user = await connect(port, tokens.accountant1);
  await ready(user);
  for (let n = 1; n <= 5; n++) {
    user.send({ type: 'send', clientId: `p-${n}`, body: `page ${n}` });
    await ackOf(user, `p-${n}`);
  }
  user.ws.close();
  const conversationId = (await h.call('GET', '/prod-api/chat/conversation', { token: tokens.accountant1 })).body.data.conversationId;
  const q = (extra: Record<string, string>) => h.call('GET', '/prod-api/chat/messages', { token: tokens.accountant1, query: { conversationId: String(conversationId), ...extra } });
  const last = await q({ pageSize: '2' });
  assert.equal(
    last.body.data.messages.map((m: any) => m.body),
    ['page 4', 'page 5'],
  );
  assert.is(last.body.data.hasMore, true);
  const before = await q({ pageSize: '2', beforeId: String(last.body.data.messages[0].messageId) });
  assert.equal(
    before.body.data.messages.map((m: any) => m.body),
    ['page 2', 'page 3'],
  );
  const bad = await q({ pageSize: '0' });
  assert.ok([400, 422].includes(bad.status));
  assert.match(bad.text, /pageSize/);
});

test("every frame the sockets sent matches the document's x-websockets description of the chat", async ({ h }) => {
  const doc = (await h.call('GET', '/prod-api/openapi.json')).body;
  const validate = new Ajv2020({ strict: false }).compile(doc['x-websockets']['/prod-api/ws/chat'].serverFrames);
  const types = new Set(received.map((f) => f.type));
  assert.ok(
    ['ready', 'ack', 'message'].every((t) => types.has(t)),
    [...types].join(),
  );
  assert.equal(
    received.filter((f) => !validate(f)),
    [],
  );
});

test.run();
