/**
 * The embeddable widgets in happy-dom: mount renders into the given element, unmount leaves nothing
 * behind (element, body, bus listeners, socket); a login-date change stores the date in local and
 * session storage, reloads the period for the organisation and date, and the session model follows.
 */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bus } from '../../src/lib/bus';
import { localCache, sessionCache } from '../../src/lib/storage';
import { loginDate, loginPeriod } from '../../src/state/session.model';
import { mount as mountChat } from '../../widgets/chat/index';
import { mount as mountLoginDate } from '../../widgets/login-date/index';
import { mount as mountPrintPreview } from '../../widgets/print-preview/index';
import { changeLoginDate } from '../../widgets/login-date/store';
import { FakeSocket } from './support/fake-socket';

const test = suite('widgets');

const PERIOD = { periodId: 11, orgId: 2, year: 2026, period: 11, startDate: '2026-11-01', endDate: '2026-11-30', status: '0' };
let calls: Request[] = [];
let answers: Record<string, unknown> = {};
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  calls.push(request);
  const body = answers[new URL(request.url).pathname] ?? { code: 404, msg: 'none' };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

let previous: { fetch: typeof fetch; ws: typeof WebSocket };
test.before.each(() => {
  previous = { fetch: globalThis.fetch, ws: globalThis.WebSocket };
  globalThis.fetch = scripted;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  FakeSocket.made = [];
  calls = [];
  answers = {};
});
test.after.each(() => {
  globalThis.fetch = previous.fetch;
  globalThis.WebSocket = previous.ws;
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 10)));

test('a date change stores loginDate in both storages, reloads the period and the session follows', async () => {
  answers['/prod-api/htservice/org/selectLoginDatePeriod'] = { code: 200, msg: 'ok', data: PERIOD };
  const period = await changeLoginDate({ token: () => 'tok-abc', orgId: 2 }, '2026-11-05');
  assert.equal(period, PERIOD);
  assert.is(localCache.get('loginDate'), '2026-11-05');
  assert.is(sessionCache.get('loginDate'), '2026-11-05');
  assert.equal(sessionCache.getJSON('loginPeriod'), PERIOD);
  const url = new URL(calls[0].url);
  assert.equal(Object.fromEntries(url.searchParams), { orgId: '2', loginDate: '2026-11-05' });
  assert.is(calls[0].headers.get('authorization'), 'Bearer tok-abc');
  assert.is(loginDate.value, '2026-11-05');
  assert.is(loginPeriod.value?.period, 11);

  answers['/prod-api/htservice/org/selectLoginDatePeriod'] = { code: 200, msg: 'ok', data: null };
  assert.is(await changeLoginDate({ token: () => 'tok-abc', orgId: 2 }, '2030-01-01'), null);
  assert.is(sessionCache.get('loginPeriod'), null, 'a date without a period removes the stored one');
  assert.is(loginPeriod.value, null);
});

test('the login-date widget mounts a picker that cannot be typed into, and unmount leaves nothing', async () => {
  const el = document.createElement('div');
  document.body.append(el);
  const before = document.body.children.length;
  let unmount = () => {};
  await act(async () => {
    unmount = mountLoginDate(el, { token: () => 't', orgId: 2, initialDate: '2026-11-05', initialPeriod: PERIOD as never, locale: 'zh' });
  });
  const picker = el.querySelector('[data-ht="login-date"]');
  assert.ok(picker, 'picker rendered inside the element');
  assert.is(picker!.tagName, 'BUTTON');
  assert.match(picker!.textContent ?? '', /2026-11-05/);
  assert.match(el.textContent ?? '', /会计期间 2026年11期/);
  await act(async () => unmount());
  assert.is(el.innerHTML, '');
  assert.is(document.body.children.length, before);
  el.remove();
});

test('the chat widget opens on contact:requested, reports unread, and unmount closes its socket and listeners', async () => {
  answers['/prod-api/chat/conversation'] = { code: 200, msg: 'ok', data: null };
  const el = document.createElement('div');
  document.body.append(el);
  const before = document.body.children.length;
  const listeners = () => bus.all.get('contact:requested')?.length ?? 0;
  const base = listeners();
  const unread: number[] = [];
  const onUnread = ({ count }: { count: number }) => unread.push(count);
  bus.on('chat:unread-changed', onUnread);
  let unmount = () => {};
  await act(async () => {
    unmount = mountChat(el, { token: () => 't', userId: 3, orgId: 1, orgName: '合软大酒店', orgCode: 'HT001', userName: 'frontdesk1', nickName: '王晓燕', locale: 'zh' });
  });
  await settle();
  assert.is(listeners(), base + 1);
  const socket = FakeSocket.made[0];
  assert.ok(socket, 'connected after loading the conversation');
  await act(async () => {
    socket.open();
    socket.receive({ type: 'ready', userId: 3, desk: false, lastMessageId: 0 });
    socket.receive({
      type: 'message',
      message: { messageId: 1, conversationId: 5, clientId: 'a', senderId: 3, senderName: '王晓燕', fromDesk: false, body: 'hi', createdAt: 1, deliveredAt: 2, readAt: null },
    });
    socket.receive({
      type: 'message',
      message: { messageId: 2, conversationId: 5, clientId: 'b', senderId: 1, senderName: '客服', fromDesk: true, body: '<b>x</b>', createdAt: 2, deliveredAt: null, readAt: null },
    });
  });
  assert.is(unread.at(-1), 1, 'the reply is unread while the panel is closed');
  answers['/prod-api/chat/read'] = { code: 200, msg: 'ok', data: { updated: 1 } };
  await act(async () => bus.emit('contact:requested', { at: Date.now() }));
  await settle();
  assert.ok(document.querySelector('[data-ht="chat-panel"]'), 'opened');
  const bodies = [...document.querySelectorAll('[data-ht="chat-body"]')].map((b) => b.textContent);
  assert.equal(bodies, ['hi', '<b>x</b>']);
  assert.is(document.querySelector('[data-ht="chat-thread"] b'), null, 'markup stays text');
  assert.is(unread.at(-1), 0, 'opening reads it');
  assert.ok(calls.some((c) => new URL(c.url).pathname === '/prod-api/chat/read'));
  const panel = document.querySelector('[data-ht="chat-panel"]')!;
  assert.ok(Number(getComputedStyle(panel.parentElement!).zIndex) < 200, 'under modals and drawers');
  await act(async () => void panel.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  assert.is(document.querySelector('[data-ht="chat-panel"]'), null, 'Escape closes it');

  await act(async () => unmount());
  assert.is(el.innerHTML, '');
  assert.is(document.body.children.length, before, 'no portal left in the body');
  assert.is(document.querySelector('[data-ht="chat-panel"]'), null);
  assert.is(listeners(), base);
  assert.is(socket.readyState, 3, 'socket closed');
  bus.off('chat:unread-changed', onUnread);
  el.remove();
});

test("each widget's root element carries its automation hook (DESIGN.md section 7), gone with the widget", async () => {
  answers['/prod-api/chat/conversation'] = { code: 200, msg: 'ok', data: null };
  const el = document.createElement('div');
  document.body.append(el);
  const unmounts: Array<() => void> = [];
  await act(async () => {
    unmounts.push(mountLoginDate(el, { token: () => 't', orgId: 2, initialDate: '2026-11-05', locale: 'zh' }));
    unmounts.push(mountChat(el, { token: () => 't', userId: 3, orgId: 1, orgName: '合软大酒店', orgCode: 'HT001', userName: 'frontdesk1', nickName: '王晓燕', locale: 'zh' }));
    unmounts.push(mountPrintPreview(el, { voucherId: 7, token: 't', locale: 'zh' }));
  });
  await settle();
  assert.equal(
    [...el.children].map((root) => root.getAttribute('data-ht')),
    ['widget-login-date-picker', 'widget-customer-service', 'widget-print-preview'],
  );
  assert.ok(el.querySelector('[data-ht="widget-login-date-picker"] [data-ht="login-date"]'), 'the picker is inside its root');
  await act(async () => {
    for (const unmount of unmounts) unmount();
  });
  assert.is(el.innerHTML, '');
  el.remove();
});

test.run();
