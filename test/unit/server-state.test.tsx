/**
 * The server-state layer (src/ui/server-query.ts, use-list-query.ts, src/app/server-state.ts) against a
 * scripted server whose answers the test releases one by one: a request a newer click superseded is
 * aborted and its late answer never shown; the page shown stays while the next one loads; a delete that
 * empties the last page shows the new last page; a bus event (an approval decided, this tab's write)
 * refetches what it made stale, at once on the page shown and on a hidden page once it is shown again;
 * a voucher written refetches the books computed from it, and so does a background task that wrote rows; two views of one endpoint share its reply, each
 * picking its own part; and the shell is busy for `whenIdle()` while a query fetches.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connectServerState, createShellQueryClient, resourceOf } from '../../src/app/server-state';
import { api } from '../../src/lib/api';
import { bus } from '../../src/lib/bus';
import { shellState } from '../../src/state/activity.model';
import { createShownStore, PageShownContext, type ShownStore } from '../../src/ui/page-shown';
import { endpointKey, useServerQuery } from '../../src/ui/server-query';
import { useEndpoint } from '../../src/ui/use-endpoint';
import { useListQuery, type ListParams } from '../../src/ui/use-list-query';
import { jsonAnswer, scriptApi } from './support/scripted-api';

/** A request the scripted server holds until the test answers it. */
type Held = { url: URL; method: string; signal: AbortSignal | null; answer(): void };
let held: Held[] = [];
/** The server's rows (ids), and whether it answers at once or waits for the test. */
let rows: string[] = [];
let autoAnswer = false;
let statusText = '审批中';

function bodyFor(url: URL, method: string): unknown {
  if (method !== 'GET') {
    if (method === 'DELETE') rows = rows.filter((id) => !url.pathname.split('/').at(-1)!.split(',').includes(id));
    return { code: 200, msg: 'ok' };
  }
  if (url.pathname.includes('/status/')) return { code: 200, msg: 'ok', data: { status: statusText } };
  const pageNum = Number(url.searchParams.get('pageNum'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  return { code: 200, msg: 'ok', rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length };
}

const scripted = ((input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((resolve, reject) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const signal = init?.signal ?? null;
    const answer = () => resolve(jsonAnswer(bodyFor(url, request.method)));
    signal?.addEventListener('abort', () => reject(signal.reason));
    if (autoAnswer) answer();
    else held.push({ url, method: request.method, signal, answer });
  })) as typeof fetch;
const { messages } = scriptApi(test, scripted);

let host: HTMLElement;
let root: Root;
let client: QueryClient;
let disconnect: () => void;
test.before.each(() => {
  held = [];
  autoAnswer = false;
  rows = Array.from({ length: 25 }, (_, i) => `r${i + 1}`);
  statusText = '审批中';
  client = createShellQueryClient();
  disconnect = connectServerState(client);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
test.after.each(async () => {
  await act(async () => root.unmount());
  host.remove();
  disconnect();
  client.clear();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const render = (node: ReactNode, shown?: ShownStore) =>
  act(async () => root.render(<QueryClientProvider client={client}>{shown ? <PageShownContext.Provider value={shown}>{node}</PageShownContext.Provider> : node}</QueryClientProvider>));
/** Answers the held request for `pageNum` (or the only one held). */
async function answer(pageNum?: number) {
  const index = pageNum === undefined ? 0 : held.findIndex((h) => h.url.searchParams.get('pageNum') === String(pageNum));
  assert.ok(index >= 0, `a request for page ${pageNum} is held`);
  const [request] = held.splice(index, 1);
  request.answer();
  await settle();
  await settle();
}

type Seen = { pageNum: number; rows: string[]; total: number; loading: boolean };
let seen: Seen[] = [];
let goTo: (pageNum: number) => void = () => undefined;
const ENDPOINT = '/htservice/thing/list';

/** A list as CrudPage uses it: the page number is the caller's state, the rows the layer's. */
function ThingList({ pageSize = 10, firstPage = 1 }: { pageSize?: number; firstPage?: number }) {
  const [pageNum, setPageNum] = useState(firstPage);
  goTo = setPageNum;
  const list = useListQuery<string>({
    endpoint: ENDPOINT,
    params: { pageNum, pageSize },
    fetchPage: (params: ListParams, signal) => api.get(ENDPOINT, params, { signal }),
    onClamp: setPageNum,
  });
  seen.push({ pageNum, rows: list.rows, total: list.total, loading: list.loading });
  return null;
}
const last = () => seen.at(-1)!;

test('a superseded request is aborted, and its late answer is never shown', async () => {
  seen = [];
  await render(<ThingList />);
  await answer(1);
  assert.equal(last().rows.slice(0, 2), ['r1', 'r2']);
  // Two quick clicks: page 2, then page 3 before page 2 has answered.
  await act(async () => goTo(2));
  await act(async () => goTo(3));
  const page2 = held.find((h) => h.url.searchParams.get('pageNum') === '2')!;
  assert.ok(page2.signal?.aborted, 'the request for page 2 was cancelled');
  await answer(3);
  assert.equal(last(), { pageNum: 3, rows: ['r21', 'r22', 'r23', 'r24', 'r25'], total: 25, loading: false });
  // The server's late answer for page 2 changes nothing on screen, and no error was shown for the cancelled call.
  page2.answer();
  await settle();
  assert.equal(last().rows[0], 'r21');
  assert.not.ok(
    seen.some((s) => s.rows[0] === 'r11'),
    'page 2 was never shown',
  );
  assert.equal(messages, []);
});

test('the page shown stays on screen while the next one loads', async () => {
  seen = [];
  await render(<ThingList />);
  await answer(1);
  await act(async () => goTo(2));
  assert.equal(last(), { pageNum: 2, rows: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10'], total: 25, loading: true });
  await answer(2);
  assert.equal(last(), { pageNum: 2, rows: ['r11', 'r12', 'r13', 'r14', 'r15', 'r16', 'r17', 'r18', 'r19', 'r20'], total: 25, loading: false });
  assert.not.ok(
    seen.some((s) => s.rows.length === 0 && s.total > 0),
    'never an empty table beside a total',
  );
});

test('a delete that empties the last page shows the new last page, never 暂无数据 beside 共 N 条', async () => {
  autoAnswer = true;
  rows = rows.slice(0, 21);
  seen = [];
  await render(<ThingList firstPage={3} />);
  await settle();
  assert.equal(last(), { pageNum: 3, rows: ['r21'], total: 21, loading: false });
  // This tab's delete (api.delete): the write invalidates the list, which is refetched and clamped.
  await act(async () => void (await api.delete('/htservice/thing/r21')));
  await settle();
  await settle();
  assert.equal(last(), { pageNum: 2, rows: ['r11', 'r12', 'r13', 'r14', 'r15', 'r16', 'r17', 'r18', 'r19', 'r20'], total: 20, loading: false });
  assert.not.ok(
    seen.some((s) => s.rows.length === 0 && s.total > 0 && !s.loading),
    'never an empty page beside a total',
  );
});

let statusSeen: string[] = [];
function ApprovalStatus() {
  const { data } = useServerQuery({
    queryKey: endpointKey('/htservice/approvalCenter/status/7'),
    queryFn: ({ signal }) => api.get<{ data: { status: string } }>('/htservice/approvalCenter/status/7', undefined, { signal }).then((r) => r.data.status),
  });
  statusSeen.push(data ?? '');
  return null;
}

test('a bus event refetches the shown page at once', async () => {
  autoAnswer = true;
  statusSeen = [];
  await render(<ApprovalStatus />);
  await settle();
  assert.is(statusSeen.at(-1), '审批中');
  statusText = '已通过';
  await act(async () => void bus.emit('approval:changed', { instanceId: 7 }));
  await settle();
  assert.is(statusSeen.at(-1), '已通过');
});

test('a page kept alive behind another tab refetches what was invalidated when it is shown again', async () => {
  autoAnswer = true;
  statusSeen = [];
  const shown = createShownStore(true);
  await render(<ApprovalStatus />, shown);
  await settle();
  await act(async () => shown.set(false));
  statusText = '已通过';
  const before = held.length;
  let fetched = 0;
  const count = () => void (fetched += 1);
  bus.on('http:started', count);
  await act(async () => void bus.emit('approval:changed', { instanceId: 7 }));
  await settle();
  assert.is(fetched, 0, 'nothing is fetched for a hidden page');
  assert.is(statusSeen.at(-1), '审批中');
  await act(async () => shown.set(true));
  await settle();
  bus.off('http:started', count);
  assert.is(fetched, 1);
  assert.is(held.length, before);
  assert.is(statusSeen.at(-1), '已通过', 'shown again, the page shows the decision');
});

test("this tab's write invalidates the answers of the same resource only; a heartbeat invalidates nothing", async () => {
  assert.is(resourceOf('/htservice/approvalCenter/task/5/decide'), '/htservice/approvalCenter');
  assert.is(resourceOf('/htservice/user/1,2?x=1'), '/htservice/user');
  autoAnswer = true;
  statusSeen = [];
  await render(<ApprovalStatus />);
  await settle();
  let fetched = 0;
  const count = ({ url }: { url: string }) => void (url.includes('/status/') && (fetched += 1));
  bus.on('http:started', count);
  await act(async () => void (await api.post('/htservice/approvalCenter/heartbeat', {}, { invalidates: false })));
  await act(async () => void (await api.put('/htservice/user', { userId: 1 })));
  await settle();
  assert.is(fetched, 0, 'neither a call that changes nothing nor a write elsewhere refetches the status');
  await act(async () => void (await api.post('/htservice/approvalCenter/task/5/decide', { action: 'approve' })));
  await settle();
  bus.off('http:started', count);
  assert.is(fetched, 1, 'a write to the same resource does');
});

function Ledger() {
  useEndpoint('/htservice/accounting/ledger/detail', { accountCode: '1001' }, (r: { rows: string[] }) => r.rows);
  return null;
}

test('a voucher written refetches the ledgers computed from vouchers; a write elsewhere does not', async () => {
  autoAnswer = true;
  let fetched = 0;
  await render(<Ledger />);
  await settle();
  const count = ({ url }: { url: string }) => void (url.includes('/ledger/detail') && (fetched += 1));
  bus.on('http:started', count);
  await act(async () => void (await api.put('/htservice/user', { userId: 1 })));
  await settle();
  assert.is(fetched, 0, 'a user written changes no ledger');
  await act(async () => void (await api.put('/htservice/voucher/audit', { voucherIds: [1] })));
  await settle();
  bus.off('http:started', count);
  assert.is(fetched, 1, 'an audited voucher does');
});

/** Two views of one endpoint in one component; each render reports both picks and how to render it again. */
function Views({ onRender }: { onRender: (total: number | undefined, firstRows: string[] | undefined, rerender: () => void) => void }) {
  const [, setTick] = useState(0);
  const total = useEndpoint(ENDPOINT, { pageNum: 1, pageSize: 10 }, (r: { total: number }) => r.total).data;
  const firstRows = useEndpoint(ENDPOINT, { pageNum: 1, pageSize: 10 }, (r: { rows: string[] }) => r.rows.slice(0, 2)).data;
  onRender(total, firstRows, () => setTick((n) => n + 1));
  return null;
}

test('a background task that wrote rows refetches the ledgers; a report export or a failed task does not', async () => {
  autoAnswer = true;
  let fetched = 0;
  await render(<Ledger />);
  await settle();
  const count = ({ url }: { url: string }) => void (url.includes('/ledger/detail') && (fetched += 1));
  bus.on('http:started', count);
  const finish = (kind: string, status: string) => act(async () => void bus.emit('task:finished', { taskId: 1, kind, status, fileName: '' }));
  await finish('reportPdf', 'done');
  await finish('voucher-import', 'failed');
  await settle();
  assert.is(fetched, 0, 'an export and a failed import change no ledger');
  await finish('period-carry-forward', 'done');
  await settle();
  bus.off('http:started', count);
  assert.is(fetched, 1, 'the carry-forward posted vouchers: the ledger is fetched again');
});

test('two views of one endpoint share one request and its reply, each picking its own part, kept across renders', async () => {
  autoAnswer = true;
  let requests = 0;
  const count = ({ url }: { url: string }) => void (url.includes('/thing/list') && (requests += 1));
  bus.on('http:started', count);
  const totals: Array<number | undefined> = [];
  const firstRows: Array<string[] | undefined> = [];
  let rerender: () => void = () => undefined;
  const report = (total: number | undefined, first: string[] | undefined, again: () => void) => {
    totals.push(total);
    firstRows.push(first);
    rerender = again;
  };
  await render(<Views onRender={report} />);
  await settle();
  assert.is(requests, 1);
  assert.is(totals.at(-1), 25);
  assert.equal(firstRows.at(-1), ['r1', 'r2']);
  const picked = firstRows.at(-1);
  await act(async () => rerender());
  assert.is(firstRows.at(-1), picked, 'the same pick, not a new array per render');
  bus.off('http:started', count);
});

test('the shell is busy for whenIdle() while a query fetches', async () => {
  seen = [];
  await render(<ThingList />);
  assert.is(shellState.value, 'busy');
  await answer(1);
  assert.is(shellState.value, 'idle');
  await act(async () => goTo(2));
  assert.is(shellState.value, 'busy', 'the next page counts too');
  await answer(2);
  assert.is(shellState.value, 'idle');
});

test.run();
