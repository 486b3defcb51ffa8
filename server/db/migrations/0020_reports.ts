/**
 * The computed reports (issue 5, "Reports"): the CRM report menus that 0010 made plain record lists now
 * show the report page (`reports/report/<reportKey>`, server/reports), and
 * /cloudCommerce/sourcing/InventoryPriceStatus2Chart gets its page in the low-value consumables module
 * (1003): it charts the consumables stock, read with that module's stock permission, so whoever may see
 * the stock sees it. Two record kinds had no page but these report menus (营业收入 revenue records,
 * 合同硬件发货 shipments): their entry pages are added to the same CRM 报表 directory, so the records the
 * reports are computed from can still be entered. A fresh database gets the same menus from the seed
 * (now the catalogue, server/catalog); this file must not change afterwards.
 */
import type { Kysely, Migration } from 'kysely';
import { RECORD_BUTTONS, type RecordMenuRow } from './record-menus-0010.js';
import { syncRouteTable } from './route-table.js';

/** The report keys of server/reports as they were at this version. */
type ReportKey = string;

const reportComponent = (key: ReportKey) => `reports/report/${key}`;

const H = '/htservice';
/** Report menus by their absolute path (as 0010 introduced them) and the report each now shows. */
export const REPORT_MENUS_0020: Array<[path: string, report: ReportKey]> = [
  [`${H}/crmOperatingRevenueDetail`, 'operatingRevenue'],
  [`${H}/performanceGrowth`, 'performanceGrowth'],
  [`${H}/crmUpdateExplanationtableDetail`, 'updateNotes'],
  [`${H}/NewContractDetail`, 'newContracts'],
  [`${H}/RevenueStatisticsDetail`, 'revenueStatistics'],
  [`${H}/ResaleDetail`, 'resale'],
  [`${H}/crmReport/crmMarginRecord/ContractHardwareShipmentsListDetail`, 'hardwareShipments'],
];

/** The CRM 报表 directory (0010) and the record entry pages added to it. */
const CRM_REPORT_DIR = 'crmReports';
export const REPORT_ENTRY_PAGES_0020: RecordMenuRow[] = [
  ['营业收入', `${H}/crmOperatingRevenue`, 'records/revenue', 'reports:revenue'],
  ['合同硬件发货', `${H}/crmHardwareShipment`, 'records/shipment', 'reports:shipment'],
];

export const INVENTORY_CHART_PAGE = {
  name: '库存价格状况',
  path: '/cloudCommerce/sourcing/InventoryPriceStatus2Chart',
  component: reportComponent('inventoryPrice'),
  perms: 'consumables:stock:list',
  icon: 'chart',
} as const;

const CRM_MODULE = 3001;
const CONSUMABLES_MODULE = 1003;
type Place = { menu_id: number; module_id: number; org_code: string | null; menu_key: string | null };
type NewMenu = { name: string; parent: number; order: number; type: 'C' | 'F'; path: string; component: string; perms: string; icon: string; key: string | null; at: Place };

async function insertMenu(db: Kysely<any>, m: NewMenu): Promise<number> {
  const row: { menu_id: number } = await db
    .insertInto('menus')
    .values({
      menu_name: m.name,
      parent_id: m.parent,
      order_num: m.order,
      path: m.path,
      component: m.component,
      query: '',
      is_frame: '1',
      is_cache: '0',
      menu_type: m.type,
      visible: '0',
      status: '0',
      perms: m.perms,
      icon: m.icon,
      module_id: m.at.module_id,
      org_code: m.at.org_code,
      initplat_type: null,
      affix: '0',
      menu_key: m.key,
    })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  return row.menu_id;
}

/** A key the menus do not hold yet (menu keys are unique; a second copy of a directory gets none). */
async function freeKey(db: Kysely<any>, key: string | null): Promise<string | null> {
  if (!key) return null;
  return (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', key).executeTakeFirst()) ? null : key;
}

/** Grants `ids` to admin and to every role holding one of the `holders` menus. */
async function grant(db: Kysely<any>, holders: number[], ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows: Array<{ role_id: number }> = holders.length ? await db.selectFrom('role_menus').select('role_id').distinct().where('menu_id', 'in', holders).execute() : [];
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  const roles = new Set([...rows.map((r) => r.role_id), ...(admin ? [admin.role_id] : [])]);
  if (roles.size)
    await db
      .insertInto('role_menus')
      .values([...roles].flatMap((role_id) => ids.map((menu_id) => ({ role_id, menu_id }))))
      .execute();
}

async function backfill(db: Kysely<any>): Promise<void> {
  // 1. The report menus show the report page.
  for (const [path, report] of REPORT_MENUS_0020) {
    await db
      .updateTable('menus')
      .set({ component: reportComponent(report) })
      .where('menu_type', '=', 'C')
      .where('path', '=', path)
      .where('component', 'like', 'records/%')
      .execute();
  }
  // 2. The entry pages of the kinds that had only a report menu, in each CRM 报表 directory, granted with that menu.
  const dirs: Place[] = await db
    .selectFrom('menus')
    .select(['menu_id', 'module_id', 'org_code', 'menu_key'])
    .where('menu_type', '=', 'M')
    .where('path', '=', CRM_REPORT_DIR)
    .where('module_id', '=', CRM_MODULE)
    .orderBy('menu_id')
    .execute();
  for (const dir of dirs) {
    const top: { n: number | string | null } = await db
      .selectFrom('menus')
      .select((eb) => eb.fn.max('order_num').as('n'))
      .where('parent_id', '=', dir.menu_id)
      .executeTakeFirstOrThrow();
    let order = Number(top.n ?? 0);
    for (const [name, path, component, prefix] of REPORT_ENTRY_PAGES_0020) {
      if (await db.selectFrom('menus').select('menu_id').where('parent_id', '=', dir.menu_id).where('path', '=', path).executeTakeFirst()) continue;
      const holders: Array<{ menu_id: number }> = await db.selectFrom('menus').select('menu_id').where('parent_id', '=', dir.menu_id).where('perms', '=', `${prefix}:list`).execute();
      const pageKey = await freeKey(db, dir.menu_key && `${dir.menu_key}/${path}`);
      const page = await insertMenu(db, { name, parent: dir.menu_id, order: (order += 1), type: 'C', path, component, perms: `${prefix}:list`, icon: 'list', key: pageKey, at: dir });
      const ids = [page];
      for (const [i, [button, action]] of RECORD_BUTTONS.entries()) {
        const perms = `${prefix}:${action}`;
        ids.push(
          await insertMenu(db, { name: button, parent: page, order: 101 + i, type: 'F', path: '', component: '', perms, icon: '#', key: await freeKey(db, pageKey && `${pageKey}#${perms}`), at: dir }),
        );
      }
      await grant(
        db,
        holders.map((h) => h.menu_id),
        ids,
      );
    }
  }
  // 3. The inventory chart in the consumables module, for whoever sees its stock page.
  const stockPage: Place | undefined = await db
    .selectFrom('menus')
    .select(['menu_id', 'module_id', 'org_code', 'menu_key'])
    .where('component', '=', 'consumables/stock/index')
    .where('module_id', '=', CONSUMABLES_MODULE)
    .orderBy('menu_id')
    .executeTakeFirst();
  const exists = await db.selectFrom('menus').select('menu_id').where('path', '=', INVENTORY_CHART_PAGE.path).executeTakeFirst();
  if (stockPage && !exists) {
    const top: { n: number | string | null } = await db
      .selectFrom('menus')
      .select((eb) => eb.fn.max('order_num').as('n'))
      .where('parent_id', '=', 0)
      .where('module_id', '=', CONSUMABLES_MODULE)
      .executeTakeFirstOrThrow();
    const page = await insertMenu(db, {
      ...INVENTORY_CHART_PAGE,
      parent: 0,
      order: Number(top.n ?? 0) + 1,
      type: 'C',
      key: await freeKey(db, `consumables:${INVENTORY_CHART_PAGE.path}`),
      at: { ...stockPage, org_code: null },
    });
    await grant(db, [stockPage.menu_id], [page]);
  }
  await syncRouteTable(db, [CRM_MODULE, CONSUMABLES_MODULE]);
}

export function reports(): Migration {
  return {
    async up(db: Kysely<any>) {
      await backfill(db);
    },
    async down() {
      // Data only: the menus stay as they are.
    },
  };
}
