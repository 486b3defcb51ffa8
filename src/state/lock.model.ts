/**
 * The kiosk lock (DESIGN.md section 1): after the lock time of config key `sys.kiosk.lockMinutes`
 * (default 15 minutes, shorter than the server's 30-minute session idle expiry) without input, the shell
 * locks over the open tabs; the password, checked by the server, unlocks. The lock survives a reload.
 */
import { signal } from '@preact/signals-core';
import { api, ApiError } from '../lib/api';
import { bus } from '../lib/bus';
import { sessionCache } from '../lib/storage';
import { broadcast } from './cross-tab.model';
import { LOCK_MINUTES_CONFIG_KEY } from '../../shared/wire-constants';

export const LOCK_CONFIG_KEY = LOCK_MINUTES_CONFIG_KEY;
export const DEFAULT_LOCK_MINUTES = 15;

export const locked = signal(sessionCache.get('locked') === '1');
export const lockMinutes = signal(DEFAULT_LOCK_MINUTES);

let timer: ReturnType<typeof setTimeout> | undefined;

function setLocked(value: boolean): void {
  locked.value = value;
  if (value) sessionCache.set('locked', '1');
  else sessionCache.remove('locked');
}

/** Locks now; `fromOtherTab` avoids echoing the message back. */
export function lock(reason: 'idle' | 'user', fromOtherTab = false): void {
  if (locked.value) return;
  setLocked(true);
  clearTimeout(timer);
  bus.emit('shell:locked', { reason });
  if (!fromOtherTab) broadcast({ type: 'lock' });
}

/** Any input restarts the countdown (ignored while locked). */
export function noteActivity(): void {
  if (locked.value) return;
  clearTimeout(timer);
  timer = setTimeout(() => lock('idle'), lockMinutes.value * 60_000);
}

/** Reads the lock time from the server's config key; a missing or bad value keeps the default. */
export async function loadLockMinutes(): Promise<void> {
  const reply = await api.get<{ msg: string }>(`/htservice/config/configKey/${LOCK_CONFIG_KEY}`, undefined, { raw: true }).catch(() => null);
  applyLockMinutes(reply?.msg);
}

/** Takes the configured lock time (the config value; the token answer carries it too); a missing or bad value keeps the default. */
export function applyLockMinutes(value: string | undefined): void {
  const minutes = Number(value);
  lockMinutes.value = Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_LOCK_MINUTES;
  // Signing in does not wait for this answer (signed-in-state.ts): a countdown the area already started
  // restarts with the configured time.
  if (timer !== undefined && !locked.value) noteActivity();
}

/** Resolves true when the server accepts the password; false for a wrong one; rejects on other errors. */
export async function unlock(password: string, userName: string, fromOtherTab = false): Promise<boolean> {
  if (!fromOtherTab) {
    try {
      await api.put('/htservice/module/matchPassword', { password }, { raw: true, invalidates: false });
    } catch (error) {
      if (error instanceof ApiError && error.code === 400) return false;
      throw error;
    }
    broadcast({ type: 'unlock' });
  }
  setLocked(false);
  bus.emit('shell:unlocked', { userName });
  noteActivity();
  return true;
}

/** Forgets the lock (logout / switch user). */
export function resetLock(): void {
  clearTimeout(timer);
  timer = undefined;
  setLocked(false);
}
