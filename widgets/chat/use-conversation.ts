/**
 * The widget's side of the chat: its own conversation (GET /chat/conversation; none before the first
 * message), the newest page of history, then the live connection (chat-client.ts) catching up after that page; older pages on
 * demand; everything read (PUT /chat/read) while the panel is open; the unread count on the bus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversationReply, ChatHistoryReply } from '../../server/contracts/chat';
import { bus } from '../../src/lib/bus';
import { openChat, type ChatConnection, type ChatSnapshot } from '../../src/lib/chat-client';
import { tokenFetch } from '../../src/lib/token-fetch';

const PAGE = 30;

export function useConversation(token: () => string | undefined, userId: number, open: boolean) {
  const [known, setKnown] = useState<number | null>(null);
  const [snapshot, setSnapshot] = useState<ChatSnapshot | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const chat = useRef<ChatConnection | null>(null);
  const http = useRef({ token });
  http.current.token = token;

  useEffect(() => {
    let stopped = false;
    const options = { token: () => http.current.token() };
    (async () => {
      const mine = (await tokenFetch<ChatConversationReply>(options, '/chat/conversation')).data;
      const history = mine
        ? (await tokenFetch<ChatHistoryReply>(options, '/chat/messages', { query: { conversationId: mine.conversationId, pageSize: PAGE } })).data
        : { messages: [], hasMore: false };
      if (stopped) return;
      setKnown(mine?.conversationId ?? null);
      setHasMore(history.hasMore);
      const last = history.messages.at(-1)?.messageId ?? 0;
      chat.current = openChat({ token: options.token, afterId: last, onChange: (s) => !stopped && setSnapshot(s) });
      chat.current.merge(history.messages);
    })().catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      chat.current?.close();
      chat.current = null;
    };
  }, []);

  // The conversation exists once the user wrote; a desk member's socket also carries other conversations.
  const all = snapshot?.messages ?? [];
  const conversationId = known ?? all.find((m) => !m.fromDesk && m.senderId === userId)?.conversationId ?? null;
  const messages = all.filter((m) => m.conversationId === conversationId);
  const unread = messages.filter((m) => m.fromDesk && m.readAt === null).length;

  useEffect(() => {
    bus.emit('chat:unread-changed', { count: unread });
  }, [unread]);

  useEffect(() => {
    if (!open || !unread || conversationId === null) return;
    void tokenFetch({ token: http.current.token }, '/chat/read', { method: 'PUT', body: { conversationId } })
      .then(() => chat.current?.markRead(conversationId, false, Date.now()))
      .catch(() => undefined);
  }, [open, unread, conversationId]);

  const loadEarlier = useCallback(async () => {
    const first = messages[0]?.messageId;
    if (conversationId === null || first === undefined) return;
    const page = await tokenFetch<ChatHistoryReply>({ token: http.current.token }, '/chat/messages', { query: { conversationId, pageSize: PAGE, beforeId: first } });
    setHasMore(page.data.hasMore);
    chat.current?.merge(page.data.messages);
  }, [conversationId, messages]);

  const send = useCallback((body: string) => void chat.current?.send(body), []);
  return { snapshot, messages, unread, hasMore, failed, loadEarlier, send };
}
