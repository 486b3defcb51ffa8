/**
 * Route building from a recorded getRouters answer (test/unit/fixtures/getRouters.admin.json, the seeded
 * administrator's): module matching, the menu rules, approval detail routes and the 3002/3003 rules.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu';
import { APPROVAL_BASE, homeOf, menuContainerHeight, menuEntries, moduleForPath, pageIndex, routes, showsFixedTab, withApprovalRoutes } from '../../src/state/routes.model';

const recorded = JSON.parse(readFileSync(new URL('./fixtures/getRouters.admin.json', import.meta.url), 'utf8')) as RouteNode[];
const approvals = [
  { path: 'expenseClaim', menuName: '费用报销' },
  { path: 'leaveRequest', menuName: '请假申请' },
];

test.before.each(() => {
  routes.value = withApprovalRoutes(recorded, approvals);
});

test('a path chooses its module; a module path alone is not a page', () => {
  assert.is(moduleForPath('/accounting/voucher/entry')?.moduleId, 1001);
  assert.is(moduleForPath('/assets/card')?.moduleId, 1002);
  assert.is(moduleForPath('/htservice/approvalInitiated/queryApproval')?.moduleId, 3003, 'absolute paths belong to their module');
  assert.is(moduleForPath('/accounting')?.moduleId, 1001);
  assert.is(moduleForPath('/nowhere/page'), undefined);
  assert.is(pageIndex.value.has('/accounting'), false);
});

test('each module has a home page ending in index', () => {
  for (const module of routes.value!) assert.is(homeOf(module)?.path, `${module.path}/index`, module.meta.title);
});

test('the menu leaves hidden items out and keeps directories with several children', () => {
  const accounting = routes.value!.find((m) => m.moduleId === 1001)!;
  const entries = menuEntries(accounting);
  assert.equal(
    entries.map((e) => e.title),
    ['首页', '凭证管理', '账簿查询', '期初余额'],
  );
  const vouchers = entries.find((e) => e.title === '凭证管理')!;
  assert.equal(
    vouchers.children!.map((e) => e.path),
    ['/accounting/voucher/entry', '/accounting/voucher/audit'],
    '凭证详情 is hidden',
  );
  assert.ok(pageIndex.value.has('/accounting/voucher/detail'), 'a hidden page is still a route');
});

test('a parent with one visible child shows only that child unless always-show', () => {
  const leaf = (path: string, title: string, hidden = false): RouteNode => ({
    name: title,
    path,
    hidden,
    component: 'x/index',
    moduleId: 9,
    meta: { title, icon: '', noCache: false, affix: false, link: null, initplatType: null, menuid: 1 },
  });
  const dir = (path: string, title: string, children: RouteNode[], alwaysShow = false): RouteNode => ({ ...leaf(path, title), component: 'ParentView', alwaysShow, children });
  const module = dir('/m', '模块', [dir('one', '单个', [leaf('only', '唯一'), leaf('gone', '隐藏', true)]), dir('kept', '保留', [leaf('child', '子页')], true)]);
  const entries = menuEntries(module);
  assert.equal(
    entries.map((e) => [e.title, e.path]),
    [
      ['唯一', '/m/one/only'],
      ['保留', '/m/kept'],
    ],
  );
  assert.equal(
    entries[1].children!.map((e) => e.title),
    ['子页'],
  );
});

test('external links keep their address', () => {
  const service = routes.value!.find((m) => m.moduleId === 3003)!;
  const help = menuEntries(service).find((e) => e.title === '帮助中心')!;
  assert.is(help.external, true);
  assert.is(help.path, 'https://help.example.com/hotel');
});

test('approval detail routes: one hidden route per approval menu item under /htservice/approvalInitiated', () => {
  for (const a of approvals) {
    const page = pageIndex.value.get(`${APPROVAL_BASE}/${a.path}`);
    assert.ok(page, a.path);
    assert.is(page!.node.meta.title, a.menuName);
    assert.is(page!.node.hidden, true);
    assert.is(page!.module.moduleId, 3003);
  }
  routes.value = withApprovalRoutes(
    recorded.filter((m) => m.moduleId !== 3003),
    approvals,
  );
  assert.is(pageIndex.value.has(`${APPROVAL_BASE}/expenseClaim`), false, 'no approval query route, no detail routes');
});

test('3003 gives the menu container its own height; 3002 shows only initplat-flagged fixed tabs', () => {
  assert.is(menuContainerHeight(3003), 'calc(100% - 130px)');
  assert.is(menuContainerHeight(1001), 'calc(100% - 90px)');
  const initplatHome = { affix: true, initplatType: '1' };
  const accountingHome = { affix: true, initplatType: null };
  assert.is(showsFixedTab(initplatHome, 3002, 3002), true);
  assert.is(showsFixedTab(accountingHome, 1001, 3002), false);
  assert.is(showsFixedTab(initplatHome, 3002, 1001), false, 'other users do not see initplat-flagged fixed tabs');
  assert.is(showsFixedTab(accountingHome, 1001, 1001), true);
  assert.is(showsFixedTab(accountingHome, 1002, 1001), false, "another module's fixed tab is not shown");
  assert.is(showsFixedTab({ affix: false }, 1002, 1001), true, 'ordinary tabs of other modules stay');
});

test.run();
