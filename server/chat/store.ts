/**
 * The chat's rows: conversations (one per hotel user and organisation) and their messages. Every read
 * goes through a ChatScope (access.ts), so a caller outside the desk only ever sees their own rows.
 */
import type { ChatConversation, ChatMessage } from '../contracts/chat.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../errors.js';
import type { ChatScope } from './access.js';

/** At most this many messages per sync (a client far behind pages the rest through history). */
const SYNC_LIMIT = 500;

function messages(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.conversation_id', 'm.conversation_id')
    .innerJoin('users as u', 'u.user_id', 'm.sender_id')
    .select(['m.message_id', 'm.conversation_id', 'm.client_id', 'm.sender_id', 'u.nick_name', 'm.from_desk', 'm.body', 'm.created_at', 'm.delivered_at', 'm.read_at', 'c.user_id as owner_id']);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messages>['executeTakeFirstOrThrow']>>;

const toMessage = (r: MessageRow): ChatMessage => ({
  messageId: r.message_id,
  conversationId: r.conversation_id,
  clientId: r.client_id,
  senderId: r.sender_id,
  senderName: r.nick_name,
  fromDesk: r.from_desk === '1',
  body: r.body,
  createdAt: Number(r.created_at),
  deliveredAt: r.delivered_at === null ? null : Number(r.delivered_at),
  readAt: r.read_at === null ? null : Number(r.read_at),
});
export type StoredMessage = ChatMessage & { ownerId: number };
const toStored = (r: MessageRow): StoredMessage => ({ ...toMessage(r), ownerId: r.owner_id });

/** The caller's own conversation in their session's organisation, created on first use. */
export async function ownConversation(db: Db, orgId: number, userId: number, now: number): Promise<number> {
  const find = () => db.selectFrom('chat_conversations').select('conversation_id').where('org_id', '=', orgId).where('user_id', '=', userId).executeTakeFirst();
  const found = await find();
  if (found) return found.conversation_id;
  try {
    const row = await db.insertInto('chat_conversations').values({ org_id: orgId, user_id: userId, created_at: now, last_message_at: now }).returning('conversation_id').executeTakeFirstOrThrow();
    return row.conversation_id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await find())!.conversation_id; // a second tab created it at the same moment
  }
}

/** The conversation `id` if the scope reaches it; 404 otherwise (another user's id reveals nothing). */
export async function reachable(db: Db, scope: ChatScope, id: number): Promise<{ conversationId: number; ownerId: number }> {
  let query = db.selectFrom('chat_conversations').select(['conversation_id', 'user_id']).where('conversation_id', '=', id);
  if (!scope.desk) query = query.where('org_id', '=', scope.orgId).where('user_id', '=', scope.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, 'notFound');
  return { conversationId: row.conversation_id, ownerId: row.user_id };
}

/**
 * Stores a message once per (conversation, sender, clientId): a resend after a reconnect answers the
 * stored message instead of storing a second one.
 */
export async function postMessage(db: Db, input: { conversationId: number; senderId: number; fromDesk: boolean; clientId: string; body: string; now: number }): Promise<StoredMessage> {
  const find = () => messages(db).where('m.conversation_id', '=', input.conversationId).where('m.sender_id', '=', input.senderId).where('m.client_id', '=', input.clientId).executeTakeFirst();
  const existing = await find();
  if (existing) return toStored(existing);
  try {
    await db
      .insertInto('chat_messages')
      .values({
        conversation_id: input.conversationId,
        sender_id: input.senderId,
        from_desk: input.fromDesk ? '1' : '0',
        client_id: input.clientId,
        body: input.body,
        created_at: input.now,
        delivered_at: null,
        read_at: null,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  await db.updateTable('chat_conversations').set({ last_message_at: input.now }).where('conversation_id', '=', input.conversationId).execute();
  return toStored((await find())!);
}

/** One message by id (a push names only the id: server/push), or undefined once gone. */
export async function messageById(db: Db, messageId: number): Promise<StoredMessage | undefined> {
  const row = await messages(db).where('m.message_id', '=', messageId).executeTakeFirst();
  return row && toStored(row);
}

/** Messages after `afterId` in the scope's reach, oldest first. */
export async function messagesAfter(db: Db, scope: ChatScope, afterId: number): Promise<StoredMessage[]> {
  let query = messages(db).where('m.message_id', '>', afterId);
  if (!scope.desk) query = query.where('c.org_id', '=', scope.orgId).where('c.user_id', '=', scope.userId);
  return (await query.orderBy('m.message_id').limit(SYNC_LIMIT).execute()).map(toStored);
}

/** The newest message id in the scope's reach (0: none). */
export async function lastMessageId(db: Db, scope: ChatScope): Promise<number> {
  let query = db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.conversation_id', 'm.conversation_id')
    .select((eb) => eb.fn.max('m.message_id').as('n'));
  if (!scope.desk) query = query.where('c.org_id', '=', scope.orgId).where('c.user_id', '=', scope.userId);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** One page of a conversation's history before `beforeId` (newest page first asked), oldest first. */
export async function history(db: Db, conversationId: number, beforeId: number | undefined, pageSize: number): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  let query = messages(db).where('m.conversation_id', '=', conversationId);
  if (beforeId !== undefined) query = query.where('m.message_id', '<', beforeId);
  const rows = await query
    .orderBy('m.message_id', 'desc')
    .limit(pageSize + 1)
    .execute();
  return { messages: rows.slice(0, pageSize).reverse().map(toMessage), hasMore: rows.length > pageSize };
}

/** Stamps delivered_at on messages that reached the other side for the first time. */
export async function markDelivered(db: Db, messageIds: number[], now: number): Promise<void> {
  if (messageIds.length === 0) return;
  await db.updateTable('chat_messages').set({ delivered_at: now }).where('message_id', 'in', messageIds).where('delivered_at', 'is', null).execute();
}

/** The reader's side has read everything the other side wrote in the conversation; returns how many. */
export async function markRead(db: Db, conversationId: number, readerIsDesk: boolean, now: number): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ read_at: now })
    .where('conversation_id', '=', conversationId)
    .where('from_desk', '=', readerIsDesk ? '0' : '1')
    .where('read_at', 'is', null)
    .executeTakeFirst();
  // Reading implies delivery (a message read through history never went over a socket).
  await db
    .updateTable('chat_messages')
    .set({ delivered_at: now })
    .where('conversation_id', '=', conversationId)
    .where('from_desk', '=', readerIsDesk ? '0' : '1')
    .where('delivered_at', 'is', null)
    .execute();
  return Number(result.numUpdatedRows);
}

/** Conversations with their owner, hotel and the reader's unread count; one query (no N+1). */
export async function conversations(db: Db, scope: ChatScope, page: { pageNum: number; pageSize: number }): Promise<{ rows: ChatConversation[]; total: number }> {
  const unreadFrom = scope.desk ? '0' : '1';
  let base = db.selectFrom('chat_conversations as c');
  if (!scope.desk) base = base.where('c.org_id', '=', scope.orgId).where('c.user_id', '=', scope.userId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as u', 'u.user_id', 'c.user_id')
      .innerJoin('organisations as o', 'o.org_id', 'c.org_id')
      .select((eb) => [
        'c.conversation_id',
        'c.org_id',
        'o.org_code',
        'o.org_name',
        'o.account_code',
        'o.server_license',
        'c.user_id',
        'u.user_name',
        'u.nick_name',
        'u.phonenumber',
        'c.last_message_at',
        eb
          .selectFrom('chat_messages as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.conversation_id', '=', 'c.conversation_id')
          .where('m.from_desk', '=', unreadFrom)
          .where('m.read_at', 'is', null)
          .as('unread'),
      ])
      .orderBy('c.last_message_at', 'desc')
      .orderBy('c.conversation_id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      conversationId: r.conversation_id,
      orgId: r.org_id,
      orgCode: r.org_code,
      orgName: r.org_name,
      accountCode: r.account_code,
      serverLicense: r.server_license,
      userId: r.user_id,
      userName: r.user_name,
      nickName: r.nick_name,
      phone: r.phonenumber,
      lastMessageAt: Number(r.last_message_at),
      unread: Number(r.unread ?? 0),
    })),
    total: Number(count.n),
  };
}
