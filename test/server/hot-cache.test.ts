/**
 * getRouters, getInfo and the session lookup are answered from memory (server/lib/hot-cache.ts), which
 * must never show a caller anything stale: a grant, a menu edit or a revocation shows on the very next
 * request, an unchanged answer is a 304 for a caller holding its ETag, a changed one gets a new ETag.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteNode } from '../../server/contracts/menu.js';
import path from 'node:path';
import { openSqlite } from '../../server/db/connect.js';
import { linkWatchToBus, watchOf } from '../../server/db/write-watch.js';
import { createLocalBus } from '../../server/push/bus.js';
import { CACHED_TABLES } from '../../server/lib/hot-cache.js';
import { setup, type Harness } from './support.js';

const ROUTERS = '/prod-api/htservice/menu/getRouters';
const INFO = '/prod-api/htservice/user/getInfo';

const test = suite<{ h: Harness }>('hot answers from memory');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

const titles = (nodes: RouteNode[], out: string[] = []): string[] => {
  for (const n of nodes) {
    out.push(n.meta.title);
    titles(n.children ?? [], out);
  }
  return out;
};

/** A page the front desk does not hold, with the directories above it, and a button of it. */
async function ungrantedPage(h: Harness) {
  const role = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'frontdesk').executeTakeFirstOrThrow();
  const held = h.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', role.role_id);
  const page = await h.db
    .selectFrom('menus')
    .select(['menu_id', 'menu_name', 'parent_id'])
    .where('menu_type', '=', 'C')
    .where('status', '=', '0')
    .where('menu_id', 'not in', held)
    .where('menu_id', 'in', h.db.selectFrom('menus').select('parent_id').where('menu_type', '=', 'F').where('perms', '<>', ''))
    .orderBy('menu_id')
    .executeTakeFirstOrThrow();
  const button = await h.db
    .selectFrom('menus')
    .select(['menu_id', 'perms'])
    .where('parent_id', '=', page.menu_id)
    .where('menu_type', '=', 'F')
    .where('perms', '<>', '')
    .orderBy('menu_id')
    .executeTakeFirstOrThrow();
  const menuIds = [page.menu_id];
  for (let parent = page.parent_id; parent !== 0; ) {
    const dir = await h.db.selectFrom('menus').select(['menu_id', 'parent_id']).where('menu_id', '=', parent).executeTakeFirstOrThrow();
    menuIds.push(dir.menu_id);
    parent = dir.parent_id;
  }
  const heldIds = new Set((await held.execute()).map((m) => m.menu_id));
  return { role, page, button, grant: menuIds.filter((id) => !heldIds.has(id)) };
}

test('a grant shows in getRouters and getInfo at once; ETags answer 304 until then', async ({ h }) => {
  const token = await h.login('frontdesk1');
  const { role, page, button, grant } = await ungrantedPage(h);
  const first = await h.call('GET', ROUTERS, { token });
  assert.is(first.status, 200);
  assert.not.ok(titles(first.body.data).includes(page.menu_name));
  const etag = first.headers.get('etag')!;
  assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
  assert.is(first.headers.get('cache-control'), 'private, no-cache');
  const info = await h.call('GET', INFO, { token });
  assert.not.ok(info.body.permissions.includes(button.perms));

  // The same answer for a caller that has it: 304 without a body, and again the same after a repeat.
  const again = await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': etag } });
  assert.is(again.status, 304);
  assert.is(again.text, '');
  assert.is((await h.call('GET', INFO, { token, headers: { 'if-none-match': info.headers.get('etag')! } })).status, 304);

  const menuIds = [...grant, button.menu_id];
  await h.db
    .insertInto('role_menus')
    .values(menuIds.map((menu_id) => ({ role_id: role.role_id, menu_id })))
    .execute();
  try {
    const granted = await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': etag } });
    assert.is(granted.status, 200, 'the old ETag no longer matches');
    assert.ok(titles(granted.body.data).includes(page.menu_name));
    assert.is.not(granted.headers.get('etag'), etag);
    assert.ok((await h.call('GET', INFO, { token })).body.permissions.includes(button.perms));
  } finally {
    await h.db.deleteFrom('role_menus').where('role_id', '=', role.role_id).where('menu_id', 'in', menuIds).execute();
  }
  // Taken back: the first answer again, under its first ETag.
  assert.is((await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': etag } })).status, 304);
});

test('a menu renamed through the API shows in the next getRouters (a committed transaction)', async ({ h }) => {
  const token = await h.login('admin');
  const before = await h.call('GET', ROUTERS, { token });
  const menu = await h.db.selectFrom('menus').select(['menu_id', 'menu_name', 'version']).where('menu_name', '=', '资产盘点').executeTakeFirstOrThrow();
  const rename = (menuName: string, version: number) => h.call('PUT', '/prod-api/htservice/menu', { token, body: { menuId: menu.menu_id, menuName, version } });
  assert.is((await rename('资产盘点（新）', menu.version)).status, 200);
  try {
    const after = await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': before.headers.get('etag')! } });
    assert.is(after.status, 200);
    assert.ok(titles(after.body.data).includes('资产盘点（新）'));
  } finally {
    assert.is((await rename(menu.menu_name, menu.version + 1)).status, 200);
  }
  assert.ok(titles((await h.call('GET', ROUTERS, { token })).body.data).includes('资产盘点'));
});

test('a revoked session is refused at once, also when it asks with an ETag', async ({ h }) => {
  const token = await h.login('accountant1');
  const info = await h.call('GET', INFO, { token });
  assert.is(info.status, 200);
  assert.is((await h.call('GET', INFO, { token })).status, 200, 'served from memory now');
  assert.is((await h.call('DELETE', '/prod-api/auth/token/logout', { token })).status, 200);
  assert.is((await h.call('GET', INFO, { token, headers: { 'if-none-match': info.headers.get('etag')! } })).status, 401);
  assert.is((await h.call('GET', ROUTERS, { token })).status, 401);
});

test('a disabled user is refused at once', async ({ h }) => {
  const token = await h.login('accountant1');
  assert.is((await h.call('GET', ROUTERS, { token })).status, 200);
  await h.db.updateTable('users').set({ status: '1' }).where('user_name', '=', 'accountant1').execute();
  try {
    assert.is((await h.call('GET', ROUTERS, { token })).status, 401);
  } finally {
    await h.db.updateTable('users').set({ status: '0' }).where('user_name', '=', 'accountant1').execute();
  }
});

test('writes count when committed: not inside a transaction, not after a rollback', async ({ h }) => {
  const watch = watchOf(h.db)!;
  const stamp = () => watch.stamp(['config']);
  const key = 'sys.session.idleMinutes';
  const { remark } = await h.db.selectFrom('config').select('remark').where('config_key', '=', key).executeTakeFirstOrThrow();
  const start = stamp();
  await h.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('config')
        .set({ remark: `${remark}.` })
        .where('config_key', '=', key)
        .execute();
      assert.is(stamp(), start, 'not before the commit');
      throw new Error('roll back');
    })
    .catch(() => undefined);
  assert.is(stamp(), start, 'a rollback changed nothing');
  await h.db.transaction().execute((trx) => trx.updateTable('config').set({ remark }).where('config_key', '=', key).execute());
  assert.ok(stamp() > start, 'the commit counts');
  const read = stamp();
  await h.db.selectFrom('config').selectAll().execute();
  await h.db.updateTable('sessions').set({ last_active_at: h.clock.now }).where('token_hash', '=', 'none').execute();
  assert.is(stamp(), read, 'reads and activity times change nothing cached');
});

test("another process's writes arrive over the bus; while it is down nothing is served from memory", async ({ h }) => {
  // Another process is another connection with a watch of its own: this one never sees its writes.
  if (h.engine !== 'sqlite') return; // (on PostgreSQL the pushes are NOTIFYs: push.test.ts covers their way between processes)
  const other = openSqlite(path.join(h.dir, 'ht.db')).db;
  const bus = createLocalBus();
  let connected = true;
  linkWatchToBus(h.db, { ...bus, connected: () => connected }, CACHED_TABLES);
  const token = await h.login('frontdesk1');
  const { role, page, grant } = await ungrantedPage(h);
  const etag = (await h.call('GET', ROUTERS, { token })).headers.get('etag')!;
  await other
    .insertInto('role_menus')
    .values(grant.map((menu_id) => ({ role_id: role.role_id, menu_id })))
    .execute();
  try {
    assert.is((await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': etag } })).status, 304, 'not told yet');
    bus.deliver('tables', { tables: ['role_menus'] }, false); // what the other process's commit publishes
    const told = await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': etag } });
    assert.is(told.status, 200);
    assert.ok(titles(told.body.data).includes(page.menu_name));
  } finally {
    connected = false;
    await other.deleteFrom('role_menus').where('role_id', '=', role.role_id).where('menu_id', 'in', grant).execute();
  }
  const down = await h.call('GET', ROUTERS, { token });
  assert.not.ok(titles(down.body.data).includes(page.menu_name), 'read from the database while the link is down');
  connected = true;
  bus.resumed(Date.now()); // the link is back: what was missed meanwhile counts as changed
  assert.is((await h.call('GET', ROUTERS, { token, headers: { 'if-none-match': etag } })).status, 304);
  await other.destroy();
});

test.run();
