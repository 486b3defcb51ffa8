/**
 * The business module's pages become record pages (issue 5): 价格协议 and 销售协议 show the record
 * kinds priceAgreement and saleAgreement (server/records/kinds/business.ts) through the one record
 * page, so their component turns from 'business/<page>/index' (never built) into 'records/<kind>', and
 * each page gets the buttons a record page checks (query, add, edit, remove, export) plus its import.
 * A database seeded before gets that here, the new buttons granted to the roles that hold the page
 * (and admin); a fresh one from the seed (server/catalog/business.ts, the same pages;
 * the data below is frozen with this version). No table changes: the records live in the record store.
 */
import type { Kysely, Migration } from 'kysely';

type BusinessPage = { name: string; path: string; before: string; component: string; prefix: string; buttons: Array<[name: string, action: string]> };

const BUTTONS: BusinessPage['buttons'] = [
  ['查询协议', 'query'],
  ['新增协议', 'add'],
  ['修改协议', 'edit'],
  ['删除协议', 'remove'],
  ['导出协议', 'export'],
  ['导入协议', 'import'],
];

const BUSINESS_PAGES: BusinessPage[] = [
  { name: '价格协议', path: 'priceAgreement', before: 'business/priceAgreement/index', component: 'records/priceAgreement', prefix: 'business:priceAgreement', buttons: BUTTONS },
  { name: '销售协议', path: 'saleAgreement', before: 'business/saleAgreement/index', component: 'records/saleAgreement', prefix: 'business:saleAgreement', buttons: BUTTONS },
];

type PageRow = { menu_id: number; module_id: number; org_code: string | null; menu_key: string | null };

/** The missing buttons of one page, in the order of BUTTONS after the ones it has; their new ids. */
async function addButtons(db: Kysely<any>, page: PageRow, spec: BusinessPage): Promise<number[]> {
  const children: Array<{ perms: string; order_num: number }> = await db.selectFrom('menus').select(['perms', 'order_num']).where('parent_id', '=', page.menu_id).execute();
  const have = new Set(children.map((c) => c.perms));
  let order = Math.max(0, ...children.map((c) => c.order_num));
  const ids: number[] = [];
  for (const [name, action] of spec.buttons) {
    const perms = `${spec.prefix}:${action}`;
    if (have.has(perms)) continue;
    const row: { menu_id: number } = await db
      .insertInto('menus')
      .values({
        menu_name: name,
        parent_id: page.menu_id,
        order_num: (order += 1),
        path: '',
        component: '',
        query: '',
        is_frame: '1',
        is_cache: '0',
        menu_type: 'F',
        visible: '0',
        status: '0',
        perms,
        icon: '#',
        module_id: page.module_id,
        org_code: page.org_code,
        initplat_type: null,
        affix: '0',
        menu_key: page.menu_key ? `${page.menu_key}#${perms}` : null,
      })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    ids.push(row.menu_id);
  }
  return ids;
}

export const business: Migration = {
  async up(db: Kysely<any>) {
    const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').where('org_id', 'is', null).executeTakeFirst();
    for (const spec of BUSINESS_PAGES) {
      const pages: PageRow[] = await db.selectFrom('menus').select(['menu_id', 'module_id', 'org_code', 'menu_key']).where('menu_type', '=', 'C').where('component', '=', spec.before).execute();
      for (const page of pages) {
        await db
          .updateTable('menus')
          .set((eb) => ({ component: spec.component, version: eb('version', '+', 1) }))
          .where('menu_id', '=', page.menu_id)
          .execute();
        const added = await addButtons(db, page, spec);
        if (!added.length) continue;
        const holders: Array<{ role_id: number }> = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', page.menu_id).execute();
        const roles = new Set([...holders.map((h) => h.role_id), ...(admin ? [admin.role_id] : [])]);
        if (roles.size)
          await db
            .insertInto('role_menus')
            .values([...roles].flatMap((role_id) => added.map((menu_id) => ({ role_id, menu_id }))))
            .execute();
      }
    }
  },
};
