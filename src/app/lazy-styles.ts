/**
 * Loads the full stylesheet once, before the signed-in area renders. esbuild does not load CSS imported
 * by lazy chunks, so build.mjs emits it as its own file and names it in index.html's
 * `<meta name="ht-styles">`.
 */
let loading: Promise<void> | null = null;

export function loadFullStyles(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="ht-styles"]')?.content;
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
