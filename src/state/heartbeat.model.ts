/**
 * Module licence heartbeat (SPEC.md sections 4 and 9): once an 'addHeart' event arrives, the heartbeat
 * is sent at once and every 120000 ms; leaving the module or closing the window sends
 * removeAuthorizations (with keepalive, so it survives the page going away). Only one browser tab of a
 * session sends it (a Web Lock per module); a refused seat is reported through `refusal`.
 */
import { signal } from '@preact/signals-core';
import { API_BASE, api, ApiError } from '../lib/api';
import { bus } from '../lib/bus';
import { HEARTBEAT_INTERVAL_MS } from '../../shared/wire-constants';
import { organisation, token } from './session.model';

/** Why the server refused a seat (no free seat, expired licence), for the shell to show. */
export const refusal = signal<{ moduleId: number; msg: string } | null>(null);

/** Identifies this browser tab to the server's lease (not a secret). */
const tabToken = crypto.randomUUID();
let beating: { moduleId: number; release: () => void } | null = null;

function body(moduleId: number) {
  const org = organisation.value;
  return { module: moduleId, token: tabToken, timestamp: Date.now(), orgId: org?.id, orgCode: org?.code, org: org?.name };
}

async function beat(moduleId: number): Promise<void> {
  try {
    await api.post('/htservice/module/heartbeat', body(moduleId), { raw: true, invalidates: false });
    refusal.value = null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 409) {
      refusal.value = { moduleId, msg: error.message };
      stop();
    }
  }
}

/** Releases the seat; keepalive lets the request finish while the page unloads. */
function removeAuthorizations(moduleId: number): void {
  if (!token.value) return;
  void fetch(`${API_BASE}/htservice/module/removeAuthorizations`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.value}` },
    body: JSON.stringify(body(moduleId)),
  }).catch(() => undefined);
}

function stop(): void {
  beating?.release();
  beating = null;
}

/**
 * Beats for `moduleId` while this tab holds the module's Web Lock: one tab per session sends the
 * heartbeat, the others wait and take over if that tab goes away.
 */
function start(moduleId: number): void {
  if (beating?.moduleId === moduleId) return;
  stop();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  beating = { moduleId, release };
  const run = async () => {
    if (beating?.moduleId !== moduleId) return;
    await beat(moduleId);
    const timer = setInterval(() => void beat(moduleId), HEARTBEAT_INTERVAL_MS);
    await held;
    clearInterval(timer);
  };
  if (navigator.locks) void navigator.locks.request(`ht-heartbeat-${moduleId}`, run);
  else void run();
}

bus.on('addHeart', ({ moduleId }) => start(moduleId));
bus.on('module:left', ({ moduleId }) => {
  stop();
  removeAuthorizations(moduleId);
});
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (beating) removeAuthorizations(beating.moduleId);
  });
}
