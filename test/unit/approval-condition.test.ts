/**
 * The gateway-condition grammar of approvals (shared/approval-condition.ts), as the designer checks it and
 * the engine evaluates it: what it accepts, where it says a text is wrong, and what the form data meets.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${ }` in these strings is the condition's own wrapper syntax (as bpmn-js writes it), not a template
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { evaluate, parseCondition } from '../../shared/approval-condition';

test('a single comparison over a number', () => {
  const r = parseCondition('amount > 5000');
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.condition, { clauses: [{ field: 'amount', op: '>', value: 5000 }], joins: [] });
});

test('every operator, strings, booleans, decimals and negative numbers, joined by && and ||', () => {
  const r = parseCondition(`a==1 && b != 'x y' || c>=2.5&&d<=-3 || e < "q\\"t" && f > 0 || g == true`);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(
    r.condition.clauses.map((c) => [c.field, c.op, c.value]),
    [
      ['a', '==', 1],
      ['b', '!=', 'x y'],
      ['c', '>=', 2.5],
      ['d', '<=', -3],
      ['e', '<', 'q"t'],
      ['f', '>', 0],
      ['g', '==', true],
    ],
  );
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

const parsed = (source: string) => {
  const r = parseCondition(source);
  if (!r.ok) throw new Error(`${source}: ${r.error.key} at ${r.error.at}`);
  return r.condition;
};
const holds = (source: string, data: Record<string, unknown>) => evaluate(parsed(source), data);

test('comparisons: every operator on numbers, numeric text compared as a number', () => {
  const data = { amount: 5000 };
  assert.equal(
    ['amount > 5000', 'amount >= 5000', 'amount < 5000', 'amount <= 5000', 'amount == 5000', 'amount != 5000'].map((c) => holds(c, data)),
    [false, true, false, true, true, false],
  );
  assert.ok(holds('amount > 4999.5', { amount: '5000' }));
  assert.ok(holds('amount > -1', { amount: 0 }));
  assert.not.ok(holds('amount > 1', { amount: 'many' }), 'text that is no number never matches a number');
  assert.not.ok(holds('amount > 1', {}), 'a missing field never matches');
});

test('strings, booleans and dotted fields', () => {
  assert.ok(holds("dept == 'FO'", { dept: 'FO' }));
  assert.ok(holds('dept != "FO"', { dept: 'HK' }));
  assert.ok(holds('dept != "FO"', {}), 'a missing field differs from any value');
  assert.ok(holds('urgent == true', { urgent: true }));
  assert.not.ok(holds('urgent == true', { urgent: 'true' }));
  assert.ok(holds('guest.count >= 10', { guest: { count: 12 } }));
  assert.not.ok(holds('guest.count >= 10', { guest: 12 }));
  assert.not.ok(holds('constructor.name == "Object"', {}), 'only own fields of the data are read');
});

test('&& binds tighter than ||; ${ } wrappers are accepted', () => {
  assert.ok(holds('a > 1 && b < 2 || c == 3', { a: 0, b: 0, c: 3 }));
  assert.not.ok(holds('a > 1 && b < 2 || c == 3', { a: 2, b: 5, c: 0 }));
  assert.ok(holds('${amount > 5000}', { amount: 6000 }));
});

test('malformed conditions are refused, ${ } positions counted in the text as typed', () => {
  for (const bad of ['', 'amount', 'amount >', '> 5', 'amount ~ 5', 'amount > 5 &&', 'amount > 5 and b < 2', 'amount > x', "amount == 'open", 'a > 1 || || b > 2', 'process.exit() == 1']) {
    assert.not.ok(parseCondition(bad).ok, bad);
  }
  const r = parseCondition('${amount > }');
  assert.equal(r.ok ? null : [r.error.key, r.error.at], ['value', 11]);
});

test.run();
