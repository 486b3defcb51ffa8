/**
 * The chat socket (/prod-api/ws/chat). After auth the server says `ready`; the browser then asks for
 * what it missed (`sync` after the last message id it holds) and resends what was never acknowledged.
 * A `send` is stored once per client id (store.ts) and acknowledged with the stored message, then
 * pushed to the other side's open sockets: the conversation's owner, and every desk socket (the
 * group's desk). Delivery is stamped when a message reaches the other side, by push or by sync.
 *
 * The hub lives in this process: with several server processes on one database, a message reaches a
 * socket of another process at that socket's next sync (reconnect), not at once.
 */
import { z } from 'zod';
import type { Deps } from '../context.js';
import type { SocketHandler, SocketSession } from '../ws/authenticated.js';
import { scopeOf } from './access.js';
import { lastMessageId, markDelivered, messagesAfter, ownConversation, postMessage, reachable, type StoredMessage } from './store.js';

export const MAX_BODY = 2000;
const Send = z.object({
  type: z.literal('send'),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  conversationId: z.number().int().positive().optional(),
  body: z.string().trim().min(1).max(MAX_BODY).refine((s) => !s.includes('\u0000')),
});
const Sync = z.object({ type: z.literal('sync'), afterId: z.number().int().min(0) });

type Peer = SocketSession & { desk: boolean };

/** Whether `peer` is the side a message is for: the owner for the desk's answers, the desk for the rest. */
const isRecipient = (peer: Peer, m: StoredMessage) => (m.fromDesk ? peer.auth.user.userId === m.ownerId : peer.desk && peer.auth.user.userId !== m.ownerId);

export function chatSocket(deps: Deps): SocketHandler {
  const peers = new Set<Peer>();

  /** Pushes `message` to every socket that reaches it except `from`; true when the other side got it. */
  const push = (message: StoredMessage, from: Peer | null): boolean => {
    let reached = false;
    const { ownerId, ...wire } = message;
    for (const peer of peers) {
      const mine = peer.desk || peer.auth.user.userId === ownerId;
      if (!mine || peer === from) continue;
      peer.send({ type: 'message', message: wire });
      if (isRecipient(peer, message)) reached = true;
    }
    return reached;
  };

  return (session) => {
    const scope = scopeOf(session.auth);
    const peer: Peer = { ...session, desk: scope.desk };
    peers.add(peer);
    const greeting = lastMessageId(deps.db, scope).then((last) => session.send({ type: 'ready', userId: session.auth.user.userId, desk: scope.desk, lastMessageId: last }));
    return {
      async onFrame(frame) {
        await greeting;
        const sync = Sync.safeParse(frame);
        if (sync.success) {
          const missed = await messagesAfter(deps.db, scope, sync.data.afterId);
          for (const { ownerId: _owner, ...m } of missed) session.send({ type: 'message', message: m });
          await markDelivered(deps.db, missed.filter((m) => isRecipient(peer, m)).map((m) => m.messageId), deps.now());
          return;
        }
        const send = Send.safeParse(frame);
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
        if (push(message, peer)) await markDelivered(deps.db, [message.messageId], deps.now());
      },
      onClose: () => peers.delete(peer),
    };
  };
}
