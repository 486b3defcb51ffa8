/**
 * The menu trees of the role editor (RuoYi's /system/menu/treeselect and roleMenuTreeselect, here
 * /htservice/menu/treeselect and userMenuTreeselect/{roleId}): what the caller may grant in the
 * session's organisation (db/grantable-menus.ts), grouped by module.
 *
 * - `GET treeselect` (system:role:query or add): the grantable tree.
 * - `GET userMenuTreeselect/{roleId}` (system:role:query): { menus, checkedKeys } where checkedKeys
 *   are the menus the role holds; a role of another organisation → 404.
 */
import type { Hono } from 'hono';
import { grantableMenuTree, roleMenuTreeSelect, type MenuTreeNode } from '../contracts/user-admin.js';
import type { AppEnv, Deps } from '../context.js';
import { grantableMenus } from '../db/grantable-menus.js';
import { seenBy } from '../db/org-roles.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { menuTreeSelect } from '../lib/menu-tree-select.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

export function mountMenuTreeselect(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const tree = async (auth: Parameters<typeof grantableMenus>[1]): Promise<MenuTreeNode[]> => {
    const [menus, modules] = await Promise.all([grantableMenus(deps.db, auth), deps.db.selectFrom('modules').select(['module_id', 'module_name', 'order_num']).where('status', '=', '0').execute()]);
    return menuTreeSelect(modules, menus);
  };

  api.get('/htservice/menu/treeselect', session, requirePermi('system:role:query', 'system:role:add'), contract(grantableMenuTree), async (c) => {
    const reply: ReplyOf<typeof grantableMenuTree> = { code: 200, msg: t(c, 'ok'), data: await tree(c.var.auth) };
    return c.json(reply);
  });

  api.get('/htservice/menu/userMenuTreeselect/:roleId{[0-9]+}', session, requirePermi('system:role:query'), contract(roleMenuTreeSelect), async (c) => {
    const { roleId } = c.req.valid('param');
    const role = await deps.db.selectFrom('roles').select('role_id').where('role_id', '=', roleId).where(seenBy(c.var.auth.orgId)).executeTakeFirst();
    if (!role) throw new HttpError(404, 'notFound', 'roleId');
    const [menus, held] = await Promise.all([tree(c.var.auth), deps.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute()]);
    const reply: ReplyOf<typeof roleMenuTreeSelect> = { code: 200, msg: t(c, 'ok'), menus, checkedKeys: held.map((m) => m.menu_id) };
    return c.json(reply);
  });
}
