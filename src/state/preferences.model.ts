/**
 * What a user keeps on the server (SPEC.md: layout settings and sidebar shortcut menus are "kept per
 * user"), so they follow the user to any terminal. Saves are debounced, carry the version they start
 * from, and on a conflict (another terminal saved meanwhile) re-read the server copy and apply the
 * change again on top of it.
 */
import { signal } from '@preact/signals-core';
import { api, ApiError } from '../lib/api';
import { beginWork } from './activity.model';
import type { LayoutSettings as SavedSettings, PreferencesBody, PreferencesReply, UserPreferences } from '../../server/contracts/preferences';
import { MAX_SHORTCUTS } from '../../shared/wire-constants';

const SAVE_DELAY_MS = 500;

export const shortcuts = signal<string[]>([]);
export const serverSettings = signal<SavedSettings>({});
let version = 0;
let pending: PreferencesBody = {};
let timer: ReturnType<typeof setTimeout> | undefined;
/** A queued save keeps the shell busy, so whenIdle() means "saved". */
let saving: (() => void) | null = null;

/** Takes the user's saved preferences (fetched, or carried by the token answer). */
export function applyPreferences(prefs: UserPreferences): void {
  version = prefs.version;
  serverSettings.value = prefs.settings;
  shortcuts.value = prefs.shortcuts;
}

export async function loadPreferences(): Promise<UserPreferences | null> {
  const reply = await api.get<PreferencesReply>('/htservice/user/preferences', undefined, { raw: true }).catch(() => null);
  if (reply) applyPreferences(reply.data);
  return reply?.data ?? null;
}

async function flush(retry = true): Promise<void> {
  const body = { ...pending, version };
  pending = {};
  try {
    const reply = await api.put<PreferencesReply>('/htservice/user/preferences', body, { raw: true, invalidates: false });
    version = reply.data.version;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 409 || !retry) return;
    const latest = await loadPreferences();
    if (!latest) return;
    pending = { settings: { ...body.settings }, shortcuts: body.shortcuts };
    await flush(false);
  }
}

/** Queues a change; several quick changes are saved together. */
export function savePreferences(change: PreferencesBody): void {
  pending = {
    settings: change.settings ? { ...pending.settings, ...change.settings } : pending.settings,
    shortcuts: change.shortcuts ?? pending.shortcuts,
  };
  saving ??= beginWork();
  clearTimeout(timer);
  timer = setTimeout(() => {
    const done = saving;
    saving = null;
    void flush().finally(() => done?.());
  }, SAVE_DELAY_MS);
}

/** Adds a page to the user's shortcut menus (a copy: the sidebar is unchanged; no duplicates). */
export function addShortcut(path: string): void {
  if (!path.startsWith('/') || shortcuts.value.includes(path) || shortcuts.value.length >= MAX_SHORTCUTS) return;
  shortcuts.value = [...shortcuts.value, path];
  savePreferences({ shortcuts: shortcuts.value });
}

export function removeShortcut(path: string): void {
  shortcuts.value = shortcuts.value.filter((p) => p !== path);
  savePreferences({ shortcuts: shortcuts.value });
}

export function resetPreferences(): void {
  clearTimeout(timer);
  saving?.();
  saving = null;
  pending = {};
  version = 0;
  shortcuts.value = [];
  serverSettings.value = {};
}
