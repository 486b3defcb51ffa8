/**
 * Noticing a deployment in a terminal that stays open for days. The page knows the build it was loaded
 * with (`<meta name="ht-build">`, written by the server); now and then — every two minutes while the
 * page is visible, when it becomes visible again, when the network comes back, and when a page's code
 * fails to load (the usual first sign of a deployment) — the shell asks the server which build it hands
 * out now. When they differ, `newBuild` is set and the shell offers a reload.
 *
 * Never reloads by itself: a reload loses what a tab is editing (`editFlag=2`, tabs.model) and what an
 * open dialog holds, which the shell cannot see. The reload runs on the user's click, after a confirm
 * when tabs are being edited.
 */
import { signal } from '@preact/signals-core';
import { bus } from '../lib/bus';
import { probeServer, type Probe } from './server-probe';
import { isEditing, tabs, type Tab } from './tabs.model';

const BUILD_CHECK_INTERVAL_MS = 120000;

/** The build this page runs, or null where the page carries none (a development server, tests). */
export function pageBuild(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="ht-build"]')?.content || null;
}

/** The newer build the server hands out, once one was seen. */
export const newBuild = signal<string | null>(null);

let probe: Probe = probeServer;
let ownBuild: string | null = null;

/** Asks the server once; sets `newBuild` when it hands out another build than this page's. */
export async function checkForNewVersion(): Promise<void> {
  if (!ownBuild) return;
  const result = await probe();
  if (!result.reachable || !result.build || result.build === ownBuild || result.build === newBuild.value) return;
  newBuild.value = result.build;
  bus.emit('build:changed', { build: result.build });
}

export type BuildWatchOptions = { probe?: Probe; own?: string | null; intervalMs?: number };

/** Starts the checks (once per signed-in area); answers the function that stops them. */
export function watchBuild(options: BuildWatchOptions = {}): () => void {
  probe = options.probe ?? probeServer;
  ownBuild = options.own !== undefined ? options.own : pageBuild();
  if (!ownBuild) return () => undefined;
  const visible = () => document.visibilityState !== 'hidden';
  const timer = setInterval(() => {
    if (visible()) void checkForNewVersion();
  }, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  const onVisibility = () => {
    if (visible()) void checkForNewVersion();
  };
  const onRestored = () => void checkForNewVersion();
  document.addEventListener('visibilitychange', onVisibility);
  bus.on('network:restored', onRestored);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    bus.off('network:restored', onRestored);
  };
}

/** The tabs whose documents are being edited: a reload would lose their changes. */
function editingTabs(): Tab[] {
  return tabs.value.filter(isEditing);
}

/**
 * Reloads onto the new build. With tabs being edited, `confirm` is asked first (with their titles) and
 * nothing happens unless it answers true.
 */
export async function reloadForNewVersion(confirm: (editing: Tab[]) => Promise<boolean>, reload: () => void = () => location.reload()): Promise<boolean> {
  const editing = editingTabs();
  if (editing.length > 0 && !(await confirm(editing))) return false;
  reload();
  return true;
}
