/**
 * Demo to-do notices of the "more to-do tasks" page (data only): per demo user a few system tasks
 * (accounting, assets, system) and CRM tasks, some already done, some already seen. `daysAgo`
 * places them in time relative to the first start; links are route paths of the user's own menus.
 */
export type NoticeSpec = {
  type: 'sys' | 'crm';
  title: string;
  content: string;
  link: string | null;
  done?: boolean;
  viewed?: boolean;
  daysAgo: number;
};

const ACCOUNTANT: NoticeSpec[] = [
  { type: 'sys', title: '凭证待审核 3 张', content: '本期有 3 张记账凭证等待审核，请及时处理。', link: '/accounting/voucher/audit', daysAgo: 0 },
  { type: 'sys', title: '资产盘点任务', content: '季度固定资产盘点已下发，请在本月 25 日前完成盘点录入。', link: '/assets/check', daysAgo: 1 },
  { type: 'sys', title: '本月折旧待计提', content: '固定资产本月折旧尚未计提，请在结账前完成。', link: '/assets/depreciation', daysAgo: 2, viewed: true },
  { type: 'sys', title: '期初余额已导入', content: '期初余额导入完成，试算平衡。', link: '/accounting/openingBalance', daysAgo: 9, done: true, viewed: true },
];

const FRONTDESK: NoticeSpec[] = [
  { type: 'crm', title: '客户回访提醒', content: '协议客户“华东商旅”本周需电话回访，了解近期入住体验。', link: '/crm/customer', daysAgo: 0 },
  { type: 'crm', title: '合同即将到期', content: '协议客户“金桥会展”的年度价格协议将于 30 天内到期，请跟进续签。', link: '/crm/contract', daysAgo: 1 },
  { type: 'crm', title: '工单待处理', content: '客房 1208 空调报修工单待派单。', link: '/crm/workOrder', daysAgo: 3, done: true, viewed: true },
  { type: 'sys', title: '价格协议待确认', content: '新增价格协议 2 份等待确认。', link: '/business/priceAgreement', daysAgo: 2 },
];

const ADMIN: NoticeSpec[] = [
  { type: 'sys', title: '授权即将到期提醒', content: '请关注各模块授权的到期时间，提前联系服务商续期。', link: null, daysAgo: 0 },
  { type: 'sys', title: '定时任务执行失败', content: '数据同步任务昨晚执行失败 1 次，请查看调度日志。', link: '/system/monitor/job', daysAgo: 1 },
  { type: 'crm', title: '客户回访提醒', content: '本月重点客户回访计划待审核。', link: '/crm/customer', daysAgo: 2 },
  { type: 'crm', title: '合同已续签', content: '“金桥会展”年度协议已续签。', link: '/crm/contract', daysAgo: 6, done: true },
];

/** Notices by role key of the demo users. */
export const NOTICES_BY_ROLE: Record<string, NoticeSpec[]> = { admin: ADMIN, frontdesk: FRONTDESK, accountant: ACCOUNTANT };
