/**
 * Stylesheets that load after the first screen (the shell's full Mantine styles, the report charts', the
 * approval editors'). esbuild does not load CSS imported by lazy chunks, so build.mjs emits each such
 * stylesheet as its own file and names it in index.html's `<meta name="…">`.
 */
const loading = new Map<string, Promise<void>>();

/** The address build.mjs wrote into `<meta name="{meta}">`, if any. */
export function stylesheetHref(meta: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content;
}

/** Applies the stylesheet named by `meta` once; resolves when it is loaded (or failed: pages render either way). */
export function loadStylesheet(meta: string): Promise<void> {
  const href = stylesheetHref(meta);
  if (!href) return Promise.resolve();
  let done = loading.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // A failed stylesheet must not keep a page from rendering: resolve either way.
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    loading.set(href, done);
  }
  return done;
}
