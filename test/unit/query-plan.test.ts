/** Advanced query plans: stored text round trip, rejection of malformed input, and the list call's query. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { draftFromCondition, toConditions, type DraftCondition, type PlanField } from '../../src/ui/plan-fields';
import { parsePlan, planToQuery, readStoredPlan, serializePlan, type QueryPlan } from '../../src/ui/query-plan';

const plan: QueryPlan = {
  name: '本月大额',
  conditions: [
    { field: 'amount', operator: 'ge', value: 1000 },
    { field: 'status', operator: 'eq', value: '0' },
    { field: 'createTime', operator: 'between', value: ['2024-01-01', '2024-01-31'] },
    { field: 'deptId', operator: 'in', value: [101, 102] },
    { field: 'remark', operator: 'like', value: '王' },
  ],
};

test('serialize then parse gives the same plan', () => {
  assert.equal(parsePlan(serializePlan(plan)), plan);
});

test('malformed input is rejected with a clear Error', () => {
  const bad: [string, RegExp][] = [
    ['not json', /not valid JSON/],
    ['[]', /expected an object/],
    ['{"conditions":[]}', /name/],
    ['{"name":"  ","conditions":[]}', /name/],
    ['{"name":"a"}', /conditions must be a list/],
    ['{"name":"a","conditions":[{"field":"x","operator":"regex","value":"1"}]}', /operator must be one of/],
    ['{"name":"a","conditions":[{"field":"x; drop table","operator":"eq","value":"1"}]}', /field/],
    ['{"name":"a","conditions":[{"field":"x","operator":"eq","value":{"$ne":1}}]}', /value/],
    ['{"name":"a","conditions":[{"field":"x","operator":"between","value":[1]}]}', /between/],
    ['{"name":"a","conditions":[{"field":"x","operator":"in","value":[]}]}', /in needs/],
    ['{"name":"a","conditions":[{"field":"x","operator":"eq","value":1},{"field":"x","operator":"eq","value":2}]}', /twice/],
  ];
  for (const [text, message] of bad) assert.throws(() => parsePlan(text), message, text);
});

test('planToQuery: eq as a plain filter, other operators as field[op]', () => {
  assert.equal(planToQuery(plan), {
    'amount[ge]': '1000',
    status: '0',
    'createTime[between]': '2024-01-01,2024-01-31',
    'deptId[in]': '101,102',
    'remark[like]': '王',
  });
});

test('a stored name (server planName) wins; a stored list of conditions is read too', () => {
  assert.is(readStoredPlan(serializePlan(plan), '改名').name, '改名');
  assert.equal(readStoredPlan('[{"field":"a","operator":"eq","value":"1"}]', 'n'), { name: 'n', conditions: [{ field: 'a', operator: 'eq', value: '1' }] });
  assert.throws(() => readStoredPlan('[]'), /name/);
});

test('editor drafts: incomplete rows are left out, numbers are numbers, later duplicates win', () => {
  const fields: PlanField[] = [
    { field: 'amount', label: 'Amount', type: 'number' },
    { field: 'name', label: 'Name', type: 'text' },
    { field: 'status', label: 'Status', type: 'select', options: [{ value: '0', label: 'ok' }] },
  ];
  const d = (over: Partial<DraftCondition>): DraftCondition => ({ id: 0, field: 'name', operator: 'eq', value: '', valueTo: '', values: [], ...over });
  const conditions = toConditions(
    [
      d({ field: 'amount', operator: 'between', value: '1', valueTo: '' }),
      d({ field: 'amount', operator: 'gt', value: '5' }),
      d({ field: 'name', operator: 'like', value: ' a ' }),
      d({ field: 'name', operator: 'like', value: 'b' }),
      d({ field: 'status', operator: 'in', values: ['0'] }),
      d({ field: 'amount', operator: 'eq', value: 'abc' }),
    ],
    fields,
  );
  assert.equal(conditions, [
    { field: 'amount', operator: 'gt', value: 5 },
    { field: 'name', operator: 'like', value: 'b' },
    { field: 'status', operator: 'in', value: ['0'] },
  ]);
});

test('a money field is typed in yuan and sent in fen (1234.56 → 123456), a saved plan shown in yuan again', () => {
  const fields: PlanField[] = [{ field: 'amount', label: 'Amount', type: 'money' }];
  const draft: DraftCondition = { id: 0, field: 'amount', operator: 'between', value: '1234.56', valueTo: '2000', values: [] };
  const [condition] = toConditions([draft, { ...draft, operator: 'gt', value: '1.234' }], fields);
  assert.equal(condition, { field: 'amount', operator: 'between', value: [123_456, 200_000] });
  assert.equal(toConditions([{ ...draft, operator: 'gt', value: '1.234' }], fields), [], 'three decimals are no amount');
  const shown = draftFromCondition(condition, fields);
  assert.equal([shown.value, shown.valueTo], ['1234.56', '2000.00']);
});

test.run();
