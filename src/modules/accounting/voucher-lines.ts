/**
 * The voucher form's lines grid as pure logic: amounts are typed as yuan text ("1,234.5") and kept
 * as integer fen, parsed by src/lib/money.ts from the digits (never through a float), so the live totals and
 * the balance difference are exact and match what the server checks.
 */
import { parseYuan } from '../../lib/money';
import { nextLineKey } from '../../ui/line-key';
import { ITEM_DIMENSIONS, LINE_FIELDS, type AuxDimension, type ItemDimension } from '../../../shared/aux-dimensions';
import type { VoucherLine } from '../../../server/contracts/voucher';

/**
 * `deptId`: the department the line is booked to ('' for none), picked from the department tree; the
 * auxiliary items and the cash-flow item likewise ('' for none), offered where the account asks for them.
 * `key`: the line's identity in the grid (ui/line-key.ts), never sent.
 */
export type DraftLine = { key: number; accountCode: string; summary: string; debit: string; credit: string; deptId: string } & Record<ItemField | 'cashflowCode', string>;
type ItemField = (typeof LINE_FIELDS)[ItemDimension];

/** Live totals of the grid (unparseable cells count as 0 and are flagged by the grid), and debit − credit. */
export function gridTotals(lines: readonly DraftLine[]): { debit: number; credit: number; difference: number } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += parseYuan(line.debit) ?? 0;
    credit += parseYuan(line.credit) ?? 0;
  }
  return { debit, credit, difference: debit - credit };
}

/**
 * Lines with neither an account nor an amount are dropped before saving: the grid always offers a
 * spare line, prefilled with the summary above, which stays unused unless an account or amount is set.
 */
export function filledLines(lines: readonly DraftLine[]): DraftLine[] {
  return lines.filter((l) => l.accountCode || l.debit.trim() || l.credit.trim());
}

export const emptyLine = (summary = ''): DraftLine => ({
  key: nextLineKey(),
  accountCode: '',
  summary,
  debit: '',
  credit: '',
  deptId: '',
  customerId: '',
  supplierId: '',
  projectId: '',
  employeeId: '',
  cashflowCode: '',
});

/** What a saved line carries as the form's text values. */
export function draftAux(l: VoucherLine): Pick<DraftLine, ItemField | 'cashflowCode' | 'deptId'> {
  const text = (id: number | null) => (id ? String(id) : '');
  return { deptId: text(l.deptId), customerId: text(l.customerId), supplierId: text(l.supplierId), projectId: text(l.projectId), employeeId: text(l.employeeId), cashflowCode: l.cashflowCode ?? '' };
}

/**
 * The line's department, items and cash-flow item as the server takes them: ids or null. Items of
 * dimensions the account does not ask for go as null (the server would drop them too), so a picker's
 * value left behind by a changed account is never sent; the department any line may carry.
 */
export function lineAux(l: DraftLine, auxDims: readonly AuxDimension[], cash: boolean) {
  const id = (text: string) => (text ? Number(text) : null);
  const item = (d: ItemDimension) => (auxDims.includes(d) ? id(l[LINE_FIELDS[d]]) : null);
  return {
    deptId: id(l.deptId),
    customerId: item('customer'),
    supplierId: item('supplier'),
    projectId: item('project'),
    employeeId: item('employee'),
    cashflowCode: cash ? l.cashflowCode || null : null,
  };
}

/** 客户：携程旅行网 · 现金流量：销售商品… — a saved line's items as one text, labels and cash-flow names given by the page. */
export function auxSummary(l: VoucherLine, label: (key: ItemDimension | 'cashflow') => string, cashflowName: (code: string) => string): string {
  const parts = ITEM_DIMENSIONS.flatMap((d) => {
    const name = l[`${d}Name`];
    return name ? [`${label(d)}：${name}`] : [];
  });
  if (l.cashflowCode) parts.push(`${label('cashflow')}：${cashflowName(l.cashflowCode)}`);
  return parts.join(' · ');
}
