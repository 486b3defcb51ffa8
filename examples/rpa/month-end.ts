/**
 * The whole month-end close (结账) of a hotel's login period as an RPA script, by two people, since nobody
 * audits their own vouchers:
 *  - the accountant (制单: accountant1) depreciates the period (固定资产 › 资产折旧), sends every unsent voucher of
 *    the period (会计核算 › 凭证管理 › 凭证录入) and carries profit and loss forward (会计核算 › 期末结账);
 *  - the checker (审核、出纳、记账: admin) audits what the accountant sent, signs the cash and bank vouchers as
 *    cashier, posts every audited voucher (凭证管理 › 凭证审核), reads the checks on 期末结账 and closes the period.
 * Steps already done (a period depreciated or carried forward before) are left as they are. Only the automation
 * contract is used: accessible names, `data-ht` hooks, task rows' `data-status`, `whenIdle()` — no CSS classes,
 * no sleeps. A row action is clicked where the row shows it, or from the row's 更多 menu.
 *
 *   node --import tsx examples/rpa/month-end.ts http://127.0.0.1:8080 accountant1 '<password>' admin '<password>' [HT001]
 *
 * prints each step as it goes and the result as JSON, and exits with 1 when the close fails.
 */
import type { Browser, Page } from 'puppeteer-core';
import { enterModule, idle, signIn } from './session';

export type Person = { user: string; password: string };
export type MonthEndOptions = { url: string; orgCode?: string; accountant: Person; checker: Person; log?: (line: string) => void };

export type MonthEndResult = {
  /** The closed period, YYYY-MM. */
  period: string;
  /** 记-0005: the period's depreciation voucher; and its carry-forward voucher ('' when there was nothing to carry). */
  depreciationVoucher: string;
  carryForwardVoucher: string;
  /** Voucher numbers this run sent, audited, signed as cashier and posted. */
  sent: string[];
  audited: string[];
  signed: string[];
  posted: string[];
  /** The checks 期末结账 showed before the close, by key, all passed. */
  checks: Record<string, boolean>;
};

const PAGE = '[data-ht="page"]';
const STATUS = { unaudited: '未审核', sent: '已送审', audited: '已审核', posted: '已记账' } as const;

/** Opens a page of the current module from the sidebar by its title (its submenu `under` opened first when closed). */
async function openFromSidebar(page: Page, title: string, ready: string, under?: string): Promise<void> {
  const link = `[data-ht="sidebar"] ::-p-aria([name="${title}"][role="link"])`;
  if (under && !(await page.$(link))) await page.locator(`[data-ht="sidebar"] ::-p-aria([name="${under}"])`).click();
  await page.locator(link).click();
  await page.waitForSelector(`${PAGE} ${ready}`);
  await idle(page);
}

/** Back to the module selection and into `name`. */
async function switchModule(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.htShell.navigate('/module/module'));
  await page.waitForSelector('[data-ht="module"]');
  await idle(page);
  await enterModule(page, name);
}

/** Clicks `button` and waits for the task it starts (a new task row of `kind`) to end; answers its status and step text. */
async function runTask(page: Page, button: string, kind: string): Promise<{ status: string; step: string }> {
  const rows = `${PAGE} [data-ht="task-row"][data-kind="${kind}"]`;
  const before = await page.$$eval(rows, (els) => els.map((el) => el.getAttribute('data-task-id')));
  // Activated as Enter on the focused button would: an earlier step's notice may still cover it.
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

/** A voucher number as a task step names it ("… 凭证 记-0006 …"). */
const voucherIn = (text: string) => /凭证\s*(\S+?-\d{4})/.exec(text)?.[1] ?? '';

type Row = { no: string; status: string; maker: string };

/** The voucher list rows shown: number, status and maker as the cells read. */
const listRows = (page: Page): Promise<Row[]> =>
  page.$$eval(`${PAGE} [data-ht="row"]`, (rows) =>
    rows.map((r) => ({
      no: r.querySelector('[data-ht="voucher-link"]')?.textContent?.trim() ?? '',
      status: r.querySelector('td[data-col="status"]')?.textContent?.trim() ?? '',
      maker: r.querySelector('td[data-col="makerName"]')?.textContent?.trim() ?? '',
    })),
  );

/** Opens a voucher list from the sidebar and shows the period's vouchers only (the period filter, as a user types it). */
async function openVoucherList(page: Page, title: string, period: string): Promise<void> {
  await openFromSidebar(page, title, '[data-ht="table"]', '凭证管理');
  const input = `${PAGE} [role="search"] [name="period"]`;
  await page.click(input, { clickCount: 3 });
  await page.type(input, period);
  await page.click(`${PAGE} [data-ht="crud-search"]`);
  await page.waitForFunction((p: string) => new URL(location.href).searchParams.get('period') === p, { polling: 100 }, period);
  await idle(page);
}

/** Opens a list at its address (with its filter) afresh, reading what others changed since: the browser's reload. */
async function reloadList(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForSelector(`${PAGE} [data-ht="table"]`);
  await idle(page);
}

/**
 * Clicks the row action named `name` (送审凭证 记-0005) of voucher `no`, shown on the row or under its 更多 menu,
 * and waits until the row's status reads `after`. Answers false when the row offers no such action.
 */
async function rowAction(page: Page, no: string, name: string, after?: string): Promise<boolean> {
  const row = `${PAGE} [data-ht="row"]:has([data-ht="voucher-link"][aria-label="凭证 ${no} 的详情"])`;
  const inline = await page.$(`${row} [aria-label="${name}"]`);
  if (inline) await inline.evaluate((el) => (el as HTMLElement).click());
  else {
    const more = await page.$(`${row} [data-ht="row-more"]`);
    if (!more) return false;
    await more.click();
    await page.waitForSelector('[role="menu"]');
    const item = await page.$(`[role="menu"] [aria-label="${name}"]`);
    if (!item) {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="menu"]'), { polling: 100 });
      return false;
    }
    await item.click();
  }
  // The change is done when the list, read again, no longer offers the action (sign keeps the status) or shows the new status.
  await page.waitForFunction(
    (sel: string, n: string, status: string | null) => {
      const r = document.querySelector(sel);
      return r !== null && !r.querySelector(`[aria-label="${n}"]`) && (status === null || r.querySelector('td[data-col="status"]')?.textContent?.trim() === status);
    },
    { polling: 100 },
    row,
    name,
    after ?? null,
  );
  await idle(page);
  return true;
}

/** Sends every unsent voucher of the list; answers their numbers. */
async function sendAll(page: Page): Promise<string[]> {
  const sent: string[] = [];
  for (const r of (await listRows(page)).filter((row) => row.status === STATUS.unaudited)) {
    if (await rowAction(page, r.no, `送审凭证 ${r.no}`, STATUS.sent)) sent.push(r.no);
  }
  return sent;
}

/** Audits what others sent, signs as cashier what needs it and posts every audited voucher. */
async function auditSignPost(page: Page, me: string, done: Pick<MonthEndResult, 'audited' | 'signed' | 'posted'>): Promise<void> {
  for (const r of (await listRows(page)).filter((row) => row.status === STATUS.sent && row.maker !== me)) {
    if (await rowAction(page, r.no, `审核凭证 ${r.no}`, STATUS.audited)) done.audited.push(r.no);
  }
  for (const r of (await listRows(page)).filter((row) => row.status === STATUS.audited)) {
    // Only a cash or bank voucher not signed yet offers the signature.
    if (await rowAction(page, r.no, `出纳签字凭证 ${r.no}`)) done.signed.push(r.no);
    if (await rowAction(page, r.no, `记账凭证 ${r.no}`, STATUS.posted)) done.posted.push(r.no);
  }
}

/** The user panel reads '(user name) nickname'; vouchers name their maker by nickname. */
const nicknameOf = async (page: Page) => (await page.$eval('[data-ht="user-name"]', (el) => el.textContent ?? '')).replace(/^\(.*?\)\s*/, '').trim();

export async function monthEnd(browser: Browser, options: MonthEndOptions): Promise<MonthEndResult> {
  const log = options.log ?? (() => undefined);
  const accountant = await (await browser.createBrowserContext()).newPage();
  const checker = await (await browser.createBrowserContext()).newPage();
  await signIn(accountant, { url: options.url, orgCode: options.orgCode, ...options.accountant });

  // 1. The accountant depreciates the login period (the page's default), unless it was done before.
  await enterModule(accountant, '固定资产');
  await openFromSidebar(accountant, '资产折旧', '[data-ht="table"]');
  const year = await accountant.$eval(`${PAGE} [data-ht="depreciation-year"]`, (el) => (el as HTMLInputElement).value);
  const month = await accountant.$eval(`${PAGE} [data-ht="depreciation-period-value"]`, (el) => (el as HTMLInputElement).value);
  const period = `${year}-${month.padStart(2, '0')}`;
  const depreciation = await runTask(accountant, `${PAGE} [data-ht="depreciation-run"]`, 'asset-depreciation');
  log(`${period} 资产折旧：${depreciation.step}`);
  const runRow = `${PAGE} [data-ht="row"]:has([data-ht="depreciation-voucher"])`;
  if (
    depreciation.status !== 'done' &&
    !(await accountant.$$eval(runRow, (rows, label) => rows.some((r) => r.querySelector('td[data-col="period"]')?.textContent === label), `${year} 年 ${month} 期`))
  ) {
    throw new Error(`${period} 资产折旧未完成：${depreciation.step}`);
  }
  // Done now or in an earlier run: the period's row links its voucher.
  const numberOf = await accountant.waitForFunction(
    (label: string) => {
      const row = [...document.querySelectorAll('[data-ht="page"] [data-ht="row"]')].find((r) => r.querySelector('td[data-col="period"]')?.textContent === label);
      return row?.querySelector('[data-ht="depreciation-voucher"]')?.textContent?.trim() || false;
    },
    { polling: 100 },
    `${year} 年 ${month} 期`,
  );
  const result: MonthEndResult = { period, depreciationVoucher: String(await numberOf.jsonValue()), carryForwardVoucher: '', sent: [], audited: [], signed: [], posted: [], checks: {} };

  // 2. The accountant sends the period's vouchers; the checker audits, signs and posts them.
  await switchModule(accountant, '会计核算');
  await openVoucherList(accountant, '凭证录入', period);
  const entryList = accountant.url();
  result.sent.push(...(await sendAll(accountant)));
  log(`送审：${result.sent.join('、') || '无'}`);
  await signIn(checker, { url: options.url, orgCode: options.orgCode, ...options.checker });
  await enterModule(checker, '会计核算');
  await openVoucherList(checker, '凭证审核', period);
  const auditList = checker.url();
  const me = await nicknameOf(checker);
  await auditSignPost(checker, me, result);
  log(`审核：${result.audited.join('、') || '无'}；出纳签字：${result.signed.join('、') || '无'}；记账：${result.posted.join('、') || '无'}`);

  // 3. The accountant carries profit and loss forward from 期末结账 (offered while the check fails), sends its voucher.
  await openFromSidebar(accountant, '期末结账', `[data-ht="close-checks"][data-period="${Number(month)}"]`);
  if (await accountant.$(`${PAGE} [data-ht="close-carry-forward"]`)) {
    const carried = await runTask(accountant, `${PAGE} [data-ht="close-carry-forward"]`, 'period-carry-forward');
    log(`期间损益结转：${carried.step}`);
    if (carried.status !== 'done') throw new Error(`期间损益结转未完成：${carried.step}`);
    result.carryForwardVoucher = voucherIn(carried.step);
    await reloadList(accountant, entryList);
    const sent = await sendAll(accountant);
    result.sent.push(...sent);
    log(`送审：${sent.join('、') || '无'}`);
    await reloadList(checker, auditList);
    await auditSignPost(checker, me, result);
    log(`审核、记账：${result.carryForwardVoucher}`);
  }

  // 4. The checker reads the checks and closes the period; every check must pass first.
  await openFromSidebar(checker, '期末结账', `[data-ht="close-checks"][data-period="${Number(month)}"]`);
  const checks = await checker.$$eval(`${PAGE} [data-ht="close-check"]`, (rows) => rows.map((r) => [r.getAttribute('data-check') ?? '', r.getAttribute('data-passed') === 'true'] as const));
  result.checks = Object.fromEntries(checks);
  const failed = checks.filter(([, passed]) => !passed).map(([key]) => key);
  if (failed.length) throw new Error(`${period} 不能结账，未通过的检查：${failed.join('、')}`);
  await checker.$eval(`${PAGE} [data-ht="close-period-close"]`, (el) => (el as HTMLElement).click());
  await checker.waitForSelector(`${PAGE} [data-ht="close-period"][data-period="${Number(month)}"][data-status="1"]`);
  await idle(checker);
  log(`${period} 已结账`);
  return result;
}

// Run directly: launch the system Chromium, print what was done, exit 1 when the close fails.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, accountantUser, accountantPassword, checkerUser, checkerPassword, orgCode] = process.argv.slice(2);
  if (!url || !accountantUser || !accountantPassword || !checkerUser || !checkerPassword) {
    console.error('usage: node --import tsx examples/rpa/month-end.ts <url> <accountant> <password> <checker> <password> [org code]');
    process.exit(2);
  }
  const { launchBrowser } = await import('../../test/e2e/support/browser');
  const browser = await launchBrowser();
  try {
    const result = await monthEnd(browser, {
      url,
      orgCode,
      accountant: { user: accountantUser, password: accountantPassword },
      checker: { user: checkerUser, password: checkerPassword },
      log: console.log,
    });
    console.log(JSON.stringify(result, null, 2));
  } catch (error) {
    console.error(`month-end failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
