/**
 * The catalogue reconcile (server/catalog/reconcile.ts) on a seeded database made to look like one an
 * older version left: a page of this version missing, a menu an older migration inserted without a key,
 * and a seeded page an administrator deleted on purpose.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reconcileCatalog } from '../../server/catalog/reconcile.js';
import { catalogRows } from '../../server/catalog/rows.js';
import { setup } from './support.js';

const h = await setup();
const { db, engine } = h;

const NEW_PAGE = 'system:monitor/operlog'; // as if this version brought the operation log
const KEYLESS = 'crm:workOrders'; // as 0010 inserted the record directories: no key
const DELETED = 'system:manage/config'; // an administrator removed 参数设置

const menuOf = (key: string) => db.selectFrom('menus').selectAll().where('menu_key', '=', key).executeTakeFirst();
const familyOf = async (key: string) =>
  db
    .selectFrom('menus')
    .select(['menu_id', 'menu_key'])
    .where((eb) => eb.or([eb('menu_key', '=', key), eb('menu_key', 'like', `${key}#%`)]))
    .execute();
const holders = async (menuId: number) =>
  (await db.selectFrom('role_menus').innerJoin('roles', 'roles.role_id', 'role_menus.role_id').select(['roles.role_key', 'roles.org_id']).where('menu_id', '=', menuId).execute())
    .map((r) => `${r.role_key}@${r.org_id ?? '-'}`)
    .sort();

async function removeMenus(key: string, forget: boolean) {
  const ids = (await familyOf(key)).map((m) => m.menu_id);
  await db.deleteFrom('role_menus').where('menu_id', 'in', ids).execute();
  await db.deleteFrom('sys_route').where('menu_id', 'in', ids).execute();
  await db.deleteFrom('menus').where('menu_id', 'in', ids).execute();
  if (forget)
    await db
      .deleteFrom('menu_catalog')
      .where((eb) => eb.or([eb('menu_key', '=', key), eb('menu_key', 'like', `${key}#%`)]))
      .execute();
}

test('a freshly seeded database is already reconciled and every catalogue key is recorded', async () => {
  assert.equal(await reconcileCatalog(db, engine), { added: [], adopted: [] });
  const recorded = await db
    .selectFrom('menu_catalog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.is(Number(recorded.n), catalogRows().length);
});

test('a page new to the database is added with its buttons, granted as its directory is, and routed', async () => {
  const before = await menuOf(NEW_PAGE);
  assert.ok(before);
  const directory = await menuOf('system:monitor');
  const expected = await holders(directory!.menu_id);
  await removeMenus(NEW_PAGE, true);

  const keyless = await menuOf(KEYLESS);
  await db.updateTable('menus').set({ menu_key: null }).where('menu_id', '=', keyless!.menu_id).execute();
  await db.deleteFrom('menu_catalog').where('menu_key', '=', KEYLESS).execute();
  await removeMenus(DELETED, false);

  const result = await reconcileCatalog(db, engine);
  assert.equal(result.adopted, [KEYLESS]);
  assert.equal(result.added.sort(), (await db.selectFrom('menu_catalog').select('menu_key').where('menu_key', 'like', `${NEW_PAGE}%`).execute()).map((r) => r.menu_key).sort());
  assert.ok(result.added.includes(NEW_PAGE) && result.added.length > 1, 'the page and its buttons');

  const page = await menuOf(NEW_PAGE);
  assert.is(page!.parent_id, directory!.menu_id);
  assert.is(page!.menu_name, before!.menu_name);
  assert.equal(await holders(page!.menu_id), expected);
  const route = await db.selectFrom('sys_route').select('route_addr').where('menu_id', '=', page!.menu_id).executeTakeFirst();
  assert.is(route?.route_addr, '/system/monitor/operlog');

  assert.is((await menuOf(KEYLESS))!.menu_id, keyless!.menu_id, 'adopted, not duplicated');
  assert.is(await menuOf(DELETED), undefined, 'a page deleted on purpose stays deleted');
});

test('reconciling again changes nothing: menus, grants, routes and remembered keys stay as they are', async () => {
  const snapshot = async () => ({
    menus: await db.selectFrom('menus').selectAll().orderBy('menu_id').execute(),
    grants: await db.selectFrom('role_menus').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
    routes: await db.selectFrom('sys_route').selectAll().orderBy('route_id').execute(),
    catalog: await db.selectFrom('menu_catalog').select('menu_key').orderBy('menu_key').execute(),
  });
  const before = await snapshot();
  assert.equal(await reconcileCatalog(db, engine), { added: [], adopted: [] });
  assert.equal(await reconcileCatalog(db, engine), { added: [], adopted: [] });
  assert.equal(await snapshot(), before);
});

test('a platform permission added to a page goes to platform roles only', async () => {
  const key = 'system:manage/dict';
  const page = await menuOf(key);
  const hotelRole = await db.selectFrom('roles').select('role_id').where('org_id', 'is not', null).executeTakeFirstOrThrow();
  await db.insertInto('role_menus').values({ role_id: hotelRole.role_id, menu_id: page!.menu_id }).execute();
  const button = `${key}#system:dict:export`;
  await removeMenus(button, true);

  assert.equal((await reconcileCatalog(db, engine)).added, [button]);
  const made = await menuOf(button);
  assert.ok(
    (await holders(made!.menu_id)).every((h) => h.endsWith('@-')),
    'no hotel role holds it',
  );
});

test.after(() => h.close());
test.run();
