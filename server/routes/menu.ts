/**
 * `GET /htservice/menu/getRouters`: the route tree of the menus granted to the session (db/grants.ts,
 * grantedMenuIds: the user's roles' or, for admin, all, visible in this organisation, enabled),
 * directories and pages only (type-F buttons are permissions, not routes). One query for the menus, one for the modules, one for the organisation's
 * licences (each module node carries its licence state for module selection). A session opened by the
 * initialisation platform's login sees module 3002 only, whatever else its roles grant.
 * Served from memory with an ETag until a menu, grant, module, licence or organisation changes
 * (lib/cached-answer.ts).
 */
import type { Hono } from 'hono';
import { getRouters, type ModuleLicence, type RoutersReply } from '../contracts/menu.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { INITPLAT_MODULE_ID } from '../db/areas.js';
import { grantedMenuIds, isAdmin } from '../db/grants.js';
import { pickLang, translate, type Lang } from '../i18n.js';
import type { FastRoutes } from '../fast-answers.js';
import { cachedAnswer, rememberedAnswer, type PreparedAnswer } from '../lib/cached-answer.js';
import { createHotCache, ROUTERS_TABLES } from '../lib/hot-cache.js';
import { nodeHeader, requestHeader } from '../lib/request-header.js';
import { daysBetween, formatDate } from '../lib/time.js';
import { authenticate, rememberedAuth } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { buildRoutes } from './menu-tree.js';
import { licenceStateOf } from './module-licence.js';

/** A module's licence as module selection shows it; `expiresOn` undefined: the organisation holds none. */
function moduleLicence(expiresOn: string | null | undefined, today: string): ModuleLicence {
  if (expiresOn === undefined) return { state: 'missing', expiresOn: null, daysLeft: null };
  const daysLeft = expiresOn === null ? null : daysBetween(today, expiresOn);
  return { state: licenceStateOf(daysLeft), expiresOn, daysLeft };
}

/** Answers by user, organisation, area, language and day; at most a few hundred KB per hundred users. */
const routersAnswers = createHotCache<PreparedAnswer>(ROUTERS_TABLES, 2_000);

/** Everything the answer depends on besides the tables the cache watches. */
const routersKey = (auth: AuthInfo, lang: Lang, today: string) => `${auth.user.userId}|${auth.orgId}|${auth.area}|${isAdmin(auth)}|${lang}|${today}`;

/** `fast`: where the answer, once made, is also given before the app for a session already known (fast-answers.ts). */
export function mountMenu(api: Hono<AppEnv>, deps: Deps, fast?: FastRoutes) {
  api.get('/htservice/menu/getRouters', authenticate(deps), contract(getRouters), async (c) => {
    const auth = c.var.auth;
    const lang = pickLang(requestHeader(c, 'accept-language'));
    const today = formatDate(deps.now());
    return cachedAnswer(c, deps.db, routersAnswers, routersKey(auth, lang, today), () => routersOf(deps, auth, lang, today));
  });
  // What authenticate() lets through (no new password due) with what the handler above made.
  fast?.route('/htservice/menu/getRouters', (req) => {
    const auth = rememberedAuth(deps, nodeHeader(req, 'authorization'));
    if (!auth || auth.passwordChangeRequired) return undefined;
    const key = routersKey(auth, pickLang(nodeHeader(req, 'accept-language')), formatDate(deps.now()));
    return rememberedAnswer(req, deps.db, routersAnswers, key);
  });
}

/** The getRouters answer of a session on `today` (also carried by the token answer, routes/auth-first-screen.ts). */
export async function routersOf(deps: Pick<Deps, 'db'>, auth: AuthInfo, lang: Lang, today: string): Promise<RoutersReply> {
  let query = deps.db.selectFrom('menus').selectAll().where('menu_type', 'in', ['M', 'C']).where('menu_id', 'in', grantedMenuIds(deps.db, auth));
  if (auth.area === 'initplat') query = query.where('module_id', '=', INITPLAT_MODULE_ID);
  const [menus, modules, licences] = await Promise.all([
    query.execute(),
    deps.db.selectFrom('modules').selectAll().where('status', '=', '0').execute(),
    deps.db.selectFrom('module_licences').select(['module_id', 'expires_on']).where('org_id', '=', auth.orgId).execute(),
  ]);
  const expiry = new Map(licences.map((l) => [l.module_id, l.expires_on]));
  const data = buildRoutes(modules, menus).map((node) => ({ ...node, licence: moduleLicence(expiry.get(node.moduleId), today) }));
  return { code: 200, msg: translate(lang, 'ok'), data };
}
