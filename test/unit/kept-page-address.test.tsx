/**
 * Pages kept alive behind their tabs read their own address only (issue 18: a switch re-renders the tab bar
 * entry and the page visibility, nothing more): a navigation to another page renders no kept page that reads
 * its list state or a query parameter, and coming back shows what the page's own address says.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Router, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { pageAddressHooks } from '../../src/app/layout/page-address';
import { usePageQuery } from '../../src/ui/use-page-query';
import { useListState } from '../../src/ui/use-list-state';

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

/** Records the address wouter's hooks give it, one entry per render. */
function AddressReader({ seen }: { seen: string[] }) {
  const [path] = useLocation();
  seen.push(`${path}?${useSearch()}`);
  return null;
}

test('under its host’s router a page’s wouter hooks and links see its own address only', async () => {
  const address = pageAddressHooks('/accounting/voucher/audit');
  history.replaceState(null, '', '/accounting/voucher/audit?status=1');
  const seen: string[] = [];
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <Router hook={address.hook} searchHook={address.searchHook}>
        <AddressReader seen={seen} />
      </Router>,
    ),
  );
  assert.equal(seen, ['/accounting/voucher/audit?status=1']);
  await act(async () => navigate('/accounting/ledger/general?status=2'));
  await act(async () => navigate('/accounting/voucher/entry'));
  assert.equal(seen, ['/accounting/voucher/audit?status=1'], 'other pages’ addresses render nothing here');
  await act(async () => navigate('/accounting/voucher/audit?status=3'));
  assert.equal(seen, ['/accounting/voucher/audit?status=1', '/accounting/voucher/audit?status=3'], 'its own address with a new query: the new value');
  await act(async () => root.unmount());
  history.replaceState(null, '', '/');
});

test.run();
