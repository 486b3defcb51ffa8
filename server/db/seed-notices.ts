/**
 * Demo to-do notices of the "more to-do tasks" page (data only): per demo user a few system tasks
 * (accounting, assets, system) and CRM tasks, some already done, some already seen. `daysAgo`
 * places them in time relative to the first start; links are route paths of the user's own menus.
 * Like the to-dos the server writes (migration 0040), they are stored as message keys of server/i18n.ts
 * with their parameters and worded in the reader's language; customer names are data, so parameters.
 */
import { translate, type MsgKey, type MsgParams } from '../i18n.js';

export type NoticeSpec = {
  type: 'sys' | 'crm';
  title: MsgKey;
  content: MsgKey;
  params?: MsgParams;
  link: string | null;
  done?: boolean;
  viewed?: boolean;
  daysAgo: number;
};

const ACCOUNTANT: NoticeSpec[] = [
  { type: 'sys', title: 'demoVouchersToAuditTitle', content: 'demoVouchersToAuditContent', params: { count: 3 }, link: '/accounting/voucher/audit', daysAgo: 0 },
  { type: 'sys', title: 'demoAssetCountTitle', content: 'demoAssetCountContent', params: { day: 25 }, link: '/assets/check', daysAgo: 1 },
  { type: 'sys', title: 'demoDepreciationDueTitle', content: 'demoDepreciationDueContent', link: '/assets/depreciation', daysAgo: 2, viewed: true },
  { type: 'sys', title: 'demoOpeningImportedTitle', content: 'demoOpeningImportedContent', link: '/accounting/openingBalance', daysAgo: 9, done: true, viewed: true },
];

const FRONTDESK: NoticeSpec[] = [
  { type: 'crm', title: 'demoCallBackTitle', content: 'demoCallBackContent', params: { customer: '华东商旅' }, link: '/crm/customer', daysAgo: 0 },
  { type: 'crm', title: 'demoContractEndingTitle', content: 'demoContractEndingContent', params: { customer: '金桥会展', days: 30 }, link: '/crm/contract', daysAgo: 1 },
  { type: 'crm', title: 'demoWorkOrderTitle', content: 'demoWorkOrderContent', params: { room: '1208' }, link: '/crm/workOrder', daysAgo: 3, done: true, viewed: true },
  { type: 'sys', title: 'demoPriceAgreementsTitle', content: 'demoPriceAgreementsContent', params: { count: 2 }, link: '/business/priceAgreement', daysAgo: 2 },
];

const ADMIN: NoticeSpec[] = [
  { type: 'sys', title: 'demoLicencesTitle', content: 'demoLicencesContent', link: null, daysAgo: 0 },
  { type: 'sys', title: 'demoJobFailedTitle', content: 'demoJobFailedContent', params: { count: 1 }, link: '/system/monitor/job', daysAgo: 1 },
  { type: 'crm', title: 'demoCallBackTitle', content: 'demoCallBackPlanContent', link: '/crm/customer', daysAgo: 2 },
  { type: 'crm', title: 'demoContractRenewedTitle', content: 'demoContractRenewedContent', params: { customer: '金桥会展' }, link: '/crm/contract', daysAgo: 6, done: true },
];

/** Notices by role key of the demo users. */
export const NOTICES_BY_ROLE: Record<string, NoticeSpec[]> = { admin: ADMIN, frontdesk: FRONTDESK, accountant: ACCOUNTANT };

/**
 * The stored words of a notice: its keys and parameters, the texts left empty as the server's own to-dos
 * have them; on a database seeded before migration 0040 (upgrade tests), the Chinese sentences instead.
 */
export function noticeWords(n: NoticeSpec, withKeys: boolean) {
  const params = n.params ?? {};
  return withKeys
    ? { title: '', content: '', title_key: n.title, content_key: n.content, params: JSON.stringify(params) }
    : { title: translate('zh', n.title, params), content: translate('zh', n.content, params) };
}
