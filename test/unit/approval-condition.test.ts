/** The designer's gateway-condition grammar (server/contracts/approval.ts): what it accepts and where it says a text is wrong. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCondition } from '../../src/modules/approvals/condition';

test('a single comparison over a number', () => {
  const r = parseCondition('amount > 5000');
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.condition, { clauses: [{ field: 'amount', op: '>', value: 5000 }], joins: [] });
});

test('every operator, strings, booleans, decimals and negative numbers, joined by && and ||', () => {
  const r = parseCondition(`a==1 && b != 'x y' || c>=2.5&&d<=-3 || e < "q\\"t" && f > 0 || g == true`);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.condition.clauses.map((c) => [c.field, c.op, c.value]), [
    ['a', '==', 1], ['b', '!=', 'x y'], ['c', '>=', 2.5], ['d', '<=', -3], ['e', '<', 'q"t'], ['f', '>', 0], ['g', '==', true],
  ]);
  assert.equal(r.condition.joins, ['&&', '||', '&&', '||', '&&', '||']);
});

test('says what is wrong and where', () => {
  const cases: Array<[string, string, number]> = [
    ['', 'empty', 0],
    ['   ', 'empty', 3],
    ['5000 < amount', 'field', 0],
    ['amount', 'op', 6],
    ['amount = 5', 'op', 7],
    ['amount >', 'value', 8],
    ['amount > abc', 'value', 9],
    ['amount > 5000 and b == 1', 'join', 14],
    ['amount > 5000 &&', 'field', 16],
    ['amount > 5000 & b == 1', 'join', 14],
    ["name == 'open", 'value', 8],
    ['amount > 12abc', 'value', 9],
  ];
  for (const [text, key, at] of cases) {
    const r = parseCondition(text);
    assert.not.ok(r.ok, text);
    if (!r.ok) assert.equal([r.error.key, r.error.at], [key, at], text);
  }
});

test('with the form fields given, only those fields may be named', () => {
  assert.ok(parseCondition('amount > 1 && dept == "FO"', ['amount', 'dept']).ok);
  const r = parseCondition('amount > 1 && cost > 2', ['amount']);
  assert.not.ok(r.ok);
  if (!r.ok) assert.equal([r.error.key, r.error.at, r.error.near], ['unknownField', 14, 'cost > 2']);
});

test.run();
