/** The initialisation platform's menu pages: which menus a new organisation gets, and the address a menu opens. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SysMenu } from '../../server/contracts/menu-manage';
import { PEOPLE_AREAS } from '../../src/modules/system/people-areas';
import { initialMenus, menuAddress } from '../../src/modules/system/initplat-menus';

const menu = (menuId: number, parentId: number, menuType: SysMenu['menuType'], path: string, over: Partial<SysMenu> = {}): SysMenu => ({
  menuId,
  parentId,
  menuType,
  menuName: `m${menuId}`,
  orderNum: menuId,
  path,
  component: '',
  query: '',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
  perms: '',
  icon: '',
  moduleId: 2001,
  orgCode: null,
  menuKey: null,
  version: 1,
  ...over,
});
const all = [
  menu(1, 0, 'M', 'manage'),
  menu(2, 1, 'C', 'user'),
  menu(3, 2, 'F', ''),
  menu(4, 1, 'C', '/htservice/user'),
  menu(5, 0, 'C', 'https://help.example.com', { isFrame: '0' }),
  menu(6, 0, 'M', 'own', { orgCode: 'HT001' }),
  menu(7, 0, 'M', '/pppp'),
  menu(8, 7, 'C', 'config'),
];

test('a new organisation gets the shared pages and directories; buttons and one hotel’s own menus are left out', () => {
  assert.equal(
    initialMenus(all).map((m) => m.menuId),
    [1, 2, 4, 5, 7, 8],
  );
});

test("a menu's address: module path and parents joined; absolute paths and external links as they are", () => {
  assert.is(menuAddress(all[1], all, 'system'), '/system/manage/user');
  assert.is(menuAddress(all[0], all, 'system'), '/system/manage');
  assert.is(menuAddress(all[3], all, 'system'), '/htservice/user');
  assert.is(menuAddress(all[4], all, 'system'), 'https://help.example.com');
  assert.is(menuAddress(all[7], all, 'system'), '/pppp/config', 'below an absolute parent');
  assert.is(menuAddress(all[1], all, undefined), '/manage/user', 'without the module path');
});

test('the initialisation platform links its user and role pages to its own /pppp details and lists', () => {
  assert.equal([PEOPLE_AREAS.initplat.userDetail, PEOPLE_AREAS.initplat.roleDetail], ['/pppp/initSysUser', '/pppp/initSysRole']);
  assert.equal([PEOPLE_AREAS.main.userDetail, PEOPLE_AREAS.main.roleDetail], ['/htservice/user', '/htservice/role']);
  assert.ok(PEOPLE_AREAS.initplat.userList.startsWith('/initplat/') && PEOPLE_AREAS.initplat.roleList.startsWith('/initplat/'));
});

test.run();
