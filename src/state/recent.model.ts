/**
 * What the user picked in the command palette lately (local storage 'paletteRecent': the last 50 ids
 * with timestamps, newest first), so the palette can rank recently used entries first. Recency decays
 * with rank, not with time: the newest pick is 1, the 50th is 0.02, anything older 0.
 */
import { signal } from '@preact/signals-core';
import { localCache } from '../lib/storage';

export const RECENT_KEY = 'paletteRecent';
export const RECENT_LIMIT = 50;

export type RecentUse = { id: string; at: number };

function load(): RecentUse[] {
  const saved = localCache.getJSON<unknown>(RECENT_KEY);
  if (!Array.isArray(saved)) return [];
  return saved.filter((e): e is RecentUse => typeof e?.id === 'string' && typeof e?.at === 'number').slice(0, RECENT_LIMIT);
}

export const recent = signal<RecentUse[]>(load());

/** Moves `id` to the front (a second use is not a second entry). */
export function recordUse(id: string, at: number = Date.now()): void {
  recent.value = [{ id, at }, ...recent.value.filter((e) => e.id !== id)].slice(0, RECENT_LIMIT);
  localCache.setJSON(RECENT_KEY, recent.value);
}

/** 1 for the newest pick, falling linearly with rank to 0 for ids not in the list. */
export function recencyOf(id: string): number {
  const rank = recent.value.findIndex((e) => e.id === id);
  return rank < 0 ? 0 : 1 - rank / RECENT_LIMIT;
}

/** Forgets the list (switch of user on a shared terminal). */
export function clearRecent(): void {
  recent.value = [];
  localCache.remove(RECENT_KEY);
}
