/**
 * Opens the one query layer over either engine (DESIGN.md section 6): embedded SQLite in the data
 * directory by default, PostgreSQL when DATABASE_URL is set. Callers only ever see Kysely.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import type { Database } from './schema.js';
import { cachingStatements } from './statement-cache.js';
import { createWriteWatch, registerWatch, watchWrites } from './write-watch.js';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Connection = { db: Db; engine: Engine; file: string | null };

/** The query layer over `dialect`, its writes watched for the hot-answer caches (db/write-watch.ts). */
function watched(dialect: Dialect): Db {
  const watch = createWriteWatch();
  const db = new Kysely<Database>({ dialect: watchWrites(dialect, watch) });
  registerWatch(db, watch);
  return db;
}

/** Opens an SQLite file with the durability settings of DESIGN.md section 6. */
export function openSqlite(file: string): Connection {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Sqlite(file);
  // WAL lets readers run beside the one writer; FULL syncs every commit so a power cut loses nothing
  // acknowledged; busy_timeout makes a briefly locked database wait instead of failing a request.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { db: watched(new SqliteDialect({ database: cachingStatements(database) })), engine: 'sqlite', file };
}

/** Opens a PostgreSQL pool. int8 (bigint times, count(*)) is parsed to number: epoch ms fit a double. */
export function openPostgres(url: string): Connection {
  pg.types.setTypeParser(20, (value: string) => Number(value));
  // A short connect timeout: while PostgreSQL is down, requests fail fast with 503 (errors.ts) instead of
  // queueing for minutes; the pool drops broken clients and reconnects by itself once it is back.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // A client losing its connection (server restart) emits 'error': the pool reports idle ones, a checked-out
  // one reports on itself, and either unhandled would end the process. The pool then discards the client.
  const lost = (error: Error) => console.warn(`[${new Date().toISOString()}] PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return { db: watched(new PostgresDialect({ pool })), engine: 'postgres', file: null };
}

/** Chooses the engine from the operator settings. */
export function connect(options: { databaseUrl: string | null; dataDir: string }): Connection {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(path.join(options.dataDir, 'ht.db'));
}
