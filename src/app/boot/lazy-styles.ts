/**
 * The full stylesheet of the signed-in shell (named `ht-styles` by build.mjs, see src/lib/stylesheet.ts):
 * prepared while the login page is idle, applied before the signed-in area renders.
 */
import { loadStylesheet, prepareStylesheet } from '../../lib/stylesheet';

const FULL = 'ht-styles';

/** Fetches and parses the stylesheet without applying it (the login page keeps its own look). */
export function prefetchFullStyles(): void {
  prepareStylesheet(FULL);
}

/** Applies the stylesheet; resolves once it is loaded (or failed: the shell renders either way). */
export function loadFullStyles(): Promise<void> {
  return loadStylesheet(FULL);
}
