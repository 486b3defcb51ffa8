/**
 * The auxiliary-accounting rules of voucher lines as a pure check (server/db/voucher-dimensions.ts reads
 * what it needs and calls it), so the rules have one home and unit tests:
 *
 * - a line on an account that requires a dimension (shared/aux-dimensions.ts) carries an item of that
 *   dimension, of the organisation and enabled;
 * - a line on a cash or bank account (`isCashAccount`) carries an item of shared/cashflow-items.ts;
 * - an item of a dimension the account does not take, or a cash-flow item on any other account, is
 *   dropped quietly rather than refused: the form keeps a picker's value when the account changes and an
 *   import file may fill every column, and what is stored is exactly what the ledgers count. The
 *   department is the exception: any line may name one (as before auxiliary accounting), and it is
 *   required only where the account says so;
 * - vouchers the server makes itself (depreciation, interface days, carry-forward, asset vouchers) fill
 *   what they know: a missing item is allowed and a disabled one kept (carry-forward copies old lines'),
 *   but an item they name must still be the organisation's and of the right dimension.
 */
import { HttpError } from '../errors.js';
import type { MsgKey } from '../i18n.js';
import { ITEM_DIMENSIONS, LINE_FIELDS, parseDims, type AuxDimension, type ItemDimension } from '../../shared/aux-dimensions.js';
import { cashflowItem } from '../../shared/cashflow-items.js';
import { isCashAccount } from './account-classes.js';

/** What a line may carry besides its account and amounts (ids of departments and aux_items). */
export type LineDims = {
  deptId?: number | null;
  customerId?: number | null;
  supplierId?: number | null;
  projectId?: number | null;
  employeeId?: number | null;
  cashflowCode?: string | null;
};

/** The columns a line stores. */
export type StoredDims = {
  dept_id: number | null;
  customer_id: number | null;
  supplier_id: number | null;
  project_id: number | null;
  employee_id: number | null;
  cashflow_code: string | null;
};

/** What the check needs to know, read once for all lines. */
export type DimFacts = {
  /** The required dimensions of each account, as stored ('dept,customer'). */
  accountDims: ReadonlyMap<string, string>;
  /** The organisation's items the lines name (others are absent). */
  items: ReadonlyMap<number, { dimension: string; status: string }>;
  /** Status of the organisation's departments the lines name. */
  depts: ReadonlyMap<number, string>;
};

const MISSING: Record<AuxDimension, MsgKey> = {
  dept: 'voucherDimMissingDept',
  customer: 'voucherDimMissingCustomer',
  supplier: 'voucherDimMissingSupplier',
  project: 'voucherDimMissingProject',
  employee: 'voucherDimMissingEmployee',
};
const UNKNOWN: Record<ItemDimension, MsgKey> = {
  customer: 'voucherDimUnknownCustomer',
  supplier: 'voucherDimUnknownSupplier',
  project: 'voucherDimUnknownProject',
  employee: 'voucherDimUnknownEmployee',
};

const COLUMNS = { customer: 'customer_id', supplier: 'supplier_id', project: 'project_id', employee: 'employee_id' } as const satisfies Record<ItemDimension, keyof StoredDims>;

const given = (v: number | null | undefined): v is number => typeof v === 'number';

/** The stored columns of every line, or the first broken rule as a 422 naming `lines.N.<field>`. */
export function checkLineDims(lines: ReadonlyArray<LineDims & { accountCode: string }>, facts: DimFacts, systemMade: boolean): StoredDims[] {
  return lines.map((line, i) => {
    const field = (name: string) => `lines.${i}.${name}`;
    const params = { line: i + 1, code: line.accountCode };
    const required = new Set(parseDims(facts.accountDims.get(line.accountCode)));
    const stored: StoredDims = { dept_id: line.deptId ?? null, customer_id: null, supplier_id: null, project_id: null, employee_id: null, cashflow_code: null };

    if (required.has('dept')) {
      if (!given(line.deptId)) {
        if (!systemMade) throw new HttpError(422, MISSING.dept, field(LINE_FIELDS.dept), params);
      } else if (!systemMade && facts.depts.get(line.deptId) !== '0') {
        throw new HttpError(422, 'voucherDimDisabledDept', field(LINE_FIELDS.dept), params);
      }
    }
    for (const dim of ITEM_DIMENSIONS) {
      if (!required.has(dim)) continue;
      const id = line[LINE_FIELDS[dim]];
      if (!given(id)) {
        if (!systemMade) throw new HttpError(422, MISSING[dim], field(LINE_FIELDS[dim]), params);
        continue;
      }
      const item = facts.items.get(id);
      if (!item || item.dimension !== dim || (!systemMade && item.status !== '0')) throw new HttpError(422, UNKNOWN[dim], field(LINE_FIELDS[dim]), params);
      stored[COLUMNS[dim]] = id;
    }
    if (isCashAccount(line.accountCode)) {
      const code = line.cashflowCode || null;
      if (code === null) {
        if (!systemMade) throw new HttpError(422, 'voucherCashflowMissing', field('cashflowCode'), params);
      } else if (!cashflowItem(code)) {
        throw new HttpError(422, 'voucherCashflowUnknown', field('cashflowCode'), { ...params, value: code });
      }
      stored.cashflow_code = code;
    }
    return stored;
  });
}

/** The item ids the lines name for dimensions their accounts take: what the check must look up. */
export function namedItemIds(lines: ReadonlyArray<LineDims & { accountCode: string }>, accountDims: ReadonlyMap<string, string>): number[] {
  const ids = lines.flatMap((line) => {
    const required = parseDims(accountDims.get(line.accountCode));
    return ITEM_DIMENSIONS.filter((d) => required.includes(d))
      .map((d) => line[LINE_FIELDS[d]])
      .filter(given);
  });
  return [...new Set(ids)];
}
