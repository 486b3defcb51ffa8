/**
 * Server route titles are Chinese; in another language they go through the route-title dictionary. A
 * title missing from it shows in Chinese and, in development, is reported once in the console so the
 * dictionary can be completed.
 */
import { locale } from '../lib/i18n';
import { routeTitles } from '../locales/route-titles';

const reported = new Set<string>();

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
