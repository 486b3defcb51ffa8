/** What the designer's properties panel writes through bpmn-js's modeling API, with a recording stand-in for it. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { invalidConditions, isDefaultFlow, isGatewayFlow, writeAssignee, writeCondition, writeDefault, type DiagramElement } from '../../src/modules/service/diagram-model';

function diagram() {
  const gateway: DiagramElement = { id: 'G', type: 'bpmn:ExclusiveGateway', businessObject: { id: 'G', $type: 'bpmn:ExclusiveGateway' } };
  const flow = (id: string, body?: string): DiagramElement => ({
    id,
    type: 'bpmn:SequenceFlow',
    source: gateway,
    businessObject: { id, $type: 'bpmn:SequenceFlow', conditionExpression: body === undefined ? undefined : { body } },
  });
  const big = flow('Big', 'amount > 5000');
  const small = flow('Small');
  const task: DiagramElement = { id: 'T', type: 'bpmn:UserTask', businessObject: { id: 'T', $type: 'bpmn:UserTask' } };
  const calls: Array<[string, Record<string, unknown>]> = [];
  // Applies updates to the business objects the way bpmn-js does, and records them.
  const modeling = {
    updateProperties(el: DiagramElement, props: Record<string, unknown>) {
      calls.push([el.id, props]);
      Object.assign(el.businessObject, props);
    },
  };
  const moddle = { create: (type: string, attrs: Record<string, unknown>) => ({ $type: type, ...attrs }) };
  const registry = { getAll: () => [gateway, big, small, task], get: (id: string) => [gateway, big, small, task].find((e) => e.id === id) };
  return { gateway, big, small, task, calls, modeling, moddle, registry };
}

test('flows out of an exclusive gateway carry conditions; others do not', () => {
  const d = diagram();
  assert.ok(isGatewayFlow(d.big));
  assert.not.ok(isGatewayFlow(d.task));
});

test('a condition is written as a FormalExpression; an empty one removes it', () => {
  const d = diagram();
  writeCondition(d.modeling, d.moddle, d.small, ' amount <= 5000 ');
  assert.equal(d.small.businessObject.conditionExpression, { $type: 'bpmn:FormalExpression', body: 'amount <= 5000' } as never);
  writeCondition(d.modeling, d.moddle, d.small, '  ');
  assert.is(d.small.businessObject.conditionExpression, undefined);
});

test('the default flow drops its condition; a condition on the default flow ends it being the default', () => {
  const d = diagram();
  writeDefault(d.modeling, d.big, true);
  assert.ok(isDefaultFlow(d.big));
  assert.is(d.big.businessObject.conditionExpression, undefined);
  writeCondition(d.modeling, d.moddle, d.big, 'amount > 1');
  assert.not.ok(isDefaultFlow(d.big));
  writeDefault(d.modeling, d.small, true);
  writeDefault(d.modeling, d.small, false);
  assert.is(d.gateway.businessObject.default, undefined);
});

test('a department head needs no assignee; a role or user keeps the chosen one', () => {
  const d = diagram();
  writeAssignee(d.modeling, d.task, 'role', 'manager');
  assert.equal([d.task.businessObject.assigneeType, d.task.businessObject.assignee], ['role', 'manager']);
  writeAssignee(d.modeling, d.task, 'deptHead', 'manager');
  assert.equal([d.task.businessObject.assigneeType, d.task.businessObject.assignee], ['deptHead', undefined]);
});

test('invalid conditions are found before saving, against the form fields when known', () => {
  const d = diagram();
  assert.equal(invalidConditions(d.registry), []);
  assert.equal(invalidConditions(d.registry, ['total']), ['Big']);
  d.small.businessObject.conditionExpression = { body: 'amount >' };
  assert.equal(invalidConditions(d.registry), ['Small']);
});

test.run();
