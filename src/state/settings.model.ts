/**
 * Shell settings (SPEC.md sections 3, 4 and 9): language and size in cookies, the sidebar's open state in
 * the sidebarStatus cookie (1/0), the device (desktop/mobile below 992 px), and the layout settings
 * (theme colour, tags view, fixed header, sidebar logo, colour scheme, contrast) kept per user.
 */
import { effect, signal } from '@preact/signals-core';
import { bus } from '../lib/bus';
import { isLocale, locale, type Locale } from '../lib/i18n';
import { cookies, localCache } from '../lib/storage';
import { broadcast } from './cross-tab.model';
import { savePreferences, serverSettings } from './preferences.model';
import type { LayoutSettings as SavedSettings } from '../../server/contracts/preferences';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';
export const MOBILE_BREAKPOINT = 992;
/**
 * Below this width a desktop shows the sidebar as its icon rail by itself, so the work area of a 1024 px
 * terminal keeps room for a list's columns; the user can still open it (hamburger), and a wider window
 * brings back what the user chose (the sidebarStatus cookie).
 */
const AUTO_COLLAPSE_WIDTH = 1200;
export const DEFAULT_THEME = '#1890ff';

/** Light, dark, or 'auto' (the system's); Mantine's colour scheme (app/color-scheme-manager.ts). */
export type ColorScheme = NonNullable<SavedSettings['colorScheme']>;
export type Contrast = NonNullable<SavedSettings['contrast']>;

/** The layout settings a user keeps (SPEC.md section 9 defaults; light and normal contrast as before). */
export type LayoutSettings = { theme: string; tagsView: boolean; fixedHeader: boolean; sidebarLogo: boolean; colorScheme: ColorScheme; contrast: Contrast };
export const DEFAULT_LAYOUT: LayoutSettings = { theme: DEFAULT_THEME, tagsView: true, fixedHeader: false, sidebarLogo: true, colorScheme: 'light', contrast: 'normal' };

export const size = signal<Size>('medium');
export const device = signal<Device>('desktop');
export const sidebarOpened = signal(true);
/** Animation flag of the sidebar: off when it was closed by a resize or route change, not by the user. */
const sidebarWithoutAnimation = signal(false);
export const showSettings = signal(false);
export const layout = signal<LayoutSettings>(DEFAULT_LAYOUT);

/** Language cookie, else the browser's language, else zh. */
function initialLocale(): Locale {
  const saved = cookies.get('language');
  if (isLocale(saved)) return saved;
  const browser = (navigator.language || '').toLowerCase();
  return browser.startsWith('en') ? 'en' : 'zh';
}

function applyLocale(next: Locale): void {
  locale.value = next;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}

/** The user's choice of language: applied at once and remembered in the language cookie. */
export function setLocale(next: Locale): void {
  if (locale.value === next && cookies.get('language') === next) return;
  applyLocale(next);
  cookies.set('language', next);
  broadcast({ type: 'locale', locale: next });
  bus.emit('locale:changed', { locale: next });
}

export function setSize(next: Size): void {
  size.value = next;
  cookies.set('size', next);
}

export function toggleSidebar(): void {
  setSidebar(!sidebarOpened.value, false);
}

/**
 * Opens or closes the sidebar. A person's choice is remembered (cookie sidebarStatus 1/0); the shell's
 * own closing for a small screen (`remember` false) is not, so a phone visit does not collapse the desktop.
 */
export function setSidebar(opened: boolean, withoutAnimation: boolean, remember = true): void {
  sidebarOpened.value = opened;
  sidebarWithoutAnimation.value = withoutAnimation;
  if (remember) cookies.set('sidebarStatus', opened ? '1' : '0');
}

/** Whether the last width seen was below AUTO_COLLAPSE_WIDTH. */
let narrow = false;

/**
 * Re-evaluates desktop/mobile; entering mobile closes the sidebar (SPEC.md section 4); a desktop becoming
 * narrower than AUTO_COLLAPSE_WIDTH shows the rail, becoming wider again restores the remembered state.
 */
export function evaluateDevice(width: number): void {
  if (document.hidden) return;
  const next: Device = width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
  const nowNarrow = width < AUTO_COLLAPSE_WIDTH;
  const deviceChanged = next !== device.value;
  const crossed = nowNarrow !== narrow;
  device.value = next;
  narrow = nowNarrow;
  if (next === 'mobile') {
    if (deviceChanged) setSidebar(false, true, false);
  } else if (crossed) {
    setSidebar(nowNarrow ? false : cookies.get('sidebarStatus') !== '0', true, false);
  }
}

/** Layout settings per user: the server copy wins; a copy on this terminal shows them before it arrives. */
const layoutKey = (userName: string) => `layoutSettings:${userName}`;

/** Applies the user's layout: the terminal's copy, overridden by the server copy (loadPreferences) when loaded. */
export function loadLayout(userName: string): void {
  layout.value = { ...DEFAULT_LAYOUT, ...(localCache.getJSON<Partial<LayoutSettings>>(layoutKey(userName)) ?? {}) };
  const saved = serverSettings.value;
  layout.value = {
    theme: saved.themeColor ?? layout.value.theme,
    tagsView: saved.tagsView ?? layout.value.tagsView,
    fixedHeader: saved.fixedHeader ?? layout.value.fixedHeader,
    sidebarLogo: saved.sidebarLogo ?? layout.value.sidebarLogo,
    colorScheme: saved.colorScheme ?? layout.value.colorScheme,
    contrast: saved.contrast ?? layout.value.contrast,
  };
  localCache.setJSON(layoutKey(userName), layout.value);
}

export function setLayout(userName: string, patch: Partial<LayoutSettings>): void {
  layout.value = { ...layout.value, ...patch };
  localCache.setJSON(layoutKey(userName), layout.value);
  const { theme, ...rest } = layout.value;
  savePreferences({ settings: { themeColor: theme, ...rest } });
  broadcast({ type: 'layout', userName, settings: layout.value });
  bus.emit('settings:changed', { ...layout.value });
}

/** Another browser tab of the same user changed the layout (and saved it): shown here too. */
export function takeLayout(settings: LayoutSettings): void {
  layout.value = { ...DEFAULT_LAYOUT, ...settings };
}

/** Signed out: the next person's pages (the login page first) show nothing of the last user's choices. */
export function resetLayout(): void {
  layout.value = DEFAULT_LAYOUT;
}

/** Reads the persisted settings; called once at start. */
export function initSettings(): void {
  applyLocale(initialLocale());
  const savedSize = cookies.get('size');
  size.value = (SIZES as readonly string[]).includes(savedSize ?? '') ? (savedSize as Size) : 'medium';
  sidebarOpened.value = cookies.get('sidebarStatus') !== '0';
  evaluateDevice(window.innerWidth);
  followContrast();
}

/**
 * Keeps `<html data-contrast>` ('normal' | 'high') in step with the layout, set as soon as the layout
 * says so, before the next paint: hand-written CSS keys its focus rings on it, scripts can read it.
 * Returns the stop.
 */
export function followContrast(): () => void {
  return effect(() => {
    document.documentElement.dataset.contrast = layout.value.contrast;
  });
}
