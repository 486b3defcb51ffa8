/**
 * Module selection by keyboard and what each card says (src/app/pages/ModuleSelectPage.tsx, ModuleCard.tsx,
 * module-keys.ts), on the seeded administrator's recorded routes: the cards are one tab stop; arrows
 * move as the cards sit in the grid, Enter opens the focused module, digits 1–9 open the n-th from
 * anywhere but a field; each card is named by its title and described by its line and licence.
 */
import { readFileSync } from 'node:fs';
import { act, Profiler } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu';
import { moduleKeyAction } from '../../src/app/pages/module-keys';
import { ModuleSelectPage } from '../../src/app/pages/ModuleSelectPage';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { curModule, routes } from '../../src/state/routes.model';
import { mountPage } from './support/mount-page';

registerMessages('zh', zh);
registerMessages('en', en);

const recorded = JSON.parse(readFileSync(new URL('./fixtures/getRouters.admin.json', import.meta.url), 'utf8')) as RouteNode[];
const withLicences = recorded.map((m): RouteNode => {
  if (m.moduleId === 1002) return { ...m, licence: { state: 'expiring', expiresOn: '2026-12-01', daysLeft: 7 } };
  if (m.moduleId === 1003) return { ...m, licence: { state: 'missing', expiresOn: null, daysLeft: null } };
  return { ...m, licence: { state: 'valid', expiresOn: '2027-12-31', daysLeft: 400 } };
});

const { host, render } = mountPage(test);
test.before.each(async () => {
  locale.value = 'zh';
  routes.value = withLicences;
  history.replaceState(null, '', '/module/module');
  await render(<ModuleSelectPage />);
});
// Later files expect no routes loaded.
test.after(() => {
  routes.value = null;
  locale.value = 'zh';
});

const cards = () => [...host.querySelectorAll<HTMLButtonElement>('[data-ht="module"]')];
const focusedId = () => (document.activeElement as HTMLElement | null)?.dataset.moduleId;
/** The button's name is its text: no aria-label or aria-labelledby puts another name on it. */
const nameOf = (el: HTMLElement) => (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? null : el.textContent);
const description = (el: HTMLElement) =>
  el
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

test('the key rule: digits open, arrows follow the grid (Down reaches a short last row), Enter opens, other keys pass', () => {
  const at = (index: number, onCard = true) => ({ index, onCard, count: 8, columns: 3 });
  assert.equal(moduleKeyAction('3', at(0, false)), { kind: 'open', index: 2 });
  assert.is(moduleKeyAction('9', at(0)), null, 'no ninth module');
  assert.is(moduleKeyAction('0', at(0)), null);
  assert.equal(moduleKeyAction('ArrowRight', at(2)), { kind: 'focus', index: 3 });
  assert.equal(moduleKeyAction('ArrowRight', at(7)), { kind: 'focus', index: 7 });
  assert.equal(moduleKeyAction('ArrowLeft', at(0)), { kind: 'focus', index: 0 });
  assert.equal(moduleKeyAction('ArrowDown', at(1)), { kind: 'focus', index: 4 });
  assert.equal(moduleKeyAction('ArrowDown', at(5)), { kind: 'focus', index: 7 }, 'below the gap of the short row: its last card');
  assert.equal(moduleKeyAction('ArrowDown', at(7)), { kind: 'focus', index: 7 });
  assert.equal(moduleKeyAction('ArrowUp', at(4)), { kind: 'focus', index: 1 });
  assert.equal(moduleKeyAction('ArrowUp', at(2)), { kind: 'focus', index: 2 });
  assert.equal(moduleKeyAction('End', at(0)), { kind: 'focus', index: 7 });
  assert.equal(moduleKeyAction('Enter', at(4)), { kind: 'open', index: 4 });
  assert.equal(moduleKeyAction('ArrowDown', at(4, false)), { kind: 'focus', index: 4 }, 'from elsewhere, to the tab stop');
  assert.is(moduleKeyAction('Enter', at(4, false)), null, 'Enter elsewhere is not ours');
  assert.is(moduleKeyAction('x', at(0)), null);
  assert.equal(moduleKeyAction('ArrowDown', { index: 0, onCard: true, count: 3, columns: 1 }), { kind: 'focus', index: 1 }, 'one column on a phone');
});

test('each card opens by one button named by its title, described by its line, with the licence when it needs saying', () => {
  const all = cards();
  assert.is(all.length, recorded.length);
  assert.equal(
    all.map((c) => Number(c.dataset.moduleId)),
    recorded.map((m) => m.moduleId),
  );
  assert.equal(
    all.map((c) => c.tabIndex),
    all.map((_, i) => (i === 0 ? 0 : -1)),
    'one tab stop',
  );
  const assets = all.find((c) => c.dataset.moduleId === '1002')!;
  assert.is(nameOf(assets), '固定资产');
  assert.is(description(assets), `${zh.module.about.assets} | 授权将于 2026-12-01 到期`);
  assert.match(description(all.find((c) => c.dataset.moduleId === '1003')!), zh.module.licence.missing);
  assert.is(description(all[0]), zh.module.about.accounting, 'a valid licence says nothing');
});

test('arrows move focus through the grid, Enter opens the focused module', async () => {
  await press('ArrowRight', document.body);
  assert.is(focusedId(), cards()[0].dataset.moduleId, 'an arrow from elsewhere starts at the tab stop');
  await press('ArrowRight');
  assert.is(focusedId(), cards()[1].dataset.moduleId);
  await press('ArrowDown');
  assert.is(focusedId(), cards()[4].dataset.moduleId, 'three columns at this width: down is three on');
  assert.is(cards()[4].tabIndex, 0, 'the tab stop follows focus');
  await press('ArrowUp');
  await press('ArrowLeft');
  assert.is(focusedId(), cards()[0].dataset.moduleId);
  await press('End');
  await press('Enter');
  const last = recorded[recorded.length - 1];
  assert.is(curModule.value, last.meta.title);
  assert.match(location.pathname, last.path);
});

test('a digit opens the n-th module, but not while typing in a field', async () => {
  const field = document.createElement('input');
  host.append(field);
  field.focus();
  await press('2', field);
  assert.is(location.pathname, '/module/module', 'typed into the field, not a shortcut');
  field.blur();
  await press('2', document.body);
  assert.is(curModule.value, recorded[1].meta.title);
  assert.match(location.pathname, `${recorded[1].path}/`);
});

test('in English the titles and lines are English', async () => {
  await act(async () => void (locale.value = 'en'));
  const assets = cards().find((c) => c.dataset.moduleId === '1002')!;
  assert.is(nameOf(assets), 'Fixed assets');
  assert.match(description(assets), en.module.about.assets);
  assert.match(description(assets), 'Licence ends on 2026-12-01');
});

test('the page commits once when it mounts: the grid knows its columns in the first render (no second pass before the first paint)', async () => {
  let commits = 0;
  // A Profiler around it is a new tree: the page mounts afresh.
  await render(
    <Profiler id="module-select" onRender={() => void (commits += 1)}>
      <ModuleSelectPage />
    </Profiler>,
  );
  assert.is(commits, 1);
  assert.is(cards().length, recorded.length);
});

test.run();
