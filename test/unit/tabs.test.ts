/**
 * The visited-tabs model (SPEC.md section 4 "Tabs"): add and update without duplicates, affix tabs that
 * survive every close, where to go after closing the active tab, the edit-abandon confirm, keep-alive
 * paths and the session-storage round trip.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  activePath,
  cachedPaths,
  closeAll,
  closeOthers,
  closeTab,
  confirmAbandonAll,
  configureTabs,
  isEditing,
  openTab,
  refreshTarget,
  resetTabs,
  restoreTabs,
  tabs,
  TABS_KEY,
  type Tab,
  type TabInput,
} from '../../src/state/tabs.model';

const home: TabInput = { path: '/index', fullPath: '/index', name: 'Index', meta: { title: '首页', affix: true, noCache: true } };
const page = (path: string, extra: Partial<TabInput> = {}): TabInput => ({
  path,
  fullPath: path,
  name: path.slice(1).replace(/\//g, '-'),
  meta: { title: `title of ${path}` },
  ...extra,
});
const editing = (path: string) => page(path, { fullPath: `${path}?editFlag=2`, query: { editFlag: '2' } });
const paths = () => tabs.value.map((tab) => tab.path);

/** Scripted answers of the confirm, by path; every call is recorded. */
let answers: Record<string, boolean> = {};
let asked: string[] = [];
/** Configured before each test: other files of the same run configure their own confirm. */
const confirmAbandon = async (tab: Tab) => {
  asked.push(tab.path);
  return answers[tab.path] ?? false;
};

test.before.each(() => {
  configureTabs({ confirmAbandon });
  resetTabs();
  answers = {};
  asked = [];
});

test('adds tabs in visit order and updates a revisited path in place', () => {
  openTab(home);
  openTab(page('/a'));
  openTab(page('/b'));
  openTab(page('/a', { fullPath: '/a?id=7', query: { id: '7' } }));
  assert.equal(paths(), ['/index', '/a', '/b']);
  const a = tabs.value[1];
  assert.is(a.fullPath, '/a?id=7');
  assert.equal(a.query, { id: '7' });
  assert.is(activePath.value, '/a');
});

test('revisiting an open tab unchanged keeps the same lists, so kept pages are not rendered again', () => {
  openTab(home);
  openTab(page('/a'));
  openTab(page('/b'));
  const list = tabs.value;
  const kept = cachedPaths.value;
  openTab(page('/a'));
  assert.is(activePath.value, '/a');
  assert.is(tabs.value, list, 'the tab list is the same array');
  assert.is(cachedPaths.value, kept, 'the kept paths are the same array');
  openTab(page('/a', { fullPath: '/a?id=7', query: { id: '7' } }));
  assert.is.not(tabs.value, list, 'a new address changes the tab');
  assert.is(cachedPaths.value, kept, 'but not the kept paths');
});

test('affix tabs come first, in the order they were added', () => {
  openTab(page('/a'));
  openTab(home);
  openTab(page('/b'));
  openTab({ path: '/shome', name: 'ServiceHome', meta: { title: '服务首页', affix: true } });
  assert.equal(paths(), ['/index', '/shome', '/a', '/b']);
});

test('a route without a name gets no tab', () => {
  assert.is(openTab({ path: '/nameless', meta: { title: 'x' } }), undefined);
  assert.is(openTab({ path: '/nameless', name: '', meta: { title: 'x' } }), undefined);
  assert.equal(paths(), []);
  assert.is(activePath.value, null);
});

test('the title falls back to the meta title, then to no-name', () => {
  assert.is(openTab(page('/a'))!.title, 'title of /a');
  assert.is(openTab({ path: '/b', name: 'B', meta: { title: '' } })!.title, 'no-name');
  assert.is(openTab({ path: '/c', name: 'C' })!.title, 'no-name');
  assert.is(openTab({ path: '/d', name: 'D', title: '直接标题', meta: { title: '' } })!.title, '直接标题');
  assert.is(tabs.value[1].fullPath, '/b');
  assert.equal(tabs.value[1].query, {});
});

test('editing state: editFlag equal to 2', () => {
  assert.ok(isEditing({ query: { editFlag: '2' } }));
  assert.not.ok(isEditing({ query: { editFlag: '1' } }));
  assert.not.ok(isEditing({ query: {} }));
});

test('an affix tab cannot be closed', async () => {
  openTab(home);
  assert.equal(await closeTab('/index'), { closed: false });
  assert.equal(paths(), ['/index']);
  assert.equal(await closeTab('/unknown'), { closed: false });
});

test('closing the active tab moves to the last remaining tab', async () => {
  openTab(home);
  openTab(page('/a'));
  openTab(page('/c'));
  openTab(page('/b', { fullPath: '/b?x=1', query: { x: '1' } }));
  openTab(page('/a'));
  assert.equal(await closeTab('/a'), { closed: true, navigateTo: '/b?x=1' });
  assert.is(activePath.value, '/b');
  // Closing a tab that is not active goes nowhere.
  assert.equal(await closeTab('/c'), { closed: true });
  assert.is(activePath.value, '/b');
  assert.equal(paths(), ['/index', '/b']);
});

test("closing the last tab goes to '/'", async () => {
  openTab(page('/a'));
  assert.equal(await closeTab('/a'), { closed: true, navigateTo: '/' });
  assert.equal(paths(), []);
  assert.is(activePath.value, null);
});

test('closing the Dashboard with nothing left refreshes it through /redirect', async () => {
  openTab({ path: '/dashboard', fullPath: '/dashboard?tab=2', name: 'Dashboard', meta: { title: '仪表盘' } });
  assert.equal(await closeTab('/dashboard'), { closed: true, navigateTo: '/redirect/dashboard?tab=2', refresh: true });
  openTab({ path: '/index', name: 'Index', meta: { title: '首页' } });
  assert.equal(await closeTab('/index'), { closed: true, navigateTo: '/redirect/index', refresh: true });
});

test('closing an editing tab asks: OK closes, Cancel keeps it silently', async () => {
  openTab(page('/a'));
  openTab(editing('/voucher'));
  answers['/voucher'] = false;
  assert.equal(await closeTab('/voucher'), { closed: false });
  assert.equal(asked, ['/voucher']);
  assert.equal(paths(), ['/a', '/voucher']);
  assert.is(activePath.value, '/voucher');
  answers['/voucher'] = true;
  assert.equal(await closeTab('/voucher'), { closed: true, navigateTo: '/a' });
  assert.equal(paths(), ['/a']);
  // A tab that is not editing closes without asking.
  asked = [];
  await closeTab('/a');
  assert.equal(asked, []);
});

test('closeOthers keeps affix tabs and the given tab, asks for editing ones and keeps the refused', async () => {
  openTab(home);
  openTab(page('/a'));
  openTab(editing('/e1'));
  openTab(editing('/e2'));
  openTab(page('/b'));
  openTab(page('/c'));
  answers = { '/e1': true, '/e2': false };
  const result = await closeOthers('/b');
  assert.equal(asked, ['/e1', '/e2']);
  assert.equal(paths(), ['/index', '/e2', '/b']);
  assert.equal(result.closed.sort(), ['/a', '/c', '/e1']);
  assert.is(result.navigateTo, '/b');
  assert.is(activePath.value, '/b');
  // Already active: nowhere to go.
  const again = await closeOthers('/b');
  assert.is(again.navigateTo, undefined);
  assert.equal(paths(), ['/index', '/e2', '/b']);
});

test('closeAll keeps affix tabs and refused editing tabs, and moves to the last remaining one', async () => {
  openTab(home);
  openTab(editing('/e1'));
  openTab(editing('/e2'));
  openTab(page('/a'));
  answers = { '/e1': false, '/e2': true };
  const result = await closeAll();
  assert.equal(asked, ['/e1', '/e2']);
  assert.equal(paths(), ['/index', '/e1']);
  assert.equal(result.closed.sort(), ['/a', '/e2']);
  assert.is(result.navigateTo, '/e1?editFlag=2');
  assert.is(activePath.value, '/e1');
});

test("closeAll with no affix tab goes to '/'; a surviving active tab stays put", async () => {
  openTab(page('/a'));
  openTab(page('/b'));
  const result = await closeAll();
  assert.equal(paths(), []);
  assert.is(result.navigateTo, '/');
  openTab(home);
  openTab(page('/c'));
  openTab(home);
  const kept = await closeAll();
  assert.equal(paths(), ['/index']);
  assert.is(kept.navigateTo, undefined);
  assert.is(activePath.value, '/index');
});

test('confirmAbandonAll asks about each editing tab and stops at the first refusal, closing nothing', async () => {
  assert.ok(await confirmAbandonAll());
  openTab(page('/a'));
  openTab(editing('/e1'));
  openTab(editing('/e2'));
  openTab(editing('/e3'));
  answers = { '/e1': true, '/e2': false, '/e3': true };
  assert.not.ok(await confirmAbandonAll());
  assert.equal(asked, ['/e1', '/e2']);
  assert.equal(paths(), ['/a', '/e1', '/e2', '/e3']);
  answers['/e2'] = true;
  assert.ok(await confirmAbandonAll());
});

test('cachedPaths leaves out noCache tabs', () => {
  openTab(home);
  openTab(page('/a'));
  openTab(page('/b', { meta: { title: 'b', noCache: true } }));
  openTab(page('/c', { meta: { title: 'c', noCache: false } }));
  assert.equal(cachedPaths.value, ['/a', '/c']);
});

test('a tab refreshes through /redirect plus its full path', () => {
  openTab(home);
  openTab(page('/a', { fullPath: '/a?page=2', query: { page: '2' } }));
  assert.is(refreshTarget('/a'), '/redirect/a?page=2');
});

test('tabs and the active path survive a reload through session storage', () => {
  openTab(home);
  openTab(page('/a', { fullPath: '/a?id=1', query: { id: '1' } }));
  openTab(editing('/e'));
  openTab(page('/a', { fullPath: '/a?id=1', query: { id: '1' } }));
  const before = { tabs: structuredClone(tabs.value), active: activePath.value };
  // Simulate a fresh module: wipe the in-memory state without touching storage, then read it back.
  tabs.value = [];
  activePath.value = null;
  restoreTabs();
  assert.equal({ tabs: tabs.value, active: activePath.value }, before);
  assert.is(activePath.value, '/a');
  assert.ok(isEditing(tabs.value[2]));
});

test('a tab switch stores the active path once the browser is idle, and at the latest when the page is hidden', () => {
  openTab(page('/a'));
  openTab(page('/b'));
  const stored = () => JSON.parse(sessionStorage.getItem(TABS_KEY)!) as { tabs: Tab[]; active: string };
  assert.is(stored().active, '/b', 'a new tab is stored at once');
  openTab(page('/a'));
  assert.is(stored().active, '/b', 'a switch leaves storage for later');
  window.dispatchEvent(new Event('pagehide'));
  assert.equal(stored(), { tabs: tabs.value, active: '/a' });
});

test('malformed storage restores nothing; resetTabs forgets storage too', () => {
  sessionStorage.setItem(TABS_KEY, '{not json');
  restoreTabs();
  assert.equal(paths(), []);
  sessionStorage.setItem(TABS_KEY, JSON.stringify({ tabs: [{ path: '/x' }, { path: '/y', name: 'Y' }, 7], active: '/x' }));
  restoreTabs();
  assert.equal(paths(), ['/y']);
  assert.is(activePath.value, null);
  openTab(page('/a'));
  resetTabs();
  assert.is(sessionStorage.getItem(TABS_KEY), null);
  restoreTabs();
  assert.equal(paths(), []);
});

test("a page load restores only its own area's tabs (the main shell's and the initialisation platform's share a browser tab)", () => {
  sessionStorage.setItem(
    TABS_KEY,
    JSON.stringify({
      tabs: [
        { path: '/user/profile', name: 'P' },
        { path: '/initplat/org', name: 'O' },
        { path: '/pppp/config', name: 'C' },
      ],
      active: '/user/profile',
    }),
  );
  history.replaceState(null, '', '/initplat/index');
  restoreTabs();
  assert.equal(paths(), ['/initplat/org', '/pppp/config']);
  assert.is(activePath.value, null, "the other area's page is not the active one");
  history.replaceState(null, '', '/system/index');
  restoreTabs();
  assert.equal(paths(), ['/user/profile']);
  assert.is(activePath.value, '/user/profile');
  resetTabs();
});

test.run();
