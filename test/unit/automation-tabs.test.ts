/**
 * The tabs half of window.htShell (DESIGN.md section 7): `tabs()` answers what the bar shows (order,
 * titles in the current language, active, affix, editing); `closeTab(path)` closes through the close
 * button's guard — a fixed tab never, an editing tab only when the user confirms — answers whether it
 * closed, and goes where the bar would after closing the active tab.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shellTabs } from '../../src/app/automation-tabs';
import { closeTabAt } from '../../src/app/shell-actions';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { configureTabs, openTab, resetTabs, tabs, type Tab } from '../../src/state/tabs.model';

registerMessages('zh', zh);
registerMessages('en', en);

let answer = false;
let asked: string[] = [];
/** The scripted confirm, configured before each test: other files of the run configure their own. */
const confirmAbandon = async (tab: Tab) => {
  asked.push(tab.path);
  return answer;
};

function openThree(): void {
  openTab({ path: '/index', name: 'Index', meta: { title: '首页', affix: true } });
  openTab({ path: '/user/profile', name: 'Profile', meta: { title: '个人中心' } });
  openTab({ path: '/voucher/entry', fullPath: '/voucher/entry?editFlag=2', query: { editFlag: '2' }, name: 'VoucherEntry', meta: { title: '凭证录入' } });
}

test.before.each(() => {
  configureTabs({ confirmAbandon });
  resetTabs();
  locale.value = 'zh';
  answer = false;
  asked = [];
  history.replaceState(null, '', '/voucher/entry?editFlag=2');
});

test('tabs() answers the bar: order, titles in the current language, active, affix, editing', () => {
  openThree();
  assert.equal(shellTabs(), [
    { path: '/index', title: '首页', active: false, affix: true, editing: false },
    { path: '/user/profile', title: '个人中心', active: false, affix: false, editing: false },
    { path: '/voucher/entry', title: '凭证录入', active: true, affix: false, editing: true },
  ]);
  locale.value = 'en';
  assert.equal(
    shellTabs().map((tab) => tab.title),
    ['Home', 'Personal centre', 'Voucher entry'],
  );
  resetTabs();
  assert.equal(shellTabs(), []);
});

test('closeTab: an editing tab asks first; refused it stays, confirmed it closes and the last tab becomes active', async () => {
  openThree();
  assert.is(await closeTabAt('/voucher/entry'), false, 'refused');
  assert.equal(asked, ['/voucher/entry']);
  assert.equal(
    tabs.value.map((tab) => tab.path),
    ['/index', '/user/profile', '/voucher/entry'],
  );
  assert.is(location.pathname, '/voucher/entry', 'nothing moved');

  answer = true;
  assert.is(await closeTabAt('/voucher/entry'), true, 'confirmed');
  assert.equal(
    shellTabs().map((tab) => [tab.path, tab.active]),
    [
      ['/index', false],
      ['/user/profile', true],
    ],
  );
  assert.is(location.pathname, '/user/profile', 'went to the last tab, as after a click on its close button');
});

test('closeTab: a tab without edits closes without asking; a fixed tab or one not open answers false', async () => {
  openThree();
  assert.is(await closeTabAt('/user/profile'), true);
  assert.equal(asked, [], 'no confirm for a tab without edits');
  assert.is(location.pathname, '/voucher/entry', 'closing an inactive tab does not move');
  assert.is(await closeTabAt('/index'), false, 'fixed tab');
  assert.is(await closeTabAt('/nowhere'), false, 'not open');
  assert.equal(
    tabs.value.map((tab) => tab.path),
    ['/index', '/voucher/entry'],
  );
});

test.run();
