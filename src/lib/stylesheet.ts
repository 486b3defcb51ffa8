/**
 * Applies a stylesheet the build named in a `<meta name="…">` of index.html (esbuild does not load CSS
 * imported by lazy chunks, so build.mjs emits each lazily loaded stylesheet as its own file). Once per
 * stylesheet; resolves when it is loaded or failed (a page renders either way).
 */
const loading = new Map<string, Promise<void>>();

export const stylesheetHref = (metaName: string) => document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content;

export function loadStylesheet(metaName: string): Promise<void> {
  const href = stylesheetHref(metaName);
  if (!href) return Promise.resolve();
  let done = loading.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    loading.set(href, done);
  }
  return done;
}
