/**
 * The customer-service chat on the wire: HTTP calls under /prod-api/chat and the socket
 * /prod-api/ws/chat (first message `{ type: 'auth', token }`, then the frames below; JSON both ways).
 * The socket's frames are zod schemas: the socket validates with them and the OpenAPI document's
 * `x-websockets` section is generated from them.
 */
import { z } from 'zod';
export const ChatMessage = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  /** The sending browser's id for the message (an acknowledgement and a resend carry it). */
  clientId: z.string(),
  senderId: z.number().int(),
  senderName: z.string(),
  fromDesk: z.boolean(),
  body: z.string(),
  createdAt: z.number().int(),
  deliveredAt: z.number().int().nullable(),
  readAt: z.number().int().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export type ChatConversation = {
  conversationId: number;
  orgId: number;
  orgCode: string;
  orgName: string;
  /** The hotel's registration (organisations, migration 0021): how the desk finds it in the group's books. */
  accountCode: string;
  serverLicense: string;
  userId: number;
  userName: string;
  nickName: string;
  phone: string;
  lastMessageAt: number;
  /** Messages the reader's side has not read yet. */
  unread: number;
};

/** null: the caller has not written yet. */
export type ChatConversationReply = { code: number; msg: string; data: ChatConversation | null };
export type ChatConversationsReply = { code: number; msg: string; rows: ChatConversation[]; total: number };
/** Oldest first; `hasMore` when older messages than the first exist (ask again with beforeId). */
export type ChatHistoryReply = { code: number; msg: string; data: { messages: ChatMessage[]; hasMore: boolean } };
export type ChatReadBody = { conversationId: number };

/** The longest message body, in characters. */
export const MAX_CHAT_BODY = 2000;

/** Browser → server: a message (without conversationId into the caller's own conversation; with one, from the desk into that one). */
export const ChatSend = z.object({
  type: z.literal('send'),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  conversationId: z.number().int().positive().optional(),
  body: z.string().trim().min(1).max(MAX_CHAT_BODY).refine((s) => !s.includes('\u0000')),
});
/** Browser → server: every message after `afterId` in the caller's reach. */
export const ChatSync = z.object({ type: z.literal('sync'), afterId: z.number().int().min(0) });
/** The first frame on every socket of the app (ws/authenticated.ts), within 5 s. */
export const SocketAuth = z.object({ type: z.literal('auth'), token: z.string() });

/** Browser → server, after auth. */
export const ChatClientFrame = z.union([ChatSend, ChatSync]);
export type ChatClientFrame = z.input<typeof ChatClientFrame>;

/** Server → browser. `ready` follows auth (lastMessageId: the newest id in reach); `ack` answers a `send` (also a repeated one) with the stored message. */
export const ChatServerFrame = z.union([
  z.object({ type: z.literal('ready'), userId: z.number().int(), desk: z.boolean(), lastMessageId: z.number().int() }),
  z.object({ type: z.literal('ack'), clientId: z.string(), message: ChatMessage }),
  z.object({ type: z.literal('message'), message: ChatMessage }),
  /** The other side read the conversation (byDesk: the desk did): messages to it are read at readAt. */
  z.object({ type: z.literal('read'), conversationId: z.number().int(), byDesk: z.boolean(), readAt: z.number().int() }),
  z.object({ type: z.literal('error'), clientId: z.string().optional(), msg: z.string() }),
]);
export type ChatServerFrame = z.infer<typeof ChatServerFrame>;
