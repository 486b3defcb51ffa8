/** The RPA examples of examples/rpa run against the real product, as a script would in a hotel. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { importDictCsv, readCsv } from '../../examples/rpa/import-dict-csv';
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

test('import-dict-csv: bulk-creates dictionary data from a CSV file through the UI', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const rows = readCsv(readFileSync(new URL('../../examples/rpa/data/room-types.csv', import.meta.url), 'utf8'));
    assert.is(rows.length, 4);
    const listed = await importDictCsv(await browser.newPage(), { url: server.url, user: 'admin', password: server.password, dictType: 'sys_user_sex', rows });
    for (const row of rows) assert.ok(listed.some((text) => text.includes(row.dictLabel) && text.includes(row.dictValue)), row.dictLabel);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test.run();
