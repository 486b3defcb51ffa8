/**
 * A new user's first journey, in real Chromium against the real built shell and server, in both
 * languages: `/` → login with a redirect → a failed attempt → sign in → module selection → a module with
 * its server menu → reload stays signed in → log out through the confirm → back at /login. And the login
 * form keeps what was typed when the signed-in shell, loading meanwhile, takes over the page.
 * Screenshots of each step go to test-results/e2e/ (git-ignored) for people to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu';
import type { LoginOrg } from '../../server/contracts/org';
import { seriousViolations } from './support/axe';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const SHOTS = 'test-results/e2e';
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  zh: { ok: '确定', logout: '退出登录', module: '请选择模块' },
  en: { ok: 'OK', logout: 'Log out', module: 'Please select a module' },
} as const;

type Ctx = { server: RunningServer; browser: Browser; orgs: LoginOrg[] };
const journey = suite<Ctx>('login journey');

journey.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.orgs = ((await (await fetch(`${ctx.server.url}/prod-api/htservice/org/getLoginOrgData`)).json()) as { data: LoginOrg[] }).data;
});

journey.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

async function fill(page: Page, selector: string, value: string) {
  await page.$eval(selector, (el) => ((el as HTMLInputElement).value = ''));
  await page.type(selector, value);
}

/** The menu titles of one module as the server grants them to `token`, the way the sidebar should show them. */
async function serverMenu(url: string, token: string, moduleId: number): Promise<string[]> {
  const reply = (await (await fetch(`${url}/prod-api/htservice/menu/getRouters`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: RouteNode[] };
  const module = reply.data.find((m) => m.moduleId === moduleId)!;
  const titles: string[] = [];
  const walk = (node: RouteNode) => {
    if (node.hidden) return;
    const visible = (node.children ?? []).filter((c) => !c.hidden);
    if (visible.length === 1 && !node.alwaysShow) return walk(visible[0]);
    titles.push(node.meta.title);
    visible.forEach(walk);
  };
  (module.children ?? []).forEach(walk);
  return titles;
}

for (const lang of ['zh', 'en'] as const) {
  journey(`a new user signs in, works in a module and signs out (${lang})`, async ({ server, browser, orgs }) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const shot = (step: string) => page.screenshot({ path: `${SHOTS}/${lang}-${step}.png` });
    try {
      // Records whether the login form was ever in the document without its organisations.
      await page.evaluateOnNewDocument(`new MutationObserver(() => {
        if (document.querySelector('[data-ht="login-submit"]') && !document.querySelector('select[name="orgId"] option:not([value=""])')) window.htFormWithoutOrgs = true;
      }).observe(document, { childList: true, subtree: true });`);
      await page.goto(`${server.url}/`);
      await idle(page);
      assert.is(new URL(page.url()).pathname, '/login');
      assert.is(await page.evaluate('window.htFormWithoutOrgs ?? false'), false, 'the form renders once, with its organisations');
      assert.is(new URL(page.url()).searchParams.get('redirect'), '/index');
      if (lang === 'en') {
        await page.select('[data-ht="language-switch"]', 'en');
        await idle(page);
      }
      assert.is(await page.$eval('html', (el) => el.lang), lang === 'zh' ? 'zh-CN' : 'en');
      await shot('1-login');
      assert.equal(await seriousViolations(page), [], 'the login page has no serious accessibility violations');

      await fill(page, 'input[name="username"]', 'admin');
      await page.keyboard.press('Enter');
      assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'password', 'Enter moves to the next input');
      await fill(page, 'input[name="password"]', 'wrong-password');
      await page.select('select[name="orgId"]', String(orgs[0].orgId));
      await page.click('[data-ht="login-submit"]');
      await page.waitForSelector('[data-ht="login-error"]');
      const failure = await page.$eval('[data-ht="login-error"]', (el) => el.textContent ?? '');
      assert.ok(failure.length > 0, 'the failure is explained');
      assert.is(new URL(page.url()).pathname, '/login');
      await shot('2-failed');

      await fill(page, 'input[name="password"]', server.password);
      await page.click('[data-ht="login-submit"]');
      await page.waitForSelector('[data-ht="module"]');
      await idle(page);
      assert.is(new URL(page.url()).pathname, '/module/module');
      assert.match(await page.$eval('h1', (el) => el.textContent ?? ''), TEXT[lang].module);
      const cards = await page.$$eval('[data-ht="module"]', (els) => els.map((el) => Number(el.getAttribute('data-module-id'))));
      assert.ok(cards.length >= 9, `the administrator sees every module (saw ${cards.length})`);
      await shot('3-modules');
      assert.equal(await seriousViolations(page), [], 'the module selection has no serious accessibility violations');

      const moduleId = cards[0];
      await page.click(`[data-ht="module"][data-module-id="${moduleId}"]`);
      await page.waitForSelector('[data-ht="sidebar"] [data-ht="menu-item"]');
      await idle(page);
      assert.match(new URL(page.url()).pathname, /\/index$/);
      const token = (await context.cookies()).find((c) => c.name === 'HTService-Token')!.value;
      const expected = await serverMenu(server.url, token, moduleId);
      const shown = await page.$$eval('[data-ht="sidebar"] [data-ht="menu-item"]', (els) => els.length);
      assert.is(shown, expected.length, 'the sidebar shows the server menu of the module');
      if (lang === 'zh') {
        const labels = await page.$$eval('[data-ht="sidebar"] [data-ht="menu-item"]', (els) => els.map((el) => el.textContent?.trim()));
        assert.equal(labels, expected);
      }
      await shot('4-module');
      assert.equal(await seriousViolations(page), [], 'the module page has no serious accessibility violations');

      const before = page.url();
      await page.reload();
      await idle(page);
      await page.waitForSelector('[data-ht="user-panel"]');
      assert.is(page.url(), before, 'a reload keeps the user signed in on the same page');

      await page.click('[data-ht="user-panel"] [data-ht="logout"]');
      const ok = await page.waitForSelector(`::-p-aria([name="${TEXT[lang].ok}"][role="button"])`);
      await shot('5-logout-confirm');
      await ok!.click();
      await page.waitForFunction(() => location.pathname === '/login');
      await idle(page);
      assert.is(
        (await context.cookies()).find((c) => c.name === 'HTService-Token'),
        undefined,
        'the token is gone from this terminal',
      );
      await shot('6-logged-out');
    } finally {
      await context.close();
    }
  });
}

journey('what is typed before the signed-in shell has loaded stays when that shell takes over the page', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('input[name="username"]');
    await page.type('input[name="username"]', 'frontdesk');
    await page.$eval('input[name="username"]', (el) => void ((el as HTMLInputElement & { htMark?: boolean }).htMark = true));
    // htShell.navigate starts React's router first (unless the page's own timer already has), then routes.
    await page.evaluate(() => window.htShell.navigate('/login'));
    const field = await page.$eval('input[name="username"]', (el) => [(el as HTMLInputElement).value, Boolean((el as HTMLInputElement & { htMark?: boolean }).htMark)]);
    assert.equal(field, ['frontdesk', true], 'the same field, with what was typed in it');
    assert.is(await page.$$eval('[data-ht="login-form"]', (forms) => forms.length), 1, 'one login form');
  } finally {
    await context.close();
  }
});

journey.run();
