/**
 * One menu of the initialisation platform (src/modules/system/InitMenuDetailPage.tsx) on the server-state
 * layer, against a scripted server: the menu, the menu list (its parent, buttons and address) and the
 * organisation's modules (its module's name); a menu written meanwhile is shown as it is now; a module list
 * that cannot be had still shows the menu; an id of no menu says so.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SysMenu } from '../../server/contracts/menu-manage';
import { api } from '../../src/lib/api';
import { locale } from '../../src/lib/i18n';
import { InitMenuDetailPage } from '../../src/modules/system/InitMenuDetailPage';
import { organisation } from '../../src/state/session.model';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi, type RecordedCall } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

registerShellTexts();

const PATH = '/pppp/menu';
const menu = (menuId: number, menuName: string, parentId: number, menuType: 'M' | 'C' | 'F', extra: Partial<SysMenu> = {}): SysMenu => ({
  menuId,
  menuName,
  parentId,
  orderNum: menuId,
  path: menuType === 'F' ? '' : `p${menuId}`,
  component: '',
  query: '',
  isFrame: '1',
  isCache: '0',
  menuType,
  visible: '0',
  status: '0',
  perms: menuType === 'F' ? `demo:thing:${menuId}` : '',
  icon: '',
  moduleId: 7,
  orgCode: null,
  menuKey: null,
  version: 1,
  ...extra,
});
let menus: SysMenu[];
let modulesFail: boolean;
const calls: RecordedCall[] = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  calls.push({ method: request.method, path: url.pathname, query: url.search, body: text ? JSON.parse(text) : undefined });
  const path = url.pathname.replace('/prod-api', '');
  if (request.method === 'PUT' && path === '/htservice/menu') {
    const body = JSON.parse(text) as Pick<SysMenu, 'menuId' | 'menuName'>;
    menus = menus.map((m) => (m.menuId === body.menuId ? { ...m, menuName: body.menuName, version: m.version + 1 } : m));
    return jsonAnswer({ code: 200, msg: 'ok' });
  }
  if (path === '/htservice/menu/list') return jsonAnswer({ code: 200, msg: 'ok', data: menus });
  if (path === '/htservice/module/getModuleByOrg')
    return jsonAnswer(modulesFail ? { code: 500, msg: 'modules down' } : { code: 200, msg: 'ok', data: [{ moduleId: 7, moduleName: '前台', path: 'front' }] });
  const one = menus.find((m) => path === `/htservice/menu/${m.menuId}`);
  return jsonAnswer(one ? { code: 200, msg: 'ok', data: one } : { code: 404, msg: 'no such menu' });
}) as typeof fetch;
const { messages } = scriptApi(test, scripted);
const { host, render: renderPage } = mountPage(test, withServerState(test));
test.before.each(() => {
  calls.length = 0;
  menus = [menu(1, '房务', 0, 'M'), menu(2, '房态', 1, 'C', { menuKey: 'room-status' }), menu(3, '查看', 2, 'F'), menu(4, '修改', 2, 'F')];
  modulesFail = false;
  locale.value = 'zh';
  organisation.value = { id: 9, code: 'H9', name: 'Hotel 9' };
});
test.after.each(() => {
  organisation.value = null;
  history.replaceState(null, '', '/');
});

const render = async (menuId: string) => {
  history.replaceState(null, '', `${PATH}?menuId=${menuId}`);
  await renderPage(<InitMenuDetailPage path={PATH} menuId={0} />);
  await settle();
};
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
const title = () => host.querySelector('h1')?.textContent ?? '';
const buttons = () => [...host.querySelectorAll('[data-ht="init-menu-buttons"] tbody tr')].map((tr) => tr.querySelector('td')?.textContent);
const reads = () => calls.filter((c) => c.method === 'GET').map((c) => c.path.replace('/prod-api', ''));

test('the menu with its module, parent, address and buttons, each read once', async () => {
  await render('2');
  assert.ok(title().includes('房态'), title());
  assert.is(host.querySelector('[data-ht="init-menu-detail"]')?.getAttribute('data-menu-id'), '2');
  assert.equal(buttons(), ['查看', '修改']);
  assert.ok(host.textContent?.includes('前台'), 'the module by name');
  assert.ok(host.textContent?.includes('/front/p1/p2'), 'the address under its module');
  assert.ok(
    [...host.querySelectorAll('a')].some((a) => a.textContent === '房务' && a.getAttribute('href')?.endsWith('menuId=1')),
    'the parent links to its detail',
  );
  assert.equal(reads().sort(), ['/htservice/menu/2', '/htservice/menu/list', '/htservice/module/getModuleByOrg']);
});

test('a menu renamed by this tab is shown as it is now', async () => {
  await render('2');
  await act(async () => void (await api.put('/htservice/menu', { menuId: 2, menuName: '房态图', version: 1 })));
  await settle();
  assert.ok(title().includes('房态图'), title());
  assert.is(reads().filter((p) => p === '/htservice/menu/2').length, 2);
});

test('without the modules the menu still shows, its module by id', async () => {
  modulesFail = true;
  await render('2');
  assert.ok(title().includes('房态'), title());
  assert.equal(buttons(), ['查看', '修改']);
  assert.ok(messages.length > 0, 'the request layer said why');
  assert.ok(host.textContent?.includes('/p1/p2'));
  assert.not.ok(host.textContent?.includes('前台'));
});

test('an id of no menu, or not an id, says the menu is not there', async () => {
  await render('99');
  assert.ok(host.textContent?.includes('菜单不存在'), host.textContent ?? '');
  await renderPage(null);
  calls.length = 0;
  await render('abc');
  assert.ok(host.textContent?.includes('菜单不存在'), host.textContent ?? '');
  assert.equal(reads(), [], 'nothing is asked for an id that is not one');
});

test.run();
