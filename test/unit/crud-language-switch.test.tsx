/**
 * A resource is described once, with text keys, and CrudPage translates them when it draws (issue 19): a
 * language switch re-labels the mounted page — the table's header, the filter bar, the open form and its
 * title, a choice — without remounting it, and what is typed in the form stays.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { systemTexts } from '../../src/modules/system/locales';
import { postResource } from '../../src/modules/system/post-resource';
import { CrudPage } from '../../src/ui/crud/CrudPage';
import { uiTexts } from '../../src/ui/ui-texts';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';

document.documentElement.dataset.automation = '1';
// happy-dom has no FontFaceSet; Mantine's autosizing textarea (the remark) listens to it for fonts loaded late.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
registerMessages('zh', { ...uiTexts.zh, ...systemTexts.zh });
registerMessages('en', { ...uiTexts.en, ...systemTexts.en });

const POST = { postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1, status: '1', remark: '', createTime: '2026-01-05 09:00:00', version: 1 };
scriptApi(test, (async () => jsonAnswer({ code: 200, msg: 'ok', rows: [POST], total: 1 })) as typeof fetch, { currentPath: '/system/post' });

const { host, render } = mountPage(test, withServerState(test));
test.before.each(() => {
  locale.value = 'zh';
  history.replaceState(null, '', '/system/post');
});
test.after.each(() => {
  locale.value = 'zh';
  history.replaceState(null, '', '/');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
// A sortable header's text ends in its sort mark.
const headers = () => [...host.querySelectorAll('[role="columnheader"]')].map((th) => th.textContent?.replace(/[▲▼]/g, '').trim());
const filterLabels = () => [...host.querySelectorAll('form[role="search"] label')].map((label) => label.textContent?.trim());
const form = () => document.querySelector<HTMLElement>('[data-ht="crud-form"]')!;
const formLabels = () => [...form().querySelectorAll('label')].map((label) => label.textContent?.replace('*', '').trim());

test('switching the language re-labels the mounted page and its open form, keeping what is typed', async () => {
  await render(<CrudPage resource={postResource} pageId="1" />, { permissions: ['system:post:add'] });
  await settle();
  await settle();
  const page = host.querySelector('[data-ht="crud"]');
  assert.ok(headers().includes('岗位编码'), `the header in Chinese: ${headers().join(', ')}`);
  assert.ok(filterLabels().includes('岗位编码'), 'the filter in Chinese');
  assert.ok(host.textContent?.includes('停用'), 'a status drawn in Chinese');
  await act(async () => host.querySelector<HTMLButtonElement>('[data-ht="crud-add"]')!.click());
  await settle();
  assert.ok(formLabels().includes('岗位名称'), 'the form in Chinese');
  const name = form().querySelector<HTMLInputElement>('input[name="postName"]')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, '总经理');
    name.dispatchEvent(new Event('input', { bubbles: true }));
  });

  await act(async () => {
    locale.value = 'en';
  });
  assert.is(host.querySelector('[data-ht="crud"]'), page, 'the same page, not a remounted one');
  assert.ok(headers().includes('Position code'), `the header in English: ${headers().join(', ')}`);
  assert.ok(filterLabels().includes('Position code'), `the filter in English: ${filterLabels().join(', ')}`);
  assert.ok(host.querySelector('h1')?.textContent?.includes('Positions'), 'the title in English');
  assert.ok(host.textContent?.includes('Disabled'), 'a status drawn in English');
  assert.ok(formLabels().includes('Position'), `the form in English: ${formLabels().join(', ')}`);
  assert.match(document.querySelector('[role="dialog"]')!.textContent!, 'Positions', "the dialog's title in English");
  assert.is(form().querySelector<HTMLInputElement>('input[name="postName"]')!.value, '总经理', 'what was typed stays');
});

test.run();
