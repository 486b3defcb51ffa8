/** Wire shapes of notices and announcements (通知公告, routes/notice-manage.ts and notice-reader.ts). Types only. */

/** '1' 通知 (notice), '2' 公告 (announcement), as RuoYi's sys_notice_type. */
export type NoticeType = '1' | '2';
/** '0' draft, '1' published, '2' withdrawn. */
export type NoticeStatus = '0' | '1' | '2';
/** 'all': every organisation, also ones created later; 'orgs': the organisations of `orgIds`. */
export type NoticeScope = 'all' | 'orgs';

/** A notice as its administrators see it. Content is plain text: line breaks are kept, nothing is HTML. */
export type Notice = {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  noticeContent: string;
  status: NoticeStatus;
  scope: NoticeScope;
  orgIds: number[];
  /** The organisations reached, by name, for the list ('' when for all). */
  orgNames: string;
  /** The owning hotel's id; null for a platform notice. */
  ownerOrgId: number | null;
  createBy: string;
  publisher: string;
  /** `YYYY-MM-DD HH:mm:ss`, '' while never published. */
  publishTime: string;
  createTime: string;
  version: number;
};

/** The body of POST (and, with noticeId and version, of PUT) /htservice/notice. */
export type NoticeInput = { noticeTitle: string; noticeType: NoticeType; noticeContent: string; scope?: NoticeScope; orgIds?: number[] };

/** A published notice as one of its readers sees it. */
export type MyNotice = {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  publisher: string;
  publishTime: string;
  read: boolean;
};
export type MyNoticeDetail = MyNotice & { noticeContent: string };

/** GET /htservice/notice/my/list: a page of the reader's notices, newest first, with their unread count. */
export type MyNoticeList = { code: number; msg: string; rows: MyNotice[]; total: number; unread: number };

/** Frames of the notice socket (/prod-api/ws/notice): something the bell shows changed; read it again. */
export type NoticeFrame = { type: 'ready' } | { type: 'changed' };
