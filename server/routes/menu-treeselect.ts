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
import { z } from 'zod';
import type { RoleMenuTreeReply } from '../contracts/user-admin.js';
import type { AppEnv, Deps } from '../context.js';
import { grantableMenus } from '../db/grantable-menus.js';
import { seenBy } from '../db/org-roles.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { menuTreeSelect } from '../lib/menu-tree-select.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { numericId, parseParams } from '../plugins/validate.js';

const IdParams = z.object({ roleId: numericId });

export function mountMenuTreeselect(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const tree = async (auth: Parameters<typeof grantableMenus>[1]) => {
    const [menus, modules] = await Promise.all([
      grantableMenus(deps.db, auth),
      deps.db.selectFrom('modules').select(['module_id', 'module_name', 'order_num']).where('status', '=', '0').execute(),
    ]);
    return menuTreeSelect(modules, menus);
  };

  api.get('/htservice/menu/treeselect', session, requirePermi('system:role:query', 'system:role:add'), async (c) => {
    return c.json({ code: 200, msg: t(c, 'ok'), data: await tree(c.var.auth) });
  });

  api.get('/htservice/menu/userMenuTreeselect/:roleId{[0-9]+}', session, requirePermi('system:role:query'), async (c) => {
    const { roleId } = parseParams(c, IdParams);
    const role = await deps.db.selectFrom('roles').select('role_id').where('role_id', '=', roleId).where(seenBy(c.var.auth.orgId)).executeTakeFirst();
    if (!role) throw new HttpError(404, 'notFound', 'roleId');
    const [menus, held] = await Promise.all([tree(c.var.auth), deps.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute()]);
    const reply: RoleMenuTreeReply = { code: 200, msg: t(c, 'ok'), menus, checkedKeys: held.map((m) => m.menu_id) };
    return c.json(reply);
  });
}
