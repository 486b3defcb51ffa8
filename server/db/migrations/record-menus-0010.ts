/**
 * Part of migration 0010 (0010_records.ts; not a migration of its own): the menus of the record pages
 * as version 0010 introduced them (data), and their backfill for a database seeded before it. The
 * catalogue (server/catalog/crm.ts) holds the same menus as they are today; this file must not change
 * afterwards.
 *
 * Each page names its kind through its component key (`records/<kind>[/<preset>]`) and carries the
 * kind's permission prefix: the page `<prefix>:list`, its buttons query, add, edit, remove and export.
 * The detail routes of SPEC.md section 2 keep their absolute /htservice paths.
 */
import type { Kysely } from 'kysely';

/** [name, absolute path, component key, permission prefix, hidden]. */
export type RecordMenuRow = [name: string, path: string, component: string, prefix: string, hidden?: 'hidden'];
type RecordMenuDir = { name: string; path: string; icon: string; pages: RecordMenuRow[] };

export const RECORD_BUTTONS: Array<[name: string, action: string]> = [
  ['查询', 'query'],
  ['新增', 'add'],
  ['修改', 'edit'],
  ['删除', 'remove'],
  ['导出', 'export'],
];

/** The CRM module's and the report query's own pages, which became record pages: [component, prefix]. */
const RECORD_PAGES_0010: Array<[component: string, prefix: string]> = [
  ['crm/customer/index', 'crm:customer'],
  ['crm/workOrder/index', 'crm:workOrder'],
  ['crm/contract/index', 'crm:contract'],
  ['reports/query/index', 'reports:report'],
];

const H = '/htservice';
export const RECORD_MENU_DIRS: RecordMenuDir[] = [
  {
    name: '工单管理',
    path: 'workOrders',
    icon: 'form',
    pages: [
      ['线上工单', `${H}/workOrder/online`, 'records/workOrder/online', 'crm:workOrder'],
      ['线下工单', `${H}/workOrder/offline`, 'records/workOrder/offline', 'crm:workOrder'],
      ['回访工单', `${H}/crmCallbackorder`, 'records/workOrder/callback', 'crm:workOrder'],
      ['回访单', `${H}/crmCallbackorder/form`, 'records/workOrder/callback', 'crm:workOrder', 'hidden'],
      ['实施工单', `${H}/workOrder/implement`, 'records/workOrder/implement', 'crm:workOrder'],
      ['售后现场工单', `${H}/workOrder/afterSalesSite`, 'records/workOrder/afterSales', 'crm:workOrder'],
      ['维护记录统计', `${H}/WorkOrderByCompany`, 'records/workOrder', 'crm:workOrder'],
    ],
  },
  {
    name: '合同管理',
    path: 'contracts',
    icon: 'documentation',
    pages: [
      ['销售合同', `${H}/contract/sales`, 'records/contract/sales', 'crm:contract'],
      ['转售合同', `${H}/contract/resale`, 'records/contract/resale', 'crm:contract'],
      ['框架协议', `${H}/contract/frameworkList`, 'records/contract/framework', 'crm:contract'],
      ['框架协议详情', `${H}/contract/framework`, 'records/contract/framework', 'crm:contract', 'hidden'],
      ['服务合同', `${H}/contract/service`, 'records/contract/service', 'crm:contract'],
      ['自留合同', `${H}/contract/selfKept`, 'records/contract/selfKept', 'crm:contract'],
      ['合同库工单', `${H}/contract/libraryWorkOrder`, 'records/workOrder/implement', 'crm:workOrder'],
      ['潜在客户漏斗', `${H}/contract/funnel`, 'records/opportunity', 'crm:opportunity'],
      ['潜在客户漏斗（工程师）', `${H}/contract/funnelEngineer`, 'records/opportunity', 'crm:opportunity'],
      ['潜在客户漏斗赢率', `${H}/contract/funnelRate`, 'records/opportunity', 'crm:opportunity'],
      ['合同核算', `${H}/contract/calculation`, 'records/contractCalc', 'crm:contractCalc'],
    ],
  },
  {
    name: '客户服务',
    path: 'customerService',
    icon: 'peoples',
    pages: [
      ['客户公司', `${H}/company`, 'records/customer', 'crm:customer'],
      ['代理商', `${H}/agent`, 'records/agent', 'crm:agent'],
      ['客户集团', `${H}/metaCrmGroupDetail`, 'records/customerGroup', 'crm:group'],
      ['客户变更', `${H}/crmCompanyChange`, 'records/companyChange', 'crm:companyChange'],
      ['客户服务汇总', `${H}/CompanyServiceSummaryDetail`, 'records/serviceSummary', 'crm:serviceSummary'],
      ['升级说明', `${H}/crmUpdateExplanation`, 'records/updateNote', 'crm:updateNote'],
      ['年度任务', `${H}/crmAnnualTask`, 'records/annualTask', 'crm:annualTask'],
      ['CRM 模板', `${H}/crmTemplate`, 'records/template', 'crm:template'],
      ['销售业绩', `${H}/crmSalePerformance`, 'records/salePerformance', 'crm:salePerformance'],
      ['销售业绩录入', `${H}/crmSalePerformanceForm`, 'records/salePerformance', 'crm:salePerformance', 'hidden'],
      ['售后奖金', `${H}/crmAfterSalesBonus`, 'records/bonus/afterSales', 'crm:bonus'],
      ['技术服务奖金', `${H}/crmTechnicalServicesBonus`, 'records/bonus/technical', 'crm:bonus'],
      ['技术服务个人奖金', `${H}/crmTechnicalServicesPersonBonus`, 'records/bonus/technicalPerson', 'crm:bonus'],
      ['其他事项', `${H}/MetaCrmOther`, 'records/crmOther', 'crm:other'],
    ],
  },
  {
    name: 'CRM 报表',
    path: 'crmReports',
    icon: 'chart',
    pages: [
      ['营业收入明细', `${H}/crmOperatingRevenueDetail`, 'records/revenue', 'reports:revenue'],
      ['业绩增长', `${H}/performanceGrowth`, 'records/salePerformance', 'crm:salePerformance'],
      ['升级说明统计', `${H}/crmUpdateExplanationtableDetail`, 'records/updateNote', 'crm:updateNote'],
      ['新签合同明细', `${H}/NewContractDetail`, 'records/contract', 'crm:contract'],
      ['收入统计明细', `${H}/RevenueStatisticsDetail`, 'records/revenue', 'reports:revenue'],
      ['转售明细', `${H}/ResaleDetail`, 'records/contract/resale', 'crm:contract'],
      ['合同硬件发货明细', `${H}/crmReport/crmMarginRecord/ContractHardwareShipmentsListDetail`, 'records/shipment', 'reports:shipment'],
    ],
  },
  {
    name: '信息查询',
    path: 'infoQuery',
    icon: 'search',
    pages: [
      ['账户信息查询', `${H}/infoQuery/account`, 'records/accountInfo', 'info:account'],
      ['酒店信息查询', `${H}/infoQuery/hotel`, 'records/hotelInfo', 'info:hotel'],
      ['供应商信息查询', `${H}/infoQuery/supplier`, 'records/supplierInfo', 'info:supplier'],
    ],
  },
];

const CRM_MODULE = 3001;
type Row = { menu_id: number; module_id: number; org_code: string | null };
type Values = {
  name: string;
  parent: number;
  order: number;
  type: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  perms?: string;
  icon?: string;
  hidden?: boolean;
  at: Pick<Row, 'module_id' | 'org_code'>;
};

async function insertMenu(db: Kysely<any>, v: Values): Promise<number> {
  const row: { menu_id: number } = await db
    .insertInto('menus')
    .values({
      menu_name: v.name,
      parent_id: v.parent,
      order_num: v.order,
      path: v.path ?? '',
      component: v.component ?? '',
      query: '',
      is_frame: '1',
      is_cache: '0',
      menu_type: v.type,
      visible: v.hidden ? '1' : '0',
      status: '0',
      perms: v.perms ?? '',
      icon: v.icon ?? (v.type === 'F' ? '#' : 'list'),
      module_id: v.at.module_id,
      org_code: v.at.org_code,
      initplat_type: null,
      affix: '0',
    })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  return row.menu_id;
}

async function insertButtons(db: Kysely<any>, page: Row, prefix: string, have: Set<string>): Promise<number[]> {
  const ids: number[] = [];
  let order = 0;
  for (const [name, action] of RECORD_BUTTONS) {
    order += 1;
    if (!have.has(`${prefix}:${action}`)) ids.push(await insertMenu(db, { name, parent: page.menu_id, order: 100 + order, type: 'F', perms: `${prefix}:${action}`, at: page }));
  }
  return ids;
}

/**
 * For a database seeded before 0010 (an empty one gets all this from the seed): the missing buttons of
 * the four pages that became record pages, and the record menus under the CRM module, granted to the
 * roles that hold the page they sit with (the CRM customer page; the report query page) and to admin.
 */
export async function backfillRecordMenus(db: Kysely<any>): Promise<void> {
  const already = await db.selectFrom('menus').select('menu_id').where('component', 'like', 'records/%').executeTakeFirst();
  if (already) return;
  const grants = new Map<number, number[]>(); // menu id of the page whose holders get them → new menu ids
  const grant = (holderPage: number, ids: number[]) => grants.set(holderPage, [...(grants.get(holderPage) ?? []), ...ids]);

  for (const [component, prefix] of RECORD_PAGES_0010) {
    const pages: Row[] = await db.selectFrom('menus').select(['menu_id', 'module_id', 'org_code']).where('menu_type', '=', 'C').where('component', '=', component).execute();
    for (const page of pages) {
      const children: Array<{ perms: string }> = await db.selectFrom('menus').select('perms').where('parent_id', '=', page.menu_id).execute();
      grant(page.menu_id, await insertButtons(db, page, prefix, new Set(children.map((c) => c.perms))));
    }
  }

  const customer: Row | undefined = await db
    .selectFrom('menus')
    .select(['menu_id', 'module_id', 'org_code'])
    .where('component', '=', 'crm/customer/index')
    .where('module_id', '=', CRM_MODULE)
    .orderBy('menu_id')
    .executeTakeFirst();
  if (customer) {
    const top: { n: number | string | null } = await db
      .selectFrom('menus')
      .select((eb) => eb.fn.max('order_num').as('n'))
      .where('parent_id', '=', 0)
      .where('module_id', '=', CRM_MODULE)
      .executeTakeFirstOrThrow();
    let order = Number(top.n ?? 0);
    const added: number[] = [];
    for (const dir of RECORD_MENU_DIRS) {
      const dirId = await insertMenu(db, { name: dir.name, parent: 0, order: (order += 1), type: 'M', path: dir.path, icon: dir.icon, at: customer });
      added.push(dirId);
      for (const [i, [name, path, component, prefix, hidden]] of dir.pages.entries()) {
        const page = {
          menu_id: await insertMenu(db, { name, parent: dirId, order: i + 1, type: 'C', path, component, perms: `${prefix}:list`, hidden: hidden === 'hidden', at: customer }),
          module_id: customer.module_id,
          org_code: customer.org_code,
        };
        added.push(page.menu_id, ...(await insertButtons(db, page, prefix, new Set())));
      }
    }
    grant(customer.menu_id, added);
  }

  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  for (const [holderPage, ids] of grants) {
    if (!ids.length) continue;
    const holders: Array<{ role_id: number }> = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', holderPage).execute();
    const roles = new Set([...holders.map((h) => h.role_id), ...(admin ? [admin.role_id] : [])]);
    if (roles.size)
      await db
        .insertInto('role_menus')
        .values([...roles].flatMap((role_id) => ids.map((menu_id) => ({ role_id, menu_id }))))
        .execute();
  }
}
