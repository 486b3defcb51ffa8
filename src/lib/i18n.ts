/**
 * rosetta behind a signal: `t()` reads the current locale signal, so a component that called
 * `useSignals()` re-renders when the language changes. Tables are registered by the app (lib imports
 * nothing of ours).
 */
import rosetta from 'rosetta';
import { signal } from '@preact/signals-core';

export type Locale = 'zh' | 'en';
export const LOCALES: readonly Locale[] = ['zh', 'en'];
export type MessageTable = { [key: string]: string | MessageTable };

const dictionary = rosetta<MessageTable>();

/** The current language; zh by default. */
export const locale = signal<Locale>('zh');

export function registerMessages(lang: Locale, table: MessageTable): void {
  dictionary.set(lang, table);
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

/** Translates `key` (dot path) in the current locale; falls back to zh, then to the key itself so a gap is visible. */
export function t(key: string, params?: Record<string, string | number>): string {
  const lang = locale.value;
  return dictionary.t(key, params ?? {}, lang) || dictionary.t(key, params ?? {}, 'zh') || key;
}

/** A text in a given language, whatever the current one (the palette matches titles in both). */
export function tIn(lang: Locale, key: string, params?: Record<string, string | number>): string {
  return dictionary.t(key, params ?? {}, lang) || key;
}

/** Items named in running text: 、 between Chinese items, a comma between English ones. */
export function joinList(items: readonly string[], lang: Locale = locale.value): string {
  return items.join(lang === 'zh' ? '、' : ', ');
}
