/**
 * Pages kept alive behind their tabs read their own address only (issue 18: a switch re-renders the tab bar
 * entry and the page visibility, nothing more): a navigation to another page renders no kept page that reads
 * its list state or a query parameter, and coming back shows what the page's own address says.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { navigate } from 'wouter/use-browser-location';
import { usePageQuery } from '../../src/ui/use-page-query';
import { useListState } from '../../src/ui/use-list-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts `Page` at `path` and answers what it rendered, one entry per render. */
async function mountAt<T>(path: string, Page: (seen: T[]) => () => null) {
  history.replaceState(null, '', path);
  const seen: T[] = [];
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe render={Page(seen)} />));
  return { seen, unmount: () => act(async () => root.unmount()) };
}

function Probe({ render: Render }: { render: () => null }) {
  return <Render />;
}

test('a detail page behind another tab is not rendered by a navigation elsewhere, and reads its own query when shown', async () => {
  const page = await mountAt<string | null>('/htservice/user?userId=7', (seen) => () => (seen.push(usePageQuery('/htservice/user', 'userId')), null));
  assert.equal(page.seen, ['7']);
  await act(async () => navigate('/accounting/ledger/general?userId=9'));
  await act(async () => navigate('/accounting/voucher/entry'));
  assert.equal(page.seen, ['7'], 'another page’s address renders nothing here');
  await act(async () => navigate('/htservice/user?userId=8'));
  assert.equal(page.seen, ['7', '8'], 'shown again with a new query: the new value');
  await page.unmount();
});

test('a list page behind another tab is not rendered by a navigation elsewhere, and keeps its own state', async () => {
  const page = await mountAt<number>('/system/config?pageNum=3', (seen) => () => (seen.push(useListState({ filterKeys: [] })[0].pageNum), null));
  assert.equal(page.seen, [3]);
  await act(async () => navigate('/system/dict?pageNum=5'));
  await act(async () => navigate('/system/user'));
  assert.equal(page.seen, [3], 'other pages’ addresses render nothing here');
  await act(async () => navigate('/system/config?pageNum=4'));
  assert.equal(page.seen, [3, 4]);
  await page.unmount();
  history.replaceState(null, '', '/');
});

test.run();
