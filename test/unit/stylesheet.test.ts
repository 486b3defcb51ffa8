/**
 * Lazily loaded stylesheets (src/lib/stylesheet.ts): one link per stylesheet; a prepared stylesheet is
 * fetched but applies to nothing until it is loaded; an unnamed one links nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadStylesheet, prepareStylesheet } from '../../src/lib/stylesheet';

function name(meta: string, href: string): void {
  const tag = document.createElement('meta');
  tag.name = meta;
  tag.content = href;
  document.head.append(tag);
}
// happy-dom loads no stylesheets: a link "loads" at once instead of failing with a logged error.
(window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

const links = (href: string) => [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)];

test('a prepared stylesheet applies to nothing until it is loaded, and is linked once', async () => {
  name('ht-styles-a', '/assets/a-1.css');
  prepareStylesheet('ht-styles-a');
  prepareStylesheet('ht-styles-a');
  assert.is(links('/assets/a-1.css').length, 1);
  assert.is(links('/assets/a-1.css')[0].media, 'not all', 'fetched and parsed, applied to no medium');
  await loadStylesheet('ht-styles-a');
  assert.is(links('/assets/a-1.css').length, 1, 'the prepared link is the one applied');
  assert.is(links('/assets/a-1.css')[0].media, 'all');
});

test('loading without preparing applies at once; an unnamed stylesheet resolves with nothing linked', async () => {
  name('ht-styles-b', '/assets/b-1.css');
  await loadStylesheet('ht-styles-b');
  assert.equal(
    links('/assets/b-1.css').map((l) => l.media),
    ['all'],
  );
  prepareStylesheet('ht-styles-b');
  assert.equal(
    links('/assets/b-1.css').map((l) => l.media),
    ['all'],
    'preparing an applied stylesheet leaves it applied',
  );
  const before = document.querySelectorAll('link').length;
  await loadStylesheet('ht-styles-none');
  prepareStylesheet('ht-styles-none');
  assert.is(document.querySelectorAll('link').length, before);
});

test.run();
