/**
 * The customer-service chat over HTTP (messages themselves travel over /prod-api/ws/chat):
 * - `GET /chat/conversation`: the caller's own conversation with their unread count (null before their
 *   first message: a conversation exists once someone wrote, so the desk never lists empty ones);
 * - `GET /chat/messages?conversationId&beforeId&pageSize`: one page of history, oldest first;
 * - `PUT /chat/read` {conversationId}: the caller's side has read the other side's messages (the other
 *   side's sockets get a `read` frame);
 * - `GET /chat/desk/conversations?pageNum&pageSize` (service:support:reply): the group desk's list of
 *   every hotel's conversations, latest first, with unread counts.
 * Conversations outside the caller's reach (access.ts) answer 404.
 */
import type { Hono } from 'hono';
import { chatConversation, chatDeskConversations, chatMessages, chatRead } from '../contracts/chat.js';
import type { AppEnv, Deps } from '../context.js';
import { SUPPORT_REPLY_PERMISSION } from '../catalog/service.js';
import { t } from '../i18n.js';
import { isDesk, scopeOf } from '../chat/access.js';
import type { ChatPush } from '../chat/socket.js';
import { conversations, history, markRead, reachable } from '../chat/store.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

export function mountChat(api: Hono<AppEnv>, deps: Deps) {
  api.get('/chat/conversation', authenticate(deps), contract(chatConversation), async (c) => {
    const auth = c.var.auth;
    const { rows } = await conversations(deps.db, { desk: false, orgId: auth.orgId, userId: auth.user.userId }, { pageNum: 1, pageSize: 1 });
    return c.json<ReplyOf<typeof chatConversation>>({ code: 200, msg: t(c, 'ok'), data: rows[0] ?? null });
  });

  api.get('/chat/messages', authenticate(deps), contract(chatMessages), async (c) => {
    const q = c.req.valid('query');
    const { conversationId } = await reachable(deps.db, scopeOf(c.var.auth), q.conversationId);
    const data = await history(deps.db, conversationId, q.beforeId, q.pageSize ?? 30);
    return c.json<ReplyOf<typeof chatMessages>>({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/chat/read', authenticate(deps), contract(chatRead), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const { conversationId, ownerId } = await reachable(deps.db, scopeOf(auth), body.conversationId);
    // The desk reading its own conversation as a hotel user reads the desk's replies.
    const asDesk = isDesk(auth) && ownerId !== auth.user.userId;
    const readAt = deps.now();
    const updated = await markRead(deps.db, conversationId, asDesk, readAt);
    // The writer's sockets, on whichever server process, show their messages as read.
    if (updated) await deps.bus.publish('chat', { kind: 'read', conversationId, ownerId, byDesk: asDesk, readAt } satisfies ChatPush);
    return c.json({ code: 200, msg: t(c, 'ok'), data: { updated } });
  });

  api.get('/chat/desk/conversations', authenticate(deps), requirePermi(SUPPORT_REPLY_PERMISSION), contract(chatDeskConversations), async (c) => {
    const { pageNum = 1, pageSize = 50 } = c.req.valid('query');
    const { rows, total } = await conversations(deps.db, { desk: true }, { pageNum, pageSize: Math.min(pageSize, 500) });
    return c.json<ReplyOf<typeof chatDeskConversations>>({ code: 200, msg: t(c, 'ok'), rows, total });
  });
}
