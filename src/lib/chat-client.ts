/**
 * The chat's connection, shared by the chat widget and the support-desk page: messages held in id
 * order without duplicates, an outbox of messages not yet acknowledged, and the catch-up after every
 * (re)connect: on the server's `ready` it asks for everything after the newest id it holds and resends
 * the outbox with the same client ids (the server stores a message once per client id). The socket
 * itself (address, auth, backoff, 4401) is socket.ts's.
 */
import type { ChatMessage, ChatServerFrame } from '../../server/contracts/chat';
import { openSocket, type SocketOptions, type SocketState } from './socket';

const CHAT_SOCKET_PATH = '/prod-api/ws/chat';

type Outgoing = { clientId: string; conversationId?: number; body: string };
export type ChatSnapshot = { messages: ChatMessage[]; outbox: Outgoing[]; state: SocketState; desk: boolean };

export type ChatOptions = Pick<SocketOptions, 'token' | 'WebSocketImpl' | 'location' | 'random' | 'port'> & {
  onChange: (snapshot: ChatSnapshot) => void;
  newId?: () => string;
  /**
   * The newest message id already held (from history): the first catch-up starts after it. Without it
   * (the desk, which holds no single history) the first connect starts from the server's newest id.
   */
  afterId?: number;
};

export type ChatConnection = {
  /** Queues a message (sent at once when connected, else after the next connect); returns its client id. */
  send: (body: string, conversationId?: number) => string;
  /** Adds messages read over HTTP (history); known ids are ignored. */
  merge: (messages: ChatMessage[]) => void;
  /** Marks the other side's messages of a conversation read locally (after PUT /chat/read). */
  markRead: (conversationId: number, readerIsDesk: boolean, at: number) => void;
  snapshot: () => ChatSnapshot;
  close: () => void;
};

const randomId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

export function openChat(options: ChatOptions): ChatConnection {
  const byId = new Map<number, ChatMessage>();
  const outbox = new Map<string, Outgoing>();
  let state: SocketState = 'connecting';
  let desk = false;
  let ready = false;

  const snapshot = (): ChatSnapshot => ({ messages: [...byId.values()].sort((a, b) => a.messageId - b.messageId), outbox: [...outbox.values()], state, desk });
  const changed = () => options.onChange(snapshot());
  const add = (m: ChatMessage) => {
    const known = byId.get(m.messageId);
    // A later copy of a known message may carry delivery or read times; never a second entry.
    byId.set(m.messageId, known ? { ...known, ...m, readAt: known.readAt ?? m.readAt } : m);
  };
  /** The reader's side read the conversation: the other side's messages in it are read at `at`. */
  const markRead = (conversationId: number, readerIsDesk: boolean, at: number) => {
    for (const m of byId.values()) {
      if (m.conversationId === conversationId && m.fromDesk !== readerIsDesk && m.readAt === null) byId.set(m.messageId, { ...m, readAt: at });
    }
  };
  let baseline = options.afterId;
  const newestId = () => Math.max(baseline ?? 0, ...byId.keys());
  const transmit = (o: Outgoing) => socket.send({ type: 'send', clientId: o.clientId, conversationId: o.conversationId, body: o.body });

  const socket = openSocket({
    ...options,
    path: CHAT_SOCKET_PATH,
    onState: (s) => {
      state = s;
      if (s !== 'open') ready = false;
      changed();
    },
    onMessage: (raw) => {
      const frame = raw as ChatServerFrame;
      if (frame.type === 'ready') {
        ready = true;
        desk = frame.desk;
        baseline ??= frame.lastMessageId;
        socket.send({ type: 'sync', afterId: newestId() });
        for (const o of outbox.values()) transmit(o);
      } else if (frame.type === 'ack') {
        outbox.delete(frame.clientId);
        add(frame.message);
      } else if (frame.type === 'message') {
        add(frame.message);
      } else if (frame.type === 'read') {
        markRead(frame.conversationId, frame.byDesk, frame.readAt);
      } else if (frame.type === 'error' && frame.clientId) {
        outbox.delete(frame.clientId); // refused for good (invalid, or not a conversation of the caller)
      }
      changed();
    },
  });

  return {
    send(body, conversationId) {
      const o: Outgoing = { clientId: (options.newId ?? randomId)(), conversationId, body };
      outbox.set(o.clientId, o);
      if (ready) transmit(o);
      changed();
      return o.clientId;
    },
    merge(messages) {
      messages.forEach(add);
      changed();
    },
    markRead(conversationId, readerIsDesk, at) {
      markRead(conversationId, readerIsDesk, at);
      changed();
    },
    snapshot,
    close: () => socket.close(),
  };
}
