/**
 * The chat connection: catch-up after the newest held id on every (re)connect, the outbox resent with
 * the same client ids until acknowledged, and no message shown twice whatever arrives twice.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ChatMessage } from '../../server/contracts/chat';
import { openChat, type ChatSnapshot } from '../../src/lib/chat-client';
import { FakeSocket } from './support/fake-socket';

const test = suite('chat-client');
const msg = (messageId: number, body: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  messageId,
  conversationId: 7,
  clientId: `c${messageId}`,
  senderId: 1,
  senderName: '王晓燕',
  fromDesk: false,
  body,
  createdAt: 1,
  deliveredAt: null,
  readAt: null,
  ...extra,
});

function start(afterId?: number) {
  FakeSocket.made = [];
  let last: ChatSnapshot | null = null;
  let n = 0;
  const chat = openChat({
    token: () => 'tok',
    afterId,
    newId: () => `id${++n}`,
    onChange: (s) => (last = s),
    random: () => 0,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    location: { protocol: 'http:', hostname: 'h', host: 'h' },
  });
  return { chat, snap: () => last!, socket: (i: number) => FakeSocket.made[i] };
}

test('after ready it catches up after the newest id it holds and sends the outbox', () => {
  const { chat, snap, socket } = start(3);
  chat.merge([msg(2, 'old'), msg(3, 'newest')]);
  chat.send('queued while connecting');
  assert.equal(
    snap().outbox.map((o) => o.body),
    ['queued while connecting'],
  );
  socket(0).open();
  socket(0).receive({ type: 'ready', userId: 1, desk: false, lastMessageId: 3 });
  assert.equal(socket(0).frames().slice(1), [
    { type: 'sync', afterId: 3 },
    { type: 'send', clientId: 'id1', body: 'queued while connecting' },
  ]);
  socket(0).receive({ type: 'ack', clientId: 'id1', message: msg(4, 'queued while connecting', { clientId: 'id1' }) });
  assert.equal(snap().outbox, []);
  assert.equal(
    snap().messages.map((m) => m.messageId),
    [2, 3, 4],
  );
  chat.close();
});

test('a reconnect resends what was not acknowledged (same client id) and shows nothing twice', async () => {
  const { chat, snap, socket } = start(0);
  socket(0).open();
  socket(0).receive({ type: 'ready', userId: 1, desk: false, lastMessageId: 0 });
  chat.send('lost ack');
  socket(0).receive({ type: 'message', message: msg(5, 'from desk', { fromDesk: true }) });
  socket(0).close(1006); // the ack never came
  await new Promise((r) => setTimeout(r, 850));
  socket(1).open();
  socket(1).receive({ type: 'ready', userId: 1, desk: false, lastMessageId: 6 });
  assert.equal(socket(1).frames().slice(1), [
    { type: 'sync', afterId: 5 },
    { type: 'send', clientId: 'id1', body: 'lost ack' },
  ]);
  // The server stored it the first time: the sync and the ack both bring message 6.
  socket(1).receive({ type: 'message', message: msg(6, 'lost ack', { clientId: 'id1' }) });
  socket(1).receive({ type: 'ack', clientId: 'id1', message: msg(6, 'lost ack', { clientId: 'id1' }) });
  socket(1).receive({ type: 'message', message: msg(5, 'from desk', { fromDesk: true, deliveredAt: 9 }) });
  assert.equal(
    snap().messages.map((m) => [m.messageId, m.body]),
    [
      [5, 'from desk'],
      [6, 'lost ack'],
    ],
  );
  assert.is(snap().messages[0].deliveredAt, 9, 'a later copy updates the known message');
  assert.equal(snap().outbox, []);
  chat.close();
});

test('without a held id the first catch-up starts at the server newest; read marks stay local', () => {
  const { chat, snap, socket } = start();
  socket(0).open();
  socket(0).receive({ type: 'ready', userId: 9, desk: true, lastMessageId: 40 });
  assert.equal(socket(0).frames()[1], { type: 'sync', afterId: 40 });
  assert.is(snap().desk, true);
  socket(0).receive({ type: 'message', message: msg(41, 'hotel asks') });
  chat.markRead(7, true, 123);
  assert.is(snap().messages[0].readAt, 123);
  chat.send('answer', 7);
  assert.equal(socket(0).frames().at(-1), { type: 'send', clientId: 'id1', conversationId: 7, body: 'answer' });
  socket(0).receive({ type: 'error', clientId: 'id1', msg: 'notFound' });
  assert.equal(snap().outbox, [], 'a refused message leaves the outbox');
  chat.close();
});

test.run();
