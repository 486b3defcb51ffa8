/**
 * Noticing a deployment (state/build-version.model.ts): the page's build comes from its meta tag; a check
 * that meets another build sets `newBuild` once and says so on the bus; without a build of its own (a
 * development page) nothing is checked; the reload waits for a confirm while tabs are being edited, and
 * does nothing when it is refused.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bus } from '../../src/lib/bus';
import { checkForNewVersion, newBuild, pageBuild, reloadForNewVersion, watchBuild } from '../../src/state/build-version.model';
import type { ProbeResult } from '../../src/state/server-probe';
import { tabs, type Tab } from '../../src/state/tabs.model';

const tab = (path: string, query: Record<string, string> = {}): Tab => ({ path, fullPath: path, query, name: path, title: path, meta: { title: path } });

test('the page build is read from <meta name="ht-build">', () => {
  assert.is(pageBuild(), null);
  const meta = Object.assign(document.createElement('meta'), { name: 'ht-build', content: 'abc123' });
  document.head.append(meta);
  try {
    assert.is(pageBuild(), 'abc123');
  } finally {
    meta.remove();
  }
});

test('another build on the server sets newBuild once and emits build:changed', async () => {
  let served = 'old';
  const seen: string[] = [];
  const onChanged = ({ build }: { build: string }) => seen.push(build);
  bus.on('build:changed', onChanged);
  const stop = watchBuild({ own: 'old', intervalMs: 60000, probe: async (): Promise<ProbeResult> => ({ reachable: true, build: served }) });
  try {
    await checkForNewVersion();
    assert.is(newBuild.value, null, 'same build: nothing to offer');
    served = 'new';
    await checkForNewVersion();
    await checkForNewVersion();
    assert.is(newBuild.value, 'new');
    assert.equal(seen, ['new']);
    bus.emit('network:restored', { at: Date.now() }); // also asks; still the same new build
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(seen, ['new']);
  } finally {
    stop();
    bus.off('build:changed', onChanged);
    newBuild.value = null;
  }
});

test('an unreachable server or a page without a build of its own offers nothing', async () => {
  let stop = watchBuild({ own: 'old', probe: async (): Promise<ProbeResult> => ({ reachable: false }) });
  await checkForNewVersion();
  assert.is(newBuild.value, null);
  stop();
  let asked = false;
  stop = watchBuild({ own: null, probe: async (): Promise<ProbeResult> => ((asked = true), { reachable: true, build: 'x' }) });
  await checkForNewVersion();
  assert.is(newBuild.value, null);
  assert.not.ok(asked);
  stop();
});

test('reload: at once without editing tabs; with one, only after the confirm agrees', async () => {
  let reloads = 0;
  const reload = () => void (reloads += 1);
  tabs.value = [tab('/a'), tab('/b')];
  assert.ok(await reloadForNewVersion(async () => (assert.unreachable('no confirm without editing tabs'), false), reload));
  assert.is(reloads, 1);

  tabs.value = [tab('/a'), tab('/voucher', { editFlag: '2' })];
  let asked: string[] = [];
  assert.not.ok(await reloadForNewVersion(async (editing) => ((asked = editing.map((t) => t.path)), false), reload));
  assert.equal(asked, ['/voucher']);
  assert.is(reloads, 1, 'refused: no reload, the edit survives');
  assert.ok(await reloadForNewVersion(async () => true, reload));
  assert.is(reloads, 2);
  tabs.value = [];
});

test.run();
