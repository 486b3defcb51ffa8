/** Server route titles are Chinese; in another language they go through the route-title dictionary. */
import { locale } from '../lib/i18n';
import { routeTitles } from '../locales/route-titles';

export function routeTitle(title: string): string {
  return locale.value === 'zh' ? title : (routeTitles[title] ?? title);
}
