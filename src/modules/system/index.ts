/** The system-services module: its pages by server component key, and its texts. */
import type { ComponentType } from 'react';
import { systemTexts } from './locales';

export type SystemPageProps = { path: string; menuId: number };

export const systemModule = {
  id: 'system',
  pages: {
    'system/config/index': () => import('./ConfigPage').then((m) => m.ConfigPage),
    'system/dict/index': () => import('./DictTypePage').then((m) => m.DictTypePage),
    'system/logininfor/index': () => import('./MonitorPages').then((m) => m.LoginLogPage),
    'system/online/index': () => import('./MonitorPages').then((m) => m.OnlinePage),
    'system/operlog/index': () => import('./OperLogPage').then((m) => m.OperLogPage),
    'system/org/index': () => import('./OrgPages').then((m) => m.OrgPage),
    'system/org/detail': () => import('./OrgDetailPage').then((m) => m.OrgDetailPage),
    'system/orgPara/index': () => import('./OrgPages').then((m) => m.OrgParaPage),
    'initplat/org/index': () => import('./OrgPages').then((m) => m.InitOrgPage),
    'system/module/index': () => import('./ModulePage').then((m) => m.ModulePage),
    'system/job/index': () => import('./JobPage').then((m) => m.JobPage),
    'system/job/detail': () => import('./JobDetailPage').then((m) => m.JobDetailPage),
    'tool/gen/index': () => import('./GenPage').then((m) => m.GenPage),
    'system/menu/index': () => import('./MenuPage').then((m) => m.MenuPage),
    'system/user/index': () => import('./UserPage').then((m) => m.UserPage),
    'system/user/detail': () => import('./UserDetailPage').then((m) => m.UserDetailPage),
    'system/role/index': () => import('./RolePage').then((m) => m.RolePage),
    'system/role/detail': () => import('./RoleDetailPage').then((m) => m.RoleDetailPage),
    // The initialisation platform's 初始化用户 is the same list of the organisation's users.
    'initplat/initUser/index': () => import('./UserPage').then((m) => m.UserPage),
    'accounting/voucher/entry/index': () => import('./VoucherPages').then((m) => m.VoucherEntryPage),
    'accounting/voucher/audit/index': () => import('./VoucherPages').then((m) => m.VoucherAuditPage),
    'accounting/voucher/detail/index': () => import('./VoucherDetailPage').then((m) => m.VoucherDetailPage),
    // The service platform's support desk (客服工作台): the group's desk answering every hotel's chat.
    'service/supportDesk/index': () => import('./SupportDeskPage').then((m) => m.SupportDeskPage),
  } as Record<string, () => Promise<ComponentType<SystemPageProps>>>,
  /** Pages reached by a fixed route rather than a menu (SPEC.md section 2). */
  fixedPages: {
    dictData: () => import('./DictDataPage').then((m) => m.DictDataPage),
    orgDetail: () => import('./OrgDetailPage').then((m) => m.OrgDetailPage),
    jobLog: () => import('./JobLogPage').then((m) => m.JobLogPage),
    genEdit: () => import('./GenEditPage').then((m) => m.GenEditPage),
  },
  locales: systemTexts,
};
