/**
 * Texts the product itself writes into the database (seeded menus, dictionary labels, the names of
 * built-in jobs, roles and modules…) are Chinese there; they are shown in the UI language when drawn.
 * Two lookups, both falling back to the stored text, which is then what someone typed:
 *
 * - `routeTitle(text)`: by the text itself, through the zh→en route-title dictionary the app registers
 *   (menu and module titles, operation-log modules). A menu someone renamed is not in it.
 * - `builtinText(key, stored)`: a seeded row by its stable key (dictionary type and value, job key, role
 *   key…) in the `builtin` message tables. Translated only while the stored text is still the seeded one
 *   (the zh table's), so a row a user created or relabelled shows as typed, in every language.
 */
import { locale, textOr, type Locale } from './i18n';

let routeTitles: Readonly<Record<string, string>> = {};
const reported = new Set<string>();

/** The zh→en dictionary of route titles (src/locales/route-titles.ts), registered with the signed-in area. */
export function registerRouteTitles(dictionary: Readonly<Record<string, string>>): void {
  routeTitles = dictionary;
}

/**
 * A server-supplied title in the current language. A title missing from the dictionary shows in Chinese
 * and, in development, is reported once in the console so the dictionary can be completed.
 */
export function routeTitle(title: string): string {
  if (locale.value === 'zh') return title;
  const translated = routeTitles[title];
  if (translated) return translated;
  if (process.env.NODE_ENV !== 'production' && !reported.has(title)) {
    reported.add(title);
    console.warn(`route-titles: no English title for "${title}"`);
  }
  return title;
}

/**
 * A stored text of a built-in row (`key` under `builtin.`, e.g. `dict.sys_normal_disable.0`) in `lang`
 * (the current language by default) while it is the seeded text; anything else (a user's own row, a
 * relabelled one, an empty value) as stored.
 */
export function builtinText<T extends string | null | undefined>(key: string, stored: T, lang: Locale = locale.value): T | string {
  if (lang === 'zh' || !stored) return stored;
  const path = `builtin.${key}`;
  // The key is the row's own (dictionary type and value, job key…): data, which no type can name.
  if (textOr(path, '', undefined, 'zh') !== stored) return stored;
  return textOr(path, stored, undefined, lang);
}
