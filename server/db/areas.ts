/**
 * The two areas a session can be opened for (SPEC.md sections 2 and 6): 'main', the shell's modules,
 * and 'initplat', the initialisation platform (module 3002) with its own login and token. An initplat
 * token is kept to module 3002, so a token handed to the set-up tool cannot reach the back-office.
 */
import type { Db } from './connect.js';
import type { Grants } from './grants.js';

export type SessionArea = 'main' | 'initplat';

export const INITPLAT_MODULE_ID = 3002;
/** The `websource` of the token call that opens an initplat session; any other value opens a main one. */
const INITPLAT_WEBSOURCE = 'initplat';

export function areaOfWebsource(websource: string | undefined): SessionArea {
  return websource === INITPLAT_WEBSOURCE ? 'initplat' : 'main';
}

/** Stored values other than these two (none are written) count as main: the narrower reading is initplat's. */
export function readArea(value: string): SessionArea {
  return value === 'initplat' ? 'initplat' : 'main';
}

/**
 * Whether a user may open an initplat session: the admin role, or a role granted at least one enabled
 * menu of module 3002 (the same grants getRouters builds the route tree from).
 */
export async function mayUseInitplat(db: Db, grants: Grants): Promise<boolean> {
  if (grants.isAdmin) return true;
  if (grants.roleIds.length === 0) return false;
  const row = await db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.menu_id', 'role_menus.menu_id')
    .select('menus.menu_id')
    .where('role_menus.role_id', 'in', grants.roleIds)
    .where('menus.module_id', '=', INITPLAT_MODULE_ID)
    .where('menus.status', '=', '0')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
