/**
 * The licence-expiry reminder against a scripted fetch: entering a module asks the server once per
 * session (again after a new sign-in or a failed check, never after a reload of the same session),
 * with the organisation's code; only a non-empty answer is kept to be shown, one line per licence in
 * the current language.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configureApi } from '../../src/lib/api';
import { bus } from '../../src/lib/bus';
import { locale, registerMessages } from '../../src/lib/i18n';
import { localCache, sessionCache } from '../../src/lib/storage';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { licenceLine } from '../../src/app/kiosk/LicenceWarning';
import { expiringLicences } from '../../src/state/licence-expiry.model';
import { clearSession } from '../../src/state/session.model';

registerMessages('zh', zh);
registerMessages('en', en);

const ending = [
  { moduleId: 1002, moduleName: '固定资产', expiresOn: '2026-11-27', daysLeft: 5 },
  { moduleId: 1003, moduleName: '低值易耗品', expiresOn: '2026-11-20', daysLeft: -2 },
];
let calls: URL[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { code: 200, msg: 'ok', data: ending } };
// Configured when this file runs, not when it is imported: uvu imports every file first.
test.before(() =>
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/' },
    token: () => 'tok-1234567890abcdefghij',
    language: () => 'zh-CN',
  }),
);

// Installed before each test and put back after: other unit files script the global fetch too.
const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(new Request(input, init).url);
  calls.push(url);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const enter = async (moduleId = 1001) => {
  bus.emit('module:entered', { moduleId, moduleName: '会计核算' });
  await settle();
};

let previousFetch: typeof fetch;
test.before.each(() => {
  previousFetch = globalThis.fetch;
  globalThis.fetch = scripted;
  calls = [];
  answer = { status: 200, body: { code: 200, msg: 'ok', data: ending } };
  bus.emit('session:signed-in', { userName: 'admin', orgId: 1 });
  localCache.setJSON('organization', { id: 2, code: 'HT002', name: '合软度假酒店' });
});

test.after.each(() => {
  globalThis.fetch = previousFetch;
});

test('the first module entry asks once with the organisation code; later entries do not ask again', async () => {
  await enter();
  assert.is(calls.length, 1);
  assert.is(calls[0].pathname, '/prod-api/htservice/module/checkLicenseExpiry');
  assert.equal(expiringLicences.value, ending);
  expiringLicences.value = null; // shown
  await enter(1002);
  await enter(1001);
  assert.is(calls.length, 1);
  assert.is(sessionCache.get('licenceChecked'), '1', 'kept across reloads of the session');
});

test('a new sign-in or a cleared session asks again; nothing to warn about leaves nothing to show', async () => {
  await enter();
  clearSession('main');
  answer = { status: 200, body: { code: 200, msg: 'ok', data: [] } };
  expiringLicences.value = null;
  await enter();
  assert.is(calls.length, 2);
  assert.is(expiringLicences.value, null);
});

test('a failed check is tried again at the next module entry', async () => {
  answer = { status: 500, body: { code: 500, msg: 'down' } };
  await enter();
  assert.is(expiringLicences.value, null);
  answer = { status: 200, body: { code: 200, msg: 'ok', data: ending } };
  await enter();
  assert.is(calls.length, 2);
  assert.is(expiringLicences.value?.length, 2);
});

test('one line per licence, in Chinese and English (the module named in the language too)', () => {
  locale.value = 'zh';
  assert.is(licenceLine(ending[0]), '固定资产：2026-11-27 到期，剩余 5 天');
  assert.is(licenceLine(ending[1]), '低值易耗品：已于 2026-11-20 到期（已过 2 天）');
  assert.is(licenceLine({ ...ending[0], daysLeft: 0 }), '固定资产：今天（2026-11-27）到期');
  locale.value = 'en';
  assert.is(licenceLine(ending[0]), 'Fixed assets: ends on 2026-11-27, 5 days left');
  locale.value = 'zh';
});

test.run();
