/** The system-services module: its pages by server component key, and its texts. */
import type { ComponentType } from 'react';
import { systemTexts } from './locales';

export type SystemPageProps = { path: string; menuId: number };

export const systemModule = {
  id: 'system',
  pages: {
    'system/config/index': () => import('./ConfigPage').then((m) => m.ConfigPage),
    'system/dict/index': () => import('./DictTypePage').then((m) => m.DictTypePage),
    'system/dict/detail': () => import('./DictTypeDetailPage').then((m) => m.DictTypeDetailPage),
    'system/dict/data/detail': () => import('./DictDataDetailPage').then((m) => m.DictDataDetailPage),
    'system/account/index': () => import('./AccountPage').then((m) => m.AccountPage),
    'system/logininfor/index': () => import('./MonitorPages').then((m) => m.LoginLogPage),
    'system/online/index': () => import('./MonitorPages').then((m) => m.OnlinePage),
    'system/operlog/index': () => import('./OperLogPage').then((m) => m.OperLogPage),
    'system/notice/index': () => import('./NoticePage').then((m) => m.NoticePage),
    'system/org/index': () => import('./OrgPages').then((m) => m.OrgPage),
    'system/org/detail': () => import('./OrgDetailPage').then((m) => m.OrgDetailPage),
    'system/orgPara/index': () => import('./OrgPages').then((m) => m.OrgParaPage),
    'initplat/org/index': () => import('./OrgPages').then((m) => m.InitOrgPage),
    'system/module/index': () => import('./ModulePage').then((m) => m.ModulePage),
    'system/job/index': () => import('./JobPage').then((m) => m.JobPage),
    'system/job/detail': () => import('./JobDetailPage').then((m) => m.JobDetailPage),
    'system/menu/index': () => import('./MenuPage').then((m) => m.MenuPage),
    'system/dept/index': () => import('./DeptPage').then((m) => m.DeptPage),
    'system/post/index': () => import('./PostPage').then((m) => m.PostPage),
    'system/user/index': () => import('./UserPage').then((m) => m.UserPage),
    'system/user/detail': () => import('./UserDetailPage').then((m) => m.UserDetailPage),
    'system/role/index': () => import('./RolePage').then((m) => m.RolePage),
    'system/role/detail': () => import('./RoleDetailPage').then((m) => m.RoleDetailPage),
    // The initialisation platform's 初始化用户 / 初始化角色 are the same lists of the organisation's users and
    // roles, with their own titles and details under /pppp; its menus and configuration have pages of their own.
    'initplat/initUser/index': () => import('./InitplatPages').then((m) => m.InitUserPage),
    'initplat/initUser/detail': () => import('./InitplatPages').then((m) => m.InitUserDetailPage),
    'initplat/initRole/index': () => import('./InitplatPages').then((m) => m.InitRolePage),
    'initplat/initRole/detail': () => import('./InitplatPages').then((m) => m.InitRoleDetailPage),
    'initplat/initMenu/index': () => import('./InitMenuPage').then((m) => m.InitMenuPage),
    'initplat/menu/detail': () => import('./InitMenuDetailPage').then((m) => m.InitMenuDetailPage),
    'initplat/config/detail': () => import('./InitConfigPage').then((m) => m.InitConfigPage),
    // Coding rules and voucher words of the organisation (/pppp/SysCodingRule, /pppp/voucherRule).
    'initplat/codingRule/index': () => import('./CodingRulePage').then((m) => m.CodingRulePage),
    'initplat/voucherRule/index': () => import('./VoucherRulePage').then((m) => m.VoucherRulePage),
  } as Record<string, () => Promise<ComponentType<SystemPageProps>>>,
  /** Pages reached by a fixed route rather than a menu (SPEC.md section 2). */
  fixedPages: {
    dictData: () => import('./DictDataPage').then((m) => m.DictDataPage),
    orgDetail: () => import('./OrgDetailPage').then((m) => m.OrgDetailPage),
    jobLog: () => import('./JobLogPage').then((m) => m.JobLogPage),
    /** 我的通知公告: every signed-in user's notices (the bell's 'view all'). */
    noticeReader: () => import('./notice/NoticeReaderPage').then((m) => m.NoticeReaderPage),
  },
  locales: systemTexts,
};
