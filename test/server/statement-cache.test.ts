/**
 * The SQLite statement cache (db/statement-cache.ts): the same query text is compiled once, answers stay
 * right across schema changes, and the cache keeps to its size.
 */
import Sqlite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cachingStatements } from '../../server/db/statement-cache.js';

type Db = { items: { id: number; name: string; note?: string | null } };

function open(size?: number) {
  const database = new Sqlite(':memory:');
  let prepared = 0;
  const prepare = database.prepare.bind(database);
  database.prepare = ((text: string) => {
    prepared += 1;
    return prepare(text);
  }) as typeof database.prepare;
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cachingStatements(database, size) }) });
  return { db, prepared: () => prepared };
}

async function seed(db: Kysely<Db>) {
  await sql`create table items (id integer primary key, name text not null)`.execute(db);
  await db
    .insertInto('items')
    .values([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ])
    .execute();
}

test('a repeated query is compiled once and answers with its own parameters each time', async () => {
  const { db, prepared } = open();
  await seed(db);
  const before = prepared();
  const names: string[] = [];
  for (const id of [1, 2, 3, 1]) names.push((await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name);
  assert.equal(names, ['a', 'b', 'c', 'a']);
  assert.is(prepared() - before, 1);
  await db.destroy();
});

test('after a schema change the cached statement answers with the new columns', async () => {
  const { db } = open();
  await seed(db);
  const all = () => db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  assert.equal(await all(), { id: 1, name: 'a' });
  await sql`alter table items add column note text`.execute(db);
  await db.updateTable('items').set({ note: 'n' }).where('id', '=', 1).execute();
  assert.equal(await all(), { id: 1, name: 'a', note: 'n' });
  await db.destroy();
});

test('the cache keeps to its size, dropping the least recently used text first', async () => {
  const { db, prepared } = open(2);
  await seed(db);
  const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).execute();
  const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).execute();
  const inList = () => db.selectFrom('items').select('id').where('id', 'in', [1, 2]).execute();
  await byId(1);
  await byName('a');
  await byId(2); // byId is now the most recent
  const before = prepared();
  await inList(); // a third text: byName, the least recent, goes
  await byId(3);
  assert.is(prepared() - before, 1, 'the recently used text stayed');
  await byName('b');
  assert.is(prepared() - before, 2, 'the least recent text was compiled again');
  await db.destroy();
});

test.run();
