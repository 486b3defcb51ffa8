/**
 * The customer-service chat on the wire: HTTP calls under /prod-api/chat and the socket
 * /prod-api/ws/chat (first message `{ type: 'auth', token }`, then the frames below; JSON both ways).
 */
export type ChatMessage = {
  messageId: number;
  conversationId: number;
  /** The sending browser's id for the message (an acknowledgement and a resend carry it). */
  clientId: string;
  senderId: number;
  senderName: string;
  fromDesk: boolean;
  body: string;
  createdAt: number;
  deliveredAt: number | null;
  readAt: number | null;
};

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

/**
 * Browser → server, after auth. `sync`: every message after `afterId` in the caller's reach. A `send`
 * without conversationId goes into the caller's own conversation; with one, from the desk into that one.
 */
export type ChatClientFrame =
  | { type: 'send'; clientId: string; conversationId?: number; body: string }
  | { type: 'sync'; afterId: number };

/** Server → browser. `ready` follows auth (lastMessageId: the newest id in reach); `ack` answers a `send` (also a repeated one) with the stored message. */
export type ChatServerFrame =
  | { type: 'ready'; userId: number; desk: boolean; lastMessageId: number }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'message'; message: ChatMessage }
  /** The other side read the conversation (byDesk: the desk did): messages to it are read at readAt. */
  | { type: 'read'; conversationId: number; byDesk: boolean; readAt: number }
  | { type: 'error'; clientId?: string; msg: string };
