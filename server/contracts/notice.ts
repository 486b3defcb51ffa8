/**
 * Notices and announcements (通知公告, routes/notice-manage.ts and notice-reader.ts), each call declared
 * once as a contract (contracts/endpoint.ts). Content is plain text: line breaks are kept, nothing is HTML.
 */
import { z } from 'zod';
import { MAX_NOTICE_CONTENT } from '../../shared/wire-constants.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

/** '1' 通知 (notice), '2' 公告 (announcement), as RuoYi's sys_notice_type. */
const noticeType = z.enum(['1', '2']);
export type NoticeType = z.infer<typeof noticeType>;
/** '0' draft, '1' published, '2' withdrawn. */
const noticeStatus = z.enum(['0', '1', '2']);
export type NoticeStatus = z.infer<typeof noticeStatus>;
/** 'all': every organisation, also ones created later; 'orgs': the organisations of `orgIds`. */
const noticeScope = z.enum(['all', 'orgs']);
export type NoticeScope = z.infer<typeof noticeScope>;

/** A notice as its administrators see it. */
export const Notice = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType,
  noticeContent: z.string(),
  status: noticeStatus,
  scope: noticeScope,
  orgIds: z.array(z.number().int()),
  /** The organisations reached, by name, for the list ('' when for all). */
  orgNames: z.string(),
  /** The owning hotel's id; null for a platform notice. */
  ownerOrgId: z.number().int().nullable(),
  createBy: z.string(),
  publisher: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, '' while never published. */
  publishTime: z.string(),
  createTime: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type Notice = z.infer<typeof Notice>;

const editable = {
  noticeTitle: z.string().trim().min(1).max(100),
  noticeType,
  // Not trimmed: leading spaces and blank lines are the author's layout; but it must say something.
  noticeContent: z
    .string()
    .max(MAX_NOTICE_CONTENT)
    .refine((s) => s.trim() !== ''),
  scope: noticeScope,
  orgIds: z.array(numericId).max(1000),
};
// Not strict: RuoYi's forms send back what they loaded (createBy, status…); unknown keys are dropped.
const NoticeBody = z.object({ ...editable, scope: editable.scope.optional(), orgIds: editable.orgIds.default([]) });

const noticeParam = z.object({ noticeId: numericId });

export const noticeList = endpoint({
  summary: 'A page of the notices the caller manages, newest first (noticeTitle, createBy: contains; noticeType; status)',
  list: z.object({ noticeTitle: textFilter(), createBy: textFilter(), noticeType: noticeType.optional(), status: noticeStatus.optional() }),
  reply: tableReply(Notice),
});
export const noticeGet = endpoint({ summary: 'One notice', params: noticeParam, reply: dataReply(Notice), refusals: [404] });
export const noticeAdd = endpoint({ summary: "Drafts a notice (a hotel's reaches only that hotel)", body: NoticeBody, reply: dataReply(Notice), refusals: [403] });
export const noticeEdit = endpoint({
  summary: 'Edits a draft or withdrawn notice with the version last read',
  body: z.object(editable).partial().extend({ noticeId: numericId, version: versionNumber }),
  reply: dataReply(Notice),
  refusals: [403, 404, 409],
});
export const noticePublish = endpoint({ summary: 'Publishes a draft or withdrawn notice (news again: read marks cleared)', params: noticeParam, reply: dataReply(Notice), refusals: [404, 409] });
export const noticeWithdraw = endpoint({ summary: 'Withdraws a published notice', params: noticeParam, reply: dataReply(Notice), refusals: [404, 409] });
export const noticeRemove = endpoint({ summary: 'Deletes notices (all or nothing)', params: z.object({ noticeIds: idList }), reply: okReply, refusals: [404] });

/** A published notice as one of its readers sees it. */
export const MyNotice = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType,
  publisher: z.string(),
  publishTime: z.string(),
  read: z.boolean(),
});
export type MyNotice = z.infer<typeof MyNotice>;
export const MyNoticeDetail = MyNotice.extend({ noticeContent: z.string() });
export type MyNoticeDetail = z.infer<typeof MyNoticeDetail>;

/** GET /htservice/notice/my/list: a page of the reader's notices, newest first, with their unread count. */
export const myNoticeList = endpoint({
  summary: "A page of the caller's notices, newest first, with their unread count (noticeTitle: contains; unread=1)",
  list: z.object({ noticeTitle: textFilter(), unread: z.enum(['0', '1']).optional() }),
  reply: { kind: 'json', schema: tableReply(MyNotice).schema.extend({ unread: z.number().int().min(0) }) },
});
export type MyNoticeList = z.infer<typeof myNoticeList.reply.schema>;
export const myNoticeUnread = endpoint({ summary: "How many of the caller's notices are unread", reply: dataReply(z.number().int().min(0)) });
export const myNoticeGet = endpoint({ summary: "One of the caller's notices with its content", params: noticeParam, reply: dataReply(MyNoticeDetail), refusals: [404] });
export const myNoticeRead = endpoint({
  summary: "Marks one of the caller's notices read",
  params: noticeParam,
  reply: dataReply(z.object({ unread: z.number().int().min(0) })),
  refusals: [404],
});
export const myNoticeReadAll = endpoint({
  summary: "Marks every one of the caller's notices read",
  reply: dataReply(z.object({ marked: z.number().int().min(0), unread: z.number().int().min(0) })),
});
