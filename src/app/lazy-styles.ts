/**
 * Loads the full stylesheet once, before the signed-in area renders (named `ht-styles` by build.mjs,
 * see src/lib/stylesheet.ts).
 */
import { loadStylesheet, stylesheetHref } from '../lib/stylesheet';

const FULL = 'ht-styles';

/** Fetches the stylesheet into the HTTP cache without applying it (the login page keeps its own look). */
export function prefetchFullStyles(): void {
  const href = stylesheetHref(FULL);
  if (!href || document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/** Applies the stylesheet; resolves once it is loaded (or failed: the shell renders either way). */
export function loadFullStyles(): Promise<void> {
  return loadStylesheet(FULL);
}
