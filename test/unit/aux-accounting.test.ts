/**
 * Auxiliary accounting as pure code: the dimensions' stored text (shared/aux-dimensions.ts), the fixed
 * cash-flow list (shared/cashflow-items.ts, every name in both server tables), the line rules
 * (server/lib/line-dimensions.ts) and the voucher form's conversions (src/modules/system/voucher-lines.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toFen as fen } from '../../shared/money';
import { dimsText, parseDims } from '../../shared/aux-dimensions';
import { CASHFLOW_ITEMS, cashflowItem } from '../../shared/cashflow-items';
import { checkLineDims, namedItemIds, type DimFacts } from '../../server/lib/line-dimensions';
import { isMsgKey, translate } from '../../server/i18n';
import { auxSummary, draftAux, emptyLine, lineAux } from '../../src/modules/accounting/voucher-lines';
import type { VoucherLine } from '../../server/contracts/voucher';

test('dimensions are stored in a fixed order without repeats; unknown names are dropped', () => {
  assert.equal(parseDims('supplier,dept,,nonsense,dept'), ['dept', 'supplier']);
  assert.equal(parseDims(null), []);
  assert.is(dimsText(['project', 'customer', 'project']), 'customer,project');
});

test('the cash-flow list: unique codes, the statement’s activities, every name in both languages', () => {
  assert.is(new Set(CASHFLOW_ITEMS.map((i) => i.code)).size, CASHFLOW_ITEMS.length);
  for (const activity of ['operating', 'investing', 'financing'] as const) {
    for (const direction of ['in', 'out'] as const)
      assert.ok(
        CASHFLOW_ITEMS.some((i) => i.activity === activity && i.direction === direction),
        `${activity} ${direction}`,
      );
  }
  for (const item of CASHFLOW_ITEMS) {
    assert.ok(isMsgKey(item.textKey), item.textKey);
    assert.is.not(translate('en', item.textKey as never), translate('zh', item.textKey as never), item.textKey);
  }
  assert.is(translate('zh', cashflowItem('CF01')!.textKey as never), '销售商品、提供劳务收到的现金');
  assert.is(cashflowItem('CF99'), undefined);
});

const facts: DimFacts = {
  accountDims: new Map([
    ['1122', 'customer'],
    ['600101', 'dept'],
    ['1002', ''],
  ]),
  items: new Map([
    [1, { dimension: 'customer', status: '0' }],
    [2, { dimension: 'supplier', status: '0' }],
    [3, { dimension: 'customer', status: '1' }],
  ]),
  depts: new Map([
    [10, '0'],
    [11, '1'],
  ]),
};
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error: any) {
    return [error.status, error.field, error.msg];
  }
  return null;
};

test('a line carries an enabled item of each dimension its account requires, and a cash line a listed cash-flow item', () => {
  const user = (lines: any[]) => () => checkLineDims(lines, facts, false);
  assert.equal(refusal(user([{ accountCode: '1122' }])), [422, 'lines.0.customerId', 'voucherDimMissingCustomer']);
  assert.equal(refusal(user([{ accountCode: '1122', customerId: 2 }])), [422, 'lines.0.customerId', 'voucherDimUnknownCustomer'], 'a supplier is no customer');
  assert.equal(refusal(user([{ accountCode: '1122', customerId: 3 }])), [422, 'lines.0.customerId', 'voucherDimUnknownCustomer'], 'disabled');
  assert.equal(refusal(user([{ accountCode: '1122', customerId: 99 }])), [422, 'lines.0.customerId', 'voucherDimUnknownCustomer'], 'not of the organisation');
  assert.equal(
    refusal(
      user([
        { accountCode: '1122', customerId: 1 },
        { accountCode: '600101', deptId: 11 },
      ]),
    ),
    [422, 'lines.1.deptId', 'voucherDimDisabledDept'],
  );
  assert.equal(refusal(user([{ accountCode: '1002' }])), [422, 'lines.0.cashflowCode', 'voucherCashflowMissing']);
  assert.equal(refusal(user([{ accountCode: '1002', cashflowCode: 'XX' }])), [422, 'lines.0.cashflowCode', 'voucherCashflowUnknown']);

  const stored = checkLineDims(
    [
      { accountCode: '1122', customerId: 1, supplierId: 2, cashflowCode: 'CF01' },
      { accountCode: '6001', deptId: 10, customerId: 1 },
      { accountCode: '1002', cashflowCode: 'CF04' },
    ],
    facts,
    false,
  );
  assert.equal(
    stored,
    [
      { dept_id: null, customer_id: 1, supplier_id: null, project_id: null, employee_id: null, cashflow_code: null },
      { dept_id: 10, customer_id: null, supplier_id: null, project_id: null, employee_id: null, cashflow_code: null },
      { dept_id: null, customer_id: null, supplier_id: null, project_id: null, employee_id: null, cashflow_code: 'CF04' },
    ],
    'what the account does not take is dropped; any line may name a department',
  );
});

test('a system-made voucher may leave items out and keep disabled ones, but not name a wrong one', () => {
  const stored = checkLineDims([{ accountCode: '1122' }, { accountCode: '1002' }, { accountCode: '1122', customerId: 3 }], facts, true);
  assert.equal(
    stored.map((s) => [s.customer_id, s.cashflow_code]),
    [
      [null, null],
      [null, null],
      [3, null],
    ],
  );
  assert.equal(
    refusal(() => checkLineDims([{ accountCode: '1122', customerId: 2 }], facts, true)),
    [422, 'lines.0.customerId', 'voucherDimUnknownCustomer'],
  );
  assert.equal(
    refusal(() => checkLineDims([{ accountCode: '1002', cashflowCode: 'XX' }], facts, true)),
    [422, 'lines.0.cashflowCode', 'voucherCashflowUnknown'],
  );
});

test('only the items of required dimensions are looked up', () => {
  assert.equal(
    namedItemIds(
      [
        { accountCode: '1122', customerId: 1, supplierId: 2 },
        { accountCode: '6001', customerId: 5 },
        { accountCode: '1122', customerId: 1 },
      ],
      facts.accountDims,
    ),
    [1],
  );
});

test('the voucher form sends the items its account asks for and shows a saved line’s items as one text', () => {
  const draft = { ...emptyLine('x'), accountCode: '1122', deptId: '4', customerId: '7', supplierId: '8', cashflowCode: 'CF01' };
  assert.equal(lineAux(draft, ['customer'], false), { deptId: 4, customerId: 7, supplierId: null, projectId: null, employeeId: null, cashflowCode: null });
  assert.equal(lineAux({ ...draft, accountCode: '1002' }, [], true), { deptId: 4, customerId: null, supplierId: null, projectId: null, employeeId: null, cashflowCode: 'CF01' });

  const saved: VoucherLine = {
    lineNo: 1,
    summary: 's',
    accountCode: '1002',
    accountName: '银行存款',
    debit: fen(1),
    credit: fen(0),
    deptId: null,
    deptName: '',
    customerId: 7,
    customerName: '携程旅行网',
    supplierId: null,
    supplierName: '',
    projectId: null,
    projectName: '',
    employeeId: null,
    employeeName: '',
    cashflowCode: 'CF01',
  };
  assert.equal(draftAux(saved), { deptId: '', customerId: '7', supplierId: '', projectId: '', employeeId: '', cashflowCode: 'CF01' });
  const labels: Record<string, string> = { customer: '客户', cashflow: '现金流量' };
  assert.is(
    auxSummary(
      saved,
      (k) => labels[k],
      (code) => `${code} 名称`,
    ),
    '客户：携程旅行网 · 现金流量：CF01 名称',
  );
  assert.is(
    auxSummary(
      { ...saved, customerName: '', cashflowCode: null },
      (k) => labels[k],
      (c) => c,
    ),
    '',
  );
});

test.run();
