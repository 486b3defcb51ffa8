/**
 * A routine back-office task as an RPA script: bulk-create dictionary data from a CSV file through the
 * UI, as a clerk would (open 字典管理, find the type, open its data, add each row). It relies only on the
 * automation contract: roles and names, `data-ht` hooks, field names and `whenIdle()`.
 *
 *   node --import tsx examples/rpa/import-dict-csv.ts http://127.0.0.1:8080 admin '<password>' sys_user_sex rows.csv
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { enterModule, idle, signIn } from './session';

export type CsvRow = Record<string, string>;

/** A small CSV reader for this script's files: a header line, comma-separated values, no quoting. */
export function readCsv(text: string): CsvRow[] {
  const [header, ...lines] = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.trim()));
  return lines.filter((cells) => cells.some(Boolean)).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Signs in, opens the data page of `dictType` and adds every row; answers the labels listed afterwards. */
export async function importDictCsv(page: Page, options: { url: string; user: string; password: string; dictType: string; rows: CsvRow[] }): Promise<string[]> {
  await signIn(page, options);
  await enterModule(page, '系统服务');
  await page.evaluate(() => window.htShell.navigate('/system/manage/dict'));
  await page.waitForSelector('[data-ht="page"] [data-ht="table"]');
  await idle(page);
  await page.type('[data-ht="page"] [role="search"] [name="dictType"]', options.dictType);
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await idle(page);
  // By its accessible name through the aria-label attribute: right after the list re-renders, Chromium's
  // accessibility tree (which puppeteer's ::-p-aria queries) can still hold the replaced link.
  await page.click(`[data-ht="dict-data-link"][aria-label="查看 ${options.dictType} 的字典数据"]`);
  await page.waitForFunction(() => location.pathname.startsWith('/dict/type/data/'));
  await page.waitForSelector('[data-ht="page"] [data-ht="crud-add"]');
  await idle(page);

  for (const row of options.rows) {
    await page.locator('[data-ht="page"] [data-ht="crud-add"]').click();
    await page.waitForSelector('[data-ht="crud-save"]');
    for (const [name, value] of Object.entries(row)) {
      if (value) await page.locator(`form:has([data-ht="crud-save"]) [name="${name}"]`).fill(value);
    }
    await page.locator('[data-ht="crud-save"]').click();
    await page.waitForFunction(() => !document.querySelector('[data-ht="crud-save"]'));
    await idle(page);
  }
  return page.$$eval('[data-ht="page"] [data-ht="row"]', (rows) => rows.map((r) => r.textContent ?? ''));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, user, password, dictType, file] = process.argv.slice(2);
  if (!url || !user || !password || !dictType || !file) {
    console.error('usage: node --import tsx examples/rpa/import-dict-csv.ts <url> <user> <password> <dictType> <file.csv>');
    process.exit(2);
  }
  const { launchBrowser } = await import('../../test/e2e/support/browser');
  const browser = await launchBrowser();
  try {
    const rows = await importDictCsv(await browser.newPage(), { url, user, password, dictType, rows: readCsv(readFileSync(file, 'utf8')) });
    console.log(`${rows.length} rows listed for ${dictType}`);
  } finally {
    await browser.close();
  }
}
