/** Language and size, persisted in cookies (SPEC.md section 4); more layout settings join in the shell issue. */
import { signal } from '@preact/signals-react';
import { bus } from '../lib/bus';
import { isLocale, locale, type Locale } from '../lib/i18n';
import { cookies } from '../lib/storage';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

/** Language cookie, else the browser's language, else zh. */
function initialLocale(): Locale {
  const saved = cookies.get('language');
  if (isLocale(saved)) return saved;
  const browser = (navigator.language || '').toLowerCase();
  return browser.startsWith('en') ? 'en' : 'zh';
}

export const size = signal<Size>('medium');

function applyLocale(next: Locale): void {
  locale.value = next;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}

/** The user's choice of language: applied at once and remembered in the language cookie. */
export function setLocale(next: Locale): void {
  applyLocale(next);
  cookies.set('language', next);
  bus.emit('locale:changed', { locale: next });
}

export function setSize(next: Size): void {
  size.value = next;
  cookies.set('size', next);
}

/** Reads the persisted settings; called once at start. */
export function initSettings(): void {
  applyLocale(initialLocale());
  const savedSize = cookies.get('size');
  size.value = (SIZES as readonly string[]).includes(savedSize ?? '') ? (savedSize as Size) : 'medium';
}
