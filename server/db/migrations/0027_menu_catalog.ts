/**
 * `menu_catalog`: the catalogue menu keys this database has met. From now on a page or button the product
 * adds reaches existing databases by server/catalog/reconcile.ts at start, not by a migration of its own; a key
 * recorded here is never added again, so a seeded menu an administrator deleted stays deleted.
 * Every key the database holds now is recorded as met.
 */
import type { Kysely, Migration } from 'kysely';

export const menuCatalog: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('menu_catalog')
      .addColumn('menu_key', 'varchar(255)', (c) => c.primaryKey())
      .execute();
    await db
      .insertInto('menu_catalog')
      .columns(['menu_key'])
      .expression((eb: any) => eb.selectFrom('menus').select('menu_key').where('menu_key', 'is not', null))
      .execute();
  },
};
