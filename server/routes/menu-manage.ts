/**
 * Menu management, RuoYi's /system/menu under /htservice (SPEC.md section 7 "Menus and routes").
 * Who sees and changes which menus: menu-scope.ts. The rules a menu keeps: lib/menu-rules.ts.
 *
 * - `GET list` (system:menu:list): the flat rows the page builds its tree from, `{ code, msg, data }`;
 *   filters orgCode (the session's only, else 403), menuName (contains), status, visible, moduleId, menuType.
 * - `GET getAllMenuList` (system:menu:list): every menu the organisation sees, unfiltered.
 * - `GET /{menuId}` (system:menu:query): another organisation's menu answers 404.
 * - `POST` (system:menu:add), `PUT` (system:menu:edit, with the version last read: stale → 409; the
 *   organisation of a menu does not change), `DELETE /{menuId}` (system:menu:remove: 409 naming the
 *   reason while it has children or is granted to a role).
 * Every write keeps the route table in step (db/sys-routes.ts) in the same transaction; a page whose
 * address another visible page already has is refused with 409.
 */
import type { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { menuAdd, menuEdit, menuGet, menuList, menuListAll, menuRemove } from '../contracts/menu-manage.js';
import type { AppEnv, Deps } from '../context.js';
import type { MenuTable } from '../db/schema.js';
import { assertUniqueRoutes, syncRoutes } from '../db/sys-routes.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, parseListInput } from '../lib/list-query.js';
import { checkChildren, checkFields, checkParent, descendantsOf, wouldCycle, type RuleBreak, type RuleMenu } from '../lib/menu-rules.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { assertMayChange, assertOwnOrg, MENU_FIELDS, menuScope, seenBy, type MenuScope } from './menu-scope.js';

type MenuRow = Selectable<MenuTable>;

function fail(broken: RuleBreak | null): void {
  if (broken) throw new HttpError(broken.status, broken.key, broken.field, broken.params);
}

/** Buttons carry no route; an external link no component. */
function normalised<T extends RuleMenu>(menu: T): T {
  if (menu.menu_type === 'F') return { ...menu, path: '', component: '', is_frame: '1' };
  if (menu.is_frame === '0') return { ...menu, component: '' };
  return menu;
}

async function assertModule(trx: WriteTx, moduleId: number): Promise<void> {
  const found = await trx.selectFrom('modules').select('module_id').where('module_id', '=', moduleId).executeTakeFirst();
  if (!found) throw new HttpError(422, 'menuModuleUnknown', 'moduleId', { id: moduleId });
}

/** The parent as the caller sees it (undefined: none, or another organisation's). */
async function parentOf(trx: WriteTx, scope: MenuScope, parentId: number): Promise<MenuRow | undefined> {
  if (parentId === 0) return undefined;
  return trx.selectFrom('menus').selectAll().where('menu_id', '=', parentId).where(seenBy(scope, 'menus')).executeTakeFirst();
}

const selectMenu = (trx: WriteTx, menuId: number) => trx.selectFrom('menus').select(MENU_FIELDS).where('menu_id', '=', menuId).executeTakeFirstOrThrow();

export function mountMenuManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/menu/list', session, requirePermi('system:menu:list'), contract(menuList), async (c) => {
    const scope = await menuScope(deps, c.var.auth);
    const { filters } = parseListInput(c.req.query(), menuList.list, {});
    assertOwnOrg(scope, filters.orgCode);
    let query = deps.db.selectFrom('menus').select(MENU_FIELDS).where(seenBy(scope, 'menus'));
    if (filters.menuName) query = query.where(contains('menus.menu_name', filters.menuName));
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.visible) query = query.where('visible', '=', filters.visible);
    if (filters.moduleId !== undefined) query = query.where('module_id', '=', filters.moduleId);
    if (filters.menuType) query = query.where('menu_type', '=', filters.menuType);
    const data = await query.orderBy('module_id').orderBy('parent_id').orderBy('order_num').orderBy('menu_id').execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/menu/getAllMenuList', session, requirePermi('system:menu:list'), contract(menuListAll), async (c) => {
    const scope = await menuScope(deps, c.var.auth);
    const { filters } = parseListInput(c.req.query(), menuListAll.list, {});
    assertOwnOrg(scope, filters.orgCode);
    const data = await deps.db.selectFrom('menus').select(MENU_FIELDS).where(seenBy(scope, 'menus')).orderBy('module_id').orderBy('parent_id').orderBy('order_num').orderBy('menu_id').execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/menu/:menuId{[0-9]+}', session, requirePermi('system:menu:query'), contract(menuGet), async (c) => {
    const { menuId } = c.req.valid('param');
    const scope = await menuScope(deps, c.var.auth);
    const data = await deps.db.selectFrom('menus').select(MENU_FIELDS).where('menu_id', '=', menuId).where(seenBy(scope, 'menus')).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'menuId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/menu', session, requirePermi('system:menu:add'), contract(menuAdd), async (c) => {
    const body = c.req.valid('json');
    const scope = await menuScope(deps, c.var.auth);
    const org_code = body.orgCode === undefined ? scope.orgCode : body.orgCode || null;
    assertMayChange(scope, org_code);
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      await assertModule(trx, body.moduleId);
      const menu = normalised({
        menu_name: body.menuName,
        menu_type: body.menuType,
        parent_id: body.parentId,
        path: body.path,
        component: body.component,
        is_frame: body.isFrame,
        module_id: body.moduleId,
        org_code,
      });
      fail(checkFields(menu));
      fail(checkParent(menu, await parentOf(trx, scope, menu.parent_id)));
      const row = await trx
        .insertInto('menus')
        .values({
          ...menu,
          order_num: body.orderNum,
          query: body.query,
          is_cache: body.isCache,
          visible: body.visible,
          status: body.status,
          perms: body.perms,
          icon: body.icon,
          initplat_type: null,
          affix: '0',
          version: 1,
          menu_key: null,
        })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      await syncRoutes(trx, [menu.module_id]);
      await assertUniqueRoutes(trx, [row.menu_id]);
      return selectMenu(trx, row.menu_id);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/htservice/menu', session, requirePermi('system:menu:edit'), contract(menuEdit), async (c) => {
    const body = c.req.valid('json');
    const scope = await menuScope(deps, c.var.auth);
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const before = await lockRow(deps.engine, trx.selectFrom('menus').selectAll().where('menu_id', '=', body.menuId).where(seenBy(scope, 'menus'))).executeTakeFirst();
      if (!before) throw new HttpError(404, 'notFound', 'menuId');
      assertMayChange(scope, before.org_code);
      assertVersion(before, body.version);
      if (body.moduleId !== undefined && body.moduleId !== before.module_id) await assertModule(trx, body.moduleId);
      const after = normalised({
        ...before,
        menu_name: body.menuName ?? before.menu_name,
        menu_type: body.menuType ?? before.menu_type,
        module_id: body.moduleId ?? before.module_id,
        parent_id: body.parentId ?? before.parent_id,
        path: body.path ?? before.path,
        component: body.component ?? before.component,
        is_frame: body.isFrame ?? before.is_frame,
      });
      fail(checkFields(after));
      // Every menu of the old module (every organisation's: children of a shared menu may be anyone's).
      const family = await trx.selectFrom('menus').select(['menu_id', 'parent_id', 'menu_type']).where('module_id', '=', before.module_id).execute();
      if (wouldCycle(before.menu_id, after.parent_id, family)) throw new HttpError(422, 'menuCycle', 'parentId');
      fail(checkParent(after, await parentOf(trx, scope, after.parent_id)));
      fail(
        checkChildren(
          before,
          after,
          family.filter((m) => m.parent_id === before.menu_id),
        ),
      );
      const set = {
        menu_name: after.menu_name,
        menu_type: after.menu_type,
        module_id: after.module_id,
        parent_id: after.parent_id,
        path: after.path,
        component: after.component,
        is_frame: after.is_frame,
        order_num: body.orderNum,
        query: body.query,
        is_cache: body.isCache,
        visible: body.visible,
        status: body.status,
        perms: body.perms,
        icon: body.icon,
      };
      await updateVersionedOrThrow(trx, 'menus', { key: { menu_id: before.menu_id }, version: body.version, set, returning: ['version'] }, 'menuId');
      await syncRoutes(trx, [...new Set([before.module_id, after.module_id])]);
      await assertUniqueRoutes(trx, [before.menu_id, ...descendantsOf(before.menu_id, family)]);
      return selectMenu(trx, before.menu_id);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.delete('/htservice/menu/:menuId{[0-9]+}', session, requirePermi('system:menu:remove'), contract(menuRemove), async (c) => {
    const { menuId } = c.req.valid('param');
    const scope = await menuScope(deps, c.var.auth);
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const menu = await lockRow(deps.engine, trx.selectFrom('menus').select(['menu_id', 'menu_name', 'org_code']).where('menu_id', '=', menuId).where(seenBy(scope, 'menus'))).executeTakeFirst();
      if (!menu) throw new HttpError(404, 'notFound', 'menuId');
      assertMayChange(scope, menu.org_code);
      const children = await trx
        .selectFrom('menus')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('parent_id', '=', menuId)
        .executeTakeFirstOrThrow();
      if (Number(children.n) > 0) throw new HttpError(409, 'menuHasChildren', 'menuId', { name: menu.menu_name, count: Number(children.n) });
      const roles = await trx
        .selectFrom('role_menus')
        .innerJoin('roles', 'roles.role_id', 'role_menus.role_id')
        .select('roles.role_name')
        .where('role_menus.menu_id', '=', menuId)
        .orderBy('roles.role_sort')
        .execute();
      if (roles.length) throw new HttpError(409, 'menuGranted', 'menuId', { name: menu.menu_name, roles: roles.map((r) => r.role_name).join('、') });
      await trx.deleteFrom('sys_route').where('menu_id', '=', menuId).execute();
      await trx.deleteFrom('menus').where('menu_id', '=', menuId).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
