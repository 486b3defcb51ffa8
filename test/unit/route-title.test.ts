/** Route titles in English go through the dictionary; gaps fall back to Chinese and are reported once. */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu';
import { catalogRows } from '../../server/catalog/rows';
import { OWN_AREAS } from '../../server/operlog/titles';
import { FIXED_ROUTES } from '../../src/app/fixed-routes';
import { registerModuleTexts } from '../../src/app/module-pages';
import { FORBIDDEN_ROUTE } from '../../src/app/route-access';
import { routeTitle } from '../../src/app/route-title';
import { locale, registerMessages, tIn } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';

const recorded = JSON.parse(readFileSync(new URL('./fixtures/getRouters.admin.json', import.meta.url), 'utf8')) as RouteNode[];

function titles(nodes: RouteNode[]): string[] {
  return nodes.flatMap((node) => [node.meta.title, ...titles(node.children ?? [])]);
}

test('Chinese titles stay as they are in Chinese', () => {
  locale.value = 'zh';
  assert.is(routeTitle('资产折旧'), '资产折旧');
});

test('every title of the seeded menus has an English title', () => {
  locale.value = 'en';
  const missing = titles(recorded).filter((title) => routeTitle(title) === title);
  assert.equal(missing, []);
  assert.is(routeTitle('资产折旧'), 'Asset depreciation');
  assert.is(routeTitle('库存查询'), 'Stock query');
  assert.is(routeTitle('报表计算'), 'Report calculation');
});

test('every directory and page of the product catalogue has an English title (new menus included)', () => {
  locale.value = 'en';
  const names = catalogRows()
    .filter((r) => r.values.menu_type !== 'F')
    .map((r) => r.values.menu_name);
  assert.equal([...new Set(names.filter((name) => routeTitle(name) === name))], []);
});

test('every button of the catalogue has an English title (the menu page, the role and menu trees show them)', () => {
  locale.value = 'en';
  const names = catalogRows()
    .filter((r) => r.values.menu_type === 'F')
    .map((r) => r.values.menu_name);
  assert.equal([...new Set(names.filter((name) => routeTitle(name) === name))], []);
});

test('every title a fixed route shows (tab, breadcrumb, page title) exists in both languages', () => {
  registerMessages('zh', zh);
  registerMessages('en', en);
  registerModuleTexts();
  for (const route of [...FIXED_ROUTES, FORBIDDEN_ROUTE]) {
    const [zhTitle, enTitle] = [tIn('zh', route.titleKey), tIn('en', route.titleKey)];
    assert.is.not(zhTitle, route.titleKey, `${route.name}: zh`);
    assert.is.not(enTitle, route.titleKey, `${route.name}: en`);
    assert.not.match(enTitle, /[\u4e00-\u9fff]/, `${route.name}: English without Chinese`);
  }
});

test('every operation-log module the server names by area (not by a menu) has an English title', () => {
  locale.value = 'en';
  assert.equal(
    OWN_AREAS.map(([, title]) => title).filter((title) => routeTitle(title) === title),
    [],
  );
});

test('a missing title falls back to Chinese and is reported once', () => {
  locale.value = 'en';
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (message: string) => void warnings.push(message);
  try {
    assert.is(routeTitle('未知页面'), '未知页面');
    assert.is(routeTitle('未知页面'), '未知页面');
  } finally {
    console.warn = original;
  }
  assert.is(warnings.length, 1);
  assert.match(warnings[0], '未知页面');
});

test.run();
