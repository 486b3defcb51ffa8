/**
 * Stylesheets that load after the first screen (the shell's full Mantine styles, the report charts', the
 * approval editors'). esbuild does not load CSS imported by lazy chunks, so build.mjs emits each such
 * stylesheet as its own file and names it in index.html's `<meta name="…">`.
 *
 * A stylesheet can be prepared before it is needed: it is linked with `media="not all"`, so the browser
 * fetches and parses it but applies it to nothing. Applying it later only flips the media: the shell's
 * 280 KB of Mantine styles are parsed while the user types the password, not after the sign-in.
 */
type Sheet = { link: HTMLLinkElement; loaded: Promise<void> };

const sheets = new Map<string, Sheet>();

/** The address build.mjs wrote into `<meta name="{meta}">`, if any. */
function stylesheetHref(meta: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content;
}

function linked(href: string): Sheet {
  let sheet = sheets.get(href);
  if (!sheet) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'not all';
    link.href = href;
    // A failed stylesheet must not keep a page from rendering: resolve either way.
    const loaded = new Promise<void>((resolve) => {
      link.onload = link.onerror = () => resolve();
    });
    document.head.append(link);
    sheet = { link, loaded };
    sheets.set(href, sheet);
  }
  return sheet;
}

/** Fetches and parses the stylesheet named by `meta` without applying it (the current page keeps its look). */
export function prepareStylesheet(meta: string): void {
  const href = stylesheetHref(meta);
  if (href) linked(href);
}

/** Applies the stylesheet named by `meta`; resolves when it is loaded (or failed: pages render either way). */
export function loadStylesheet(meta: string): Promise<void> {
  const href = stylesheetHref(meta);
  if (!href) return Promise.resolve();
  const sheet = linked(href);
  sheet.link.media = 'all';
  return sheet.loaded;
}
