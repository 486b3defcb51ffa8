/**
 * An empty list says what to do next (src/ui/EmptyState.tsx through CrudPage): with nothing yet, the create
 * action to whoever may use it (and nothing to do for whoever may not); when a search found nothing, that it
 * was the search, with the reset that shows everything again.
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
let lists: string[] = [];
scriptApi(
  test,
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname.endsWith('/thing/list')) lists.push(url.search);
    return jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0 });
  }) as typeof fetch,
  { currentPath: '/things' },
);

const resource: CrudResource<Thing> = {
  tableId: 'things',
  title: () => 'Things',
  idField: 'thingId',
  base: '/htservice/thing',
  columns: [{ key: 'name', label: () => 'Name', prop: 'name', width: 160 }],
  filters: [{ key: 'name', label: () => 'Name', type: 'text' }],
  fields: [{ key: 'name', label: () => 'Name', type: 'text' }],
  permissions: { add: 'thing:add' },
};

const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  lists = [];
  locale.value = 'zh';
});
test.after.each(() => {
  history.replaceState(null, '', '/');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
async function show(permissions: string[]) {
  await render(<CrudPage resource={resource} pageId="1" />, { permissions });
  await settle();
  await settle();
  return host.querySelector<HTMLElement>('[data-ht="empty"]');
}

test('nothing yet: the hint and the create action to whoever may add; the bare words to whoever may not', async () => {
  history.replaceState(null, '', '/things');
  const empty = await show(['thing:add']);
  assert.ok(empty, 'the empty state is shown');
  assert.match(empty!.textContent!, '暂无数据');
  assert.match(empty!.textContent!, '点击“新增”添加第一条');
  await act(async () => empty!.querySelector<HTMLButtonElement>('[data-ht="empty-create"]')!.click());
  await settle();
  assert.ok(document.querySelector('[data-ht="crud-save"]'), 'the create form opened');
  await render(null);

  const bare = await show([]);
  assert.is(bare!.textContent, '暂无数据');
  assert.not.ok(bare!.querySelector('button'));
});

test('a search that found nothing says so and resets to everything', async () => {
  history.replaceState(null, '', '/things?name=zzz');
  const empty = await show(['thing:add']);
  assert.match(empty!.textContent!, '没有符合查询条件的数据');
  assert.match(empty!.textContent!, '点击“重置”查看全部');
  await act(async () => empty!.querySelector<HTMLButtonElement>('[data-ht="empty-reset"]')!.click());
  await settle();
  await settle();
  assert.not.match(lists.at(-1)!, 'name=zzz');
  assert.match(host.querySelector('[data-ht="empty"]')!.textContent!, '点击“新增”添加第一条');
});

test.run();
