/** The funnel's conversion arithmetic and the master–detail form's line amounts, totals and checks (pure). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MasterDetailMeta } from '../../server/contracts/master-detail';
import { toFen } from '../../shared/money';
import { declaredRates, summarise } from '../../src/modules/records/views/funnel-math';
import { checkLines, lineAmount, lineOfField, linesTotal, toWireLine } from '../../src/modules/records/views/master-detail';

const cell = (stage: string, count: number, amount = 0, group: string | null = null, avgWinRate: number | null = null) => ({ stage, count, amount: toFen(amount), group, avgWinRate });

test('funnel: reached counts every later stage, lost ones only as leads; conversion and win rate', () => {
  const cells = [cell('lead', 4, 10_010), cell('demand', 3, 20), cell('proposal', 2), cell('negotiation', 1), cell('won', 2, 5_000), cell('lost', 3)];
  const s = summarise(cells);
  assert.equal(
    s.steps.map((x) => x.reached),
    [15, 8, 5, 3, 2],
  );
  assert.equal(
    s.steps.map((x) => x.conversion),
    [53.3, 62.5, 60, 66.7, null],
  );
  assert.equal([s.total, s.won, s.lost, s.open, s.winRate], [15, 2, 3, 10, 40]);
  assert.is(s.openAmount, 10_030, 'in fen');
  assert.is(s.wonAmount, 5_000);
});

test('funnel: one group, empty groups and declared rates', () => {
  const cells = [cell('lead', 2, 0, 'a', 20), cell('won', 1, 0, 'a', 100), cell('lead', 5, 0, 'b', 10)];
  assert.equal(
    summarise(cells, 'a').steps.map((x) => x.reached),
    [3, 1, 1, 1, 1],
  );
  const none = summarise(cells, 'c');
  assert.equal([none.total, none.winRate, none.steps[0].conversion], [0, null, null]);
  assert.is(summarise(cells, 'a').winRate, 100);
  assert.equal(
    declaredRates(cells).find((r) => r.stage === 'lead'),
    { stage: 'lead', count: 7, avgWinRate: 12.9 },
  );
  assert.is(declaredRates(cells).find((r) => r.stage === 'lost')!.avgWinRate, null);
});

const meta = {
  quantityField: 'quantity',
  priceField: 'unitPrice',
  maxLines: 3,
  lineFields: [
    { key: 'itemName', zh: '产品或服务', en: 'Product', type: 'text', required: true, maxLength: 10 },
    { key: 'quantity', zh: '数量', en: 'Quantity', type: 'number', required: true, min: 1 },
    { key: 'unitPrice', zh: '单价', en: 'Unit price', type: 'money', required: true, min: 0 },
  ],
} as unknown as MasterDetailMeta;
const texts = { required: (l: string) => `${l} required`, number: (l: string) => `${l} number`, min: (l: string, n: number) => `${l} >= ${n}`, max: (l: string, n: number) => `${l} <= ${n}` };

test('master–detail: prices typed in yuan, amounts and totals in fen, exactly', () => {
  assert.is(lineAmount(meta, { quantity: 3, unitPrice: '0.1' }), 30);
  assert.is(lineAmount(meta, { quantity: '', unitPrice: '5' }), 0);
  assert.is(lineAmount(meta, { quantity: 1, unitPrice: '1.234' }), 0, 'not an amount yet');
  assert.is(
    linesTotal(meta, [
      { quantity: 1, unitPrice: '0.1' },
      { quantity: 1, unitPrice: '0.2' },
      { quantity: 2, unitPrice: '1000.5' },
    ]),
    200_130,
  );
  // 1,234.56 typed goes out as 123456 fen.
  assert.equal(toWireLine(meta, { key: 1, itemName: 'A', quantity: '1', unitPrice: '1234.56' }), { itemName: 'A', quantity: 1, unitPrice: 123_456 });
});

test('master–detail: line checks name line and field; wire lines carry numbers', () => {
  const problems = checkLines(
    meta,
    [
      { key: 1, itemName: 'A', quantity: '2', unitPrice: '9.99' },
      { key: 2, itemName: '', quantity: '0', unitPrice: '1.234' },
    ],
    'en',
    texts,
  );
  assert.equal(problems, [
    { line: 2, field: 'itemName', message: 'Product required' },
    { line: 2, field: 'quantity', message: 'Quantity >= 1' },
    { line: 2, field: 'unitPrice', message: 'Unit price number' },
  ]);
  assert.equal(toWireLine(meta, { key: 1, itemName: ' A ', quantity: '2', unitPrice: '' }), { itemName: 'A', quantity: 2 });
  assert.equal(lineOfField('lines.2.quantity'), [2, 'quantity']);
  assert.is(lineOfField('signDate'), null);
});

test.run();
