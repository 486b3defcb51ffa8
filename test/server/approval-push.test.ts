/**
 * An approval started or decided reaches the browsers of the people it concerns over the notice socket
 * (approvals/push.ts, notices/socket.ts), over real sockets and HTTP on one push bus: the approver's
 * socket hears of the start, the initiator's of the decision, the next step's approver once it is theirs;
 * a user it does not concern, the same approver signed in to another hotel and a user of another hotel
 * hear nothing of it. Demo people: frontdesk1 (HT001) starts purchase requests, which its department head
 * admin decides, and above 5000 yuan then finance (accountant1).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { buildApp, resolveDeps } from '../../server/app.js';
import { NoticeServerFrame, type NoticeFrame } from '../../server/contracts/notice-socket.js';
import { NOTICE_SOCKET_PATH, noticeSocket } from '../../server/notices/socket.js';
import { createLocalBus } from '../../server/push/bus.js';
import { authenticatedRoute } from '../../server/ws/authenticated.js';
import { attachSockets } from '../../server/ws/upgrade.js';
import { API, decide, taskOf } from './approvals-support.js';
import { setup, type Harness } from './support.js';

/** `until(n, match)`: resolves once `n` frames matching `match` have come. */
type Client = { frames: NoticeFrame[]; until: (n: number, match: (f: NoticeFrame) => boolean) => Promise<void>; close: () => void };
type Ctx = { h: Harness; server: Server; sockets: { close: () => void }; port: number; call: Harness['call'] };
const test = suite<Ctx>('approval push');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  // The app and the socket share one bus, as in a serving process (server/index.ts).
  const appDeps = {
    db: ctx.h.db,
    engine: ctx.h.engine,
    config: ctx.h.config,
    now: () => ctx.h.clock.now,
    clientIp: () => '10.0.0.1',
    tasks: ctx.h.tasks,
    operLog: ctx.h.operLog,
    bus: createLocalBus(),
  };
  const app = buildApp(appDeps);
  ctx.server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  const deps = resolveDeps(appDeps);
  ctx.sockets = attachSockets(ctx.server, [authenticatedRoute(NOTICE_SOCKET_PATH, deps, noticeSocket(deps))]);
  ctx.port = (ctx.server.address() as AddressInfo).port;
  // Calls to this app (the harness's own app has a bus of its own).
  ctx.call = async (method, path, opts = {}) => {
    const query = new URLSearchParams(opts.query as Record<string, string>).toString();
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const res = await app.request(query ? `${path}?${query}` : path, { method, headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' }, body });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text, bytes: new Uint8Array(), headers: res.headers };
  };
});
test.after(async (ctx) => {
  ctx.sockets.close();
  ctx.server.closeAllConnections();
  await new Promise((r) => ctx.server.close(r));
  await ctx.h.close();
});

/** A signed-in shell's notice socket: every frame it received (each checked against the contract), and a wait for one. */
async function connect(port: number, token: string): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${NOTICE_SOCKET_PATH}`);
  const frames: NoticeFrame[] = [];
  const waiters: Array<() => boolean> = [];
  ws.on('message', (data) => {
    frames.push(NoticeServerFrame.parse(JSON.parse(String(data))));
    for (const done of waiters.filter((w) => w())) waiters.splice(waiters.indexOf(done), 1);
  });
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  const client: Client = {
    frames,
    close: () => ws.close(),
    // Fails after 5 s rather than hanging the tier when a frame never comes.
    until: (n, match) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such frame; got ${JSON.stringify(frames)}`)), 5000);
        const done = () => frames.filter(match).length >= n && (clearTimeout(timer), resolve(), true);
        if (!done()) waiters.push(done);
      }),
  };
  // Registered with the socket once `ready` came: pushes from then on reach it.
  await client.until(1, (f) => f.type === 'ready');
  return client;
}

const about = (instanceId: number) => (f: NoticeFrame) => f.type === 'approval' && f.instanceId === instanceId;

test('the approver hears of the start, the initiator of the decision, the next approver of their step; nobody else, and no other hotel', async ({ h, port, call }) => {
  const [initiator, approver, bystander, approverElsewhere, otherHotel] = await Promise.all([
    h.login('frontdesk1'),
    h.login('admin', 'HT001'),
    h.login('accountant1'),
    h.login('admin', 'HT002'),
    h.login('frontdesk2'),
  ]);
  const sockets = await Promise.all([initiator, approver, bystander, approverElsewhere, otherHotel].map((token) => connect(port, token)));
  const [initiatorSocket, approverSocket, bystanderSocket, elsewhereSocket, otherHotelSocket] = sockets;

  const started = await call('POST', `${API}/approvalInitiated/start`, { token: initiator, body: { defKey: 'purchaseRequest', data: { item: '客房床单', amount: 300000, reason: '旺季补货' } } });
  assert.is(started.status, 200, started.text);
  const instanceId: number = started.body.data.instanceId;
  await approverSocket.until(1, about(instanceId));
  assert.equal(approverSocket.frames.filter(about(instanceId)), [{ type: 'approval', instanceId }]);
  await initiatorSocket.until(1, about(instanceId));

  const decided = await decide({ call }, approver, await taskOf({ call }, approver, instanceId), { action: 'approve', comment: '同意' });
  assert.is(decided.status, 200, decided.text);
  // Told of the start and of the decision.
  await initiatorSocket.until(2, about(instanceId));

  // Above 5000 yuan finance (accountant1) approves after the department head: the next step's approver is
  // told once it is theirs, after the pushes above had passed them by.
  const large = await call('POST', `${API}/approvalInitiated/start`, { token: initiator, body: { defKey: 'purchaseRequest', data: { item: '地毯', amount: 800000, reason: '更换' } } });
  assert.is(large.status, 200, large.text);
  const largeId: number = large.body.data.instanceId;
  assert.is((await decide({ call }, approver, await taskOf({ call }, approver, largeId), { action: 'approve' })).status, 200);
  await bystanderSocket.until(1, about(largeId));
  assert.equal(bystanderSocket.frames.filter(about(instanceId)), [], 'a user the first approval does not concern hears nothing of it');

  // A notice published to the other hotel then reaches the other hotel's user and the approver signed in
  // there: nothing of the first hotel's approvals came before it.
  const ht002 = await h.orgId('HT002');
  const notice = await call('POST', `${API}/notice`, { token: approver, body: { noticeTitle: '培训', noticeType: '1', noticeContent: '周五', scope: 'orgs', orgIds: [ht002] } });
  assert.is(notice.status, 200, notice.text);
  assert.is((await call('PUT', `${API}/notice/${notice.body.data.noticeId}/publish`, { token: approver })).status, 200);
  for (const socket of [otherHotelSocket, elsewhereSocket]) {
    await socket.until(1, (f) => f.type === 'changed');
    assert.equal(
      socket.frames.filter((f) => f.type === 'approval'),
      [],
      'nothing of the first hotel',
    );
  }
  for (const socket of sockets) socket.close();
});

test.run();
