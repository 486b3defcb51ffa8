/**
 * Approval diagrams and forms as the browser writes them: the `ht` moddle extension round-trips a user
 * task's assignee through BPMN XML (what the server engine reads) of a new definition's first draft
 * (server/approvals/blank.ts), and form labels follow the two-language convention.
 */
import { BpmnModdle } from 'bpmn-moddle';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HT_BPMN_NAMESPACE } from '../../server/contracts/approval';
import { blankDiagram } from '../../server/approvals/blank';
import { HT_NAMESPACE, htModdleDescriptor, pathMarkers } from '../../src/modules/service/bpmn-ht';
import { formFields, hasForm, localizeSchema } from '../../src/modules/service/form-schema';

const moddle = () => new BpmnModdle({ ht: htModdleDescriptor });

test("the namespace is the contract's", () => {
  assert.is(HT_NAMESPACE, HT_BPMN_NAMESPACE);
});

test('assignee attributes and a gateway condition survive export and import', async () => {
  const m = moddle();
  const { rootElement } = await m.fromXML(blankDiagram('purchase', 'Purchase'));
  const process = (rootElement as any).rootElements[0];
  const task = m.create('bpmn:UserTask', { id: 'Manager', name: '经理审批', assigneeType: 'role', assignee: 'manager' });
  const flow = m.create('bpmn:SequenceFlow', { id: 'Big', conditionExpression: m.create('bpmn:FormalExpression', { body: 'amount > 5000' }) });
  process.flowElements.push(task, flow);
  const { xml } = await m.toXML(rootElement, { format: true });
  assert.match(xml, `xmlns:ht="${HT_BPMN_NAMESPACE}"`);
  assert.match(xml, 'ht:assigneeType="role"');
  const again = (await moddle().fromXML(xml)).rootElement as any;
  const [t2, f2] = again.rootElements[0].flowElements.slice(-2);
  assert.equal([t2.assigneeType, t2.assignee, t2.name], ['role', 'manager', '经理审批']);
  assert.is(f2.conditionExpression.body, 'amount > 5000');
});

test('the status markers: passed elements, and the waiting tasks over them', () => {
  assert.equal(
    [...pathMarkers(['StartEvent_1', 'Flow_1', 'Manager'], [{ elementId: 'Manager' }])],
    [
      ['StartEvent_1', 'ht-passed'],
      ['Flow_1', 'ht-passed'],
      ['Manager', 'ht-waiting'],
    ],
  );
});

const schema = {
  type: 'default',
  components: [
    { key: 'item', type: 'textfield', label: '采购物品', properties: { labelEn: 'Item' } },
    { type: 'group', label: '金额', components: [{ key: 'amount', type: 'number', label: '金额', description: '元', properties: { descriptionEn: 'yuan' } }] },
    { type: 'text', text: '说明' },
  ],
};

test('labels in English where the field gives them, Chinese otherwise; the stored schema is untouched', () => {
  const en = localizeSchema(schema, 'en') as typeof schema;
  assert.is(en.components[0].label, 'Item');
  assert.is((en.components[1] as any).components[0].label, '金额');
  assert.is((en.components[1] as any).components[0].description, 'yuan');
  assert.is(schema.components[0].label, '采购物品');
  assert.is((localizeSchema(schema, 'zh') as typeof schema).components[0].label, '采购物品');
});

test('form fields are the keyed components, nested ones included', () => {
  assert.equal(formFields(schema), [
    { key: 'item', label: '采购物品' },
    { key: 'amount', label: '金额' },
  ]);
  assert.equal(formFields(undefined), []);
  assert.ok(hasForm(schema));
  assert.not.ok(hasForm({}));
});

test.run();
