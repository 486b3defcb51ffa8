/**
 * The to-do notices of the "more to-do tasks" page (/module/task, routes/task-notice.ts), each call
 * declared once as a contract (contracts/endpoint.ts). The RuoYi family looks these up with PUT, and the
 * shell keeps that.
 */
import { z } from 'zod';
import { numericId, PageQuery } from './fields.js';
import { dataReply, endpoint, tableReply } from './endpoint.js';

export const NoticeType = z.enum(['sys', 'crm']);
export type NoticeType = z.infer<typeof NoticeType>;

/** A row of the to-do lookups (`PUT /htservice/module/getsysTaskNotice`, `getsysTaskNoticeCrm`, `getsysTaskNoticeCrmDone`). */
export const TaskNotice = z.object({
  noticeId: z.number().int(),
  noticeType: NoticeType,
  title: z.string(),
  content: z.string(),
  /** A route path of the shell, or null. */
  link: z.string().nullable(),
  /** '0' open, '1' done. */
  done: z.enum(['0', '1']),
  /** '0' unseen, '1' seen. */
  viewFlag: z.enum(['0', '1']),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
  /**
   * A to-do the server wrote (licence expiry, approval) is stored as message keys of server/i18n.ts with
   * parameters: `title`/`content` are them in the request's language, and these let the shell draw them
   * again with the product's own names (modules, approval definitions) in its language. Null for a to-do
   * stored as text.
   */
  titleKey: z.string().nullable(),
  contentKey: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type TaskNotice = z.infer<typeof TaskNotice>;

/** Body of `PUT /htservice/module/uipdateviewFlag`: one's own user id (an administrator may name a colleague of the organisation). */
const ViewFlagBody = z.object({ userid: numericId, noticeType: NoticeType });

/** The three lookups share one contract: the session's user's notices of one type, newest first. */
export const taskNoticeLookup = (what: string) => endpoint({ summary: `A page of the caller's ${what}, newest first (pageNum, pageSize)`, query: PageQuery, reply: tableReply(TaskNotice) });
export const taskNoticeSeen = endpoint({
  summary: "Marks one type of a user's notices seen (another user's only for an administrator, else 403)",
  body: ViewFlagBody,
  reply: dataReply(z.object({ updated: z.number().int() })),
  refusals: [403],
});
