/**
 * 服务平台 (module 3003): approvals (the approval centre, its dictionary, definitions, designer, pending
 * list and status pages at SPEC.md's absolute addresses), the help centre and the support desk.
 */
import { home, page, type ButtonSpec, type ModuleSpec } from './menu-spec.js';

/** The permission to answer any hotel's chat (chat/access.ts): the group's support desk holds it. */
export const SUPPORT_REPLY_PERMISSION = 'service:support:reply';
/** The pending approvals list, which to-do notices of an approval task link to (approvals/runtime.ts). */
export const PENDING_LIST_PATH = '/htservice/approvalCenter/pendingList';

const QUERY_APPROVAL_PATH = '/htservice/approvalInitiated/queryApproval';
const APPROVAL_DICT_PATH = '/htservice/approvalCenter/approvalDict';
const APPROVAL_DEFINITION_PATH = '/htservice/approvalCenter/approvalDefinition';
const STATUS_QUERY_PATH = '/htservice/approvalCenter/approvalStatusQuery';
/** SPEC.md's approvalInitiated/queryApproval/ApprovalFromDataDemoDetail: one approval's form, path and decisions. */
const STATUS_DETAIL_PATH = '/htservice/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail';
const SUPPORT_DESK_PATH = 'supportDesk';
const SUPPORT_DESK_BUTTONS: ButtonSpec[] = [['回复客户', SUPPORT_REPLY_PERMISSION]];
const APPROVAL_DICT_BUTTONS: ButtonSpec[] = [
  ['新增审批类别', 'service:approvalDict:add'],
  ['修改审批类别', 'service:approvalDict:edit'],
  ['删除审批类别', 'service:approvalDict:remove'],
];
const APPROVAL_DEFINITION_BUTTONS: ButtonSpec[] = [
  ['新增审批定义', 'service:approvalDefinition:add'],
  ['修改审批定义', 'service:approvalDefinition:edit'],
  ['删除审批定义', 'service:approvalDefinition:remove'],
  ['发布审批定义', 'service:approvalDefinition:publish'],
];

export const SERVICE: ModuleSpec = {
  id: 3003,
  name: '服务平台',
  code: 'service',
  path: 'service',
  icon: 'guide',
  menus: [
    home('service'),
    page('审批中心', 'approvalCenter', 'service/approvalCenter/index', 'service:approval:list', [['审批', 'service:approval:approve']]),
    page('发起审批', 'approvalInitiated', 'service/approvalInitiated/index', 'service:approval:initiate'),
    // Absolute path on purpose: the shell adds one detail route per approval form (getApprovalMenuList)
    // under /htservice/approvalInitiated when it meets a path containing htservice/approvalInitiated/queryApproval.
    page('审批查询', QUERY_APPROVAL_PATH, 'service/approval/query/index', 'service:approval:query', [], { icon: 'search' }),
    { name: '帮助中心', path: 'https://help.example.com/hotel', type: 'C', external: true, icon: 'question' },
    page('客服工作台', SUPPORT_DESK_PATH, 'service/supportDesk/index', 'service:support:list', SUPPORT_DESK_BUTTONS, { icon: 'message' }),
    page('审批字典', APPROVAL_DICT_PATH, 'service/approvalCenter/approvalDict', 'service:approvalDict:list', APPROVAL_DICT_BUTTONS, { icon: 'dict' }),
    page('审批定义', APPROVAL_DEFINITION_PATH, 'service/approvalCenter/approvalDefinition', 'service:approvalDefinition:list', APPROVAL_DEFINITION_BUTTONS, { icon: 'tree-table' }),
    page('流程设计', '/metadata/temp4/wfd', 'service/approval/designer', 'service:approvalDefinition:edit', [], { icon: 'tree', hidden: true }),
    page('待办审批', PENDING_LIST_PATH, 'service/approvalCenter/pendingList', 'service:approval:list', [], { icon: 'list' }),
    page('审批状态', STATUS_QUERY_PATH, 'service/approvalCenter/approvalStatusQuery', 'service:approval:query', [], { icon: 'search', hidden: true }),
    page('审批详情', STATUS_DETAIL_PATH, 'service/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail', 'service:approval:query', [], { icon: 'documentation', hidden: true }),
  ],
};

const key = (path: string) => `service:${path}`;
const withButtons = (path: string, buttons: ButtonSpec[]) => [key(path), ...buttons.map(([, perms]) => `${key(path)}#${perms}`)];

/** The support desk and its button: granted by key to the support role, left out of every module grant. */
export const SUPPORT_DESK_KEYS = withButtons(SUPPORT_DESK_PATH, SUPPORT_DESK_BUTTONS);
/** The approval administration (dictionary, definitions, designer's definition pages): no module grant carries them. */
export const APPROVAL_ADMIN_KEYS = [...withButtons(APPROVAL_DICT_PATH, APPROVAL_DICT_BUTTONS), ...withButtons(APPROVAL_DEFINITION_PATH, APPROVAL_DEFINITION_BUTTONS), key('/metadata/temp4/wfd')];
/** What one needs to approve and to follow approvals without the rest of the service platform. */
export const APPROVAL_DECIDER_KEYS = [
  'service:index',
  'service:approvalCenter',
  'service:approvalCenter#service:approval:approve',
  key(PENDING_LIST_PATH),
  key(STATUS_QUERY_PATH),
  key(STATUS_DETAIL_PATH),
  key(QUERY_APPROVAL_PATH),
];
