/**
 * A notice opened to be read (src/modules/system/notice/NoticeReadDialog.tsx) on the server-state layer,
 * against a scripted server: its content shown as text, marked read once as it opens (the mark is a write,
 * so the notice is read again, now read, and not marked a second time), never marked when already read,
 * and the dialog closes when the notice cannot be had (withdrawn meanwhile).
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MyNoticeDetail } from '../../server/contracts/notice';
import { locale } from '../../src/lib/i18n';
import { NoticeReadDialog } from '../../src/modules/system/notice/NoticeReadDialog';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

registerShellTexts();

let notice: MyNoticeDetail | null;
let calls: string[] = [];
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname.replace('/prod-api', '');
  calls.push(`${request.method} ${path}`);
  if (!notice) return jsonAnswer({ code: 404, msg: '通知公告不存在' });
  if (request.method === 'PUT') {
    notice = { ...notice, read: true };
    return jsonAnswer({ code: 200, msg: 'ok', data: { unread: 0 } });
  }
  if (path.endsWith('/list')) return jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0, unread: 0 });
  return jsonAnswer({ code: 200, msg: 'ok', data: notice });
}) as typeof fetch;
scriptApi(test, scripted);
const { render: renderPage } = mountPage(test, withServerState(test));
let closed: number;
test.before.each(() => {
  calls = [];
  closed = 0;
  notice = { noticeId: 7, noticeTitle: '春节值班安排', noticeType: '1', publisher: '李建国', publishTime: '2026-01-20 09:00', read: false, noticeContent: '值班表见附件\n请各部门确认' };
  locale.value = 'zh';
});

const render = () => renderPage(<NoticeReadDialog noticeId={7} onClose={() => void (closed += 1)} />);
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
const content = () => document.querySelector('[data-ht="notice-content"]')?.textContent;

test('an unread notice: shown, marked read once, then read again as read', async () => {
  await render();
  await settle();
  assert.is(content(), '值班表见附件\n请各部门确认');
  assert.equal(
    calls.filter((c) => !c.endsWith('/list')),
    ['GET /htservice/notice/my/7', 'PUT /htservice/notice/my/7/read', 'GET /htservice/notice/my/7'],
  );
  assert.is(closed, 0);
});

test('a notice already read is not marked again', async () => {
  notice = { ...notice!, read: true };
  await render();
  await settle();
  assert.is(content(), '值班表见附件\n请各部门确认');
  assert.equal(calls, ['GET /htservice/notice/my/7']);
});

test('a notice withdrawn meanwhile closes the dialog', async () => {
  notice = null;
  await render();
  await settle();
  assert.is(closed, 1);
});

test.run();
