/** The menu page's pure logic: module rows with their menus, the parent picker's choices, the form's checks and the body it sends. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SysMenu } from '../../server/contracts/menu-manage';
import '../../src/app/route-title';
import { locale } from '../../src/lib/i18n';
import { checkDraft, draftBody, menuItems, parentOptions, type MenuDraft } from '../../src/modules/system/menu-tree';

const menu = (menuId: number, parentId: number, menuType: SysMenu['menuType'], menuName: string, over: Partial<SysMenu> = {}): SysMenu => ({
  menuId,
  parentId,
  menuType,
  menuName,
  orderNum: menuId,
  path: '',
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
const menus = [
  menu(1, 0, 'M', '系统管理'),
  menu(2, 1, 'C', '参数设置'),
  menu(3, 2, 'F', '新增参数'),
  menu(4, 1, 'M', '子目录'),
  menu(5, 0, 'M', '本店目录', { orgCode: 'HT001' }),
  menu(6, 0, 'C', '首页', { moduleId: 1001 }),
];

// The page names modules and menus in the UI language (route-title dictionary); these tests read Chinese.
test.before.each(() => {
  locale.value = 'zh';
});

test('menu items in English: seeded modules and menus by the route-title dictionary, an own menu as typed', () => {
  locale.value = 'en';
  const items = menuItems(menus, [{ moduleId: 2001, moduleName: '系统服务' }]);
  const name = (key: string) => items.find((i) => i.key === key)!.name;
  assert.equal([name('module-2001'), name('1'), name('3'), name('5')], ['System services', 'System management', 'Add config key', '本店目录']);
});

test("menu items: a module row carries the module's icon, so the list's icon column shows it", () => {
  const items = menuItems(menus, [{ moduleId: 2001, moduleName: '系统服务', icon: 'system' }]);
  assert.is(items.find((i) => i.key === 'module-2001')!.icon, 'system');
});

test('menu items: a row per module (also one only a menu names), menus below; a search leaves empty modules out', () => {
  const items = menuItems(menus, [
    { moduleId: 2001, moduleName: '系统服务' },
    { moduleId: 1005, moduleName: '报表中心' },
  ]);
  assert.equal(
    items.slice(0, 3).map((i) => [i.key, i.name]),
    [
      ['module-2001', '系统服务'],
      ['module-1005', '报表中心'],
      ['module-1001', '1001'],
    ],
  );
  const byKey = new Map(items.map((i) => [i.key, i.parentKey]));
  assert.is(byKey.get('1'), 'module-2001');
  assert.is(byKey.get('3'), '2');
  const hits = menuItems(
    [menus[2]],
    [
      { moduleId: 2001, moduleName: '系统服务' },
      { moduleId: 1005, moduleName: '报表中心' },
    ],
    true,
  );
  assert.equal(
    hits.map((i) => [i.key, i.parentKey]),
    [
      ['module-2001', null],
      ['3', 'module-2001'],
    ],
    'a hit without its parent hangs under its module',
  );
});

test('parent choices: top level and directories for pages, directories and pages for buttons, indented; never itself or below; shared only under shared', () => {
  const labels = (o: Parameters<typeof parentOptions>[1]) => parentOptions(menus, o).map((x) => `${x.value}:${'\u3000'.repeat(x.depth)}${x.label}`); // depth shown as the indent it draws
  assert.equal(labels({ moduleId: 2001, menuType: 'C', shared: false, topLabel: '主类目' }), ['0:主类目', '1:系统管理', '4:\u3000子目录', '5:本店目录']);
  assert.equal(labels({ moduleId: 2001, menuType: 'F', shared: false, topLabel: '主类目' }), ['1:系统管理', '2:\u3000参数设置', '4:\u3000子目录', '5:本店目录']);
  assert.equal(labels({ moduleId: 2001, menuType: 'M', shared: true, editingId: 1, topLabel: '主类目' }), ['0:主类目'], "not itself, not its sub-directory, not the hotel's own");
  assert.equal(labels({ moduleId: 1001, menuType: 'M', shared: false, topLabel: '主类目' }), ['0:主类目']);
});

const draft = (over: Partial<MenuDraft>): MenuDraft => ({
  menuName: '客房参数',
  menuType: 'C',
  moduleId: '2001',
  parentId: '1',
  orderNum: 1,
  path: 'room',
  component: 'system/room/index',
  query: '',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
  perms: 'system:room:list',
  icon: '',
  ...over,
});

test('form checks follow the server rules and name the field', () => {
  assert.equal(checkDraft(draft({})), {});
  assert.equal(checkDraft(draft({ menuName: ' ', path: '', component: '' })), { menuName: 'nameRequired', path: 'pathRequired', component: 'componentRequired' });
  assert.equal(checkDraft(draft({ path: 'a b', component: '../x' })), { path: 'pathInvalid', component: 'componentInvalid' });
  assert.equal(checkDraft(draft({ isFrame: '0', path: 'www.example.com' })), { path: 'linkInvalid' });
  assert.equal(checkDraft(draft({ isFrame: '0', path: 'https://www.example.com', component: '' })), {});
  assert.equal(checkDraft(draft({ menuType: 'F', path: '', component: '' })), {});
  assert.equal(checkDraft(draft({ menuType: 'F', parentId: '0' })), { parentId: 'parentRequired' });
  assert.equal(checkDraft(draft({ menuType: 'M', component: '' })), {});
  assert.equal(checkDraft(draft({ orderNum: 10000 })), { orderNum: 'orderInvalid' });
  assert.equal(checkDraft(draft({ orderNum: '' })), { orderNum: 'orderInvalid' });
});

test('the body keeps only what the type uses', () => {
  const button = draftBody(draft({ menuType: 'F', path: 'x', component: 'y', query: 'q', isFrame: '0' }));
  assert.equal([button.path, button.component, button.query, button.isFrame, button.icon], ['', '', '', '1', '#']);
  const dir = draftBody(draft({ menuType: 'M' }));
  assert.equal([dir.path, dir.component, dir.perms, dir.moduleId, dir.parentId], ['room', '', '', 2001, 1]);
  const link = draftBody(draft({ isFrame: '0', path: ' https://a.example ' }));
  assert.equal([link.path, link.component, link.isFrame], ['https://a.example', '', '0']);
});

test.run();
