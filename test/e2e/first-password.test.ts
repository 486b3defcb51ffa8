/**
 * A user whose password an administrator set signs in and is asked, before anything else, to choose
 * their own (in both languages); after saving it the shell loads as after any sign-in. Screenshots of
 * the form at desktop, 1024 px and phone width go to test-results/e2e/ for people to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { loginOrgs } from './support/session';

const SHOTS = 'test-results/e2e';
mkdirSync(SHOTS, { recursive: true });
const API = '/prod-api/htservice';
const SET_BY_ADMIN = 'Admin-Set-1234';

type Ctx = { server: RunningServer; browser: Browser; admin: string; ht001: number; frontdeskRole: number };
const first = suite<Ctx>('first sign-in password');

first.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.ht001 = (await loginOrgs(ctx.server)).find((o) => o.orgCode === 'HT001')!.orgId;
  const query = new URLSearchParams({ username: 'admin', password: ctx.server.password, client_id: 'web', client_secret: 'web', grant_type: 'password', scope: 'server', orgId: String(ctx.ht001) });
  const token = await (await fetch(`${ctx.server.url}/prod-api/auth/oauth/token?${query}`, { method: 'POST', headers: { authorization: `Basic ${btoa('web:web')}` } })).json();
  ctx.admin = token.access_token;
  const choices = await (await fetch(`${ctx.server.url}${API}/user/`, { headers: { authorization: `Bearer ${ctx.admin}` } })).json();
  ctx.frontdeskRole = choices.roles.find((r: { roleKey: string }) => r.roleKey === 'frontdesk').roleId;
});
first.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

const TEXT = {
  zh: { title: '请设置您自己的密码', save: '保存', module: '请选择模块' },
  en: { title: 'Choose your own password', save: 'Save', module: 'Please select a module' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  first(`a password set by an administrator must be replaced before the shell opens (${lang})`, async ({ server, browser, admin, ht001, frontdeskRole }) => {
    const userName = `hire_${lang}`;
    const made = await fetch(`${server.url}${API}/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userName, nickName: '新员工', password: SET_BY_ADMIN, roleIds: [frontdeskRole] }),
    });
    assert.is(made.status, 200);
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport({ width: 1440, height: 900 });
      await page.goto(`${server.url}/login?automation=1`);
      await idle(page);
      if (lang === 'en') {
        await page.select('[data-ht="language-switch"]', 'en');
        await idle(page);
      }
      await page.type('input[name="username"]', userName);
      await page.type('input[name="password"]', SET_BY_ADMIN);
      await page.select('select[name="orgId"]', String(ht001));
      await page.click('[data-ht="login-submit"]');
      await page.waitForSelector('[data-ht="first-password"]');
      await idle(page);
      assert.match(await page.$eval('[data-ht="first-password"]', (el) => el.textContent ?? ''), TEXT[lang].title);
      assert.is(await page.$('[data-ht="sidebar"], [data-ht="module"]'), null, 'nothing else of the shell is shown');
      for (const [width, height] of [
        [1440, 900],
        [1024, 768],
        [390, 844],
      ]) {
        await page.setViewport({ width, height });
        await page.screenshot({ path: `${SHOTS}/${lang}-first-password-${width}.png` });
      }

      await page.type('[data-ht="first-password"] input[name="password"]', SET_BY_ADMIN);
      await page.type('[data-ht="first-password"] input[name="psw"]', 'Mine-Only-5678');
      await page.type('[data-ht="first-password"] input[name="confirm"]', 'Mine-Only-5678');
      await page.click('[data-ht="password-save"]');
      await page.waitForSelector('[data-ht="module"]');
      await idle(page);
      assert.match(await page.$eval('h1', (el) => el.textContent ?? ''), TEXT[lang].module);
      assert.is(await page.$('[data-ht="first-password"]'), null);
    } finally {
      await context.close();
    }
  });
}

first.run();
