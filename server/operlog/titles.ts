/**
 * The module (RuoYi's `title`) of an operation-log entry: the name of the page a route's permission
 * belongs to, read from the shared menus (a button's permission names its page; `system:user:resetPwd`
 * → 用户管理). Looked up when a batch is written, never on the request's path, from a map read once and
 * again after TITLES_TTL_MS, so a renamed page shows under its new name in later entries.
 *
 * Calls that check no permission are about the caller's own account and screen (endpoint-guards'
 * ANY_USER); they are named by area below, as the menus name the others.
 */
import type { Db } from '../db/connect.js';

const TITLES_TTL_MS = 5 * 60_000;

/**
 * Own-account calls by the first path segments after /prod-api; the rest fall back to their path. The
 * titles are stored in Chinese, like the menus' names, and the shell translates both when it draws them
 * (its route-title dictionary covers these; test/unit/route-title.test.ts reads this list).
 */
export const OWN_AREAS: ReadonlyArray<readonly [prefix: string, title: string]> = [
  ['/htservice/user/profile', '个人中心'],
  ['/htservice/module/updatePassword', '个人中心'],
  ['/htservice/module/matchPassword', '锁屏解锁'],
  ['/htservice/user/preferences', '布局设置'],
  ['/htservice/custom', '列设置'],
  ['/htservice/queryPlan', '高级查询'],
  ['/htservice/module/removeAuthorizations', '模块授权'],
  ['/htservice/module/', '待办通知'],
  ['/htservice/notice/my/', '通知公告'],
  ['/chat/', '在线客服'],
];

export type TitleLookup = { title(perms: string, path: string): Promise<string> };

export function createTitleLookup(db: Db, now: () => number = Date.now): TitleLookup {
  let byPerms: Map<string, string> | null = null;
  let readAt = 0;
  const load = async () => {
    const rows = await db
      .selectFrom('menus as m')
      .leftJoin('menus as p', 'p.menu_id', 'm.parent_id')
      .select(['m.perms', 'm.menu_type', 'm.menu_name', 'p.menu_name as parentName'])
      .where('m.perms', '!=', '')
      .where('m.org_code', 'is', null)
      .orderBy('m.menu_id')
      .execute();
    const map = new Map<string, string>();
    // A page names itself, a button its page; the first (oldest) menu of a permission wins.
    for (const r of rows) if (!map.has(r.perms)) map.set(r.perms, r.menu_type === 'F' ? (r.parentName ?? r.menu_name) : r.menu_name);
    return map;
  };
  return {
    async title(perms, path) {
      if (!perms) return OWN_AREAS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? path;
      if (!byPerms || now() - readAt > TITLES_TTL_MS) {
        byPerms = await load();
        readAt = now();
      }
      // A permission no menu carries (a record kind's) still says which module: its prefix.
      return byPerms.get(perms) ?? byPerms.get(`${perms.slice(0, perms.lastIndexOf(':'))}:list`) ?? perms;
    },
  };
}
