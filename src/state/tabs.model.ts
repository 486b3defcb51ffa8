/**
 * The visited tabs (SPEC.md section 4 "Tabs", section 5 confirms). Commands answer where to go and the
 * caller navigates; the edit-abandon confirm is injected (`configureTabs`), so the model has no UI.
 * Tabs and the active path live in session storage ('visitedTabs') to survive a reload.
 */
import { computed, signal } from '@preact/signals-core';
import { sessionCache } from '../lib/storage';
import { areaOf } from './session.model';

type TabMeta = { title: string; affix?: boolean; noCache?: boolean; icon?: string; initplatType?: string | null };
export type Tab = { path: string; fullPath: string; query: Record<string, string>; name: string; title: string; meta: TabMeta };
/** What a route change hands over; name, title and meta may be missing (see `openTab`). */
export type TabInput = {
  path: string;
  fullPath?: string;
  query?: Record<string, string>;
  name?: string | null;
  title?: string;
  meta?: Partial<TabMeta>;
};
export type CloseResult = { closed: boolean; navigateTo?: string; refresh?: boolean };
export type CloseManyResult = { closed: string[]; navigateTo?: string; refresh?: boolean };

export const TABS_KEY = 'visitedTabs';
const NO_NAME = 'no-name';

export const tabs = signal<Tab[]>([]);
export const activePath = signal<string | null>(null);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
let lastCached: string[] = [];
/**
 * Pages kept alive while hidden: every tab not flagged noCache. The same array while its paths are the
 * same, so a tab's new query or title does not re-render every kept page.
 */
export const cachedPaths = computed(() => {
  const next = tabs.value.filter((tab) => tab.meta.noCache !== true).map((tab) => tab.path);
  return sameList(next, lastCached) ? lastCached : (lastCached = next);
});

/** Until the app configures a confirm, an editing tab is never abandoned: losing work is the worse failure. */
let confirmAbandon: (tab: Tab) => Promise<boolean> = async () => false;

export function configureTabs(options: { confirmAbandon: (tab: Tab) => Promise<boolean> }): void {
  confirmAbandon = options.confirmAbandon;
}

export function isEditing(tab: Pick<Tab, 'query'>): boolean {
  return String(tab.query?.editFlag ?? '') === '2';
}

const isAffix = (tab: Tab) => tab.meta.affix === true;
const isDashboard = (tab: Tab) => tab.name === 'Dashboard' || tab.path === '/index';
const find = (path: string) => tabs.value.find((tab) => tab.path === path);

function normalize(input: TabInput): Tab | null {
  if (typeof input?.path !== 'string' || !input.path || !input.name) return null;
  const title = input.title || input.meta?.title || NO_NAME;
  const query = Object.fromEntries(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)]));
  return {
    path: input.path,
    fullPath: input.fullPath || input.path,
    query,
    name: String(input.name),
    title,
    meta: { ...input.meta, title: input.meta?.title ?? '' },
  };
}

/** What is stored: the tabs and the active path, as they were when the write was asked for. */
type Stored = { tabs: Tab[]; active: string | null };
let pendingWrite: Stored | null = null;
/** However busy the page, a switch's write waits no longer than this. */
const IDLE_WRITE_TIMEOUT_MS = 2000;

function write(): void {
  if (pendingWrite) sessionCache.setJSON(TABS_KEY, pendingWrite);
  pendingWrite = null;
}

// A write left for later is done before the page goes away.
if (typeof window !== 'undefined') window.addEventListener('pagehide', write);

/**
 * Stores the tabs. A tab switch changes only the active path: that write waits until the browser is idle
 * (issue 18: a switch's frame has no room for serialising every tab), done at the latest when the page
 * is hidden or storage is read; any other change is written at once.
 */
function persist(activeOnly = false): void {
  const first = pendingWrite === null;
  pendingWrite = { tabs: tabs.value, active: activePath.value };
  if (!activeOnly) write();
  else if (first && 'requestIdleCallback' in window) requestIdleCallback(write, { timeout: IDLE_WRITE_TIMEOUT_MS });
  else if (first) setTimeout(write); // Safari has no requestIdleCallback
}

/**
 * Adds the tab of a route change, or updates in place the tab with the same path (new query, new
 * fullPath), and makes it active. Routes without a name get no tab. Affix tabs go after the other
 * affix tabs, the rest at the end in visit order.
 */
export function openTab(input: TabInput): Tab | undefined {
  const tab = normalize(input);
  if (!tab) return undefined;
  const list = tabs.value;
  const at = list.findIndex((t) => t.path === tab.path);
  if (at >= 0) {
    // Visiting an open tab again changes nothing unless its address or title did.
    if (JSON.stringify(list[at]) !== JSON.stringify(tab)) tabs.value = list.map((t, i) => (i === at ? tab : t));
  } else if (isAffix(tab)) {
    const lastAffix = list.reduce((last, t, i) => (isAffix(t) ? i : last), -1);
    tabs.value = [...list.slice(0, lastAffix + 1), tab, ...list.slice(lastAffix + 1)];
  } else {
    tabs.value = [...list, tab];
  }
  if (tabs.value === list && activePath.value === tab.path) return list[at];
  activePath.value = tab.path;
  persist(tabs.value === list);
  return tab;
}

/**
 * Where to go once the active tab `closed` is gone: the last remaining tab, else '/'; the Dashboard
 * with nothing left refreshes itself through /redirect instead (RuoYi's toLastView).
 */
function afterActiveClosed(closed: Tab): { navigateTo: string; refresh?: boolean } {
  const last = tabs.value[tabs.value.length - 1];
  if (last) {
    activePath.value = last.path;
    return { navigateTo: last.fullPath };
  }
  activePath.value = null;
  return isDashboard(closed) ? { navigateTo: `/redirect${closed.fullPath}`, refresh: true } : { navigateTo: '/' };
}

/** Asks, one at a time and in tab order, about each editing tab; answers the paths that may close. */
async function approved(candidates: Tab[]): Promise<Set<string>> {
  const ok = new Set<string>();
  for (const tab of candidates) {
    if (!isEditing(tab) || (await confirmAbandon(tab))) ok.add(tab.path);
  }
  return ok;
}

function remove(paths: Set<string>): void {
  tabs.value = tabs.value.filter((tab) => !paths.has(tab.path));
}

/** Closes one tab: never an affix tab; an editing tab only after the user confirms abandoning it. */
export async function closeTab(path: string): Promise<CloseResult> {
  const tab = find(path);
  if (!tab || isAffix(tab)) return { closed: false };
  if (isEditing(tab) && !(await confirmAbandon(tab))) return { closed: false };
  if (!find(path)) return { closed: false }; // closed meanwhile (e.g. twice while the confirm was open)
  const wasActive = activePath.value === path;
  remove(new Set([path]));
  const result: CloseResult = { closed: true, ...(wasActive ? afterActiveClosed(tab) : {}) };
  persist();
  return result;
}

/** Shared by closeOthers and closeAll: closes `candidates` the user lets go, then fixes the active tab. */
async function closeMany(candidates: Tab[], keepActive?: string): Promise<CloseManyResult> {
  const ok = await approved(candidates);
  const before = activePath.value;
  const activeBefore = before === null ? undefined : find(before);
  remove(ok);
  let move: { navigateTo?: string; refresh?: boolean } = {};
  const target = keepActive === undefined ? undefined : find(keepActive);
  if (target) {
    activePath.value = target.path;
    if (before !== target.path) move = { navigateTo: target.fullPath };
  } else if (activeBefore && ok.has(activeBefore.path)) {
    move = afterActiveClosed(activeBefore);
  }
  persist();
  return { closed: [...ok], ...move };
}

/** Closes every non-affix tab except `path` (editing ones ask; refused ones stay); `path` becomes active. */
export function closeOthers(path: string): Promise<CloseManyResult> {
  return closeMany(
    tabs.value.filter((tab) => !isAffix(tab) && tab.path !== path),
    path,
  );
}

/**
 * Closes every non-affix tab (editing ones ask). navigateTo only when the active tab was closed: then the
 * last remaining tab, else '/' (or the Dashboard refresh); a surviving active tab stays where it is.
 */
export function closeAll(): Promise<CloseManyResult> {
  return closeMany(tabs.value.filter((tab) => !isAffix(tab)));
}

/**
 * Before leaving every tab at once (logout, switch of user): asks about each editing tab in tab order and
 * answers false at the first refusal (nothing is closed; the caller stays), true when all may go.
 */
export async function confirmAbandonAll(): Promise<boolean> {
  for (const tab of tabs.value.filter(isEditing)) {
    if (!(await confirmAbandon(tab))) return false;
  }
  return true;
}

/** A tab is refreshed by replacing the route with /redirect plus its full path (SPEC.md section 2). */
export function refreshTarget(path: string): string {
  return `/redirect${find(path)?.fullPath ?? path}`;
}

/** Logout or switch of user: forget every tab, storage included. */
export function resetTabs(): void {
  tabs.value = [];
  activePath.value = null;
  pendingWrite = null;
  sessionCache.remove(TABS_KEY);
}

/** Re-reads the tabs from session storage (module load; tests); anything malformed is dropped. */
export function restoreTabs(): void {
  write();
  const saved = sessionCache.getJSON<{ tabs?: unknown; active?: unknown }>(TABS_KEY);
  const list = Array.isArray(saved?.tabs) ? saved.tabs : [];
  const restored: Tab[] = [];
  const here = areaOf(location.pathname);
  for (const entry of list) {
    const tab = normalize(entry as TabInput);
    // One browser tab may hold both areas' sessions: only this area's pages come back as its tabs.
    if (tab && areaOf(tab.path) === here && !restored.some((t) => t.path === tab.path)) restored.push(tab);
  }
  tabs.value = restored;
  const active = typeof saved?.active === 'string' ? saved.active : null;
  activePath.value = restored.some((t) => t.path === active) ? active : null;
}

restoreTabs();
