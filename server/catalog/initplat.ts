/**
 * 初始化平台 (module 3002): the initialisation platform's pages (initplat: '1'), signed in through its own
 * login. Its lists of roles and menus call the system module, so they carry the system module's permissions.
 */
import { home, page, type MenuSpec, type ModuleSpec } from './menu-spec.js';

const initplat = (name: string, path: string, component: string, perms: string, buttons: Array<[string, string]> = [], extra: Partial<MenuSpec> = {}) =>
  page(name, path, component, perms, buttons, { initplat: true, ...extra });

export const INITPLAT: ModuleSpec = {
  id: 3002,
  name: '初始化平台',
  code: 'initplat',
  path: 'initplat',
  icon: 'tool',
  menus: [
    home('initplat', { initplat: true }),
    initplat('组织初始化', 'org', 'initplat/org/index', 'initplat:org:list', [['初始化组织', 'initplat:org:init']]),
    // SPEC.md's /pppp/SysCodingRule and /pppp/voucherRule.
    initplat('编码规则', '/pppp/SysCodingRule', 'initplat/codingRule/index', 'initplat:codingRule:list', [['修改编码规则', 'initplat:codingRule:edit']]),
    initplat('凭证字', '/pppp/voucherRule', 'initplat/voucherRule/index', 'initplat:voucherRule:list', [['维护凭证字', 'initplat:voucherRule:edit']]),
    initplat('初始化用户', 'initUser', 'initplat/initUser/index', 'initplat:user:list', [['新增用户', 'initplat:user:add']]),
    initplat('初始化角色', 'initRole', 'initplat/initRole/index', 'system:role:list'),
    initplat('初始化菜单', 'initMenu', 'initplat/initMenu/index', 'system:menu:list'),
    // The detail pages under /pppp, reached from the lists above (src/modules/system/initplat-paths.ts names the same).
    initplat('初始配置', '/pppp/config', 'initplat/config/detail', 'initplat:org:list', [], { hidden: true }),
    initplat('初始菜单详情', '/pppp/menu', 'initplat/menu/detail', 'system:menu:query', [], { hidden: true }),
    initplat('初始用户详情', '/pppp/initSysUser', 'initplat/initUser/detail', 'system:user:query', [], { hidden: true }),
    initplat('初始角色详情', '/pppp/initSysRole', 'initplat/initRole/detail', 'system:role:query', [], { hidden: true }),
  ],
};
