/**
 * No page may say it is not provided: every page the menus name is registered, and the one dead end left
 * (a menu an administrator entered with a wrong component) says the page does not exist and whom to ask.
 * So no text anywhere — the shell's tables, the modules' and widgets' texts, the route titles — says
 * 尚未提供 / "not provided"; and the dead end shows the component key only to those who can fix the menu.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { canFixMenus } from '../../src/app/pages/PageUnavailable';
import { leaves } from './support/text-leaves';

const FORBIDDEN = /尚未提供|暂未提供|not (yet )?provided/i;
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file that holds user-visible texts: locale tables, per-page text files, ui texts, route titles. */
function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) textFiles(file, out);
    else if (/\.(ts|tsx)$/.test(name) && (/locales?[/\\]/.test(file) || /(locales|texts)\.tsx?$/i.test(name) || /[/\\]texts[/\\]/.test(file))) out.push(file);
  }
  return out;
}

test('no zh or en text of the shell says 尚未提供 / not provided', () => {
  for (const [key, value] of [...leaves(zh), ...leaves(en)]) assert.not.match(String(value), FORBIDDEN, key);
});

test('no text file of the shell, the modules or the widgets says it either', () => {
  const files = [...textFiles(path.join(ROOT, 'src')), ...textFiles(path.join(ROOT, 'widgets'))];
  assert.ok(
    files.some((f) => f.endsWith(path.join('src', 'locales', 'zh.ts'))),
    'the shell tables are among the files',
  );
  assert.ok(
    files.some((f) => f.endsWith(path.join('service', 'locales.ts'))),
    "the modules' tables are among the files",
  );
  for (const file of files) assert.not.match(readFileSync(file, 'utf8'), FORBIDDEN, path.relative(ROOT, file));
});

test('the dead end says the page does not exist and to ask an administrator, in both languages', () => {
  assert.match(zh.page.unavailable, '不存在');
  assert.match(zh.page.unavailableHint, '管理员');
  assert.match(en.page.unavailable, 'does not exist');
  assert.match(en.page.unavailableHint, 'administrator');
  // The component key is only in the administrators' line, never in the text everyone sees.
  assert.not.match(zh.page.unavailableHint, '{{component}}');
  assert.not.match(en.page.unavailableHint, '{{component}}');
  assert.match(zh.page.unavailableComponent, '{{component}}');
});

test('only those who can fix a menu see its component key', () => {
  assert.ok(canFixMenus(['admin'], []));
  assert.ok(canFixMenus(['frontdesk'], ['system:menu:edit']));
  assert.ok(canFixMenus(['anything'], ['*:*:*']));
  assert.not.ok(canFixMenus(['frontdesk'], ['system:menu:list', 'service:approval:list']));
});

test.run();
