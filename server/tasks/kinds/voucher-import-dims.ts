/**
 * The auxiliary-accounting columns of the voucher import (migration 0036): a line names its department,
 * items and cash-flow item by code, as people keep them (部门编码, 客户编码 …, 现金流量项目). The columns
 * are optional in the header, so a file made before auxiliary accounting still reads; a row on an account
 * that requires a dimension, or on a cash or bank account, is refused naming the cell when its code is
 * missing or unknown. The codes become ids when the batch is written, and writeLines checks them again
 * (lib/line-dimensions.ts): an imported voucher is held to the same rules as one typed in the form.
 */
import type { Db } from '../../db/connect.js';
import type { WriteTx } from '../../db/write-transaction.js';
import { isCashAccount } from '../../lib/account-classes.js';
import type { LineDims } from '../../lib/line-dimensions.js';
import { ITEM_DIMENSIONS, parseDims, type AuxDimension } from '../../../shared/aux-dimensions.js';
import { cashflowItem } from '../../../shared/cashflow-items.js';
import type { ColumnSpec, Values } from '../import-kind.js';
import { text, type Reason } from '../row-rules.js';

/** The column of each dimension's code. */
const CODE_COLUMN = { dept: 'deptCode', customer: 'customerCode', supplier: 'supplierCode', project: 'projectCode', employee: 'employeeCode' } as const satisfies Record<AuxDimension, string>;

export const AUX_COLUMNS: ColumnSpec[] = [
  { key: 'deptCode', zh: '部门编码', en: 'Department code', check: text(64), optional: true },
  { key: 'customerCode', zh: '客户编码', en: 'Customer code', check: text(40), optional: true },
  { key: 'supplierCode', zh: '供应商编码', en: 'Supplier code', check: text(40), optional: true },
  { key: 'projectCode', zh: '项目编码', en: 'Project code', check: text(40), optional: true },
  { key: 'employeeCode', zh: '职员编码', en: 'Employee code', check: text(40), optional: true },
  { key: 'cashflowCode', zh: '现金流量项目', en: 'Cash-flow item', check: text(8), optional: true },
];

/** The organisation's required dimensions per account and its enabled departments and items by code ('dept:FO', 'customer:C001'). */
export type AuxCodes = { accountDims: Map<string, string>; ids: Map<string, number> };

export async function loadAuxCodes(db: Db | WriteTx, orgId: number): Promise<AuxCodes> {
  const [accounts, depts, items] = await Promise.all([
    db.selectFrom('acc_accounts').select(['account_code', 'aux_dims']).where('org_id', '=', orgId).where('aux_dims', '<>', '').execute(),
    db.selectFrom('departments').select(['dept_code', 'dept_id']).where('org_id', '=', orgId).where('status', '=', '0').execute(),
    db.selectFrom('aux_items').select(['dimension', 'item_code', 'item_id']).where('org_id', '=', orgId).where('status', '=', '0').execute(),
  ]);
  return {
    accountDims: new Map(accounts.map((a) => [a.account_code, a.aux_dims])),
    ids: new Map([...depts.map((d) => [`dept:${d.dept_code}`, d.dept_id] as const), ...items.map((i) => [`${i.dimension}:${i.item_code}`, i.item_id] as const)]),
  };
}

/** Why the row's auxiliary cells do not fit its account, naming the cell; null when they do. */
export function auxReason(v: Values, codes: AuxCodes): Reason | null {
  const account = v.accountCode as string;
  for (const dim of parseDims(codes.accountDims.get(account))) {
    const column = CODE_COLUMN[dim];
    const code = String(v[column] ?? '');
    if (code === '') return { msg: 'rowRequired', column };
    if (!codes.ids.has(`${dim}:${code}`)) return { msg: 'rowAuxUnknown', params: { value: code }, column };
  }
  if (isCashAccount(account)) {
    const code = String(v.cashflowCode ?? '');
    if (code === '') return { msg: 'rowRequired', column: 'cashflowCode' };
    if (!cashflowItem(code)) return { msg: 'rowAuxUnknown', params: { value: code }, column: 'cashflowCode' };
  }
  return null;
}

/** The line's department, items and cash-flow item as writeLines takes them (codes the account does not use are left out). */
export function auxIds(v: Values, codes: AuxCodes): LineDims {
  const id = (dim: AuxDimension) => {
    const code = String(v[CODE_COLUMN[dim]] ?? '');
    return code === '' ? null : (codes.ids.get(`${dim}:${code}`) ?? null);
  };
  const items = Object.fromEntries(ITEM_DIMENSIONS.map((d) => [`${d}Id`, id(d)]));
  return { deptId: id('dept'), ...items, cashflowCode: String(v.cashflowCode ?? '') || null };
}
