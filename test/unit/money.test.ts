/**
 * The shell's money module (src/lib/money.ts) over the wire's fen (shared/money.ts): written as yuan text,
 * typed yuan parsed into exact fen and shown back in an input, and the total in words on screen: Chinese
 * capitals in zh (as the printed voucher), English words in en.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amountInWords, englishAmount } from '../../src/lib/amount-in-words';
import { fenToYuanText, toFen, yuanTextToFen } from '../../shared/money';
import { formatDecimal, formatFen, parseYuan, yuanInputText } from '../../src/lib/money';

test('fen as yuan text: thousands separators, two decimals, a leading minus', () => {
  assert.is(formatFen(123_456_789), '1,234,567.89');
  assert.is(formatFen(0), '0.00');
  assert.is(formatFen(-5), '-0.05');
  assert.is(formatFen(-123_450), '-1,234.50');
  assert.is(formatFen(93_050), '930.50');
  assert.is(formatFen(100_000_000_000), '1,000,000,000.00');
});

test('rounding is half away from zero on the written decimal, and a rounded zero has no sign', () => {
  assert.is(formatDecimal(1.005), '1.01');
  assert.is(formatDecimal(2.675), '2.68');
  assert.is(formatDecimal(-2.675), '-2.68');
  assert.is(formatDecimal(0.004), '0.00');
  assert.is(formatDecimal(-0.004), '0.00');
  assert.is(formatDecimal(0.1 + 0.2), '0.30');
  assert.is(formatDecimal(1234.5678, 3), '1,234.568');
  assert.is(formatDecimal(7, 0), '7');
});

test('no value is an empty cell', () => {
  for (const none of [null, undefined]) assert.is(formatFen(none), '');
  assert.is(formatFen(Number.NaN), '');
});

test('typed yuan round-trip exactly through fen: 1234.56 → 123456 → "1,234.56", never through a float', () => {
  const fen = parseYuan('1,234.56');
  assert.is(fen, 123_456);
  assert.is(formatFen(fen), '1,234.56');
  assert.is(yuanInputText(fen), '1234.56');
  assert.is(parseYuan(yuanInputText(fen)), fen);
  // 0.1 + 0.2 typed as yuan is 30 fen, and 1.005 is not an amount (three decimals).
  assert.is((parseYuan('0.1') ?? NaN) + (parseYuan('0.2') ?? NaN), 30);
  for (const bad of ['1.005', 'abc', '1e3', '.5', '12,34a']) assert.is(parseYuan(bad), null, bad);
  assert.is(parseYuan(''), 0);
  assert.is(parseYuan('-5.5'), null, 'negative only where allowed');
  assert.is(parseYuan('-5.5', { negative: true }), -550);
  assert.is(parseYuan('-0', { negative: true }), 0);
  assert.is(yuanInputText(-5), '-0.05');
  assert.is(yuanInputText(undefined), '');
});

test('shared: fen from storage must be a safe integer; yuan text both ways', () => {
  assert.is(toFen('123456'), 123_456);
  assert.is(toFen(7), 7);
  assert.throws(() => toFen(1.5));
  assert.throws(() => toFen('12.34'));
  assert.throws(() => toFen(2 ** 53));
  assert.is(yuanTextToFen('1234.5'), 123_450);
  assert.is(yuanTextToFen('1,234.5'), null, "separators are the caller's to strip");
  assert.is(fenToYuanText(123_456), '1234.56');
  assert.is(fenToYuanText(-123_456), '-1234.56');
  assert.is(fenToYuanText(0), '0.00');
});

test('the amount in words follows the UI language', () => {
  assert.is(amountInWords(93_050, 'zh'), '玖佰叁拾元伍角整');
  assert.is(amountInWords(93_050, 'en'), 'Nine Hundred and Thirty Yuan Fifty Fen');
  assert.is(amountInWords(-2_300, 'zh'), '负贰拾叁元整');
});

test('English words: British "and", hyphenated tens, scales, "Only" without fen, "Minus" below zero', () => {
  const cases: Array<[number, string]> = [
    [0, 'Zero Yuan Only'],
    [1, 'One Fen'],
    [100, 'One Yuan Only'],
    [105, 'One Yuan Five Fen'],
    [123_450, 'One Thousand Two Hundred and Thirty-Four Yuan Fifty Fen'],
    [100_500, 'One Thousand and Five Yuan Only'],
    [1_100_000, 'Eleven Thousand Yuan Only'],
    [230_000_000, 'Two Million Three Hundred Thousand Yuan Only'],
    [100_000_002_000, 'One Billion and Twenty Yuan Only'],
    [1_999, 'Nineteen Yuan Ninety-Nine Fen'],
    [-2_300, 'Minus Twenty-Three Yuan Only'],
  ];
  for (const [fen, words] of cases) assert.is(englishAmount(fen), words, String(fen));
  assert.throws(() => englishAmount(1.5));
});

test.run();
