/**
 * 操作日志 as the administrator uses it, in real Chromium against the real server: opened from the
 * sidebar under 系统监控, filtered to the failed password change, the entry's detail opened (its password
 * masked), in Chinese and in English; screenshots at 1440 and 390 px in test-results/e2e/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/axe';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tokenOf } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const SHOTS = 'test-results/e2e';
const WRONG = 'Not-My-Pa55word';
const test = suite<Ctx>('operation log page');

test.before(async (ctx) => {
  mkdirSync(SHOTS, { recursive: true });
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await ctx.page.setViewport({ width: 1440, height: 900 });
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 2001);
  // Two writes of this session through the API, as a script would make them: one saved, one refused.
  const token = (await tokenOf(ctx.context))!;
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${ctx.server.url}/prod-api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.is((await call('POST', '/htservice/dict/type', { dictName: '客房类型', dictType: 'room_kind' })).status, 200);
  const me = (await (await fetch(`${ctx.server.url}/prod-api/htservice/user/getInfo`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { userId: number } };
  assert.is((await call('PUT', '/htservice/module/updatePassword', { userId: me.user.userId, password: WRONG, psw: 'Another-Pa55word' })).status, 400);
});
test.after(async (ctx) => {
  await ctx.context?.close();
  await ctx.browser?.close();
  await ctx.server?.stop();
});

const rows = (page: Page) => page.$$eval('[data-ht="page"] [data-ht="row"]', (els) => els.map((r) => r.textContent ?? ''));

async function choose(page: Page, label: string, option: string) {
  await page.click(`[data-ht="page"] ::-p-aria([name="${label}"][role="combobox"])`);
  await page.click(`::-p-aria([name="${option}"][role="option"])`);
  await idle(page);
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewport({ width, height });
    await idle(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewport({ width: 1440, height: 900 });
  await idle(page);
}

test('opened from the menu in Chinese: filter the failed writes, open one, its password masked', async ({ page }) => {
  const link = '[data-ht="sidebar"] a[data-ht="menu-item"][data-path="/system/monitor/operlog"]';
  if (!(await page.$eval(link, (el) => (el as HTMLElement).offsetParent !== null).catch(() => false))) {
    await page.click('[data-ht="sidebar"] [data-ht="menu-item"][data-path="/system/monitor"]');
  }
  await page.waitForSelector(link, { visible: true });
  assert.is(await page.$eval(link, (el) => el.textContent?.trim()), '操作日志');
  await page.click(link);
  await page.waitForSelector('[data-ht="page"] [data-ht="table"][data-table-id="sys-operlog"]');
  await idle(page);
  assert.is(await page.$eval('[data-ht="page"] h1', (el) => el.textContent), '操作日志');
  const all = await rows(page);
  assert.ok(
    all.some((r) => r.includes('字典管理') && r.includes('新增') && r.includes('成功')),
    all.join('\n'),
  );
  await shoot(page, 'zh-operlog');

  await choose(page, '操作状态', '失败');
  await page.click('[data-ht="page"] [data-ht="crud-search"]');
  await idle(page);
  assert.match(page.url(), /status=1/);
  const failed = await rows(page);
  assert.is(failed.length, 1, failed.join('\n'));
  assert.match(failed[0], /个人中心.*修改.*admin.*失败/);

  const open = await page.waitForSelector('[data-ht="page"] [data-ht="operlog-open"]');
  const name = await open!.evaluate((el) => el.getAttribute('aria-label'));
  assert.match(name ?? '', /^查看日志 \d+ 的详细$/);
  await open!.click();
  await page.waitForSelector('[data-ht="operlog-param"]');
  await idle(page);
  const detail = await page.$eval('[data-ht="operlog-detail"]', (el) => el.textContent ?? '');
  assert.match(detail, /操作日志详细/);
  assert.match(detail, /PUT \/htservice\/module\/updatePassword/);
  assert.match(detail, /失败 · 400/);
  const param = await page.$eval('[data-ht="operlog-param"]', (el) => el.textContent ?? '');
  assert.match(param, /"password": "\*\*\*\*\*\*"/);
  assert.not.ok(param.includes(WRONG));
  assert.equal(await seriousViolations(page), []);
  await shoot(page, 'zh-operlog-detail');
  await page.click('[data-ht="operlog-detail-close"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="operlog-detail"]'));
});

test('the same page in English, still filtered: title, columns, filters and the detail', async ({ page }) => {
  await page.evaluate(() => window.htShell.setLocale('en'));
  await idle(page);
  assert.is(await page.$eval('[data-ht="page"] h1', (el) => el.textContent), 'Operation log');
  assert.is(await page.$eval('[data-ht="tab"][data-active="true"]', (el) => el.textContent?.trim()), 'Operation log');
  const failed = await rows(page);
  assert.is(failed.length, 1);
  assert.match(failed[0], /Update.*admin.*Failure/);
  await shoot(page, 'en-operlog');
  await page.click('[data-ht="page"] [data-ht="operlog-open"]');
  await page.waitForSelector('[data-ht="operlog-param"]');
  await idle(page);
  assert.match(await page.$eval('[data-ht="operlog-detail"]', (el) => el.textContent ?? ''), /Operation detail.*Request/s);
  await shoot(page, 'en-operlog-detail');
});

test.run();
