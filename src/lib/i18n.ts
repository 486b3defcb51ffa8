/**
 * rosetta behind a signal: `t()` reads the current locale signal, so a component that called
 * `useSignals()` re-renders when the language changes. Tables are registered by the app (lib imports
 * nothing of ours at run time; the keys' types come from the tables, `locales/text-key.ts`).
 */
import rosetta from 'rosetta';
import { signal } from '@preact/signals-core';
import type { KeysUnder, TextGroup, TextKey } from '../locales/text-key';

export type { KeysUnder, TextKey } from '../locales/text-key';

export type Locale = 'zh' | 'en';
export const LOCALES: readonly Locale[] = ['zh', 'en'];
export type MessageTable = { [key: string]: string | MessageTable };
export type TextParams = Record<string, string | number>;

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
export function t(key: TextKey, params?: TextParams): string {
  return textOr(key, key, params);
}

/** A text in a given language, whatever the current one (the palette matches titles in both). */
export function tIn(lang: Locale, key: TextKey, params?: TextParams): string {
  return dictionary.t(key, params ?? {}, lang) || key;
}

/** The keys of one group, by their keys relative to it, for data that is translated when drawn: `K('title')` is `'system.post.title'`. */
export function keysUnder<G extends TextGroup>(group: G): (key: KeysUnder<G>) => TextKey {
  return (key) => `${group}.${key}` as TextKey;
}

/** The texts of one group, by their keys relative to it: `const L = textsUnder('system.post'); L('title')`. */
export function textsUnder<G extends TextGroup>(group: G): (key: KeysUnder<G>, params?: TextParams) => string {
  const keyOf = keysUnder(group);
  return (key, params) => t(keyOf(key), params);
}

/**
 * A text whose key comes from data (a stored row's key, a server's code), so no type can name it: the text
 * in `lang` (then in zh), or `fallback` where there is none. Keys the code spells go through `t`.
 */
export function textOr(key: string, fallback: string, params?: TextParams, lang: Locale = locale.value): string {
  const text = dictionary.t(key, params ?? {}, lang) || dictionary.t(key, params ?? {}, 'zh');
  return typeof text === 'string' && text !== '' ? text : fallback;
}

/** Items named in running text: 、 between Chinese items, a comma between English ones. */
export function joinList(items: readonly string[], lang: Locale = locale.value): string {
  return items.join(lang === 'zh' ? '、' : ', ');
}
