/**
 * Happy-path calls of menu management and the route table (contracts/menu-manage.ts), the route tree
 * (contracts/menu.ts) and the role editor's menu trees (contracts/user-admin.ts): each makes what it needs.
 */
import type { Harness } from '../support.js';
import type { ContractCalls } from './types.js';

const M = '/prod-api/htservice/menu';
const ROUTES = '/prod-api/htservice/SysRoute';
/** The business module: small, and what a reset of it restores touches no other call's menus. */
const MODULE = 1004;
let serial = 0;

/** A page of the session's organisation in the business module, at an address of its own. */
async function newMenu(h: Harness, admin: string) {
  const added = await h.call('POST', M, { token: admin, body: { menuName: `契约${++serial}`, menuType: 'C', moduleId: MODULE, path: `contract${serial}`, component: 'records/priceAgreement' } });
  return added.body.data as { menuId: number; version: number };
}

export const MENU_CALLS: ContractCalls = {
  [`GET ${M}/list`]: ({ h, admin }) => h.call('GET', `${M}/list`, { token: admin, query: { moduleId: String(MODULE), status: '', menuName: '协议' } }),
  [`GET ${M}/getAllMenuList`]: ({ h, admin }) => h.call('GET', `${M}/getAllMenuList`, { token: admin }),
  [`GET ${M}/:menuId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${M}/${(await newMenu(h, admin)).menuId}`, { token: admin }),
  [`POST ${M}`]: async ({ h, admin }) => h.call('POST', M, { token: admin, body: { menuName: '契约目录', menuType: 'M', moduleId: MODULE, path: 'contractDir' } }),
  [`PUT ${M}`]: async ({ h, admin }) => {
    const menu = await newMenu(h, admin);
    return h.call('PUT', M, { token: admin, body: { menuId: menu.menuId, version: menu.version, menuName: '契约改' } });
  },
  [`DELETE ${M}/:menuId{[0-9]+}`]: async ({ h, admin }) => h.call('DELETE', `${M}/${(await newMenu(h, admin)).menuId}`, { token: admin }),
  [`GET ${M}/menuReset`]: ({ h, admin }) => h.call('GET', `${M}/menuReset`, { token: admin, query: { type: String(MODULE) } }),
  [`GET ${ROUTES}/list`]: ({ h, admin }) => h.call('GET', `${ROUTES}/list`, { token: admin, query: { routeAddr: '/business', pageSize: '5' } }),
  [`POST ${ROUTES}/getRouteIdByAddr`]: ({ h, admin }) => h.call('POST', `${ROUTES}/getRouteIdByAddr`, { token: admin, body: { routeAddr: '/system/manage/config' } }),
  [`GET ${M}/getRouters`]: ({ h, admin }) => h.call('GET', `${M}/getRouters`, { token: admin }),
  [`GET ${M}/treeselect`]: ({ h, admin }) => h.call('GET', `${M}/treeselect`, { token: admin }),
  [`GET ${M}/userMenuTreeselect/:roleId{[0-9]+}`]: async ({ h, admin, orgId }) => {
    const role = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'accountant').where('org_id', '=', orgId).executeTakeFirstOrThrow();
    return h.call('GET', `${M}/userMenuTreeselect/${role.role_id}`, { token: admin });
  },
  [`GET ${ROUTES}/routeReset`]: ({ h, admin }) => h.call('GET', `${ROUTES}/routeReset`, { token: admin, query: { type: String(MODULE) } }),
};
