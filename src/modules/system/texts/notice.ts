/** Texts of notices and announcements: the administrators' page, the header bell and the reader (data only; merged under `system.notice`). */
export const noticeTexts = {
  zh: {
    notice: {
      title: '通知公告', noticeId: '序号', noticeTitle: '公告标题', noticeType: '公告类型', noticeContent: '内容', status: '状态', scope: '发布范围',
      orgIds: '接收组织', orgNames: '接收组织', createBy: '创建者', publisher: '发布人', publishTime: '发布时间', createTime: '创建时间',
      types: { 1: '通知', 2: '公告' },
      statuses: { 0: '草稿', 1: '已发布', 2: '已撤回' },
      scopes: { all: '全部组织', orgs: '指定组织' },
      ownOrg: '本组织',
      publish: '发布', withdraw: '撤回', publishOf: '发布公告 {{title}}', withdrawOf: '撤回公告 {{title}}',
      confirmPublish: '确定发布“{{title}}”吗？发布后接收组织的用户将收到提醒。', confirmWithdraw: '确定撤回“{{title}}”吗？撤回后用户将看不到它。',
      published: '已发布', withdrawn: '已撤回', confirmTitle: '系统提示', ok: '确定', cancel: '取消',
      contentLabel: '内容（纯文本，保留换行）',
      bell: '通知公告', bellUnread: '通知公告（{{count}} 条未读）', bellEmpty: '暂无通知公告', markAllRead: '全部标为已读', viewAll: '查看全部',
      unreadMark: '未读', open: '阅读 {{title}}',
      reader: '我的通知公告', readerEmpty: '没有通知公告', onlyUnread: '只看未读', search: '搜索标题', close: '关闭', readAt: '发布于 {{time}}，发布人 {{publisher}}',
    },
  },
  en: {
    notice: {
      title: 'Notices', noticeId: 'No.', noticeTitle: 'Title', noticeType: 'Type', noticeContent: 'Content', status: 'Status', scope: 'Audience',
      orgIds: 'Organisations', orgNames: 'Organisations', createBy: 'Created by', publisher: 'Published by', publishTime: 'Published', createTime: 'Created',
      types: { 1: 'Notice', 2: 'Announcement' },
      statuses: { 0: 'Draft', 1: 'Published', 2: 'Withdrawn' },
      scopes: { all: 'All organisations', orgs: 'Chosen organisations' },
      ownOrg: 'Own organisation',
      publish: 'Publish', withdraw: 'Withdraw', publishOf: 'Publish {{title}}', withdrawOf: 'Withdraw {{title}}',
      confirmPublish: 'Publish "{{title}}"? Users of the receiving organisations will be notified.', confirmWithdraw: 'Withdraw "{{title}}"? Users will no longer see it.',
      published: 'Published', withdrawn: 'Withdrawn', confirmTitle: 'Confirm', ok: 'OK', cancel: 'Cancel',
      contentLabel: 'Content (plain text; line breaks are kept)',
      bell: 'Notices', bellUnread: 'Notices ({{count}} unread)', bellEmpty: 'No notices', markAllRead: 'Mark all read', viewAll: 'View all',
      unreadMark: 'Unread', open: 'Read {{title}}',
      reader: 'My notices', readerEmpty: 'No notices', onlyUnread: 'Unread only', search: 'Search titles', close: 'Close', readAt: 'Published {{time}} by {{publisher}}',
    },
  },
};
