/**
 * In-process caches of what nearly every request asks and rarely changes: a token's session with its
 * grants, the idle timeout, getRouters and getInfo. An entry is keyed by what it is about (token hash;
 * user, organisation, area, language, day) and good while the tables it was read from are unchanged
 * (db/write-watch.ts stamps): any committed write to them, on this process at once or on another
 * through the push bus, makes the next request read the database again. No entry ever expires by age.
 * Each database handle has its own entries (tests run several databases in one process).
 */
import { watchOf } from '../db/write-watch.js';

/** What a session and its grants are read from (plugins/auth.ts resolveToken, db/grants.ts loadGrants). */
export const SESSION_TABLES = ['sessions', 'users', 'roles', 'role_users', 'role_menus', 'menus'] as const;
/** The config table: the idle timeout (db/config-values.ts). */
export const CONFIG_TABLES = ['config'] as const;
/** What getRouters reads besides the session (routes/menu.ts). */
export const ROUTERS_TABLES = ['organisations', 'menus', 'role_menus', 'role_users', 'roles', 'modules', 'module_licences'] as const;
/** What getInfo reads, with the roles and permissions of the session (routes/user.ts). */
export const INFO_TABLES = ['users', 'organisations', 'base_org_para', 'roles', 'role_users', 'role_menus', 'menus'] as const;
/** Every table some cache reads: the ones whose writes other processes must hear of. */
export const CACHED_TABLES = [...new Set([...SESSION_TABLES, ...CONFIG_TABLES, ...ROUTERS_TABLES, ...INFO_TABLES])];

type Entry<T> = { stamp: number; value: T };

export type HotCache<T> = {
  /**
   * The value of `key`, from memory while its tables are unchanged, else from `load` (remembered with
   * the stamp taken before loading). `refresh` loads in any case. Without a watched database, or while
   * other processes' writes may go unheard, every call loads.
   */
  get: (db: object, key: string, load: () => Promise<T>, refresh?: boolean) => Promise<T>;
  /**
   * The value of `key` when it is in memory and still good, else undefined, without loading anything
   * (server/fast-answers.ts answers from it before the app sees the request; a miss takes the app's way).
   */
  peek: (db: object, key: string) => T | undefined;
};

/** A cache over `tables` holding at most `maxEntries` entries per database (the oldest go first). */
export function createHotCache<T>(tables: readonly string[], maxEntries: number): HotCache<T> {
  const byDb = new WeakMap<object, Map<string, Entry<T>>>();
  return {
    async get(db, key, load, refresh = false) {
      const watch = watchOf(db);
      if (!watch?.live()) return load();
      let entries = byDb.get(db);
      if (!entries) byDb.set(db, (entries = new Map()));
      const stamp = watch.stamp(tables);
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp && !refresh) return hit.value;
      const value = await load();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { stamp, value });
      return value;
    },
    peek(db, key) {
      const watch = watchOf(db);
      if (!watch?.live()) return undefined;
      const hit = byDb.get(db)?.get(key);
      return hit && hit.stamp === watch.stamp(tables) ? hit.value : undefined;
    },
  };
}
