/**
 * CrudPage on the server-state layer, against a scripted server that holds each list answer until the
 * test releases it: two quick page clicks cancel the first request and never show its late answer; the
 * page shown stays (with the loading veil) while the next one loads; the page's address keeps its state,
 * and a list in a dialog keeps its own, leaving the address and the page's list behind it as they were.
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

type Thing = { thingId: number; name: string };
const THINGS: Thing[] = Array.from({ length: 25 }, (_, i) => ({ thingId: i + 1, name: `thing ${i + 1}` }));
type Held = { pageNum: string; signal: AbortSignal | null; answer(): void };
let held: Held[] = [];

const scripted = ((input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(new Request(input, init).url);
    if (!url.pathname.endsWith('/htservice/thing/list')) return resolve(jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0 }));
    const pageNum = url.searchParams.get('pageNum')!;
    const size = Number(url.searchParams.get('pageSize'));
    const signal = init?.signal ?? null;
    signal?.addEventListener('abort', () => reject(signal.reason));
    const rows = THINGS.slice((Number(pageNum) - 1) * size, Number(pageNum) * size);
    held.push({ pageNum, signal, answer: () => resolve(jsonAnswer({ code: 200, msg: 'ok', rows, total: THINGS.length })) });
  })) as typeof fetch;
const { messages } = scriptApi(test, scripted, { currentPath: '/things' });

const resource: CrudResource<Thing> = {
  tableId: 'things',
  title: () => 'Things',
  idField: 'thingId',
  base: '/htservice/thing',
  columns: [
    { key: 'thingId', label: () => 'ID', prop: 'thingId', width: 80, sortable: true },
    { key: 'name', label: () => 'Name', prop: 'name', width: 160 },
  ],
  filters: [],
  fields: [],
  permissions: {},
};

const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  held = [];
  locale.value = 'zh';
  history.replaceState(null, '', '/things');
});
test.after.each(() => {
  history.replaceState(null, '', '/');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const table = () => host.querySelector('[data-ht="table"]')!;
const pageButton = (page: number) => host.querySelector<HTMLButtonElement>(`[data-ht="page-button"][aria-label="第 ${page} 页"]`)!;
async function answer(pageNum: string) {
  const index = held.findIndex((h) => h.pageNum === pageNum);
  assert.ok(index >= 0, `page ${pageNum} was asked for`);
  held.splice(index, 1)[0].answer();
  await settle();
  await settle();
}

test('two quick page clicks: the first request is cancelled and its late answer never shown', async () => {
  await render(<CrudPage resource={resource} pageId="1" />);
  await settle();
  await answer('1');
  assert.is(table().getAttribute('data-row-count'), '10');
  assert.is(host.querySelector('[data-ht="pagination"]')!.getAttribute('data-total'), '25');

  await act(async () => pageButton(2).click());
  // The page shown stays, veiled, while page 2 loads.
  assert.is(table().getAttribute('data-row-count'), '10');
  assert.is(table().getAttribute('data-loading'), 'true');
  await act(async () => pageButton(3).click());
  assert.is(location.search, '?pageNum=3', 'the list state is in the address');
  const page2 = held.find((h) => h.pageNum === '2')!;
  assert.ok(page2.signal?.aborted, 'the request for page 2 was cancelled');

  await answer('3');
  assert.is(table().getAttribute('data-row-count'), '5');
  assert.is(table().getAttribute('data-loading'), null);
  // The server answers the cancelled request late: nothing changes, and no error is shown for it.
  page2.answer();
  await settle();
  assert.is(table().getAttribute('data-row-count'), '5');
  assert.is(host.querySelector('[data-ht="pagination"]')!.getAttribute('data-page-num'), '3');
  assert.equal(messages, []);
});

test("a dialog's list pages on its own: the address and the page's list behind it stay as they were", async () => {
  history.replaceState(null, '', '/things?orderByColumn=thingId&isAsc=asc');
  await render(
    <>
      <div data-testid="page">
        <CrudPage resource={resource} pageId="1" />
      </div>
      <div data-testid="dialog">
        <CrudPage resource={{ ...resource, tableId: 'thing-lines' }} pageId="1-lines" inDialog />
      </div>
    </>,
  );
  await settle();
  // The page's list asks for its sorted first page, the dialog's for its unsorted one.
  while (held.some((h) => h.pageNum === '1')) await answer('1');
  const pager = (scope: string) => host.querySelector(`[data-testid="${scope}"] [data-ht="pagination"]`)!;
  const dialogPage = (page: number) => host.querySelector<HTMLButtonElement>(`[data-testid="dialog"] [data-ht="page-button"][aria-label="第 ${page} 页"]`)!;
  await act(async () => dialogPage(3).click());
  await answer('3');
  assert.is(pager('dialog').getAttribute('data-page-num'), '3');
  assert.is(host.querySelector('[data-testid="dialog"] [data-ht="table"]')!.getAttribute('data-row-count'), '5');
  assert.is(location.search, '?orderByColumn=thingId&isAsc=asc', "the address is the page list's alone");
  assert.is(pager('page').getAttribute('data-page-num'), '1');
  assert.is(host.querySelector('[data-testid="page"] [data-ht="table"]')!.getAttribute('data-row-count'), '10');
  assert.equal(held, [], 'the page list asked for nothing more');
});

test.run();
