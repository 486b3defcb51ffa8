/**
 * Upgrade tests: a SQLite database migrated only part of the way, as an older version of the product
 * left it, in a folder of its own that is removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { openSqlite, type Db } from '../../server/db/connect.js';
import { migrations } from '../../server/db/migrate.js';

/** The migration just before `name`: the newest state today's seed can still fill, to test upgrading by `name`. */
export function migrationBefore(name: string): string {
  const names = Object.keys(migrations('sqlite')).sort();
  const at = names.indexOf(name);
  if (at < 1) throw new Error(`no migration before ${name}`);
  return names[at - 1];
}

/** Runs `use` on a database migrated up to and including `upTo`. */
export async function withDatabaseAt(upTo: string, use: (db: Db) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    const { error } = await old.migrateTo(upTo);
    if (error) throw error;
    await use(db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
