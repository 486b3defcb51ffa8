/**
 * The automation contract (DESIGN.md section 7): `<html data-shell-state="busy|idle">`, `window.htShell`,
 * bus events mirrored as `ht:*` DOM events (lib/bus.ts), and `?automation=1` turning animations off for
 * the rest of the browser session.
 */
import { effect } from '@preact/signals-core';
import { bus, type Events } from '../lib/bus';
import { locale, isLocale, type Locale } from '../lib/i18n';
import { sessionCache } from '../lib/storage';
import { shellState, whenIdle } from '../state/activity.model';
import { curModule } from '../state/routes.model';
import { organisation, user } from '../state/session.model';
import { setLocale } from '../state/settings.model';
import type { ShellTab } from './automation-tabs';
import { navigateTo } from './boot/react-boot';

type ShellApi = {
  whenIdle(): Promise<void>;
  navigate(path: string): Promise<void>;
  /** The open tabs as the bar shows them, in its order. */
  tabs(): Promise<ShellTab[]>;
  /**
   * Closes the tab at `path` like its close button: a tab with unsaved edits asks first (the promise waits
   * for the answer). Resolves, once the shell is idle again, to whether it closed: false when refused,
   * fixed (affix) or not open.
   */
  closeTab(path: string): Promise<boolean>;
  setLocale(locale: Locale): Promise<void>;
  state(): { path: string; locale: Locale; shellState: string; module: string | null; user: string | null; orgCode: string | null };
  on<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): () => void;
};

declare global {
  interface Window {
    htShell: ShellApi;
  }
}

function automationRequested(): boolean {
  if (new URLSearchParams(location.search).get('automation') === '1') sessionCache.set('automation', '1');
  return sessionCache.get('automation') === '1';
}

export function installAutomation(): void {
  if (automationRequested()) document.documentElement.dataset.automation = '1';
  effect(() => {
    document.documentElement.dataset.shellState = shellState.value;
  });

  window.htShell = {
    whenIdle,
    async navigate(path) {
      await navigateTo(path);
      await whenIdle();
    },
    // Loaded on use: the tabs' code belongs to the React shell, which the first screen must not reach.
    async tabs() {
      const { shellTabs } = await import('./automation-tabs');
      return shellTabs();
    },
    async closeTab(path) {
      const { closeTabAt } = await import('./shell-actions');
      const closed = await closeTabAt(path);
      await whenIdle();
      return closed;
    },
    async setLocale(next) {
      if (!isLocale(next)) throw new Error(`unknown locale ${String(next)}; use zh or en`);
      setLocale(next);
      await whenIdle();
    },
    state: () => ({
      path: location.pathname,
      locale: locale.value,
      shellState: shellState.value,
      module: curModule.value,
      user: user.value?.name ?? null,
      orgCode: organisation.value?.code ?? null,
    }),
    on(event, handler) {
      bus.on(event, handler);
      return () => bus.off(event, handler);
    },
  };
}
