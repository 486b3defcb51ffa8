/**
 * Demo auxiliary accounting (migration 0036) for each hotel: a handful of customers, suppliers, projects and
 * employees (the dimensions its accounts require are the standard chart's, chart-of-accounts.ts). The demo
 * vouchers (seed-vouchers.ts) name items by code through `auxIds`.
 */
import type { Transaction } from 'kysely';
import type { ItemDimension } from '../../shared/aux-dimensions.js';
import type { Database } from './schema.js';

const DEMO_ITEMS: Array<[dimension: ItemDimension, code: string, name: string]> = [
  ['customer', 'C001', '携程旅行网'],
  ['customer', 'C002', '美团酒店'],
  ['customer', 'C003', '华远贸易有限公司（协议单位）'],
  ['supplier', 'S001', '洁丽布草洗涤有限公司'],
  ['supplier', 'S002', '鲜达食品供应链有限公司'],
  ['supplier', 'S003', '城南五金建材商行'],
  ['project', 'P001', '客房楼层装修改造'],
  ['project', 'P002', '婚宴及会议推广'],
  ['employee', 'E001', '王芳'],
  ['employee', 'E002', '李强'],
];

/** What a demo line names by code: a department (dept_code), items (item_code) and its cash-flow item. */
export type DemoAux = { dept?: string; customer?: string; supplier?: string; project?: string; employee?: string; cashflow?: string };

/** Adds the demo items of each hotel; answers a function turning a line's codes into its stored columns. */
export async function seedAuxItems(trx: Transaction<Database>, orgIds: number[], now: number) {
  await trx
    .insertInto('aux_items')
    .values(orgIds.flatMap((org_id) => DEMO_ITEMS.map(([dimension, item_code, item_name]) => ({ org_id, dimension, item_code, item_name, created_at: now, updated_at: now }))))
    .execute();
  const [items, depts] = await Promise.all([
    trx.selectFrom('aux_items').select(['org_id', 'dimension', 'item_code', 'item_id']).where('org_id', 'in', orgIds).execute(),
    trx.selectFrom('departments').select(['org_id', 'dept_code', 'dept_id']).where('org_id', 'in', orgIds).execute(),
  ]);
  const itemId = new Map(items.map((i) => [`${i.org_id}:${i.dimension}:${i.item_code}`, i.item_id]));
  const deptId = new Map(depts.map((d) => [`${d.org_id}:${d.dept_code}`, d.dept_id]));
  const item = (orgId: number, dim: ItemDimension, code: string | undefined) => (code ? (itemId.get(`${orgId}:${dim}:${code}`) ?? null) : null);
  return (orgId: number, aux: DemoAux = {}) => ({
    dept_id: aux.dept ? (deptId.get(`${orgId}:${aux.dept}`) ?? null) : null,
    customer_id: item(orgId, 'customer', aux.customer),
    supplier_id: item(orgId, 'supplier', aux.supplier),
    project_id: item(orgId, 'project', aux.project),
    employee_id: item(orgId, 'employee', aux.employee),
    cashflow_code: aux.cashflow ?? null,
  });
}
