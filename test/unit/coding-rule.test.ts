/**
 * The coding-rule logic both the server and the coding-rule page run (shared/coding-rule.ts): parsing a
 * rule as typed, which codes fit (levels for accounts, all segments for asset cards, separators,
 * characters), how a rule is named in messages, and the next free code a copied card gets.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allowedLengths, codeFits, nextFreeCode, parseSegments, ruleLabel, splitCode, type CodingRule } from '../../shared/coding-rule';
import { mismatch } from '../../server/db/coding-rules';

const accounts: CodingRule = { kind: 'account', segments: [4, 2, 2, 2], separator: '' };
const cards: CodingRule = { kind: 'assetCard', segments: [2, 4], separator: '-' };

test('a rule parses from 4-2-2-2, and what is wrong is named', () => {
  assert.equal(parseSegments(' 4-2-2-2 ', 'account'), { segments: [4, 2, 2, 2] });
  assert.equal(parseSegments('4-2-x', 'account'), { problem: 'format' });
  assert.equal(parseSegments('', 'account'), { problem: 'format' });
  assert.equal(parseSegments('4--2', 'account'), { problem: 'format' });
  assert.equal(parseSegments('1-1-1-1-1-1-1', 'account'), { problem: 'count' });
  assert.equal(parseSegments('4-0', 'account'), { problem: 'length' });
  assert.equal(parseSegments('4-11', 'account'), { problem: 'length' });
  assert.equal(parseSegments('10-10-1', 'account'), { problem: 'total' });
  // Separators count towards the longest code: 10-10 is 20 without one, 21 with one.
  assert.equal(parseSegments('10-10', 'account', ''), { segments: [10, 10] });
  assert.equal(parseSegments('10-10', 'account', '.'), { problem: 'total' });
});

test('account codes: any level, digits only, cut by the lengths', () => {
  assert.equal(allowedLengths(accounts), [4, 6, 8, 10]);
  for (const code of ['1001', '100101', '66010101', '6601010101']) assert.ok(codeFits(accounts, code), code);
  for (const code of ['100', '10010', '660101011', '66010101011', '1001a1', '', '1001-01']) assert.not.ok(codeFits(accounts, code), code);
  assert.equal(splitCode(accounts, '66010102'), ['6601', '01', '02']);
  assert.equal(allowedLengths({ ...accounts, separator: '.' }), [4, 7, 10, 13]);
  assert.ok(codeFits({ ...accounts, separator: '.' }, '6601.01'));
  assert.not.ok(codeFits({ ...accounts, separator: '.' }, '660101'));
});

test('asset codes: every segment, letters and digits, the separator between', () => {
  assert.equal(allowedLengths(cards), [7]);
  for (const code of ['FA-0001', 'ab-1234', '12-0000']) assert.ok(codeFits(cards, code), code);
  for (const code of ['FA', 'FA0001', 'FA-001', 'FA-00001', 'FA-0001-1', 'F_-0001', 'FA.0001']) assert.not.ok(codeFits(cards, code), code);
  assert.ok(codeFits({ ...cards, separator: '' }, 'FA0001'));
});

test('messages name the rule, with the shape when a separator belongs to it', () => {
  assert.is(ruleLabel(accounts), '4-2-2-2');
  assert.is(ruleLabel(cards), '2-4 (XX-XXXX)');
  assert.equal(mismatch(accounts, ['1001', '660101011']), { msg: 'codeRuleAccount', params: { code: '660101011', rule: '4-2-2-2' } });
  assert.equal(mismatch(cards, ['T-1']), { msg: 'codeRuleAssetCard', params: { code: 'T-1', rule: '2-4 (XX-XXXX)' } });
  assert.is(mismatch(accounts, ['1001', '100101']), null);
  assert.is(mismatch(null, ['anything']), null, 'no rule in force: any code');
});

test('a copy counts the last segment up to the first free code of the same width', () => {
  const taken = new Set(['FA-0010', 'FA-0011', 'FA-0012']);
  assert.is(nextFreeCode(cards, 'FA-0010', taken), 'FA-0013');
  assert.is(nextFreeCode(cards, 'FA-9999', new Set()), null, 'width used up');
  assert.is(nextFreeCode(cards, 'FA-0010-1', new Set()), null, 'does not fit');
  assert.is(nextFreeCode({ ...cards, segments: [2, 2] }, 'FA-AB', new Set()), null, 'not a number');
  assert.is(nextFreeCode(accounts, '100199', new Set()), null);
  assert.is(nextFreeCode(accounts, '100101', new Set(['100102'])), '100103');
});

test.run();
