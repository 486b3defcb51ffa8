/** The shared pagination control: pager slots, size options, the "all" label, and what a click emits. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL, PAGE_SIZES, Pagination, pageSizeLabel, pageSizeOptions, pagerItems, type PageChange } from '../../src/ui/Pagination';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);
document.documentElement.dataset.automation = '1';

test('SPEC.md constants: default 10, options 500/1000/2000/all', () => {
  assert.is(DEFAULT_PAGE_SIZE, 10);
  assert.is(PAGE_SIZE_ALL, 100000000);
  assert.equal(PAGE_SIZES, [500, 1000, 2000, 100000000]);
  assert.equal(pageSizeOptions(10), [10, 500, 1000, 2000, 100000000]);
  assert.equal(pageSizeOptions(1000), [500, 1000, 2000, 100000000]);
});

test('the unpaged size is labelled 全部 / All', () => {
  locale.value = 'zh';
  assert.is(pageSizeLabel(PAGE_SIZE_ALL), '全部');
  assert.is(pageSizeLabel(500), '500条/页');
  locale.value = 'en';
  assert.is(pageSizeLabel(PAGE_SIZE_ALL), 'All');
  locale.value = 'zh';
});

test('pagerItems: small page counts show every page', () => {
  assert.equal(pagerItems(1, 0), []);
  assert.equal(pagerItems(1, 1), [1]);
  assert.equal(pagerItems(2, 3), [1, 2, 3]);
  assert.equal(pagerItems(4, 7), [1, 2, 3, 4, 5, 6, 7]);
});

test('pagerItems: first, middle and last pages of many, at most 7 numbers', () => {
  assert.equal(pagerItems(1, 20), [1, 2, 3, 4, 5, 6, 'next-more', 20]);
  assert.equal(pagerItems(4, 20), [1, 2, 3, 4, 5, 6, 'next-more', 20]);
  assert.equal(pagerItems(5, 20), [1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 20]);
  assert.equal(pagerItems(10, 20), [1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
  assert.equal(pagerItems(17, 20), [1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  assert.equal(pagerItems(20, 20), [1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  for (let page = 1; page <= 20; page++) assert.ok(pagerItems(page, 20).filter((i) => typeof i === 'number').length <= 7);
  assert.equal(pagerItems(99, 20), pagerItems(20, 20), 'a page past the end is clamped');
});

let root: Root | undefined;
let host: HTMLElement;
async function mount(total: number, pageNum: number, pageSize: number, seen: PageChange[]) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <MantineProvider>
        <Pagination total={total} pageNum={pageNum} pageSize={pageSize} onChange={(c) => seen.push(c)} />
      </MantineProvider>,
    );
  });
}
test.after.each(async () => {
  await act(async () => root?.unmount());
  host?.remove();
});

test('renders total, named pager buttons, prev/next, and emits changes', async () => {
  const seen: PageChange[] = [];
  await mount(200, 10, 10, seen);
  const nav = host.querySelector('[data-ht="pagination"]')!;
  assert.ok(nav, 'data-ht="pagination" root');
  assert.is(nav.getAttribute('role'), 'navigation');
  assert.ok(nav.textContent!.includes('共 200 条'));
  const pages = [...host.querySelectorAll('[data-ht="page-button"]')].map((b) => b.textContent);
  assert.equal(pages, ['1', '8', '9', '10', '11', '12', '20']);
  assert.is(host.querySelector('[aria-current="page"]')?.textContent, '10');
  await act(async () => host.querySelector<HTMLButtonElement>('[data-ht="page-next"]')!.click());
  await act(async () => host.querySelector<HTMLButtonElement>('[aria-label="第 20 页"]')!.click());
  await act(async () => host.querySelector<HTMLButtonElement>('[aria-label="向前 5 页"]')!.click());
  assert.equal(seen, [
    { pageNum: 11, pageSize: 10 },
    { pageNum: 20, pageSize: 10 },
    { pageNum: 5, pageSize: 10 },
  ]);
});

test('prev is disabled on the first page', async () => {
  await mount(30, 1, 10, []);
  assert.ok(host.querySelector<HTMLButtonElement>('[data-ht="page-prev"]')!.disabled);
  assert.not.ok(host.querySelector<HTMLButtonElement>('[data-ht="page-next"]')!.disabled);
});

test.run();
