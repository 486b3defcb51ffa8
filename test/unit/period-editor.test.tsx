/**
 * The organisation's period editor (src/modules/system/PeriodEditor.tsx) on the server-state layer, against a
 * scripted server: the year's periods read into the table's own copy, an edit marks it changed, a save sends
 * the whole year and the table shows the periods as read again (nothing left to save), and a year without
 * periods offers the calendar months.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AccountingPeriod, PeriodInput } from '../../server/contracts/org';
import { locale } from '../../src/lib/i18n';
import { PeriodEditor } from '../../src/modules/system/PeriodEditor';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

registerShellTexts();

const period = (n: number, status: '0' | '1'): AccountingPeriod => ({ periodId: n, orgId: 9, year: 2024, period: n, startDate: `2024-0${n}-01`, endDate: `2024-0${n}-28`, status }) as AccountingPeriod;
let stored: Record<number, AccountingPeriod[]>;
let calls: Array<{ method: string; path: string; query: string; body: unknown }> = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  const body = text ? JSON.parse(text) : undefined;
  calls.push({ method: request.method, path: url.pathname, query: url.search, body });
  if (url.pathname.endsWith('/saveSysOrgPeriod')) {
    const { year, periods } = body as { year: number; periods: PeriodInput[] };
    stored[year] = periods.map((p) => ({ ...period(p.period, p.status as '0' | '1'), ...p, year }));
    return jsonAnswer({ code: 200, msg: 'ok', data: stored[year] });
  }
  return jsonAnswer({ code: 200, msg: 'ok', data: stored[Number(url.searchParams.get('year'))] ?? [] });
}) as typeof fetch;
scriptApi(test, scripted);
const { host, render: renderPage } = mountPage(test, { ...withServerState(test), permissions: ['system:org:edit'] });
test.before.each(() => {
  calls = [];
  stored = { 2024: [period(1, '0'), period(2, '0')] };
  locale.value = 'zh';
});

const render = () => renderPage(<PeriodEditor orgId={9} initialYear={2024} />);
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const statuses = () => [...host.querySelectorAll('[data-ht="period-row"]')].map((r) => r.getAttribute('data-status'));
const reads = () => calls.filter((c) => c.method === 'GET').map((c) => c.query);

test("the year's periods, read once into the table; an edit is something to save", async () => {
  await render();
  await settle();
  assert.equal(reads(), ['?orgId=9&year=2024']);
  assert.equal(statuses(), ['0', '0']);
  assert.ok(button('保存期间').disabled, 'nothing to save before an edit');
  await act(async () => (host.querySelector('input[aria-label="第 1 期已结账"]') as HTMLInputElement).click());
  assert.equal(statuses(), ['1', '0']);
  assert.not.ok(button('保存期间').disabled);
  await act(async () => button('放弃修改').click());
  assert.equal(statuses(), ['0', '0'], 'discarding shows the periods as read');
});

test('a save sends the whole year, then the table shows the periods as read again', async () => {
  await render();
  await settle();
  await act(async () => (host.querySelector('input[aria-label="第 2 期已结账"]') as HTMLInputElement).click());
  await act(async () => button('保存期间').click());
  await settle();
  const post = calls.find((c) => c.method === 'POST')!;
  assert.is(post.path, '/prod-api/htservice/org/saveSysOrgPeriod');
  assert.equal(
    (post.body as { periods: PeriodInput[] }).periods.map((p) => p.status),
    ['0', '1'],
  );
  assert.equal(reads(), ['?orgId=9&year=2024', '?orgId=9&year=2024'], 'the write made the layer read the year again');
  assert.equal(statuses(), ['0', '1']);
  assert.ok(button('保存期间').disabled, 'nothing left to save');
});

test('a year without periods offers the calendar months', async () => {
  await render();
  await settle();
  const year = host.querySelector('[data-ht="period-year"]') as HTMLSelectElement;
  await act(async () => {
    year.value = '2023';
    year.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
  assert.equal(reads().at(-1), '?orgId=9&year=2023');
  assert.ok(host.textContent!.includes('2023 年还没有会计期间'));
  await act(async () => button('生成 2023 年会计期间').click());
  assert.is(statuses().length, 12);
  assert.not.ok(button('保存期间').disabled);
});

test.run();
