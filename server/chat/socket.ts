/**
 * The chat socket (/prod-api/ws/chat). After auth the server says `ready`; the browser then asks for
 * what it missed (`sync` after the last message id it holds) and resends what was never acknowledged.
 * A `send` is stored once per client id (store.ts) and acknowledged with the stored message, then
 * pushed to the other side's open sockets: the conversation's owner, and every desk socket (the
 * group's desk). Delivery is stamped when a message reaches the other side, by push or by sync.
 *
 * Pushes go over the push bus (server/push) with the message id only, so a socket on any server
 * process gets a message stored through any other; each process reads the message once and tells its
 * own sockets. A read (PUT /chat/read, routes/chat.ts) reaches the writer's side the same way as a
 * `read` frame. After the bus lost pushes (its link to the database was down), every socket is sent
 * what arrived after the last message it got, as a sync would.
 */
import { ChatSend, ChatSync, type ChatServerFrame } from '../contracts/chat.js';
import type { Deps } from '../context.js';
import type { SocketHandler, SocketSession } from '../ws/authenticated.js';
import { scopeOf, type ChatScope } from './access.js';
import { lastMessageId, markDelivered, messageById, messagesAfter, ownConversation, postMessage, reachable, type StoredMessage } from './store.js';

/** What the bus carries on 'chat': ids and flags only (NOTIFY payloads are small). */
export type ChatPush =
  | { kind: 'message'; messageId: number /** the sending socket, skipped by its own process */; fromPeer: number }
  | { kind: 'read'; conversationId: number; ownerId: number; byDesk: boolean; readAt: number };

/**
 * `lastId`: the newest message id this socket was sent, for a resync after lost pushes. `floor`: the newest id
 * when the socket was greeted (the client has what is older, or asks for it by `sync`), known once `greeted`
 * settles; `sent`: the newest ids this socket was sent (at most SENT_REMEMBERED), so a message pushed while a sync
 * is running arrives once.
 */
type Peer = SocketSession & { id: number; desk: boolean; scope: ChatScope; lastId: number; floor: number; greeted: Promise<void>; sent: Set<number> };

/**
 * How many sent ids a socket remembers. A push and a sync can only race for messages stored around the same
 * moment, i.e. among the newest ones; older ids are forgotten so a desk open all day holds a bounded set.
 */
const SENT_REMEMBERED = 1000;

/** Whether `peer` is the side a message is for: the owner for the desk's answers, the desk for the rest. */
const isRecipient = (peer: Peer, m: StoredMessage) => (m.fromDesk ? peer.auth.user.userId === m.ownerId : peer.desk && peer.auth.user.userId !== m.ownerId);
/** Whether `peer` shows the conversation owned by `ownerId` at all. */
const reaches = (peer: Peer, ownerId: number) => peer.desk || peer.auth.user.userId === ownerId;

export function chatSocket(deps: Deps): SocketHandler {
  const peers = new Set<Peer>();
  let peerIds = 0;

  const sendMessage = (peer: Peer, { ownerId: _owner, ...message }: StoredMessage) => {
    if (peer.sent.has(message.messageId)) return;
    peer.sent.add(message.messageId);
    // A Set iterates in insertion order: the first id is the oldest remembered.
    if (peer.sent.size > SENT_REMEMBERED) peer.sent.delete(peer.sent.values().next().value as number);
    peer.lastId = Math.max(peer.lastId, message.messageId);
    peer.send({ type: 'message', message } satisfies ChatServerFrame);
  };

  /**
   * The peers among `candidates` whose sessions are still live (one query for all of them): a push never
   * reaches a session that ended, even before the news of its end closed the socket.
   */
  async function livePeers(candidates: Peer[]): Promise<Peer[]> {
    const live = await Promise.all(candidates.map((peer) => peer.live()));
    return candidates.filter((_, i) => live[i]);
  }

  /** Sends `peer` every message after `afterId` in its reach and stamps the ones that reached their recipient. */
  async function syncPeer(peer: Peer, afterId: number) {
    const missed = await messagesAfter(deps.db, peer.scope, afterId);
    for (const m of missed) sendMessage(peer, m);
    await markDelivered(
      deps.db,
      missed.filter((m) => isRecipient(peer, m)).map((m) => m.messageId),
      deps.now(),
    );
  }

  async function onPush(push: ChatPush, local: boolean) {
    if (!peers.size) return;
    if (push.kind === 'read') {
      const frame: ChatServerFrame = { type: 'read', conversationId: push.conversationId, byDesk: push.byDesk, readAt: push.readAt };
      // The writer's side learns its messages were read: the owner when the desk read, else the desk.
      const writers = [...peers].filter((peer) => (push.byDesk ? peer.auth.user.userId === push.ownerId : peer.desk && peer.auth.user.userId !== push.ownerId));
      for (const peer of await livePeers(writers)) peer.send(frame);
      return;
    }
    const message = await messageById(deps.db, push.messageId);
    if (!message) return;
    const candidates = [...peers].filter((peer) => reaches(peer, message.ownerId) && !(local && peer.id === push.fromPeer));
    await Promise.all(candidates.map((peer) => peer.greeted));
    // A socket greeted after the message was stored gets it by its own sync, in order with the rest.
    const targets = await livePeers(candidates.filter((peer) => message.messageId > peer.floor));
    // Stamped before it is sent, so whoever sees the message can already read the stamp.
    if (targets.some((peer) => isRecipient(peer, message))) await markDelivered(deps.db, [message.messageId], deps.now());
    for (const peer of targets) sendMessage(peer, message);
  }

  // Pushes are handled one after the other, so sockets get messages in the order they were stored.
  let pushes: Promise<void> = Promise.resolve();
  deps.bus.subscribe('chat', (payload, { local }) => {
    pushes = pushes.then(() => onPush(payload as ChatPush, local)).catch((err) => console.error(`[${new Date().toISOString()}] chat push failed:`, err));
  });
  deps.bus.onResume(() => {
    pushes = pushes
      .then(async () => {
        for (const peer of await livePeers([...peers])) await syncPeer(peer, peer.lastId);
      })
      .catch((err) => console.error(`[${new Date().toISOString()}] chat resync failed:`, err));
  });

  return (session) => {
    const scope = scopeOf(session.auth);
    const peer: Peer = { ...session, id: ++peerIds, desk: scope.desk, scope, lastId: Number.MAX_SAFE_INTEGER, floor: Number.MAX_SAFE_INTEGER, greeted: Promise.resolve(), sent: new Set() };
    peers.add(peer);
    const greeting = lastMessageId(deps.db, scope).then((last) => {
      peer.lastId = last;
      peer.floor = last;
      session.send({ type: 'ready', userId: session.auth.user.userId, desk: scope.desk, lastMessageId: last });
    });
    peer.greeted = greeting.catch(() => undefined);
    return {
      async onFrame(frame) {
        await greeting;
        const sync = ChatSync.safeParse(frame);
        if (sync.success) return syncPeer(peer, sync.data.afterId);
        const send = ChatSend.safeParse(frame);
        if (!send.success) return session.send({ type: 'error', clientId: (frame as { clientId?: string })?.clientId, msg: 'invalid' });
        const { auth } = session;
        // The desk answers in the conversation it names; everyone (the desk's staff too) writes as a
        // customer into their own conversation otherwise. A hotel user's conversationId is ignored.
        const asDesk = peer.desk && send.data.conversationId !== undefined;
        const conversationId = asDesk
          ? (await reachable(deps.db, scope, send.data.conversationId!).catch(() => null))?.conversationId
          : await ownConversation(deps.db, auth.orgId, auth.user.userId, deps.now());
        if (!conversationId) return session.send({ type: 'error', clientId: send.data.clientId, msg: 'notFound' });
        const message = await postMessage(deps.db, { conversationId, senderId: auth.user.userId, fromDesk: asDesk, clientId: send.data.clientId, body: send.data.body, now: deps.now() });
        const { ownerId: _owner, ...wire } = message;
        session.send({ type: 'ack', clientId: send.data.clientId, message: wire });
        await deps.bus.publish('chat', { kind: 'message', messageId: message.messageId, fromPeer: peer.id } satisfies ChatPush);
      },
      onClose: () => peers.delete(peer),
    };
  };
}
