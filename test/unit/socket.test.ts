/** The WebSocket client seam: address rules of SPEC.md, auth as the first message, backoff, no retry after 4401. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { backoffDelay, openSocket, socketUrl, UNAUTHORIZED_CLOSE, type SocketState } from '../../src/lib/socket';
import { FakeSocket } from './support/fake-socket';

const test = suite('socket');
const page = (protocol: string) => ({ protocol, hostname: 'hotel.example', host: 'hotel.example:8443' });

test('address: the page host, wss unless the page is plain http, another port when given', () => {
  assert.is(socketUrl('/prod-api/ws/jobs', page('https:')), 'wss://hotel.example:8443/prod-api/ws/jobs');
  assert.is(socketUrl('/prod-api/ws/jobs', page('http:')), 'ws://hotel.example:8443/prod-api/ws/jobs');
  assert.is(socketUrl('/prod-api/ws/jobs', page('http:'), 9001), 'ws://hotel.example:9001/prod-api/ws/jobs');
});

test('backoff doubles from 1 s to at most 30 s, with jitter of ±20 %', () => {
  assert.equal(
    [0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, () => 0.5)),
    [1000, 2000, 4000, 8000, 16000, 30000, 30000],
  );
  assert.is(
    backoffDelay(0, () => 0),
    800,
  );
  assert.is(
    backoffDelay(0, () => 1),
    1200,
  );
});

test('authenticates with its first message, delivers JSON, reconnects after a drop and stops after 4401', async () => {
  FakeSocket.made = [];
  const states: SocketState[] = [];
  const messages: unknown[] = [];
  let token = 'tok-1';
  const socket = openSocket({
    path: '/prod-api/ws/jobs',
    token: () => token,
    onMessage: (m) => messages.push(m),
    onState: (s) => states.push(s),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    location: page('http:'),
    random: () => 0, // shortest jitter: 800 ms
  });
  const first = FakeSocket.made[0];
  first.open();
  assert.equal(first.sent, [JSON.stringify({ type: 'auth', token: 'tok-1' })]);
  first.onmessage?.({ data: '{"type":"progress","done":3}' });
  first.onmessage?.({ data: 'not json' });
  assert.equal(messages, [{ type: 'progress', done: 3 }]);
  assert.ok(socket.send({ type: 'cancel' }));

  token = 'tok-2';
  first.close(1006);
  assert.equal(states, ['connecting', 'open', 'closed']);
  await new Promise((r) => setTimeout(r, 850));
  const second = FakeSocket.made[1];
  assert.ok(second, 'reconnected after the backoff');
  second.open();
  assert.equal(second.sent, [JSON.stringify({ type: 'auth', token: 'tok-2' })]);

  second.close(UNAUTHORIZED_CLOSE);
  await new Promise((r) => setTimeout(r, 900));
  assert.is(FakeSocket.made.length, 2, 'no retry once the session is gone');
  assert.is(states.at(-1), 'unauthorized');
  socket.close();
});

test('a socket the caller closes stays closed', async () => {
  FakeSocket.made = [];
  const socket = openSocket({ path: '/x', token: () => 't', onMessage: () => undefined, WebSocketImpl: FakeSocket as unknown as typeof WebSocket, location: page('https:'), random: () => 0 });
  FakeSocket.made[0].open();
  socket.close();
  await new Promise((r) => setTimeout(r, 900));
  assert.is(FakeSocket.made.length, 1);
  assert.not.ok(socket.send({}));
});

test.run();
