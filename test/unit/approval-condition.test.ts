/** The gateway condition grammar of approvals (server/approvals/condition.ts) and the engine's step over a diagram. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConditionError, evaluate, parseCondition } from '../../server/approvals/condition';
import { parseDiagram, validateProcess } from '../../server/approvals/diagram';
import { advance } from '../../server/approvals/engine';
import { CONTRACT_SIGNOFF_XML } from '../../server/approvals/demo/contract-signoff';
import { PURCHASE_REQUEST_XML } from '../../server/approvals/demo/purchase-request';

const holds = (source: string, data: Record<string, unknown>) => evaluate(parseCondition(source), data);

test('comparisons: every operator on numbers, numeric text compared as a number', () => {
  const data = { amount: 5000 };
  assert.equal(['amount > 5000', 'amount >= 5000', 'amount < 5000', 'amount <= 5000', 'amount == 5000', 'amount != 5000'].map((c) => holds(c, data)), [false, true, false, true, true, false]);
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
  assert.equal(parseCondition('a > 1 && b < 2 || c == 3'), [[{ field: 'a', op: '>', value: 1 }, { field: 'b', op: '<', value: 2 }], [{ field: 'c', op: '==', value: 3 }]]);
  assert.ok(holds('a > 1 && b < 2 || c == 3', { a: 0, b: 0, c: 3 }));
  assert.not.ok(holds('a > 1 && b < 2 || c == 3', { a: 2, b: 5, c: 0 }));
  assert.ok(holds('${amount > 5000}', { amount: 6000 }));
});

test('malformed conditions are refused with a reason', () => {
  for (const bad of ['', 'amount', 'amount >', '> 5', 'amount ~ 5', 'amount > 5 &&', 'amount > 5 and b < 2', 'amount > x', "amount == 'open", 'a > 1 || || b > 2', 'process.exit() == 1']) {
    assert.throws(() => parseCondition(bad), (e: unknown) => e instanceof ConditionError, bad);
  }
});

test('the engine: the purchase gateway takes the large or the default flow; the sign-off join waits for both branches', async () => {
  const purchase = await parseDiagram(PURCHASE_REQUEST_XML);
  validateProcess(purchase);
  const head = purchase.nodes.get('Task_DeptHead')!;
  const start = advance(purchase, purchase.start.outgoing, {}, { path: ['StartEvent_1'], joins: {} });
  assert.equal(start.tasks.map((t) => t.id), ['Task_DeptHead']);
  assert.equal(advance(purchase, head.outgoing, { amount: 5001 }, start).tasks.map((t) => t.id), ['Task_Finance']);
  const small = advance(purchase, head.outgoing, { amount: 5000 }, start);
  assert.equal(small.tasks, []);
  assert.equal(small.path.slice(-3), ['Gateway_Amount', 'Flow_Small', 'EndEvent_1']);

  const signoff = await parseDiagram(CONTRACT_SIGNOFF_XML);
  validateProcess(signoff);
  const fork = advance(signoff, signoff.start.outgoing, {}, { path: [], joins: {} });
  assert.equal(fork.tasks.map((t) => t.id), ['Task_DeptHead', 'Task_Finance']);
  const first = advance(signoff, signoff.nodes.get('Task_Finance')!.outgoing, {}, fork);
  assert.equal(first.joins, { Gateway_Join: 1 });
  assert.not.ok(first.path.includes('EndEvent_1'));
  const second = advance(signoff, signoff.nodes.get('Task_DeptHead')!.outgoing, {}, first);
  assert.equal(second.joins, {});
  assert.equal(second.path.slice(-3), ['Gateway_Join', 'Flow_6', 'EndEvent_1']);
});

test.run();
