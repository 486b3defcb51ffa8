/**
 * The layout settings drawer's colour scheme and contrast: choosing dark turns the page dark at once
 * (Mantine's `data-mantine-color-scheme` on <html>) and saves it to the user's preferences on the server;
 * high contrast sets `<html data-contrast="high">` and saves too. The existing controls and hooks stay.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SettingsDrawer } from '../../src/app/layout/SettingsDrawer';
import { ThemedProvider } from '../../src/app/ThemedProvider';
import { configureApi } from '../../src/lib/api';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { whenIdle } from '../../src/state/activity.model';
import { resetPreferences } from '../../src/state/preferences.model';
import { token, user } from '../../src/state/session.model';
import { followContrast, layout, resetLayout, showSettings } from '../../src/state/settings.model';

registerMessages('zh', zh);

type Saved = { settings?: Record<string, unknown> };
let saves: Saved[] = [];
let previousFetch: typeof fetch;
const server = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  if (request.method === 'PUT' && new URL(request.url).pathname === '/prod-api/htservice/user/preferences') {
    const body = (await request.json()) as Saved;
    saves.push(body);
    return Response.json({ code: 200, msg: '操作成功', data: { settings: body.settings ?? {}, shortcuts: [], version: saves.length } });
  }
  return Response.json({ code: 404, msg: 'no such call' }, { status: 404 });
}) as typeof fetch;

let root: Root | undefined;
let stopContrast: () => void;
test.before.each(async () => {
  locale.value = 'zh';
  // Overlays open without transitions, as in automation runs.
  document.documentElement.dataset.automation = '1';
  stopContrast = followContrast();
  // Wired when the tests run, not at import: the unit files share one process, and wiring at import
  // would replace what the files before this one wired for their own tests. The same wiring as theirs.
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/login' },
    token: () => token.value,
    language: () => 'zh-CN',
  });
  previousFetch = globalThis.fetch;
  globalThis.fetch = server;
  saves = [];
  user.value = { name: 'frontdesk1', nickName: '前台一', avatar: '' };
  showSettings.value = true;
  root = createRoot(document.createElement('div'));
  await act(async () => {
    root!.render(
      <ThemedProvider>
        <SettingsDrawer />
      </ThemedProvider>,
    );
  });
});
test.after.each(async () => {
  await act(async () => root?.unmount());
  resetPreferences();
  resetLayout();
  showSettings.value = false;
  user.value = null;
  globalThis.fetch = previousFetch;
  stopContrast();
  delete document.documentElement.dataset.automation;
  delete document.documentElement.dataset.contrast;
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

const html = document.documentElement;
const radio = (name: string) => [...document.querySelectorAll<HTMLInputElement>('[data-ht="color-scheme"] input[type="radio"]')].find((input) => input.labels?.[0]?.textContent === name)!;

test('the drawer keeps its controls and names the new ones', () => {
  for (const hook of ['settings', 'theme-color', 'theme-cluster', 'color-scheme', 'contrast']) assert.ok(document.querySelector(`[data-ht="${hook}"]`), hook);
  const group = document.querySelector('[data-ht="color-scheme"]')!;
  assert.is(group.getAttribute('role'), 'radiogroup');
  assert.is(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent, '配色方案');
  assert.ok(radio('浅色').checked, 'light until the user chooses');
  assert.ok(radio('深色') && radio('跟随系统'));
  const contrast = document.querySelector<HTMLInputElement>('input[data-ht="contrast"]')!;
  assert.is(contrast.getAttribute('aria-label'), '高对比度');
  assert.is(contrast.getAttribute('role'), 'switch');
  assert.is(document.getElementById(contrast.getAttribute('aria-describedby')!)?.textContent, '文字和边框更深，焦点框更醒目');
  assert.is(html.getAttribute('data-mantine-color-scheme'), 'light');
});

test('choosing dark turns the page dark at once and saves it for the user', async () => {
  await act(async () => radio('深色').click());
  assert.is(html.getAttribute('data-mantine-color-scheme'), 'dark');
  assert.ok(radio('深色').checked);
  assert.is(layout.value.colorScheme, 'dark');
  await whenIdle();
  assert.is(saves.length, 1);
  assert.is(saves[0].settings?.colorScheme, 'dark');
  assert.is(saves[0].settings?.themeColor, '#1890ff', 'with the other layout settings');
});

test('high contrast marks <html> and saves it; switching it off again too', async () => {
  const contrast = () => document.querySelector<HTMLInputElement>('input[data-ht="contrast"]')!;
  await act(async () => contrast().click());
  assert.is(html.dataset.contrast, 'high');
  assert.ok(contrast().checked);
  await whenIdle();
  assert.is(saves.at(-1)?.settings?.contrast, 'high');
  await act(async () => contrast().click());
  assert.is(html.dataset.contrast, 'normal');
  await whenIdle();
  assert.is(saves.at(-1)?.settings?.contrast, 'normal');
});

test('a change made elsewhere (another tab, sign-out) reaches the page', async () => {
  await act(async () => {
    layout.value = { ...layout.value, colorScheme: 'dark' };
  });
  assert.is(html.getAttribute('data-mantine-color-scheme'), 'dark');
  assert.ok(radio('深色').checked);
  await act(async () => resetLayout());
  assert.is(html.getAttribute('data-mantine-color-scheme'), 'light');
  assert.is(saves.length, 0, 'what came from elsewhere is not saved again');
});

test.run();
