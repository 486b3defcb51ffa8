/**
 * The code generator's configuration as the administrator uses it, in real Chromium against the real
 * server: import a table of the database from the 代码生成 list, open /gen/edit, change a column's html
 * type and comment, be asked before the editing tab closes (and keep it), save, reload and find the
 * change kept; a save after someone else's is explained with a reload; the preview shows the change in
 * the generated code.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/axe';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn, tabPaths, tokenOf } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
const gen = suite<Ctx>('code generator');

gen.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.context = await ctx.browser.createBrowserContext();
  ctx.page = await ctx.context.newPage();
  await signIn(ctx.page, ctx.server);
  await enterModule(ctx.page, 2001);
});
gen.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

const LIST = '/system/tool/gen';
const EDIT_TAB = '[data-ht="tab"][data-path="/gen/edit"]';
const editing = (page: Page) => page.$eval(EDIT_TAB, (el) => el.getAttribute('data-editing'));
const field = (column: string, what: string) => `[data-ht="gen-edit"] [aria-label="${column} 的${what}"]`;

async function openColumns(page: Page) {
  await page.waitForSelector('[data-ht="gen-edit"]');
  await idle(page);
  await page.click('[data-ht="gen-edit"] ::-p-aria([name="字段信息"][role="tab"])');
  await page.waitForSelector(field('config_value', '显示类型'));
}

gen('import a table, edit a column, be asked before closing the tab, save, reload and see the change', async ({ page }) => {
  await page.evaluate((r) => window.htShell.navigate(r), LIST);
  await page.waitForSelector('[data-ht="page"] [data-ht="gen-import"]');
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="gen-import"]');
  await page.waitForSelector('[data-ht="gen-import-dialog"] [data-ht="row"]');
  await page.type('[data-ht="gen-import-dialog"] input[name="tableName"]', 'config');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-ht="gen-import-dialog"] [data-ht="row"]').length === 1);
  await page.click('[data-ht="gen-import-dialog"] [data-ht="row"] [aria-label="选择行 config"]');
  await page.click('[data-ht="gen-import-submit"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="gen-import-dialog"]'));
  await idle(page);
  await page.waitForSelector('[data-ht="page"] [data-ht="row"] [aria-label="编辑 config"]');

  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="编辑 config"]');
  await openColumns(page);
  assert.match(new URL(page.url()).search, /tableId=\d+/);
  assert.is(await page.$eval(field('config_value', '显示类型'), (el) => (el as HTMLSelectElement).value), 'input', 'inferred');
  assert.is(await editing(page), null, 'nothing changed yet');

  await page.select(field('config_value', '显示类型'), 'textarea');
  await page.click(field('config_name', '字段描述'), { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(field('config_name', '字段描述'), '参数名称');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-editing') === 'true', { polling: 100 }, EDIT_TAB);

  await page.click(`${EDIT_TAB} button[aria-label^="关闭"]`);
  await page.waitForSelector('::-p-text(当前单据正在修改中，是否放弃修改？)');
  await page.click('::-p-aria([name="取消"][role="button"])');
  await idle(page);
  assert.ok((await tabPaths(page)).includes('/gen/edit'), 'Cancel keeps the tab and its changes');
  assert.is(await page.$eval(field('config_name', '字段描述'), (el) => (el as HTMLInputElement).value), '参数名称');

  await page.click('[data-ht="gen-save"]');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-editing') === null, { polling: 100 }, EDIT_TAB);
  await idle(page);

  await page.reload();
  await openColumns(page);
  assert.is(await page.$eval(field('config_value', '显示类型'), (el) => (el as HTMLSelectElement).value), 'textarea');
  assert.is(await page.$eval(field('config_name', '字段描述'), (el) => (el as HTMLInputElement).value), '参数名称');
  assert.is(await editing(page), null);
  assert.equal(await seriousViolations(page), [], 'the editable grid is accessible');
  await page.screenshot({ path: 'test-results/e2e/gen-edit.png' }).catch(() => undefined);
});

gen('a refused name is shown at its field, on its tab, and nothing is saved', async ({ page }) => {
  await page.click('[data-ht="gen-edit"] ::-p-aria([name="基本信息"][role="tab"])');
  await page.click('[data-ht="gen-edit"] input[name="className"]', { clickCount: 3 });
  await page.type('[data-ht="gen-edit"] input[name="className"]', 'sys config');
  await page.click('[data-ht="gen-save"]');
  await page.waitForSelector('::-p-text(实体类名称须以大写字母开头，只含字母和数字)');
  await page.click('[data-ht="gen-edit"] ::-p-aria([name="放弃修改"][role="button"])');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-editing') === null, { polling: 100 }, EDIT_TAB);
  assert.is(await page.$eval('[data-ht="gen-edit"] input[name="className"]', (el) => (el as HTMLInputElement).value), 'Config');
});

gen("saving over someone else's save is explained, and the reload brings their version", async ({ page, context, server }) => {
  await page.click('[data-ht="gen-edit"] ::-p-aria([name="基本信息"][role="tab"])');
  await page.type('[data-ht="gen-edit"] textarea[name="remark"]', '我的修改');
  // Meanwhile someone else saves: a sync of the same table bumps its version.
  const token = await tokenOf(context);
  const other = await fetch(`${server.url}/prod-api/htservice/gen/synchDb/config`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(other.status, 200);
  await page.click('[data-ht="gen-save"]');
  await page.waitForSelector('[data-ht="gen-conflict"]');
  assert.match(await page.$eval('[data-ht="gen-conflict"]', (el) => el.textContent ?? ''), '该配置已被他人修改');
  assert.is(await editing(page), 'true', 'still unsaved');
  await page.click('[data-ht="gen-reload"]');
  await page.waitForFunction(() => !document.querySelector('[data-ht="gen-conflict"]'));
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-editing') === null, { polling: 100 }, EDIT_TAB);
  assert.is(await page.$eval('[data-ht="gen-edit"] textarea[name="remark"]', (el) => (el as HTMLTextAreaElement).value), '');
});

gen('the preview shows one tab per generated file, with the edited comment in the code', async ({ page }) => {
  await page.evaluate((r) => window.htShell.navigate(r), LIST);
  await page.waitForSelector('[data-ht="page"] [data-ht="row"] [aria-label="预览 config"]');
  await idle(page);
  await page.click('[data-ht="page"] [data-ht="row"] [aria-label="预览 config"]');
  await page.waitForSelector('[data-ht="gen-preview"] [data-ht="gen-preview-code"]');
  await idle(page);
  const tabs = await page.$$eval('[data-ht="gen-preview"] [role="tab"]', (els) => els.map((el) => el.textContent));
  assert.equal(tabs, ['tables/config.ts', 'routes/config-schema.ts', 'system/config-resource.ts', 'texts/config.ts']);
  await page.click('[data-ht="gen-preview"] [role="tab"][title="src/modules/system/texts/config.ts"]');
  await page.waitForSelector('[data-ht="gen-preview-code"][data-path="src/modules/system/texts/config.ts"]');
  assert.match(await page.$eval('[data-ht="gen-preview-code"]', (el) => el.textContent ?? ''), 'configName: "参数名称",');
  await page.screenshot({ path: 'test-results/e2e/gen-preview.png' }).catch(() => undefined);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-ht="gen-preview"]'));
  await page.screenshot({ path: 'test-results/e2e/gen-list.png' }).catch(() => undefined);
});

gen.run();
