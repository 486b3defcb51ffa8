/**
 * The organisation interface page (src/modules/accounting/OrgInterfacePage.tsx) on the server-state layer,
 * against a scripted server: the settings read once into the form's own copy, a save sends the version read
 * and the form shows the settings as read again (their new version), and a refused stale save (409) offers a
 * reload that brings the newer settings into the form.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrgInterface } from '../../server/contracts/interface';
import { locale } from '../../src/lib/i18n';
import { OrgInterfacePage } from '../../src/modules/accounting/OrgInterfacePage';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

registerShellTexts();

const settings = (version: number, summaryTemplate: string): OrgInterface => ({
  orgId: 1,
  orgName: '杭州西湖酒店',
  programmeId: null,
  summaryTemplate,
  voucherWord: '记',
  voucherMode: 'day',
  status: '0',
  updatedBy: version ? '李建国' : '',
  updatedAt: version ? 1_700_000_000_000 : null,
  version,
  programmes: [],
});
let stored: OrgInterface;
/** A save arriving with this version is refused as stale (someone saved meanwhile). */
let staleVersion: number | null;
let calls: Array<{ method: string; body: unknown }> = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const text = await request.text();
  const body = text ? JSON.parse(text) : undefined;
  calls.push({ method: request.method, body });
  if (request.method === 'PUT') {
    const sent = body as OrgInterface;
    if (sent.version === staleVersion) return new Response(JSON.stringify({ code: 409, msg: '已被他人修改' }), { status: 409, headers: { 'content-type': 'application/json' } });
    stored = settings(stored.version + 1, sent.summaryTemplate);
  }
  return jsonAnswer({ code: 200, msg: 'ok', data: stored });
}) as typeof fetch;
scriptApi(test, scripted);
const { host, render: renderPage } = mountPage(test, { ...withServerState(test), permissions: ['accounting:orgInterface:edit'] });
test.before.each(() => {
  calls = [];
  stored = settings(0, '{date} 营业收入');
  staleVersion = null;
  locale.value = 'zh';
});

const render = () => renderPage(<OrgInterfacePage path="/accounting/sysOrgInterface" menuId={1} />);
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
const template = () => [...host.querySelectorAll('input')].find((i) => i.value.includes('营业收入') || i.value.includes('客房'))!;
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const save = () => act(async () => (host.querySelector('[data-ht="org-interface-save"]') as HTMLButtonElement).click());
const gets = () => calls.filter((c) => c.method === 'GET').length;

test('a save sends the version read; the form then shows the settings as read again', async () => {
  await render();
  await settle();
  assert.is(gets(), 1);
  assert.ok(host.textContent!.includes('尚未保存'));
  await type(template(), '{date} 客房收入');
  await save();
  await settle();
  const put = calls.find((c) => c.method === 'PUT')!;
  assert.equal([(put.body as OrgInterface).summaryTemplate, (put.body as OrgInterface).version], ['{date} 客房收入', 0]);
  assert.is(gets(), 2, 'the write made the layer read the settings again');
  assert.is(template().value, '{date} 客房收入');
  assert.ok(host.textContent!.includes('李建国'), 'who saved them, as read again');
  await type(template(), '{date} 餐饮收入');
  await save();
  await settle();
  assert.is((calls.filter((c) => c.method === 'PUT')[1].body as OrgInterface).version, 1, 'the next save sends the new version');
});

test('a stale save offers a reload, which brings the newer settings into the form', async () => {
  await render();
  await settle();
  stored = settings(4, '{date} 客房收入'); // someone saved meanwhile
  staleVersion = 0;
  await type(template(), '{date} 其他收入');
  await save();
  await settle();
  assert.ok(host.querySelector('[data-ht="crud-conflict"]'));
  await act(async () => (host.querySelector('[data-ht="crud-reload"]') as HTMLButtonElement).click());
  await settle();
  assert.not.ok(host.querySelector('[data-ht="crud-conflict"]'));
  assert.is(template().value, '{date} 客房收入');
});

test.run();
