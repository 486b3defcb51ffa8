/**
 * 合同库工单: the work orders that name a contract of the contract library (`contractNo`), each with
 * that contract (name, type, status, amount) joined by number within the same organisation. A list like
 * any other: filters, sort allowlist, paging (server/lib/list-query.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { LibraryFilters } from '../contracts/crm-views.js';
import type { Db, Engine } from '../db/connect.js';
import { contains, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { recordKind } from '../records/kinds/index.js';
import { recordTable, type RecordTables } from '../records/store.js';

export const LIBRARY_SORT: SortAllowlist = { orderNo: 'orderNo', acceptDate: 'acceptDate', contractNo: 'contractNo', customerName: 'customerName' };
export const LIBRARY_ORDER: OrderBy = [
  ['orderNo', 'desc'],
  ['recordId', 'asc'],
];

export function libraryWorkOrders(db: Db, engine: Engine, orgId: number, filters: z.infer<typeof LibraryFilters>) {
  const orders = recordTable(db, engine, orgId, recordKind('workOrder')!)
    .select(['recordId', 'orderNo', 'customerName', 'orderType', 'subject', 'status', 'assignee', 'acceptDate', 'contractNo'])
    .where(sql.ref('contractNo'), 'is not', null)
    .as('w');
  const contracts = recordTable(db, engine, orgId, recordKind('contract')!)
    .select(['recordId as contractId', 'contractNo as number', 'contractName', 'contractType', 'status as contractStatus', 'amount as contractAmount'])
    .as('c');
  // The joined columns are the kinds' field keys, known only at run time: typed loosely from here on.
  let query = (db as unknown as Kysely<RecordTables>).selectFrom(orders).leftJoin(contracts, 'c.number', 'w.contractNo');
  for (const key of ['customerName', 'contractNo', 'orderNo'] as const) {
    const value = filters[key];
    if (value) query = query.where(contains(`w.${key}`, value));
  }
  if (filters.orderType) query = query.where('w.orderType', '=', filters.orderType);
  if (filters.status) query = query.where('w.status', '=', filters.status);
  return query;
}

export const LIBRARY_COLUMNS = [
  'w.recordId as recordId',
  'w.orderNo as orderNo',
  'w.customerName as customerName',
  'w.orderType as orderType',
  'w.subject as subject',
  'w.status as status',
  'w.assignee as assignee',
  'w.acceptDate as acceptDate',
  'w.contractNo as contractNo',
  'c.contractId as contractId',
  'c.contractName as contractName',
  'c.contractType as contractType',
  'c.contractStatus as contractStatus',
  'c.contractAmount as contractAmount',
];
