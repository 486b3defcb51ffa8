/**
 * Reads what the auxiliary-accounting rules of voucher lines need (server/lib/line-dimensions.ts) —
 * the accounts' required dimensions, the named items and departments of the organisation — in three
 * queries for all lines, and answers the columns each line stores. Called by `writeLines`, so every
 * voucher (form, import, and those the server makes) goes through the same rules.
 */
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';
import { checkLineDims, namedItemIds, type LineDims, type StoredDims } from '../lib/line-dimensions.js';
import { parseDims } from '../../shared/aux-dimensions.js';

export async function lineDimensions(trx: WriteTx | Db, orgId: number, lines: ReadonlyArray<LineDims & { accountCode: string }>, systemMade: boolean): Promise<StoredDims[]> {
  const accounts = await trx
    .selectFrom('acc_accounts')
    .select(['account_code', 'aux_dims'])
    .where('org_id', '=', orgId)
    .where('account_code', 'in', [...new Set(lines.map((l) => l.accountCode))])
    .execute();
  const accountDims = new Map(accounts.map((a) => [a.account_code, a.aux_dims]));
  const itemIds = namedItemIds(lines, accountDims);
  const deptIds = [...new Set(lines.flatMap((l) => (typeof l.deptId === 'number' && parseDims(accountDims.get(l.accountCode)).includes('dept') ? [l.deptId] : [])))];
  const [items, depts] = await Promise.all([
    itemIds.length ? trx.selectFrom('aux_items').select(['item_id', 'dimension', 'status']).where('org_id', '=', orgId).where('item_id', 'in', itemIds).execute() : [],
    deptIds.length ? trx.selectFrom('departments').select(['dept_id', 'status']).where('org_id', '=', orgId).where('dept_id', 'in', deptIds).execute() : [],
  ]);
  return checkLineDims(
    lines,
    {
      accountDims,
      items: new Map(items.map((r) => [r.item_id, { dimension: r.dimension, status: r.status }])),
      depts: new Map(depts.map((r) => [r.dept_id, r.status])),
    },
    systemMade,
  );
}

/** The auxiliary columns of a line as its wire fields (contracts/voucher.ts VoucherLine). */
export const LINE_DIM_FIELDS = ['customer_id as customerId', 'supplier_id as supplierId', 'project_id as projectId', 'employee_id as employeeId', 'cashflow_code as cashflowCode'] as const;

type ItemIds = { customerId: number | null; supplierId: number | null; projectId: number | null; employeeId: number | null };

/** The names of the items the lines carry, read in one query: a function giving each line its names ('' for none). */
export async function itemNames(
  db: WriteTx | Db,
  orgId: number,
  lines: readonly ItemIds[],
): Promise<(line: ItemIds) => { customerName: string; supplierName: string; projectName: string; employeeName: string }> {
  const ids = [...new Set(lines.flatMap((l) => [l.customerId, l.supplierId, l.projectId, l.employeeId]).filter((id): id is number => id !== null))];
  const rows = ids.length ? await db.selectFrom('aux_items').select(['item_id', 'item_name']).where('org_id', '=', orgId).where('item_id', 'in', ids).execute() : [];
  const names = new Map(rows.map((r) => [r.item_id, r.item_name]));
  const name = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  return (l) => ({ customerName: name(l.customerId), supplierName: name(l.supplierId), projectName: name(l.projectId), employeeName: name(l.employeeId) });
}
