/**
 * The kiosk lock time arrives after the signed-in area is shown (sign-in does not wait for it): a
 * countdown the area already started follows the configured time, not the default it began with.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configureApi } from '../../src/lib/api';
import { bus } from '../../src/lib/bus';
import { DEFAULT_LOCK_MINUTES, LOCK_CONFIG_KEY, loadLockMinutes, lockMinutes, locked, noteActivity, resetLock } from '../../src/state/lock.model';

/** The configured lock time: 0.0005 minutes is 30 ms, short enough to wait for. */
const CONFIGURED = '0.0005';

/** Whatever fetch the files before this one left, given back afterwards. */
let earlierFetch: typeof fetch;
/** The server's answer to the lock-time key; anything else is unknown. */
const configServer = (async (input: RequestInfo | URL) => {
  const url = new URL(new Request(input).url);
  const known = url.pathname === `/prod-api/htservice/config/configKey/${LOCK_CONFIG_KEY}`;
  return new Response(JSON.stringify(known ? { code: 200, msg: CONFIGURED } : { code: 404, msg: 'no such call' }), { status: known ? 200 : 404, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

// Configured when this file runs, not when it is imported: uvu imports every file first.
test.before(() => {
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/module/module' },
    token: () => 'tok',
    language: () => 'zh-CN',
  });
  earlierFetch = globalThis.fetch;
  globalThis.fetch = configServer;
});
test.after(() => void (globalThis.fetch = earlierFetch));

test('a countdown started with the default lock time restarts with the configured one when it arrives', async () => {
  resetLock();
  lockMinutes.value = DEFAULT_LOCK_MINUTES;
  const lockedBy = new Promise<string>((resolve) => bus.on('shell:locked', ({ reason }) => resolve(reason)));
  // The signed-in area starts counting at once, with the default (15 minutes).
  noteActivity();
  await loadLockMinutes();
  assert.is(lockMinutes.value, Number(CONFIGURED));
  // Without the restart the lock would come after 15 minutes; the guard turns that into a failure.
  const guard = new Promise<string>((resolve) => setTimeout(() => resolve('not locked within 2 s'), 2000));
  assert.is(await Promise.race([lockedBy, guard]), 'idle');
  assert.is(locked.value, true);
  resetLock();
});

test.run();
