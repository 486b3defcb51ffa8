/**
 * Demo modules and menus (data only). Every module has a home page `index` → '<module>/index';
 * pages name their component key, type-F buttons carry the permissions. Module ids are the ones the
 * shell knows: 3002 initialisation platform, 3003 service platform.
 */
export type MenuSpec = {
  name: string;
  path: string;
  type: 'M' | 'C' | 'F';
  component?: string;
  perms?: string;
  icon?: string;
  hidden?: boolean;
  external?: boolean;
  affix?: boolean;
  noCache?: boolean;
  initplat?: boolean;
  children?: MenuSpec[];
};

/** The service platform's approval query page (SPEC.md section 2, dynamic routes). */
export const QUERY_APPROVAL_PATH = '/htservice/approvalInitiated/queryApproval';

import { CRM_RECORD_MENUS, records } from './seed-record-menus.js';
import { SUPPORT_DESK_BUTTONS, SUPPORT_DESK_PAGE } from './migrations/0015_chat.js';
import { ACCOUNTANT_APPROVAL_KEYS, APPROVAL_ADMIN_KEYS, APPROVAL_PAGES } from './migrations/0018_approvals.js';
import { INVENTORY_CHART_PAGE } from './migrations/0020_reports.js';
import { CARD_BUTTONS_0017 } from './migrations/0017_assets.js';
import { BUSINESS_PAGES } from './migrations/0022_business.js';
import { VOUCHER_IMPORT_BUTTON } from './migrations/0023_voucher_import.js';
import { REPORT_IMPORT_BUTTON } from './migrations/0024_report_import.js';
import { POSTING_BUTTONS_0037 } from './migrations/0037_voucher_posting.js';
import { OPER_LOG_BUTTONS, OPER_LOG_PAGE } from './migrations/0025_operation_log.js';
import { CODING_RULE_PATH, VOUCHER_RULE_PATH } from './migrations/0031_coding_rules.js';
/** The organisation-parameter page of the system module (SPEC.md section 2, detail pages under /htservice). */
export const ORG_PARA_PATH = '/htservice/baseOrgPara';
/** One organisation's detail in the main shell (SPEC.md: org among the detail pages under /htservice). */
export const ORG_DETAIL_PATH = '/htservice/org';
/** The module-management page and the hidden detail page of one job (SPEC.md: detail pages under /htservice). */
export const MODULE_PAGE_PATH = '/htservice/module';
export const JOB_DETAIL_PATH = '/htservice/monitor/job';
/** The user and role detail pages (SPEC.md: detail pages under /htservice). */
export const USER_DETAIL_PATH = '/htservice/user';
export const ROLE_DETAIL_PATH = '/htservice/role';
/** SPEC.md's change-voucher detail (accountChangeVoucher), reached with ?voucherId=… from the voucher pages. */
export const VOUCHER_DETAIL_PATH = '/htservice/accountChangeVoucher';
/** Interface programmes and the organisation interface (SPEC.md: detail pages under /htservice; migration 0030). */
export const INTERFACE_PROGRAMME_PATH = '/htservice/inputInterfaceProgramme';
export const ORG_INTERFACE_PATH = '/htservice/sysOrgInterface';
/** Departments and positions (SPEC.md: dept and post among the detail pages under /htservice; migration 0028). */
export const DEPT_PAGE_PATH = '/htservice/dept';
export const POST_PAGE_PATH = '/htservice/post';
/** Notices and announcements (SPEC.md: notice among the detail pages under /htservice; routes/notice-manage.ts). */
export const NOTICE_PAGE_PATH = '/htservice/notice';
/** The dictionary detail pages and the registration licence (SPEC.md: detail pages under /htservice). */
export const DICT_TYPE_DETAIL_PATH = '/htservice/dict/type/detail';
export const DICT_DATA_DETAIL_PATH = '/htservice/dict/type/data/detail';
export const ACCOUNT_PATH = '/htservice/account';
/** The initialisation platform's detail pages (SPEC.md: under /pppp), reached from its lists. */
export const INITPLAT_DETAIL_PAGES = {
  config: '/pppp/config',
  menu: '/pppp/menu',
  user: '/pppp/initSysUser',
  role: '/pppp/initSysRole',
} as const;

/** The buttons of the user and role pages, in RuoYi's order (migration 0008 adds the missing ones to older databases). */
export const USER_BUTTONS: Array<[string, string]> = [
  ['查询用户', 'system:user:query'], ['新增用户', 'system:user:add'], ['修改用户', 'system:user:edit'], ['删除用户', 'system:user:remove'], ['重置密码', 'system:user:resetPwd'],
];
export const ROLE_BUTTONS: Array<[string, string]> = [
  ['查询角色', 'system:role:query'], ['新增角色', 'system:role:add'], ['修改角色', 'system:role:edit'], ['删除角色', 'system:role:remove'],
];

export type ModuleSpec = { id: number; name: string; code: string; path: string; icon: string; menus: MenuSpec[] };

const home = (module: string, extra: Partial<MenuSpec> = {}): MenuSpec => ({
  name: '首页', path: 'index', type: 'C', component: `${module}/index`, icon: 'dashboard', affix: true, noCache: true, ...extra,
});
const page = (name: string, path: string, component: string, perms: string, buttons: Array<[string, string]> = [], extra: Partial<MenuSpec> = {}): MenuSpec => ({
  name, path, type: 'C', component, perms, ...extra,
  children: buttons.map(([label, p]) => ({ name: label, path: '', type: 'F', perms: p })),
});
const dir = (name: string, path: string, icon: string, children: MenuSpec[]): MenuSpec => ({ name, path, type: 'M', icon, children });

/** A page with one more button (a permission a later migration added to it). */
const withButton = (menu: MenuSpec, [name, perms]: [string, string]): MenuSpec => ({ ...menu, children: [...(menu.children ?? []), { name, path: '', type: 'F', perms }] });

export const MODULES: ModuleSpec[] = [
  { id: 1001, name: '会计核算', code: 'accounting', path: 'accounting', icon: 'money', menus: [
    home('accounting'),
    dir('凭证管理', 'voucher', 'edit', [
      page('凭证录入', 'entry', 'accounting/voucher/entry/index', 'accounting:voucher:list', [['新增凭证', 'accounting:voucher:add'], ['修改凭证', 'accounting:voucher:edit'], ['删除凭证', 'accounting:voucher:remove'], VOUCHER_IMPORT_BUTTON]),
      page('凭证审核', 'audit', 'accounting/voucher/audit/index', 'accounting:voucher:query', [['审核', 'accounting:voucher:audit'], ['反审核', 'accounting:voucher:revoke'], ...POSTING_BUTTONS_0037]),
      page('凭证详情', VOUCHER_DETAIL_PATH, 'accounting/voucher/detail/index', 'accounting:voucher:query', [], { hidden: true }),
    ]),
    dir('账簿查询', 'ledger', 'documentation', [
      page('总账', 'general', 'accounting/ledger/general/index', 'accounting:ledger:general'),
      page('明细账', 'detail', 'accounting/ledger/detail/index', 'accounting:ledger:detail', [['导出', 'accounting:ledger:export']]),
      page('辅助明细账', 'auxDetail', 'accounting/ledger/auxDetail/index', 'accounting:ledger:auxDetail'),
      page('辅助余额表', 'auxBalance', 'accounting/ledger/auxBalance/index', 'accounting:ledger:auxBalance'),
    ]),
    // Financial statements from the ledger (routes/statements.ts): one page each, 导出 for the PDF and the workbook.
    dir('财务报表', 'statement', 'chart', [
      page('资产负债表', 'balanceSheet', 'accounting/statement/balanceSheet/index', 'accounting:statement:balanceSheet', [['导出', 'accounting:statement:export']]),
      page('利润表', 'incomeStatement', 'accounting/statement/incomeStatement/index', 'accounting:statement:income', [['导出', 'accounting:statement:export']]),
      page('现金流量表', 'cashFlow', 'accounting/statement/cashFlow/index', 'accounting:statement:cashFlow', [['导出', 'accounting:statement:export']]),
    ]),
    // Month end (issue 20): the checks, 期间损益结转, 结账 and 反结账 of a period (routes/period-close.ts).
    page('期末结账', 'periodClose', 'accounting/periodClose/index', 'accounting:period:list', [
      ['期间损益结转', 'accounting:period:carryForward'], ['结账', 'accounting:period:close'], ['反结账', 'accounting:period:reopen'],
    ]),
    page('期初余额', 'openingBalance', 'accounting/openingBalance/index', 'accounting:openingBalance:list', [['导入期初', 'accounting:openingBalance:import']]),
    // Auxiliary accounting (migration 0036): which dimensions each account requires, and the items of each dimension.
    dir('基础资料', 'base', 'tree-table', [
      page('会计科目', 'account', 'accounting/account/index', 'accounting:account:list', [['修改科目', 'accounting:account:edit']]),
      page('辅助核算项目', 'auxItem', 'accounting/auxItem/index', 'accounting:auxItem:list', [
        ['新增辅助核算项目', 'accounting:auxItem:add'], ['修改辅助核算项目', 'accounting:auxItem:edit'], ['删除辅助核算项目', 'accounting:auxItem:remove'],
      ]),
    ]),
    // Absolute paths: SPEC.md lists inputInterfaceProgramme and sysOrgInterface among the detail pages under /htservice.
    dir('接口管理', 'interface', 'guide', [
      page('接口方案', INTERFACE_PROGRAMME_PATH, 'accounting/inputInterfaceProgramme/index', 'accounting:interface:list', [
        ['查询接口方案', 'accounting:interface:query'], ['新增接口方案', 'accounting:interface:add'], ['修改接口方案', 'accounting:interface:edit'], ['删除接口方案', 'accounting:interface:remove'],
      ]),
      page('机构接口', ORG_INTERFACE_PATH, 'accounting/sysOrgInterface/index', 'accounting:orgInterface:list', [['修改机构接口', 'accounting:orgInterface:edit'], ['接口导入', 'accounting:orgInterface:import']]),
    ]),
  ] },
  { id: 1002, name: '固定资产', code: 'assets', path: 'assets', icon: 'build', menus: [
    home('assets'),
    page('资产卡片', 'card', 'assets/card/index', 'assets:card:list', [['新增卡片', 'assets:card:add'], ['导入卡片', 'assets:card:import'], ...CARD_BUTTONS_0017, ['资产调拨', 'assets:card:transfer'], ['资产清理', 'assets:card:dispose']]),
    page('资产折旧', 'depreciation', 'assets/depreciation/index', 'assets:depreciation:list', [['计提折旧', 'assets:depreciation:calculate'], ['撤销折旧', 'assets:depreciation:reverse']]),
    page('资产盘点', 'check', 'assets/check/index', 'assets:check:list', [['新增盘点', 'assets:check:add']]),
  ] },
  { id: 1003, name: '低值易耗品', code: 'consumables', path: 'consumables', icon: 'shopping', menus: [
    home('consumables'),
    page('库存查询', 'stock', 'consumables/stock/index', 'consumables:stock:list'),
    page('仓库库存导入', 'stockImport', 'consumables/stockImport/index', 'consumables:stock:query', [['导入库存', 'consumables:stock:import']]),
    // Absolute path (SPEC.md section 2): the stock's value by warehouse and unit-price band as charts (migration 0020).
    page(INVENTORY_CHART_PAGE.name, INVENTORY_CHART_PAGE.path, INVENTORY_CHART_PAGE.component, INVENTORY_CHART_PAGE.perms, [], { icon: INVENTORY_CHART_PAGE.icon }),
  ] },
  { id: 1004, name: '业务管理', code: 'business', path: 'business', icon: 'example', menus: [
    home('business'),
    // Record pages (migration 0022): the record kinds priceAgreement and saleAgreement, with their imports.
    ...BUSINESS_PAGES.map((p) => page(p.name, p.path, p.component, `${p.prefix}:list`, p.buttons.map(([label, action]) => [label, `${p.prefix}:${action}`]))),
  ] },
  { id: 1005, name: '报表中心', code: 'reports', path: 'reports', icon: 'chart', menus: [
    home('reports'),
    withButton(records('报表查询', 'query', 'reports/query/index', 'reports:report'), REPORT_IMPORT_BUTTON),
    page('报表计算', 'calculate', 'reports/calculate/index', 'reports:report:query', [['计算报表', 'reports:report:calculate']]),
  ] },
  { id: 2001, name: '系统服务', code: 'system', path: 'system', icon: 'system', menus: [
    home('system'),
    dir('系统管理', 'manage', 'system', [
      page('用户管理', 'user', 'system/user/index', 'system:user:list', USER_BUTTONS),
      page('角色管理', 'role', 'system/role/index', 'system:role:list', ROLE_BUTTONS),
      page('通知公告', NOTICE_PAGE_PATH, 'system/notice/index', 'system:notice:list', [
        ['查询公告', 'system:notice:query'], ['新增公告', 'system:notice:add'], ['修改公告', 'system:notice:edit'], ['删除公告', 'system:notice:remove'],
      ], { icon: 'message' }),
      // The detail pages of SPEC.md's "Detail pages under /htservice": absolute paths, hidden from the sidebar.
      page('用户详情', USER_DETAIL_PATH, 'system/user/detail', 'system:user:query', [], { hidden: true }),
      page('角色详情', ROLE_DETAIL_PATH, 'system/role/detail', 'system:role:query', [], { hidden: true }),
      page('菜单管理', 'menu', 'system/menu/index', 'system:menu:list', [['查询菜单', 'system:menu:query'], ['新增菜单', 'system:menu:add'], ['修改菜单', 'system:menu:edit'], ['删除菜单', 'system:menu:remove']]),
      page('部门管理', DEPT_PAGE_PATH, 'system/dept/index', 'system:dept:list', [['查询部门', 'system:dept:query'], ['新增部门', 'system:dept:add'], ['修改部门', 'system:dept:edit'], ['删除部门', 'system:dept:remove']], { icon: 'tree' }),
      page('岗位管理', POST_PAGE_PATH, 'system/post/index', 'system:post:list', [
        ['查询岗位', 'system:post:query'], ['新增岗位', 'system:post:add'], ['修改岗位', 'system:post:edit'], ['删除岗位', 'system:post:remove'], ['导出岗位', 'system:post:export'],
      ], { icon: 'post' }),
      page('组织管理', 'org', 'system/org/index', 'system:org:list', [['查询组织', 'system:org:query'], ['新增组织', 'system:org:add'], ['修改组织', 'system:org:edit'], ['删除组织', 'system:org:remove']]),
      page('组织详情', ORG_DETAIL_PATH, 'system/org/detail', 'system:org:query', [], { hidden: true }),
      page('参数设置', 'config', 'system/config/index', 'system:config:list', [['查询参数', 'system:config:query'], ['新增参数', 'system:config:add'], ['修改参数', 'system:config:edit'], ['删除参数', 'system:config:remove']]),
      page('字典管理', 'dict', 'system/dict/index', 'system:dict:list', [
        ['查询字典', 'system:dict:query'], ['新增字典', 'system:dict:add'], ['修改字典', 'system:dict:edit'], ['删除字典', 'system:dict:remove'], ['导出字典', 'system:dict:export'],
      ]),
      page('字典详情', DICT_TYPE_DETAIL_PATH, 'system/dict/detail', 'system:dict:query', [], { hidden: true }),
      page('字典数据详情', DICT_DATA_DETAIL_PATH, 'system/dict/data/detail', 'system:dict:query', [], { hidden: true }),
      // A hotel's administrator reads their own registration; the platform administrator any hotel's.
      page('注册授权', ACCOUNT_PATH, 'system/account/index', 'system:account:query', [], { icon: 'validCode' }),
      // Absolute path: SPEC.md lists baseOrgPara among the detail pages under /htservice.
      page('组织参数', ORG_PARA_PATH, 'system/orgPara/index', 'system:orgPara:list', [['查询组织参数', 'system:orgPara:query'], ['新增组织参数', 'system:orgPara:add'], ['修改组织参数', 'system:orgPara:edit']]),
      // Absolute path: SPEC.md lists module among the detail pages under /htservice.
      page('模块管理', MODULE_PAGE_PATH, 'system/module/index', 'system:module:list', [
        ['查询模块', 'system:module:query'], ['新增模块', 'system:module:add'], ['修改模块', 'system:module:edit'], ['删除模块', 'system:module:remove'], ['导出模块', 'system:module:export'], ['修改授权', 'system:module:licence'],
      ], { icon: 'component' }),
    ]),
    dir('系统监控', 'monitor', 'monitor', [
      page('登录日志', 'logininfor', 'system/logininfor/index', 'system:logininfor:list', [['删除日志', 'system:logininfor:remove'], ['导出日志', 'system:logininfor:export']]),
      // Migration 0025: the operation log beside the login log.
      page(OPER_LOG_PAGE.name, OPER_LOG_PAGE.path, OPER_LOG_PAGE.component, OPER_LOG_PAGE.perms, OPER_LOG_BUTTONS, { icon: 'form' }),
      page('在线用户', 'online', 'system/online/index', 'system:online:list', [['强退', 'system:online:forceLogout']]),
      page('定时任务', 'job', 'system/job/index', 'system:job:list', [
        ['查询任务', 'system:job:query'], ['修改任务', 'system:job:edit'], ['任务状态', 'system:job:changeStatus'], ['执行任务', 'system:job:run'],
        ['调度日志', 'system:jobLog:list'], ['删除日志', 'system:jobLog:remove'], ['导出日志', 'system:jobLog:export'],
      ]),
      page('任务详情', JOB_DETAIL_PATH, 'system/job/detail', 'system:job:query', [], { hidden: true, icon: 'job' }),
    ]),
    // Platform-wide configuration (not per hotel): only the admin role holds these permissions.
    dir('系统工具', 'tool', 'tool', [
      page('代码生成', 'gen', 'tool/gen/index', 'tool:gen:list', [
        ['查询生成', 'tool:gen:query'], ['修改生成', 'tool:gen:edit'], ['导入表', 'tool:gen:import'], ['删除生成', 'tool:gen:remove'], ['预览代码', 'tool:gen:preview'],
      ], { icon: 'code' }),
    ]),
  ] },
  { id: 3001, name: '客户关系', code: 'crm', path: 'crm', icon: 'peoples', menus: [
    home('crm'),
    records('客户', 'customer', 'crm/customer/index', 'crm:customer'),
    records('工单', 'workOrder', 'crm/workOrder/index', 'crm:workOrder'),
    records('合同', 'contract', 'crm/contract/index', 'crm:contract'),
    ...CRM_RECORD_MENUS,
  ] },
  { id: 3003, name: '服务平台', code: 'service', path: 'service', icon: 'guide', menus: [
    home('service'),
    page('审批中心', 'approvalCenter', 'service/approvalCenter/index', 'service:approval:list', [['审批', 'service:approval:approve']]),
    page('发起审批', 'approvalInitiated', 'service/approvalInitiated/index', 'service:approval:initiate'),
    // Absolute path on purpose: the shell adds one detail route per approval form (getApprovalMenuList)
    // under /htservice/approvalInitiated when it meets a path containing htservice/approvalInitiated/queryApproval.
    page('审批查询', QUERY_APPROVAL_PATH, 'service/approval/query/index', 'service:approval:query', [], { icon: 'search' }),
    { name: '帮助中心', path: 'https://help.example.com/hotel', type: 'C', external: true, icon: 'question' },
    page(SUPPORT_DESK_PAGE.name, SUPPORT_DESK_PAGE.path, SUPPORT_DESK_PAGE.component, SUPPORT_DESK_PAGE.perms, SUPPORT_DESK_BUTTONS, { icon: SUPPORT_DESK_PAGE.icon }),
    // Approvals (migration 0018): dictionary, definitions, the hidden designer, pending list, status detail.
    ...APPROVAL_PAGES.map((p) => page(p.name, p.path, p.component, p.perms, p.buttons, { icon: p.icon, hidden: p.hidden })),
  ] },
  { id: 3002, name: '初始化平台', code: 'initplat', path: 'initplat', icon: 'tool', menus: [
    home('initplat', { initplat: true }),
    page('组织初始化', 'org', 'initplat/org/index', 'initplat:org:list', [['初始化组织', 'initplat:org:init']], { initplat: true }),
    // SPEC.md's /pppp/SysCodingRule and /pppp/voucherRule (migration 0031 moved 编码规则 from 'codingRule').
    page('编码规则', CODING_RULE_PATH, 'initplat/codingRule/index', 'initplat:codingRule:list', [['修改编码规则', 'initplat:codingRule:edit']], { initplat: true }),
    page('凭证字', VOUCHER_RULE_PATH, 'initplat/voucherRule/index', 'initplat:voucherRule:list', [['维护凭证字', 'initplat:voucherRule:edit']], { initplat: true }),
    page('初始化用户', 'initUser', 'initplat/initUser/index', 'initplat:user:list', [['新增用户', 'initplat:user:add']], { initplat: true }),
    // The lists whose rows open the detail pages below; their calls are the system module's, so are their permissions.
    page('初始化角色', 'initRole', 'initplat/initRole/index', 'system:role:list', [], { initplat: true }),
    page('初始化菜单', 'initMenu', 'initplat/initMenu/index', 'system:menu:list', [], { initplat: true }),
    page('初始配置', INITPLAT_DETAIL_PAGES.config, 'initplat/config/detail', 'initplat:org:list', [], { initplat: true, hidden: true }),
    page('初始菜单详情', INITPLAT_DETAIL_PAGES.menu, 'initplat/menu/detail', 'system:menu:query', [], { initplat: true, hidden: true }),
    page('初始用户详情', INITPLAT_DETAIL_PAGES.user, 'initplat/initUser/detail', 'system:user:query', [], { initplat: true, hidden: true }),
    page('初始角色详情', INITPLAT_DETAIL_PAGES.role, 'initplat/initRole/detail', 'system:role:query', [], { initplat: true, hidden: true }),
  ] },
];

/** Which modules each demo role is granted (admin passes everything anyway, but is granted all). */
export const ROLE_MODULES: Record<string, number[]> = {
  admin: MODULES.map((m) => m.id),
  frontdesk: [1004, 3001, 1005, 3003],
  accountant: [1001, 1002, 1003, 1005],
};

/** Menus a module grant (ROLE_MODULES) leaves out: the support desk is granted by key to the support role only. */
export const KEYED_ONLY_MENUS = [`service:${SUPPORT_DESK_PAGE.path}`, ...SUPPORT_DESK_BUTTONS.map(([, perms]) => `service:${SUPPORT_DESK_PAGE.path}#${perms}`)];
/** Menus no module grant carries but admin's: the keyed-only ones and the approval administration (dictionary, definitions, designer). */
export const MODULE_GRANT_EXCLUDED = [...KEYED_ONLY_MENUS, ...APPROVAL_ADMIN_KEYS];
/**
 * Menus granted by key rather than by module: the group's support desk sees the service home and its desk;
 * accountants (no service-platform module grant) approve and query approvals.
 */
export const ROLE_MENU_KEYS: Record<string, string[]> = { support: ['service:index', ...KEYED_ONLY_MENUS], accountant: ACCOUNTANT_APPROVAL_KEYS };
