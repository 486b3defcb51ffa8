/**
 * One parity rule for every text table of the product, found by convention rather than listed by hand,
 * so a new table is checked the day it is added:
 *
 * - a `{ zh, en }` pair anywhere in what a source file exports (module descriptors' `locales`, `uiTexts`,
 *   widget texts, record kinds' inline labels, the server's `messages`, ...): two tables with the same
 *   keys, or two strings;
 * - a pair of sibling files `zh.ts` / `en.ts` exporting `zh` and `en` (the shell's locale tables);
 * - an inline `{ zh: '…', en: '…' }` literal in any source file, exported or not (export sheet headers,
 *   labels local to one file), read from the source text;
 * - a Chinese-to-English dictionary (an exported object whose keys are all Chinese: route and button
 *   titles), and the catalogue's names (server/catalog: modules, menus, buttons), which the shell
 *   translates through those dictionaries.
 *
 * For each text: not empty; the Chinese is Chinese (Han characters or Chinese punctuation, as in a
 * `{{label}}：{{value}}` format) unless it is the English itself (a code, an abbreviation); the English is
 * not the Chinese and has no Han characters except words quoted from its Chinese (data that stays
 * Chinese, such as the column headers of an import file); both name the same placeholders (`{name}`,
 * `{{name}}`), where a parameter ending in Zh / En is the one value given in that language.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MODULES } from '../../server/catalog/modules';
import type { MenuSpec } from '../../server/catalog/menu-spec';
import { leaves } from './support/text-leaves';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;
/** Han characters, CJK punctuation (、。「」) and full-width forms (：，（）). */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** Texts that are the same in both languages on purpose. */
const SAME_IN_BOTH = new Set(['简体中文']); // a language is named in its own language in every table
/** Files that cannot hold a table worth a look, or must not be imported here (the entry loads CSS). */
const SKIP = /^server\/db\/migrations\/|^src\/main\.ts$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) && !SKIP.test(rel) ? [rel] : [];
  });
}

/** The files that mention a zh/en pair or are locale files: only these are imported. */
const candidates = ['src', 'widgets', 'server', 'shared']
  .flatMap(sourceFiles)
  .filter((file) => file.startsWith('src/locales/') || /\bzh\b[\s\S]*\ben\b|\ben\b[\s\S]*\bzh\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
const modules = new Map<string, Record<string, unknown>>();
for (const file of candidates) modules.set(file, await import(pathToFileURL(path.join(ROOT, file)).href));

type Table = { where: string; zh: Map<string, unknown>; en: Map<string, unknown> };
const tables: Table[] = [];
const dictionaries: Array<{ where: string; entries: Array<[string, unknown]> }> = [];

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Walks an exported value for `{ zh, en }` pairs (each object once, whichever export reaches it first). */
const seen = new WeakSet<object>();
function collect(value: unknown, where: string, depth = 0): void {
  if (!isPlain(value) || seen.has(value) || depth > 12) return;
  seen.add(value);
  const { zh, en } = value as { zh?: unknown; en?: unknown };
  if (zh !== undefined && en !== undefined && typeof zh === typeof en && (typeof zh === 'string' || isPlain(zh))) {
    tables.push(typeof zh === 'string' ? { where, zh: new Map([['', zh]]), en: new Map([['', en]]) } : { where, zh: leaves(zh as object), en: leaves(en as object) });
    return;
  }
  for (const [key, child] of Object.entries(value)) collect(child, `${where}.${key}`, depth + 1);
}

for (const [file, exports] of modules) {
  for (const [name, value] of Object.entries(exports)) {
    const keys = isPlain(value) && !Array.isArray(value) ? Object.keys(value) : [];
    if (keys.length > 0 && keys.every((k) => HAN.test(k))) dictionaries.push({ where: `${file}:${name}`, entries: Object.entries(value as object) });
    else collect(value, `${file}:${name}`);
  }
}
for (const [file, exports] of modules) {
  const sibling = file.replace(/\/zh\.ts$/, '/en.ts');
  if (sibling !== file && modules.get(sibling)?.en && exports.zh) {
    tables.push({ where: `${file} + ${sibling}`, zh: leaves(exports.zh as object), en: leaves(modules.get(sibling)!.en as object) });
  }
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{?\s*([\w.]+)\s*\}?\}/g)].map((m) => m[1].replace(/(Zh|En)$/, '')))].sort();

/** What is wrong with one zh/en text, or nothing. */
function problems(zh: unknown, en: unknown): string[] {
  if (typeof zh !== 'string' || typeof en !== 'string') return [`not text (${typeof zh}/${typeof en})`];
  const out: string[] = [];
  if (!zh.trim() || !en.trim()) out.push('empty');
  if (zh === en && HAN.test(zh) && !SAME_IN_BOTH.has(zh)) out.push(`en not translated: ${en}`);
  else if ((en.match(HAN_RUNS) ?? []).some((run) => !zh.includes(run))) out.push(`en has Chinese: ${en}`);
  if (zh !== en && zh.trim() && !CHINESE.test(zh)) out.push(`zh has no Chinese: ${zh}`);
  if (placeholders(zh).join() !== placeholders(en).join()) out.push(`placeholders differ: ${placeholders(zh)} / ${placeholders(en)}`);
  return out;
}

test('the rule catches each kind of mistake', () => {
  assert.equal(problems('保存', 'Save'), []);
  assert.equal(problems('{{label}}：{{value}}', '{{label}}: {{value}}'), []);
  assert.equal(problems('列 {column} 须为 {optionsZh}', 'Column {column} must be {optionsEn}'), []);
  assert.equal(problems('列名：营业日期', 'Column: 营业日期 (business date)'), [], 'a quoted Chinese word');
  assert.equal(problems('', 'Save').length, 1);
  assert.equal(problems('保存', '保存').length, 1);
  assert.equal(problems('保存', 'Save 文件').length, 1);
  assert.equal(problems('Save', 'Store').length, 1);
  assert.equal(problems('共 {n} 条', 'Total {count}').length, 1);
  assert.equal(problems('保存', undefined).length, 1);
});

test('the discovery finds the tables of every kind (shell, modules, ui, widgets, records, server)', () => {
  const where = tables.map((t) => t.where).join('\n');
  for (const expected of ['src/locales/zh.ts + src/locales/en.ts', 'src/ui/ui-texts.ts:uiTexts', 'widgets/chat/texts.ts', 'server/records/kinds/', 'server/i18n.ts:messages', 'src/modules/system/']) {
    assert.ok(where.includes(expected), `no table found at ${expected}`);
  }
  assert.ok(
    dictionaries.some((d) => d.where.startsWith('src/locales/route-titles.ts')),
    'the route-title dictionary',
  );
  assert.ok(tables.length > 40, `${tables.length} tables`);
});

test('every zh/en table has the same keys in both languages', () => {
  const differ = tables.flatMap(({ where, zh, en }) => [
    ...[...zh.keys()].filter((k) => !en.has(k)).map((k) => `${where}: ${k} missing in en`),
    ...[...en.keys()].filter((k) => !zh.has(k)).map((k) => `${where}: ${k} missing in zh`),
  ]);
  assert.equal(differ, []);
});

test('every text: not empty, Chinese in zh, none in en, the same placeholders', () => {
  const wrong = tables.flatMap(({ where, zh, en }) => [...zh].filter(([k]) => en.has(k)).flatMap(([k, text]) => problems(text, en.get(k)).map((p) => `${where}${k ? `.${k}` : ''}: ${p}`)));
  assert.equal(wrong, []);
});

test('inline zh/en literals of every source file follow the same rule', () => {
  const literal = `'((?:[^'\\\\]|\\\\.)*)'`;
  const pair = new RegExp(`\\bzh:\\s*${literal}\\s*,\\s*en:\\s*${literal}`, 'g');
  const languageTag = /^[a-z]{2}(-[a-z]{2,4})?$/i; // a locale map ({ zh: 'zh-cn', en: 'en' }) names languages, it holds no text
  const found = candidates
    .flatMap((file) => [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(pair)].map((m) => ({ file, zh: m[1], en: m[2] })))
    .filter(({ zh, en }) => !(languageTag.test(zh) && languageTag.test(en)));
  assert.ok(found.length > 100, `${found.length} inline pairs`);
  const wrong = found.flatMap(({ file, zh, en }) => problems(zh, en).map((p) => `${file}: ${p}`));
  assert.equal(wrong, []);
});

test('Chinese-to-English dictionaries: every entry has its English, without Chinese', () => {
  const wrong = dictionaries.flatMap(({ where, entries }) => entries.flatMap(([zh, en]) => problems(zh, en).map((p) => `${where} ${zh}: ${p}`)));
  assert.equal(wrong, []);
});

test("the catalogue's module, menu and button names are all in a dictionary", () => {
  const english = new Map(dictionaries.flatMap((d) => d.entries));
  const names = (menus: MenuSpec[]): string[] => menus.flatMap((m) => [m.name, ...names(m.children ?? [])]);
  const all = [...new Set(MODULES.flatMap((m) => [m.name, ...names(m.menus)]))];
  assert.equal(
    all.filter((name) => !english.has(name)),
    [],
  );
});

test.run();
