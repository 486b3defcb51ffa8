/**
 * The customer-service chat on the wire: HTTP calls under /prod-api/chat, each declared once as a
 * contract (contracts/endpoint.ts), and the socket /prod-api/ws/chat (first message `{ type: 'auth',
 * token }`, then the frames below; JSON both ways). The socket's frames are zod schemas: the socket
 * validates with them and the OpenAPI document's `x-websockets` section is generated from them.
 */
import { z } from 'zod';
import { numericId, PageQuery } from './fields.js';
import { dataReply, endpoint, tableReply } from './endpoint.js';
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

export const ChatConversation = z.object({
  conversationId: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  /** The hotel's registration (organisations, migration 0021): how the desk finds it in the group's books. */
  accountCode: z.string(),
  serverLicense: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phone: z.string(),
  lastMessageAt: z.number().int(),
  /** Messages the reader's side has not read yet. */
  unread: z.number().int(),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const ChatHistoryQuery = z.object({
  conversationId: digits.pipe(z.number().positive()),
  beforeId: digits.pipe(z.number().positive()).optional(),
  pageSize: digits.pipe(z.number().min(1).max(200)).optional().meta({ description: 'Messages per page (default 30)' }),
});
const ChatReadBody = z.object({ conversationId: numericId });

/** The caller's own conversation; null before their first message (a conversation exists once someone wrote). */
export const chatConversation = endpoint({ summary: "The caller's own conversation with its unread count (null before the first message)", reply: dataReply(ChatConversation.nullable()) });
/** Oldest first; `hasMore` when older messages than the first exist (ask again with beforeId). */
export const chatMessages = endpoint({
  summary: "One page of a conversation's history, oldest first (older ones: beforeId)",
  query: ChatHistoryQuery,
  reply: dataReply(z.object({ messages: z.array(ChatMessage), hasMore: z.boolean() })),
  refusals: [404],
});
export const chatRead = endpoint({
  summary: "The caller's side has read the other side's messages (their sockets get a `read` frame)",
  body: ChatReadBody,
  reply: dataReply(z.object({ updated: z.number().int().meta({ description: 'Messages newly marked read' }) })),
  refusals: [404],
});
export const chatDeskConversations = endpoint({
  summary: "The group desk's list of every hotel's conversations, latest first, with unread counts (pageSize at most 500)",
  query: PageQuery,
  reply: tableReply(ChatConversation),
});
export type ChatConversationReply = z.infer<(typeof chatConversation)['reply']['schema']>;
export type ChatConversationsReply = z.infer<(typeof chatDeskConversations)['reply']['schema']>;
export type ChatHistoryReply = z.infer<(typeof chatMessages)['reply']['schema']>;

/** The longest message body, in characters. */
const MAX_CHAT_BODY = 2000;

/** Browser → server: a message (without conversationId into the caller's own conversation; with one, from the desk into that one). */
export const ChatSend = z.object({
  type: z.literal('send'),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  conversationId: z.number().int().positive().optional(),
  body: z
    .string()
    .trim()
    .min(1)
    .max(MAX_CHAT_BODY)
    .refine((s) => !s.includes('\u0000')),
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
