/**
 * Runs the versioned migrations at start. A static provider (not a folder scan) so the migrations
 * are bundled into dist/server/index.js and the order is fixed by the names' sort order.
 */
import { Migrator, type Migration } from 'kysely';
import type { Db, Engine } from './connect.js';
import { init } from './migrations/0001_init.js';
import { shellServices } from './migrations/0002_shell_services.js';
import { loginVariants } from './migrations/0003_login_variants.js';
import { systemSettings } from './migrations/0004_system_settings.js';
import { monitorPages } from './migrations/0005_monitor_pages.js';
import { records } from './migrations/0010_records.js';

/** Every migration by name; exported so tests can stop at an older version and upgrade from there. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_init': init(engine),
    '0002_shell_services': shellServices(engine),
    '0003_login_variants': loginVariants(),
    '0004_system_settings': systemSettings(engine),
    '0005_monitor_pages': monitorPages(),
    '0010_records': records(engine),
  };
}

/** Brings the schema to the latest version; throws (and the server refuses to start) on failure. */
export async function migrate(db: Db, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(engine) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
