/**
 * `GET /htservice/menu/getRouters`: the route tree of the menus the user's roles grant (admin: all),
 * visible in this organisation, enabled, directories and pages only (type-F buttons are
 * permissions, not routes). One query for the menus, one for the modules, one for the organisation's
 * licences (each module node carries its licence state for module selection). A session opened by the
 * initialisation platform's login sees module 3002 only, whatever else its roles grant.
 */
import type { Hono } from 'hono';
import type { ModuleLicence, RoutersReply } from '../contracts/menu.js';
import type { AppEnv, Deps } from '../context.js';
import { INITPLAT_MODULE_ID } from '../db/areas.js';
import { heldMenuIds } from '../db/grants.js';
import { isAdmin } from '../db/org-roles.js';
import { t } from '../i18n.js';
import { daysBetween, formatDate } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { buildRoutes } from './menu-tree.js';
import { licenceStateOf } from './module-licence.js';

/** A module's licence as module selection shows it; `expiresOn` undefined: the organisation holds none. */
function moduleLicence(expiresOn: string | null | undefined, today: string): ModuleLicence {
  if (expiresOn === undefined) return { state: 'missing', expiresOn: null, daysLeft: null };
  const daysLeft = expiresOn === null ? null : daysBetween(today, expiresOn);
  return { state: licenceStateOf(daysLeft), expiresOn, daysLeft };
}

export function mountMenu(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/menu/getRouters', authenticate(deps), async (c) => {
    const auth = c.var.auth;
    const org = await deps.db.selectFrom('organisations').select('org_code').where('org_id', '=', auth.orgId).executeTakeFirstOrThrow();
    let query = deps.db
      .selectFrom('menus')
      .selectAll()
      .where('status', '=', '0')
      .where('menu_type', 'in', ['M', 'C'])
      .where((eb) => eb.or([eb('org_code', 'is', null), eb('org_code', '=', org.org_code)]));
    if (auth.area === 'initplat') query = query.where('module_id', '=', INITPLAT_MODULE_ID);
    if (!isAdmin(auth)) {
      query = query.where('menu_id', 'in', heldMenuIds(deps.db, auth.user.userId));
    }
    const [menus, modules, licences] = await Promise.all([
      query.execute(),
      deps.db.selectFrom('modules').selectAll().where('status', '=', '0').execute(),
      deps.db.selectFrom('module_licences').select(['module_id', 'expires_on']).where('org_id', '=', auth.orgId).execute(),
    ]);
    const expiry = new Map(licences.map((l) => [l.module_id, l.expires_on]));
    const today = formatDate(deps.now());
    const data = buildRoutes(modules, menus).map((node) => ({ ...node, licence: moduleLicence(expiry.get(node.moduleId), today) }));
    const reply: RoutersReply = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });
}
