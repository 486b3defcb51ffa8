/**
 * Keeps the browser tabs of one session in step (SPEC.md section 4 via DESIGN.md's kiosk rules): logout,
 * lock, language and layout changes made in one tab reach the others through a BroadcastChannel. A
 * layout is one user's: a tab signed in as someone else (the other area's sign-in) ignores it.
 */
import type { LayoutSettings } from './settings.model';

export type CrossTabMessage = { type: 'logout' } | { type: 'lock' } | { type: 'unlock' } | { type: 'locale'; locale: 'zh' | 'en' } | { type: 'layout'; userName: string; settings: LayoutSettings };

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('ht-shell') : null;

export function broadcast(message: CrossTabMessage): void {
  channel?.postMessage(message);
}

/** Subscribes to messages from the other tabs (never this tab's own); returns the unsubscribe function. */
export function onBroadcast(handler: (message: CrossTabMessage) => void): () => void {
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent<CrossTabMessage>) => handler(event.data);
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
