/**
 * The login date on the login page (src/app/signed-out/DatePicker.tsx over month-grid.ts), as a person
 * or a script meets it: a text field named loginDate that takes `2026-11-24` typed, a calendar opened
 * from its button whose days move by keyboard and write YYYY-MM-DD into the field when picked, and an
 * inline error under the field for a date that does not exist, which keeps the form from being sent.
 */
import { act } from 'preact/test-utils';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { showSignedOutPage } from '../../src/app/signed-out/mount';
import { addMonths, dayAfterKey, monthGrid } from '../../src/app/signed-out/month-grid';

registerMessages('zh', zh);
registerMessages('en', en);

// The page has one #signed-out: another test file of the run may have made it already.
let host: HTMLElement;
let ownHost = false;
test.before(() => {
  ownHost = !document.getElementById('signed-out');
  if (ownHost) document.body.append(Object.assign(document.createElement('div'), { id: 'signed-out' }));
  host = document.getElementById('signed-out')!;
});
test.after(() => void (ownHost && host.remove()));

// The login page's calls, answered as a server without captcha would; sign-in attempts are recorded.
let signIns = 0;
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(new Request(input, init).url);
  if (url.pathname.endsWith('/auth/oauth/token')) signIns++;
  const body = url.pathname.endsWith('/getLoginOrgData')
    ? { code: 200, msg: 'ok', data: [{ orgId: 1, orgCode: 'HT001', orgName: '合软大酒店' }] }
    : url.pathname.endsWith('/code')
      ? { code: 200, captchaEnabled: false }
      : { code: 200, msg: 'false' };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

let remove = () => {};
let previousFetch: typeof fetch;
test.before.each(async () => {
  previousFetch = globalThis.fetch;
  globalThis.fetch = scripted;
  signIns = 0;
  locale.value = 'zh';
  await act(() => void (remove = showSignedOutPage('main')));
});
test.after.each(async () => {
  await act(() => remove());
  globalThis.fetch = previousFetch;
});

const field = () => host.querySelector<HTMLInputElement>('input[name="loginDate"]')!;
const toggle = () => host.querySelector<HTMLButtonElement>('[data-ht="calendar-toggle"]')!;
const calendar = () => host.querySelector<HTMLElement>('[role="dialog"]');
const focused = () => document.activeElement as HTMLElement;
const labelOf = (el: HTMLElement) => host.querySelector(`label[for="${el.id}"]`)?.textContent;
const describedBy = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

const type = (text: string) =>
  act(() => {
    field().value = text;
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
const press = (key: string, target: HTMLElement = focused()) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
const click = (target: HTMLElement) => act(() => target.click());
const submit = () => act(() => void host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
const settle = () => act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));

test('the month grid: six Monday-first weeks around the month; keys move by day, week, month and to the week ends', () => {
  const weeks = monthGrid('2026-11-24');
  assert.is(weeks.length, 6);
  assert.ok(weeks.every((w) => w.length === 7));
  assert.is(weeks[0][0], '2026-10-26', '1 November 2026 is a Sunday: the grid starts the Monday before');
  assert.is(weeks[0][6], '2026-11-01');
  assert.is(weeks[5][6], '2026-12-06');
  const moves = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 'a'].map((key) => dayAfterKey('2026-11-24', key));
  assert.equal(moves, ['2026-11-23', '2026-11-25', '2026-11-17', '2026-12-01', '2026-10-24', '2026-12-24', '2026-11-23', '2026-11-29', null]);
  assert.is(addMonths('2026-01-31', 1), '2026-02-28', 'a month on stays within the shorter month');
  assert.is(dayAfterKey('2026-12-31', 'ArrowRight'), '2027-01-01');
});

test('a typed date is the value: a plain text field named loginDate, labelled, with the format as placeholder', async () => {
  const input = field();
  assert.is(input.type, 'text');
  assert.is(input.placeholder, 'YYYY-MM-DD');
  assert.is(labelOf(input), '登录日期');
  await type('2026-11-24');
  assert.is(field().value, '2026-11-24');
  assert.is(input.getAttribute('aria-invalid'), null);
  assert.is(calendar(), null, 'typing does not open the calendar');
});

test('the calendar opens on the typed date; arrows and Page Up move the day, Enter writes it into the field', async () => {
  await type('2026-11-24');
  assert.is(toggle().getAttribute('aria-label'), '打开日历');
  await click(toggle());
  assert.is(calendar()?.getAttribute('aria-label'), '选择登录日期');
  assert.is(toggle().getAttribute('aria-expanded'), 'true');
  assert.match(calendar()!.textContent!, '2026年11月');
  assert.is(focused().dataset.day, '2026-11-24', 'focus on the typed day');
  assert.is(focused().getAttribute('aria-pressed'), 'true', 'the typed day is the pressed one');
  assert.match(focused().getAttribute('aria-label')!, '2026年11月24日');

  await press('ArrowRight');
  assert.is(focused().dataset.day, '2026-11-25');
  await press('ArrowDown');
  assert.is(focused().dataset.day, '2026-12-02');
  assert.match(calendar()!.textContent!, '2026年12月', 'the month follows the day');
  await press('PageUp');
  assert.is(focused().dataset.day, '2026-11-02');
  await settle();
  assert.ok(calendar(), 'moving between months keeps the calendar open');
  assert.is(field().value, '2026-11-24', 'moving is not picking');

  await press('Enter');
  assert.is(field().value, '2026-11-02');
  assert.is(calendar(), null);
  assert.is(focused(), field(), 'focus returns to the field');
});

test('Arrow Down in the field opens the calendar; Escape closes it and changes nothing; the buttons page months and pick by click', async () => {
  await type('2026-03-15');
  await press('ArrowDown', field());
  assert.is(focused().dataset.day, '2026-03-15');
  await press('Escape');
  assert.is(calendar(), null);
  assert.is(field().value, '2026-03-15');
  assert.is(focused(), field());

  await click(toggle());
  const next = calendar()!.querySelector<HTMLButtonElement>('button[aria-label="下个月"]')!;
  await click(next);
  assert.match(calendar()!.textContent!, '2026年4月');
  await click(calendar()!.querySelector<HTMLButtonElement>('[data-day="2026-04-09"]')!);
  assert.is(field().value, '2026-04-09');
  assert.is(calendar(), null);
});

test('a date that does not exist shows its error under the field and the form is not sent; a real one clears it', async () => {
  await act(() => {
    host.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'admin';
    host.querySelector('input[name="username"]')!.dispatchEvent(new Event('input', { bubbles: true }));
    host.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'secret';
    host.querySelector('input[name="password"]')!.dispatchEvent(new Event('input', { bubbles: true }));
    host.querySelector<HTMLSelectElement>('select[name="orgId"]')!.value = '1';
    host.querySelector('select[name="orgId"]')!.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await type('2026-02-30');
  await submit();
  assert.is(field().getAttribute('aria-invalid'), 'true');
  assert.ok(describedBy(field()).includes(zh.login.loginDateInvalid), 'the error describes the field');
  assert.is(signIns, 0, 'nothing is sent');

  await type('2026-02-28');
  assert.is(field().getAttribute('aria-invalid'), null);
  assert.not.ok(describedBy(field()).includes(zh.login.loginDateInvalid));
});

test('leaving the field with a half-typed date shows the error at once; an empty field is fine (today)', async () => {
  await type('2026-1-5');
  await act(() => host.querySelector<HTMLInputElement>('input[name="username"]')!.focus());
  await act(() => field().focus());
  await act(() => host.querySelector<HTMLInputElement>('input[name="password"]')!.focus());
  await settle();
  assert.is(field().getAttribute('aria-invalid'), 'true');
  await type('');
  assert.is(field().getAttribute('aria-invalid'), null);
  assert.ok(describedBy(field()).includes(zh.login.loginDateHint));
});

test('in English the calendar names its buttons and months in English, and the format stays YYYY-MM-DD', async () => {
  await act(() => void (locale.value = 'en'));
  await type('2026-11-24');
  assert.is(toggle().getAttribute('aria-label'), 'Open calendar');
  await click(toggle());
  assert.is(calendar()?.getAttribute('aria-label'), 'Choose the login date');
  assert.match(calendar()!.textContent!, 'November 2026');
  assert.ok(calendar()!.querySelector('button[aria-label="Previous month"]'));
  assert.match(calendar()!.querySelector('th')!.getAttribute('aria-label')!, 'Monday');
  await click(calendar()!.querySelector<HTMLButtonElement>('[data-day="2026-11-30"]')!);
  assert.is(field().value, '2026-11-30');
  assert.is(field().placeholder, 'YYYY-MM-DD');
});

test.run();
