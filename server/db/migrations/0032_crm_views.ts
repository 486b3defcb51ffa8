/**
 * CRM menus that opened their sibling's list get the page their title promises (data), and the lines
 * of master–detail records get their table:
 *
 * - eight menus of 0010 change their component key to a view of their kind (`records/<kind>/<view>`,
 *   src/modules/records/views): the funnels by engineer and win rate, the contract library's work
 *   orders, the maintenance statistics per company, the customer companies, the sales-performance
 *   entry form, the callback form and the framework agreement's detail. Changed by path and only
 *   where the menu still holds 0010's key, so a menu an administrator re-pointed stays as it is; a fresh
 *   database gets the same keys from the seed (server/catalog/crm.ts names the same views).
 * - `record_lines`: the lines of a record edited as head and lines (server/records/master-detail),
 *   keyed org first like every tenant table, removed with their record.
 *
 * This file must not change afterwards.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';

const H = '/htservice';
/** [menu path, component key 0010 gave it, the view it opens since 0032]. */
export const RECORD_VIEWS_0032: Array<[path: string, before: string, after: string]> = [
  [`${H}/contract/funnelEngineer`, 'records/opportunity', 'records/opportunity/funnelEngineer'],
  [`${H}/contract/funnelRate`, 'records/opportunity', 'records/opportunity/funnelRate'],
  [`${H}/contract/libraryWorkOrder`, 'records/workOrder/implement', 'records/workOrder/contractLibrary'],
  [`${H}/WorkOrderByCompany`, 'records/workOrder', 'records/workOrder/byCompany'],
  [`${H}/company`, 'records/customer', 'records/customer/company'],
  [`${H}/crmSalePerformanceForm`, 'records/salePerformance', 'records/salePerformance/entryForm'],
  [`${H}/crmCallbackorder/form`, 'records/workOrder/callback', 'records/workOrder/callbackForm'],
  [`${H}/contract/framework`, 'records/contract/framework', 'records/contract/frameworkDetail'],
];

export function crmViews(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('record_lines'), 'line_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('record_id', 'integer', (c) => c.notNull().references('records.record_id').onDelete('cascade'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('record_lines_org_record_line').on('record_lines').columns(['org_id', 'record_id', 'line_no']).unique().execute();
      for (const [path, before, after] of RECORD_VIEWS_0032) {
        await db.updateTable('menus').set({ component: after }).where('menu_type', '=', 'C').where('path', '=', path).where('component', '=', before).execute();
      }
    },
    async down() {
      // Forward only, like every migration here.
    },
  };
}
