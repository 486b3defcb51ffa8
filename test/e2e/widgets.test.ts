/**
 * The embeddable widgets in real Chromium against the real server: embed.html mounts them without the
 * shell and the date picker changes the stored login date; the customer-service chat between a front
 * desk user and the group's support desk in two browser contexts, with the unread badge; a message
 * carrying markup stays text on both sides.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { idle, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { enterModule, signIn } from './support/session';

type Ctx = { server: RunningServer; browser: Browser; contexts: BrowserContext[] };
const test = suite<Ctx>('widgets');

test.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
  ctx.contexts = [];
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});
test.after.each(async (ctx) => {
  for (const c of ctx.contexts.splice(0)) await c.close();
});

async function newPage(ctx: Ctx): Promise<Page> {
  const context = await ctx.browser.createBrowserContext();
  ctx.contexts.push(context);
  return context.newPage();
}

test('embed.html mounts the widgets without the shell; the date picker changes the stored login date', async (ctx) => {
  const page = await newPage(ctx);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signIn(page, ctx.server, { user: 'frontdesk1' });
  await page.goto(`${ctx.server.url}/embed.html`);
  await page.waitForSelector('[data-ht="embed-login-date"] [data-ht="login-date"]');
  await page.waitForSelector('[data-ht="chat-launcher"]');
  assert.is(await page.$('[data-ht="header"], #root'), null, 'no shell on the page');
  assert.match(await page.$eval('[data-ht="embed-status"]', (el) => el.textContent ?? ''), /王晓燕/);

  const before = await page.evaluate(() => localStorage.getItem('loginDate'));
  await page.click('[data-ht="embed-login-date"] [data-ht="login-date"]');
  await page.waitForSelector('[data-dates-dropdown], .mantine-Popover-dropdown');
  // Another day of the shown month than the current value.
  const picked = await page.evaluate(`(() => {
    const days = [...document.querySelectorAll('.mantine-Popover-dropdown button[data-day], .mantine-Popover-dropdown table button')]
      .filter((b) => !b.hasAttribute('data-outside') && !b.hasAttribute('data-selected') && !b.disabled);
    const day = days.find((b) => b.textContent === '1') ?? days[0];
    day.click();
    return day.textContent;
  })()`);
  await page.waitForFunction((old) => localStorage.getItem('loginDate') !== old, { polling: 100 }, before);
  const stored = await page.evaluate(() => ({ local: localStorage.getItem('loginDate'), session: sessionStorage.getItem('loginDate'), period: sessionStorage.getItem('loginPeriod') }));
  assert.match(stored.local ?? '', /^\d{4}-\d{2}-\d{2}$/);
  assert.is(Number(stored.local!.slice(8)), Number(picked));
  assert.is(stored.session, stored.local);
  assert.ok(stored.period && JSON.parse(stored.period).period === Number(stored.local!.slice(5, 7)), 'the period of the new date was reloaded');
  await page.waitForFunction((d) => document.querySelector('[data-ht="stored-login-date"]')?.textContent === d, { polling: 100 }, stored.local);
  // It cannot be typed into.
  const typed = await page.$eval('[data-ht="embed-login-date"] [data-ht="login-date"]', (el) => el.tagName);
  assert.is(typed, 'BUTTON');
  assert.equal(errors, []);
});

test('embed.html: the print preview shows the newest voucher as a drawn PDF page for accounting staff, a note for others', async (ctx) => {
  const page = await newPage(ctx);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signIn(page, ctx.server, { user: 'accountant1' });
  await page.goto(`${ctx.server.url}/embed.html`);
  await page.waitForSelector('[data-ht="embed-print-preview"] [data-ht="print-preview"] canvas');
  // The canvas has been drawn on: some of its pixels are not blank.
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-ht="embed-print-preview"] canvas') as HTMLCanvasElement | null;
    if (!canvas || canvas.width === 0) return false;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 200) return true;
    return false;
  });
  assert.equal(errors, []);

  const other = await newPage(ctx);
  await signIn(other, ctx.server, { user: 'frontdesk1' });
  await other.goto(`${ctx.server.url}/embed.html`);
  await other.waitForFunction(() => (document.querySelector('[data-ht="embed-print-note"]')?.textContent ?? '') !== '');
  assert.is(await other.$('[data-ht="embed-print-preview"] canvas'), null);
});

test('chat between a front desk user and the support desk, with the unread badge; markup stays text', async (ctx) => {
  const payload = '<img src=x onerror="window.__xss=1"><b>粗体</b>';
  const user = await newPage(ctx);
  await signIn(user, ctx.server, { user: 'frontdesk1' });
  await enterModule(user, 1004);
  const contact = '[data-ht="header"] [data-ht="contact"]';
  await user.waitForSelector(contact);
  await user.click(contact);
  await user.waitForSelector('[data-ht="chat-panel"] textarea:not([disabled])');
  // Loaded with the hotel's registration (getServerLicense): the account code the desk knows it by.
  assert.match(await user.$eval('[data-ht="chat-panel"]', (el) => el.textContent ?? ''), /HS-HT001/);
  await user.type('[data-ht="chat-panel"] textarea', `你好，前台打印机坏了 ${payload}`);
  await user.keyboard.press('Enter');
  await user.waitForFunction(() => [...document.querySelectorAll('[data-ht="chat-message"][data-own="1"]')].some((m) => m.textContent?.includes('已送达') || m.textContent?.includes('前台打印机')), {
    polling: 100,
  });
  await user.click('[data-ht="chat-close"]');

  const desk = await newPage(ctx);
  await signIn(desk, ctx.server, { user: 'admin' });
  await enterModule(desk, 3003);
  await desk.evaluate(() => window.htShell.navigate('/service/supportDesk'));
  const row = '[data-ht="page"] [data-ht="row"]';
  await desk.waitForSelector(`${row} [data-ht="unread"]`);
  const rowText = await desk.$eval(row, (el) => el.textContent ?? '');
  assert.match(rowText, /王晓燕.*HT001/, rowText);
  await desk.click(row);
  await desk.waitForFunction((p) => [...document.querySelectorAll('[data-ht="chat-body"]')].some((b) => b.textContent?.includes(p)), { polling: 100 }, payload);
  await desk.waitForFunction(() => !document.querySelector('[data-ht="page"] [data-ht="row"] [data-ht="unread"]'), { polling: 100 });
  await desk.type('[data-ht="page"] textarea', `请重启打印机 ${payload}`);
  await desk.keyboard.press('Enter');

  // The front desk sees the unread badge on the header button, then the reply as text.
  await user.bringToFront();
  await user.waitForFunction((sel) => /1 条未读/.test(document.querySelector(sel)?.getAttribute('aria-label') ?? ''), { polling: 100 }, contact);
  await user.click(contact);
  await user.waitForFunction((p) => [...document.querySelectorAll('[data-ht="chat-body"]')].some((b) => b.textContent === `请重启打印机 ${p}`), { polling: 100 }, payload);
  await user.waitForFunction((sel) => !/未读/.test(document.querySelector(sel)?.getAttribute('aria-label') ?? ''), { polling: 100 }, contact);
  for (const page of [user, desk]) {
    const xss = await page.evaluate(() => ({
      ran: (window as unknown as { __xss?: number }).__xss ?? null,
      img: document.querySelectorAll('[data-ht="chat-thread"] img, [data-ht="chat-thread"] b').length,
    }));
    assert.equal(xss, { ran: null, img: 0 }, 'markup in a message is never rendered');
  }
  await idle(user);
});

test.run();
