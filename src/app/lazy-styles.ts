/**
 * Loads the full stylesheet once, before the signed-in area renders. esbuild does not load CSS imported
 * by lazy chunks, so build.mjs emits it as its own file and names it in index.html's
 * `<meta name="ht-styles">`.
 */
let loading: Promise<void> | null = null;

const fullStylesHref = () => document.querySelector<HTMLMetaElement>('meta[name="ht-styles"]')?.content;

/** Fetches the stylesheet into the HTTP cache without applying it (the login page keeps its own look). */
export function prefetchFullStyles(): void {
  const href = fullStylesHref();
  if (!href || loading || document.querySelector(`link[rel="prefetch"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/** Applies the stylesheet; resolves once it is loaded (or failed: the shell renders either way). */
export function loadFullStyles(): Promise<void> {
  const href = fullStylesHref();
  if (!href) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A failed stylesheet must not keep the shell from rendering: resolve either way.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return loading;
}
