/** The RPA examples of examples/rpa run against the real product, as a script would in a hotel. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openAssetPages } from '../../examples/rpa/open-pages';
import { launchBrowser } from './support/browser';
import { startServer } from './support/server';

test('open-pages: signs in, switches module, opens three pages, closes the others', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const tabs = await openAssetPages(page, { url: server.url, user: 'admin', password: server.password });
    assert.equal(tabs, ['/assets/index', '/assets/check']);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test.run();
