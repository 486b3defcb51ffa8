/**
 * On a phone a list with many filters shows the first two and a toggle for the rest (issue 16: nine filters
 * pushed the customers' list below the first screen); a filter in force is never hidden; on a wide screen
 * every filter shows and there is no toggle.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { CrudPage } from '../../src/ui/crud/CrudPage';
import type { CrudResource } from '../../src/ui/crud/crud-types';
import { uiTexts } from '../../src/ui/ui-texts';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';

document.documentElement.dataset.automation = '1';
registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

type Thing = { thingId: number; name: string };
scriptApi(test, (async () => jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0 })) as typeof fetch, { currentPath: '/things' });

const filterKeys = ['code', 'name', 'kind', 'region', 'owner'];
const resource: CrudResource<Thing> = {
  tableId: 'things',
  title: () => 'Things',
  idField: 'thingId',
  base: '/htservice/thing',
  columns: [{ key: 'name', label: () => 'Name', prop: 'name', width: 160 }],
  filters: filterKeys.map((key) => ({ key, label: () => `Filter ${key}`, type: 'text' as const })),
  fields: [],
  permissions: {},
};

const happy = (window as unknown as { happyDOM: { setInnerWidth(width: number): void } }).happyDOM;
const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  locale.value = 'en';
});
test.after.each(() => {
  history.replaceState(null, '', '/');
  happy.setInnerWidth(1024);
  locale.value = 'zh'; // the default, which the next file in this process expects
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const shownFilters = () => [...host.querySelectorAll<HTMLInputElement>('form[role="search"] input')].map((input) => input.name);
const toggle = () => host.querySelector<HTMLButtonElement>('[data-ht="crud-more-filters"]');
async function show() {
  await render(<CrudPage resource={resource} pageId="1" />, { permissions: [] });
  await settle();
}

test('a phone shows two filters and a toggle that opens and closes the rest', async () => {
  happy.setInnerWidth(390);
  history.replaceState(null, '', '/things');
  await show();
  assert.equal(shownFilters(), ['code', 'name']);
  assert.is(toggle()!.textContent, 'More filters (3)');
  assert.is(toggle()!.getAttribute('aria-expanded'), 'false');
  await act(async () => toggle()!.click());
  assert.equal(shownFilters(), filterKeys);
  assert.is(toggle()!.textContent, 'Fewer filters');
  await act(async () => toggle()!.click());
  assert.equal(shownFilters(), ['code', 'name']);
});

test('a filter in force stays in sight on a phone', async () => {
  happy.setInnerWidth(390);
  history.replaceState(null, '', '/things?owner=lee');
  await show();
  assert.equal(shownFilters(), ['code', 'name', 'owner']);
  assert.is(host.querySelector<HTMLInputElement>('input[name="owner"]')!.value, 'lee');
  assert.is(toggle()!.textContent, 'More filters (2)');
});

test('a wide screen shows every filter without a toggle', async () => {
  history.replaceState(null, '', '/things');
  await show();
  assert.equal(shownFilters(), filterKeys);
  assert.not.ok(toggle());
});

test.run();
