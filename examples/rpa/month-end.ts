/**
 * The month-end close of a hotel's books as an RPA script, run by the chief accountant (any user who may
 * depreciate, send and audit vouchers and read the general ledger):
 *  1. 固定资产 › 资产折旧: depreciate the login period (a period already depreciated is left as it is);
 *  2. 会计核算 › 凭证录入: send the period's depreciation voucher for audit;
 *  3. 会计核算 › 凭证审核: audit every voucher waiting for audit that someone else made (the server refuses
 *     auditing one's own voucher, so those are left for a colleague);
 *  4. 会计核算 › 账簿查询 › 总账: run the trial balance and save its workbook.
 * Only the automation contract is used: accessible names, `data-ht` hooks, task rows' `data-status`,
 * `whenIdle()` — no CSS classes, no sleeps.
 *
 *   node --import tsx examples/rpa/month-end.ts http://127.0.0.1:8080 admin '<password>' ./out
 */
import type { Page } from 'puppeteer-core';
import { enterModule, idle, signIn, type RpaOptions } from './session';

export type MonthEndResult = {
  /** 记-0007: the period's depreciation voucher. */
  depreciationVoucher: string;
  /** Voucher numbers this run audited. */
  audited: string[];
  /** The trial balance's verdict as the task card shows it (试算平衡：… or 试算不平衡，差额 …). */
  trialBalance: string;
};

const PAGE = '[data-ht="page"]';

/** Opens a page of the current module from the sidebar by its title, opening its submenu `under` first when closed. */
async function openFromSidebar(page: Page, title: string, under?: string): Promise<void> {
  const link = `[data-ht="sidebar"] ::-p-aria([name="${title}"][role="link"])`;
  if (under && !(await page.$(link))) await page.locator(`[data-ht="sidebar"] ::-p-aria([name="${under}"])`).click();
  await page.locator(link).click();
  await page.waitForSelector(`${PAGE} [data-ht="table"]`);
  await idle(page);
}

/** Clicks `button` and waits for the task it starts (a new task row of `kind`) to end; answers its status and step text. */
async function runTask(page: Page, button: string, kind: string): Promise<{ status: string; step: string }> {
  const rows = `${PAGE} [data-ht="task-row"][data-kind="${kind}"]`;
  const before = await page.$$eval(rows, (els) => els.map((el) => el.getAttribute('data-task-id')));
  // Activated as Enter on the focused button would: the earlier steps' notices may still cover it, which
  // would send a pointer click to the notice instead.
  await page.$eval(button, (el) => (el as HTMLElement).click());
  const id = await (
    await page.waitForFunction(
      (sel: string, known: Array<string | null>) => [...document.querySelectorAll(sel)].map((el) => el.getAttribute('data-task-id')).find((i) => !known.includes(i)),
      { polling: 100 },
      rows,
      before,
    )
  ).jsonValue();
  const row = `${rows}[data-task-id="${id}"]`;
  await page.waitForSelector(`${row}:is([data-status="done"], [data-status="failed"], [data-status="cancelled"])`, { timeout: 120_000 });
  await idle(page);
  return page.$eval(row, (el) => ({ status: el.getAttribute('data-status') ?? '', step: el.querySelector('[data-ht="task-step"]')?.textContent ?? '' }));
}

/** The number of the action buttons `data-ht` of the listed rows, read from their accessible names (审核凭证 记-0003). */
const actionNumbers = (page: Page, action: string) =>
  page.$$eval(`${PAGE} [data-ht="row"] [data-ht="voucher-${action}"]`, (els) => els.map((el) => (el.getAttribute('aria-label') ?? '').split(' ').pop() ?? ''));

export async function monthEnd(page: Page, options: RpaOptions): Promise<MonthEndResult> {
  await signIn(page, options);

  // 1. Depreciation of the login period (the page's default).
  await enterModule(page, '固定资产');
  await openFromSidebar(page, '资产折旧');
  await runTask(page, `${PAGE} [data-ht="depreciation-run"]`, 'asset-depreciation');
  const period = await page.$eval(`${PAGE} [data-ht="depreciation-period"]`, (el) => (el as HTMLInputElement).value);
  const year = await page.$eval(`${PAGE} [data-ht="depreciation-year"]`, (el) => (el as HTMLInputElement).value);
  // Done now or in an earlier run: the period's row links its voucher.
  const numberOf = await page.waitForFunction(
    (label: string) => {
      const row = [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].find((r) => r.querySelector('td[data-col="period"]')?.textContent === label);
      return row?.querySelector('[data-ht="depreciation-voucher"]')?.textContent?.trim() || false;
    },
    { polling: 100 },
    `${year} 年 ${period} 期`,
  );
  const depreciationVoucher = String(await numberOf.jsonValue());

  // 2. Send it for audit, unless it was sent already.
  await page.evaluate(() => window.htShell.navigate('/module/module'));
  await page.waitForSelector('[data-ht="module"]');
  await idle(page);
  await enterModule(page, '会计核算');
  await openFromSidebar(page, '凭证录入', '凭证管理');
  if ((await actionNumbers(page, 'send')).includes(depreciationVoucher)) {
    await page.click(`${PAGE} [data-ht="row"] [aria-label="送审凭证 ${depreciationVoucher}"]`);
    await page.waitForFunction((no: string) => !document.querySelector(`[data-ht="page"] [data-ht="row"] [aria-label="送审凭证 ${no}"]`), { polling: 100 }, depreciationVoucher);
    await idle(page);
  }

  // 3. Audit what waits for audit, one voucher at a time; one's own vouchers are refused by the server and left.
  await openFromSidebar(page, '凭证审核', '凭证管理');
  const audited: string[] = [];
  // The user panel reads '(user name) nickname'; vouchers name their maker by nickname.
  const me = (await page.$eval('[data-ht="user-name"]', (el) => el.textContent ?? '')).replace(/^\(.*?\)\s*/, '').trim();
  for (const no of await actionNumbers(page, 'audit')) {
    const maker = await page.$eval(`${PAGE} [data-ht="row"]:has([aria-label="审核凭证 ${no}"]) td[data-col="makerName"]`, (el) => el.textContent?.trim() ?? '');
    if (maker === me) continue; // one's own voucher: for a colleague to audit
    await page.click(`${PAGE} [data-ht="row"] [aria-label="审核凭证 ${no}"]`);
    await page.waitForFunction((n: string) => !document.querySelector(`[data-ht="page"] [data-ht="row"] [aria-label="审核凭证 ${n}"]`), { polling: 100 }, no);
    await idle(page);
    audited.push(no);
  }

  // 4. The trial balance of the period, as a workbook the page offers for download.
  await openFromSidebar(page, '总账', '账簿查询');
  const trial = await runTask(page, `${PAGE} [data-ht="ledger-trial"]`, 'trial-calculation');
  await page.$eval(`${PAGE} [data-ht="task-row"][data-kind="trial-calculation"] [data-ht="task-result"]`, (el) => (el as HTMLElement).click());
  return { depreciationVoucher, audited, trialBalance: trial.step };
}

// Run directly: launch the system Chromium, save downloads into the folder given, report what was done.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, user, password, out = '.'] = process.argv.slice(2);
  if (!url || !user || !password) {
    console.error('usage: node --import tsx examples/rpa/month-end.ts <url> <user> <password> [download folder]');
    process.exit(2);
  }
  const { resolve } = await import('node:path');
  const { launchBrowser } = await import('../../test/e2e/support/browser');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: resolve(out) });
    console.log(JSON.stringify(await monthEnd(page, { url, user, password }), null, 2));
  } finally {
    await browser.close();
  }
}
