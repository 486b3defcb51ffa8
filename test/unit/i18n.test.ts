/**
 * The texts' one convention (issue 19): keys are typed from the zh tables (`TextKey`, `KeysUnder`), so a
 * misspelt key fails the type check (the `@ts-expect-error` lines below are part of the test: `npm run
 * typecheck` fails if one of them is accepted); at run time a gap still shows the key, and keys that come
 * from data go through `textOr` with what to show instead.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fillText } from '../../src/lib/fill-text';
import { locale, registerMessages, t, textOr, textsUnder, tIn } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';

registerMessages('zh', zh);
registerMessages('en', en);

test.after.each(() => {
  locale.value = 'zh';
});

test('a text in the current language, with its parameters', () => {
  assert.is(t('common.close'), '关闭');
  assert.is(t('task.progress', { done: 3, total: 7 }), zh.task.progress.replace('{{done}}', '3').replace('{{total}}', '7'));
  locale.value = 'en';
  assert.is(t('common.close'), 'Close');
  assert.is(tIn('zh', 'common.close'), '关闭');
});

test('a group read by its relative keys is the same text as by the full key', () => {
  const L = textsUnder('http');
  assert.is(L('code404'), t('http.code404'));
  locale.value = 'en';
  assert.is(L('code404'), 'The requested resource does not exist');
});

test('a key from data: its text when the tables have it, else the fallback given', () => {
  assert.is(textOr('common.ok', 'fallback'), '确定');
  assert.is(textOr('common.noSuchText', 'fallback'), 'fallback');
  // A group is no text either.
  assert.is(textOr('common', 'fallback'), 'fallback');
  assert.is(textOr('common.ok', 'fallback', undefined, 'en'), 'OK');
});

test('the widgets fill their own texts in the shell’s placeholder style', () => {
  assert.is(fillText('{{n}} 条未读', { n: 3 }), '3 条未读');
  assert.is(fillText('Period {{year}}-{{period}}', { year: 2026, period: 11 }), 'Period 2026-11');
});

test('misspelt keys are refused by the type check', () => {
  const refused = () => {
    // @ts-expect-error: no such text
    t('common.closee');
    // @ts-expect-error: a group, not a text
    t('common');
    // @ts-expect-error: relative keys are checked against their group
    textsUnder('http')('code405');
    // @ts-expect-error: no such group
    textsUnder('htp');
  };
  assert.type(refused, 'function');
});

test.run();
