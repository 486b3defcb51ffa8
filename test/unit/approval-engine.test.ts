/** The approval engine's step over a diagram (server/approvals/engine.ts): gateway paths and a parallel join. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDiagram, validateProcess } from '../../server/approvals/diagram';
import { advance } from '../../server/approvals/engine';
import { CONTRACT_SIGNOFF_XML } from '../../server/approvals/demo/contract-signoff';
import { PURCHASE_REQUEST_XML } from '../../server/approvals/demo/purchase-request';

test('the engine: the purchase gateway takes the large or the default flow; the sign-off join waits for both branches', async () => {
  const purchase = await parseDiagram(PURCHASE_REQUEST_XML);
  validateProcess(purchase);
  const head = purchase.nodes.get('Task_DeptHead')!;
  const start = advance(purchase, purchase.start.outgoing, {}, { path: ['StartEvent_1'], joins: {} });
  assert.equal(
    start.tasks.map((t) => t.id),
    ['Task_DeptHead'],
  );
  assert.equal(
    // The amount is fen: one fen above 5,000 yuan goes to finance, 5,000 yuan exactly does not.
    advance(purchase, head.outgoing, { amount: 500001 }, start).tasks.map((t) => t.id),
    ['Task_Finance'],
  );
  const small = advance(purchase, head.outgoing, { amount: 500000 }, start);
  assert.equal(small.tasks, []);
  assert.equal(small.path.slice(-3), ['Gateway_Amount', 'Flow_Small', 'EndEvent_1']);

  const signoff = await parseDiagram(CONTRACT_SIGNOFF_XML);
  validateProcess(signoff);
  const fork = advance(signoff, signoff.start.outgoing, {}, { path: [], joins: {} });
  assert.equal(
    fork.tasks.map((t) => t.id),
    ['Task_DeptHead', 'Task_Finance'],
  );
  const first = advance(signoff, signoff.nodes.get('Task_Finance')!.outgoing, {}, fork);
  assert.equal(first.joins, { Gateway_Join: 1 });
  assert.not.ok(first.path.includes('EndEvent_1'));
  const second = advance(signoff, signoff.nodes.get('Task_DeptHead')!.outgoing, {}, first);
  assert.equal(second.joins, {});
  assert.equal(second.path.slice(-3), ['Gateway_Join', 'Flow_6', 'EndEvent_1']);
});

test.run();
