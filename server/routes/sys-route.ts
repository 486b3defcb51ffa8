/**
 * The route table (SPEC.md section 7 "Menus and routes"): the full address of every page route with
 * its menu, module and organisation (db/sys-routes.ts keeps it in step with the menus).
 *
 * - `GET /htservice/SysRoute/list` (system:menu:list): paged through the list layer; filters routeAddr
 *   (contains), menuId, moduleId, orgCode (the session's only, else 403); the rows the organisation
 *   sees (shared pages and its own).
 * - `GET /htservice/SysRoute/routeReset?type=<moduleId>|all` (system:menu:edit): rebuilds the rows of
 *   that module (or all) from the menus; route ids of surviving pages stay.
 * - `POST /htservice/SysRoute/getRouteIdByAddr`: any signed-in user (pages ask it for their own
 *   address); body `{ routeAddr }` or the address as plain text; answers the route and menu id that
 *   address has for the caller's organisation (its own page first), 404 when none.
 */
import type { Hono } from 'hono';
import { routeIdByAddr, routeList, routeReset } from '../contracts/menu-manage.js';
import type { AppEnv, Deps } from '../context.js';
import { syncRoutes } from '../db/sys-routes.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { answerList } from '../lib/list-answer.js';
import { contains, parseList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { assertOwnOrg, menuScope, seenBy } from './menu-scope.js';

const ROUTE_SORT: SortAllowlist = {
  routeId: 'sys_route.route_id',
  routeAddr: 'sys_route.route_addr',
  menuId: 'sys_route.menu_id',
  moduleId: 'sys_route.module_id',
};
const DEFAULT_ORDER: OrderBy = [['sys_route.route_id', 'asc']];
const FIELDS = [
  'sys_route.route_id as routeId',
  'sys_route.route_addr as routeAddr',
  'sys_route.menu_id as menuId',
  'menus.menu_name as menuName',
  'sys_route.module_id as moduleId',
  'sys_route.org_code as orgCode',
] as const;

export function mountSysRoute(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/SysRoute/list', session, requirePermi('system:menu:list'), contract(routeList), async (c) => {
    const scope = await menuScope(deps, c.var.auth);
    const { page, filters } = parseList(c, routeList.list, ROUTE_SORT);
    assertOwnOrg(scope, filters.orgCode);
    let query = deps.db.selectFrom('sys_route').innerJoin('menus', 'menus.menu_id', 'sys_route.menu_id').where(seenBy(scope, 'sys_route'));
    if (filters.routeAddr) query = query.where(contains('sys_route.route_addr', filters.routeAddr));
    if (filters.menuId !== undefined) query = query.where('sys_route.menu_id', '=', filters.menuId);
    if (filters.moduleId !== undefined) query = query.where('sys_route.module_id', '=', filters.moduleId);
    return answerList(c, deps.engine, query, page, FIELDS, DEFAULT_ORDER);
  });

  api.get('/htservice/SysRoute/routeReset', session, requirePermi('system:menu:edit'), contract(routeReset), async (c) => {
    const { type } = c.req.valid('query');
    const changed = await writeTransaction(deps.db, deps.engine, async (trx) => {
      if (type !== 'all' && !(await trx.selectFrom('modules').select('module_id').where('module_id', '=', type).executeTakeFirst())) {
        throw new HttpError(422, 'menuModuleUnknown', 'type', { id: type });
      }
      return syncRoutes(trx, type === 'all' ? 'all' : [type]);
    });
    const reply: ReplyOf<typeof routeReset> = { code: 200, msg: t(c, 'routeResetDone', { changed }), data: { changed } };
    return c.json(reply);
  });

  api.post('/htservice/SysRoute/getRouteIdByAddr', session, contract(routeIdByAddr), async (c) => {
    const { routeAddr } = c.req.valid('json');
    const scope = await menuScope(deps, c.var.auth);
    const rows = await deps.db
      .selectFrom('sys_route')
      .select(['route_id as routeId', 'menu_id as menuId', 'route_addr as routeAddr', 'org_code as orgCode'])
      .where('route_addr', '=', routeAddr)
      .where(seenBy(scope, 'sys_route'))
      .execute();
    const found = rows.find((r) => r.orgCode !== null) ?? rows[0];
    if (!found) throw new HttpError(404, 'routeUnknown', 'routeAddr', { addr: routeAddr });
    const reply: ReplyOf<typeof routeIdByAddr> = { code: 200, msg: t(c, 'ok'), data: { routeId: found.routeId, menuId: found.menuId, routeAddr: found.routeAddr } };
    return c.json(reply);
  });
}
