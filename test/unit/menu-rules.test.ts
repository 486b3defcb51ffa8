/** The menu rules and the route addresses of the server, as pure functions. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkChildren, checkFields, checkParent, descendantsOf, wouldCycle, type RuleMenu } from '../../server/lib/menu-rules';
import { routeAddresses } from '../../server/db/sys-routes';

const menu = (over: Partial<RuleMenu>): RuleMenu => ({
  menu_id: 10,
  menu_name: '页',
  menu_type: 'C',
  parent_id: 0,
  path: 'page',
  component: 'm/page/index',
  is_frame: '1',
  module_id: 1,
  org_code: null,
  ...over,
});
const broken = (r: ReturnType<typeof checkFields>) => (r ? `${r.status} ${r.key} ${r.field}` : null);

test('fields: a page needs path and component, a directory a path, a link http(s), a button nothing', () => {
  assert.is(broken(checkFields(menu({}))), null);
  assert.is(broken(checkFields(menu({ component: '' }))), '422 fieldRequired component');
  assert.is(broken(checkFields(menu({ path: '' }))), '422 fieldRequired path');
  assert.is(broken(checkFields(menu({ path: 'a b' }))), '422 menuPathInvalid path');
  assert.is(broken(checkFields(menu({ path: '/htservice/x/y' }))), null, 'absolute paths are routes too');
  assert.is(broken(checkFields(menu({ component: '../x' }))), '422 menuComponentInvalid component');
  assert.is(broken(checkFields(menu({ menu_type: 'M', component: '' }))), null);
  assert.is(broken(checkFields(menu({ menu_type: 'M', path: '' }))), '422 fieldRequired path');
  assert.is(broken(checkFields(menu({ is_frame: '0', path: 'https://a.example', component: '' }))), null);
  assert.is(broken(checkFields(menu({ is_frame: '0', path: 'ftp://a.example' }))), '422 menuLinkInvalid path');
  assert.is(broken(checkFields(menu({ is_frame: '0', menu_type: 'M', path: 'https://a.example' }))), '422 menuLinkType isFrame');
  assert.is(broken(checkFields(menu({ menu_type: 'F', path: '', component: '' }))), null);
});

test('parent: directory for M and C, directory or page for F, same module, shared under shared', () => {
  const dir = menu({ menu_id: 1, menu_type: 'M' });
  const page = menu({ menu_id: 2 });
  assert.is(broken(checkParent(menu({ parent_id: 1 }), dir)), null);
  assert.is(broken(checkParent(menu({ parent_id: 0 }), undefined)), null);
  assert.is(broken(checkParent(menu({ parent_id: 2 }), page)), '422 menuParentC parentId');
  assert.is(broken(checkParent(menu({ menu_type: 'F', parent_id: 2 }), page)), null);
  assert.is(broken(checkParent(menu({ menu_type: 'F', parent_id: 0 }), undefined)), '422 menuParentF parentId');
  assert.is(broken(checkParent(menu({ parent_id: 9 }), undefined)), '422 menuParentUnknown parentId');
  assert.is(broken(checkParent(menu({ parent_id: 1, module_id: 2 }), dir)), '422 menuParentModule parentId');
  assert.is(broken(checkParent(menu({ parent_id: 1 }), { ...dir, org_code: 'HT001' })), '422 menuParentScope parentId');
  assert.is(broken(checkParent(menu({ parent_id: 1, org_code: 'HT001' }), dir)), null, 'an own menu under a shared one');
});

test('children: a page holds buttons only, a button nothing, and a menu with children keeps its module', () => {
  const dir = menu({ menu_type: 'M' });
  assert.is(broken(checkChildren(dir, { ...dir, menu_type: 'C' }, [{ menu_type: 'F' }])), null);
  assert.is(broken(checkChildren(dir, { ...dir, menu_type: 'C' }, [{ menu_type: 'C' }])), '409 menuChildrenType menuType');
  assert.is(broken(checkChildren(dir, { ...dir, menu_type: 'F' }, [{ menu_type: 'F' }])), '409 menuChildrenType menuType');
  assert.is(broken(checkChildren(dir, { ...dir, module_id: 2 }, [{ menu_type: 'C' }])), '409 menuModuleChildren moduleId');
  assert.is(broken(checkChildren(dir, { ...dir, module_id: 2 }, [])), null);
});

test('descendants and cycles, also over data that already holds a cycle', () => {
  const rows = [
    { menu_id: 1, parent_id: 0 },
    { menu_id: 2, parent_id: 1 },
    { menu_id: 3, parent_id: 2 },
    { menu_id: 4, parent_id: 0 },
  ];
  assert.equal(descendantsOf(1, rows).sort(), [2, 3]);
  assert.ok(wouldCycle(1, 3, rows));
  assert.ok(wouldCycle(1, 1, rows));
  assert.not.ok(wouldCycle(3, 4, rows));
  assert.equal(
    descendantsOf(5, [
      { menu_id: 5, parent_id: 6 },
      { menu_id: 6, parent_id: 5 },
    ]),
    [6],
  );
});

test('route addresses: module path, then each segment; absolute segments start over; only pages, no links, no orphans', () => {
  const base = { org_code: null, module_id: 1 };
  const rows = routeAddresses(new Map([[1, 'system']]), [
    { ...base, menu_id: 1, parent_id: 0, path: 'manage', menu_type: 'M' },
    { ...base, menu_id: 2, parent_id: 1, path: 'menu', menu_type: 'C' },
    { ...base, menu_id: 3, parent_id: 2, path: '', menu_type: 'F' },
    { ...base, menu_id: 4, parent_id: 0, path: '/htservice/x', menu_type: 'C' },
    { ...base, menu_id: 5, parent_id: 0, path: 'https://help.example', menu_type: 'C' },
    { ...base, menu_id: 6, parent_id: 99, path: 'lost', menu_type: 'C' },
    { ...base, menu_id: 7, parent_id: 8, path: 'a', menu_type: 'C' },
    { ...base, menu_id: 8, parent_id: 7, path: 'b', menu_type: 'M' },
  ]);
  assert.equal(
    rows.map((r) => [r.menu_id, r.route_addr]),
    [
      [2, '/system/manage/menu'],
      [4, '/htservice/x'],
    ],
  );
});

test.run();
