/**
 * The code generator's configuration is platform-wide and the platform administrator's alone: every
 * call without a token → 401; the hotel users of both hotels (front desk, accountants) → 403 changing
 * nothing; the admin role → 200. The seed puts the page and its buttons under 系统工具 of the system
 * module, granted to the admin role only, and migration 0011 adds them to a database seeded before it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { setup, type Harness } from './support.js';

type Fixture = { tableId: number; spareId: number };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture, h: Harness) => Promise<unknown> };

const GEN = '/prod-api/htservice/gen';
const HOTEL_USERS = ['frontdesk1', 'accountant1', 'frontdesk2', 'accountant2'];

async function fullBody(h: Harness, tableId: number) {
  const info = await h.db.selectFrom('gen_table').selectAll().where('table_id', '=', tableId).executeTakeFirstOrThrow();
  const columns = await h.db.selectFrom('gen_table_column').selectAll().where('table_id', '=', tableId).execute();
  return {
    tableId,
    version: info.version,
    tableComment: '改过',
    className: info.class_name,
    moduleName: info.module_name,
    businessName: info.business_name,
    functionName: info.function_name,
    author: info.author,
    tplCategory: 'crud',
    columns: columns.map((c) => ({
      columnId: c.column_id,
      columnComment: c.column_comment,
      tsType: c.ts_type,
      tsField: c.ts_field,
      isPk: c.is_pk,
      isRequired: c.is_required,
      isInsert: c.is_insert,
      isEdit: c.is_edit,
      isList: c.is_list,
      isQuery: c.is_query,
      queryType: c.query_type,
      htmlType: c.html_type,
      dictType: c.dict_type,
      sort: c.sort,
    })),
  };
}

const CASES: Case[] = [
  { name: 'db list', method: 'GET', path: () => `${GEN}/db/list` },
  { name: 'import', method: 'POST', path: () => `${GEN}/importTable?tables=config` },
  { name: 'list', method: 'GET', path: () => `${GEN}/list` },
  { name: 'get', method: 'GET', path: (f) => `${GEN}/${f.tableId}` },
  { name: 'edit', method: 'PUT', path: () => GEN, body: (f, h) => fullBody(h, f.tableId) },
  { name: 'sync', method: 'GET', path: () => `${GEN}/synchDb/dict_type` },
  { name: 'preview', method: 'GET', path: (f) => `${GEN}/preview/${f.tableId}` },
  { name: 'remove', method: 'DELETE', path: (f) => `${GEN}/${f.spareId}` },
];

async function snapshot(h: Harness): Promise<string> {
  const [tables, columns] = await Promise.all([h.db.selectFrom('gen_table').selectAll().orderBy('table_id').execute(), h.db.selectFrom('gen_table_column').selectAll().orderBy('column_id').execute()]);
  return JSON.stringify({ tables, columns });
}

const test = suite<{ h: Harness; tokens: Record<string, string>; f: Fixture }>('code generator permissions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  for (const user of ['admin', ...HOTEL_USERS]) ctx.tokens[user] = await ctx.h.login(user);
  const made = await ctx.h.call('POST', `${GEN}/importTable`, { token: ctx.tokens.admin, query: { tables: 'dict_type,dict_data' } });
  ctx.f = { tableId: made.body.data[0], spareId: made.body.data[1] };
});
test.after(async (ctx) => ctx.h.close());

test('no token → 401; every hotel user → 403 changing nothing; the administrator → 200', async ({ h, tokens, f }) => {
  for (const c of CASES) {
    const send = async (token?: string) => h.call(c.method, c.path(f), { token, body: c.body ? await c.body(f, h) : undefined });
    assert.is((await send()).status, 401, `${c.name} without a token`);
    for (const user of HOTEL_USERS) {
      const before = await snapshot(h);
      const res = await send(tokens[user]);
      assert.is(res.status, 403, `${c.name} as ${user}: ${res.status}`);
      assert.equal(res.body, { code: 403, msg: '当前操作没有权限' });
      assert.is(await snapshot(h), before, `${c.name} as ${user} changed nothing`);
    }
    const admin = await send(tokens.admin);
    assert.is(admin.status, 200, `${c.name} as admin: ${admin.text}`);
  }
});

test('the configuration is platform-wide: the administrator signed in to the other hotel sees the same tables', async ({ h }) => {
  const token = await h.login('admin', 'HT002');
  const list = await h.call('GET', `${GEN}/list`, { token });
  assert.equal(
    list.body.rows.map((r: any) => r.tableName),
    ['dict_type', 'config'],
  );
});

test('the seed: 系统工具 › 代码生成 with its buttons in the system module, granted to the admin role only', async ({ h }) => {
  const page = await h.db.selectFrom('menus').selectAll().where('perms', '=', 'tool:gen:list').executeTakeFirstOrThrow();
  const dir = await h.db.selectFrom('menus').selectAll().where('menu_id', '=', page.parent_id).executeTakeFirstOrThrow();
  assert.equal(
    { dir: dir.menu_name, type: dir.menu_type, module: dir.module_id, page: page.menu_name, component: page.component },
    { dir: '系统工具', type: 'M', module: 2001, page: '代码生成', component: 'tool/gen/index' },
  );
  const buttons = await h.db.selectFrom('menus').select(['perms', 'menu_type']).where('parent_id', '=', page.menu_id).orderBy('order_num').execute();
  assert.equal(
    buttons.map((b) => b.perms),
    ['tool:gen:query', 'tool:gen:edit', 'tool:gen:import', 'tool:gen:remove', 'tool:gen:preview'],
  );
  const holders = await h.db
    .selectFrom('role_menus')
    .innerJoin('roles', 'roles.role_id', 'role_menus.role_id')
    .select('roles.role_key')
    .where('role_menus.menu_id', 'in', [dir.menu_id, page.menu_id])
    .execute();
  assert.equal([...new Set(holders.map((r) => r.role_key))], ['admin']);
});

test('0011 adds the page and its buttons to a database seeded before it, granted to admin only', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    // Today's seed needs today's schema (later migrations add seeded tables too), so: everything, the
    // seed, then 0011's own work undone (its tables dropped, its menus deleted below) and run again.
    await migrate(db, 'sqlite');
    await seed(db, { passwords: 'x', now: Date.now() });
    for (const table of ['gen_table_column', 'gen_table']) await db.schema.dropTable(table).execute();
    // As the seed before 0011 left it: no 系统工具.
    const old = await db
      .selectFrom('menus')
      .select('menu_id')
      .where((eb) => eb.or([eb('perms', 'like', 'tool:gen:%'), eb('path', '=', 'tool')]))
      .execute();
    await db
      .deleteFrom('role_menus')
      .where(
        'menu_id',
        'in',
        old.map((m) => m.menu_id),
      )
      .execute();
    await db
      .deleteFrom('menus')
      .where(
        'menu_id',
        'in',
        old.map((m) => m.menu_id),
      )
      .execute();

    await migrations('sqlite')['0011_gen'].up(db);
    const page = await db.selectFrom('menus').selectAll().where('perms', '=', 'tool:gen:list').executeTakeFirstOrThrow();
    const buttons = await db.selectFrom('menus').select('perms').where('parent_id', '=', page.menu_id).orderBy('order_num').execute();
    assert.is(buttons.length, 5);
    const grants = await db.selectFrom('role_menus').innerJoin('roles', 'roles.role_id', 'role_menus.role_id').select('roles.role_key').where('menu_id', '=', page.menu_id).execute();
    assert.equal(
      grants.map((g) => g.role_key),
      ['admin'],
    );
    await db
      .insertInto('gen_table')
      .values({
        table_name: 't',
        table_comment: 't',
        class_name: 'T',
        module_name: 'm',
        business_name: 'b',
        function_name: 'f',
        author: 'a',
        tpl_category: 'crud',
        options: '{}',
        remark: '',
        created_at: 0,
        updated_at: 0,
      })
      .execute();
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
