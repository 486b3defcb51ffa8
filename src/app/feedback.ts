/**
 * How the request layer's error catalogue talks to the user: notifications for messages and modals for
 * confirm boxes. Their hosts (Overlays.tsx, mounted by OverlayHost.tsx) are React's and load on first
 * use, keeping them, and React itself, off the login page's first load.
 *
 * Starting React is given to this file at boot (`provideReactStart`, called by boot/start.ts) instead of
 * imported: React's root renders the shell, whose components import this file, so importing the boot
 * here closed an import loop through the whole shell.
 */
import { signal } from '@preact/signals-core';
import type { Feedback } from '../lib/api';
import { t } from '../lib/i18n';
import { beginWork } from '../state/activity.model';
import { loadFullStyles } from './boot/lazy-styles';
import type { MessageKind } from './Overlays';

/** Whether the hosts should be mounted; OverlayHost renders them once this is set. */
export const overlaysWanted = signal(false);

/** Starts React (once) and loads the hosts' code: boot/react-boot's startReact, then the root's preloadOverlays. */
export type ReactStart = () => Promise<{ preloadOverlays(): Promise<unknown> }>;

let startReact: ReactStart = () => Promise.reject(new Error('feedback: React start not provided (boot/start.ts calls provideReactStart)'));

/** Called once at boot, before anything may show a message. */
export function provideReactStart(start: ReactStart): void {
  startReact = start;
}

/**
 * Mounts the hosts once the frame being prepared has been painted (busy for `whenIdle()` meanwhile);
 * returns a cancel. The signed-in area wants them ready before anyone needs them, but mounting them (a
 * second Mantine provider, the modal and notification hosts) inside the first signed-in screen's own
 * commit held back that screen's first paint.
 */
export function overlaysAfterPaint(): () => void {
  const done = beginWork();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timeout set in an animation frame callback runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => void overlays().then(done, done));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    done();
  };
}

/**
 * Mounts the hosts (once) and resolves with the module when they can take events. The code is loaded
 * before the host renders, so mounting never suspends (and never waits out React's reveal throttle).
 */
async function overlays(): Promise<typeof import('./Overlays')> {
  const done = beginWork();
  try {
    const [module] = await Promise.all([import('./Overlays'), startReact().then((root) => root.preloadOverlays()), loadFullStyles()]);
    overlaysWanted.value = true;
    await module.mounted;
    return module;
  } finally {
    done();
  }
}

export function showMessage(text: string, kind: MessageKind = 'info', durationMs = 3000): void {
  void overlays().then((o) => o.show(text, kind, durationMs));
}

/** A confirm box resolving true on OK and false on Cancel or dismiss. */
export async function confirmBox(options: { title?: string; text: string; ok?: string; cancel?: string }): Promise<boolean> {
  const o = await overlays();
  return o.confirm({ title: options.title ?? t('common.hint'), text: options.text, ok: options.ok ?? t('common.ok'), cancel: options.cancel ?? t('common.cancel') });
}

export function createFeedback(hooks: { relogin: () => void | Promise<void>; currentPath: () => string }): Feedback {
  return {
    message: (text, kind, durationMs) => showMessage(text, kind, durationMs),
    notify: (text) => void overlays().then((o) => o.show(text, 'error', 4500, t('common.hint'))),
    confirm: (options) => confirmBox(options),
    relogin: hooks.relogin,
    closeWindow: () => window.close(),
    currentPath: hooks.currentPath,
  };
}
