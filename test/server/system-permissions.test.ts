/**
 * Every dictionary, config, column-customisation and query-plan call, table-driven: without a token
 * 401; the front desk and the accountant (no system permissions) 403 on every dictionary and config
 * call, changing nothing, except `dict/data/dictType/{type}`, which the shell's tags read; the
 * administrator 200. Custom columns and query plans are open to any signed-in user (they only touch
 * the caller's own rows). Then a role granted just the dictionary page may list but not add.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Fixture = { typeId: number; emptyTypeId: number; dataCode: number; configId: number };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown; form?: string; open?: boolean };

const API = '/prod-api/htservice';
const CASES: Case[] = [
  { name: 'dict type list', method: 'GET', path: () => `${API}/dict/type/list` },
  { name: 'dict type optionselect', method: 'GET', path: () => `${API}/dict/type/optionselect` },
  { name: 'dict type get', method: 'GET', path: (f) => `${API}/dict/type/${f.typeId}` },
  { name: 'dict type add', method: 'POST', path: () => `${API}/dict/type`, body: () => ({ dictName: '新类型', dictType: 'perm_added' }) },
  { name: 'dict type edit', method: 'PUT', path: () => `${API}/dict/type`, body: (f) => ({ dictId: f.typeId, version: 1, remark: '改过' }) },
  { name: 'dict type remove', method: 'DELETE', path: (f) => `${API}/dict/type/${f.emptyTypeId}` },
  { name: 'dict data list', method: 'GET', path: () => `${API}/dict/data/list` },
  { name: 'dict data get', method: 'GET', path: (f) => `${API}/dict/data/${f.dataCode}` },
  { name: 'dict data add', method: 'POST', path: () => `${API}/dict/data`, body: () => ({ dictType: 'perm_probe', dictLabel: '乙', dictValue: 'b' }) },
  { name: 'dict data edit', method: 'PUT', path: () => `${API}/dict/data`, body: (f) => ({ dictCode: f.dataCode, version: 1, dictLabel: '甲改' }) },
  { name: 'dict data export', method: 'POST', path: () => `${API}/dict/data/export`, form: 'dictType=perm_probe' },
  { name: 'dict data remove', method: 'DELETE', path: (f) => `${API}/dict/data/${f.dataCode}` },
  { name: 'dict data by type (shell)', method: 'GET', path: () => `${API}/dict/data/dictType/sys_user_sex`, open: true },
  { name: 'config list', method: 'GET', path: () => `${API}/config/list` },
  { name: 'config get', method: 'GET', path: (f) => `${API}/config/${f.configId}` },
  { name: 'config add', method: 'POST', path: () => `${API}/config`, body: () => ({ configName: '新参数', configKey: 'perm.added', configValue: '1' }) },
  { name: 'config edit', method: 'PUT', path: () => `${API}/config`, body: (f) => ({ configId: f.configId, version: 1, configValue: '2' }) },
  { name: 'config remove', method: 'DELETE', path: (f) => `${API}/config/${f.configId}` },
  { name: 'custom save', method: 'POST', path: () => `${API}/custom`, body: () => ({ pageId: '2001', tableId: 'perm', content: '[{"key":"a"}]' }), open: true },
  { name: 'custom list', method: 'GET', path: () => `${API}/custom/list`, open: true },
  { name: 'query plan list', method: 'GET', path: () => `${API}/queryPlan/list`, open: true },
  { name: 'query plan add', method: 'POST', path: () => `${API}/queryPlan`, body: () => ({ pageId: '2001', tableId: 'perm', planName: '方案', content: [] }), open: true },
];

/** What the dictionary and config tables hold, to prove a refused call changed nothing. */
async function snapshot(h: Harness): Promise<string> {
  const [types, data, config] = await Promise.all([
    h.db.selectFrom('dict_type').selectAll().orderBy('dict_id').execute(),
    h.db.selectFrom('dict_data').selectAll().orderBy('dict_code').execute(),
    h.db.selectFrom('config').selectAll().orderBy('config_id').execute(),
  ]);
  return JSON.stringify({ types, data, config });
}

const test = suite<{ h: Harness; tokens: Record<string, string>; f: Fixture }>('system permissions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1']) ctx.tokens[user] = await ctx.h.login(user);
  const { db } = ctx.h;
  const type = await db.insertInto('dict_type').values({ dict_name: '权限探针', dict_type: 'perm_probe', status: '0', remark: '' }).returning('dict_id').executeTakeFirstOrThrow();
  const empty = await db.insertInto('dict_type').values({ dict_name: '空类型', dict_type: 'perm_empty', status: '0', remark: '' }).returning('dict_id').executeTakeFirstOrThrow();
  const data = await db
    .insertInto('dict_data')
    .values({ dict_sort: 1, dict_label: '甲', dict_value: 'a', dict_type: 'perm_probe', css_class: '', list_class: '', is_default: 'N', status: '0', remark: '' })
    .returning('dict_code')
    .executeTakeFirstOrThrow();
  const config = await db
    .insertInto('config')
    .values({ config_name: '探针参数', config_key: 'perm.probe', config_value: '1', config_type: 'N', remark: '' })
    .returning('config_id')
    .executeTakeFirstOrThrow();
  ctx.f = { typeId: type.dict_id, emptyTypeId: empty.dict_id, dataCode: data.dict_code, configId: config.config_id };
});
test.after(async (ctx) => ctx.h.close());

const send = (h: Harness, c: Case, f: Fixture, token?: string) =>
  h.call(c.method, c.path(f), {
    token,
    body: c.form ?? (c.body ? c.body(f) : undefined),
    headers: c.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
  });

test('no token → 401; front desk and accountant → 403 changing nothing; admin → 200', async ({ h, tokens, f }) => {
  for (const c of CASES) {
    const anonymous = await send(h, c, f);
    assert.is(anonymous.status, 401, `${c.name} without a token`);
    for (const user of ['frontdesk1', 'accountant1']) {
      const before = await snapshot(h);
      const res = await send(h, c, f, tokens[user]);
      if (c.open) {
        assert.is(res.status, 200, `${c.name} as ${user}: ${res.text}`);
      } else {
        assert.is(res.status, 403, `${c.name} as ${user}: ${res.status}`);
        assert.equal(res.body, { code: 403, msg: '当前操作没有权限' });
        assert.is(await snapshot(h), before, `${c.name} as ${user} changed nothing`);
      }
    }
    const admin = await send(h, c, f, tokens.admin);
    assert.is(admin.status, 200, `${c.name} as admin: ${admin.text}`);
    if (!c.form) assert.is(admin.body.code, 200);
  }
});

test('the seed carries the dictionary and config permissions as buttons of their pages', async ({ h }) => {
  const buttons = await h.db
    .selectFrom('menus as b')
    .innerJoin('menus as p', 'p.menu_id', 'b.parent_id')
    .select(['p.perms as page', 'b.perms as perms', 'b.menu_type as type'])
    .where('p.perms', 'in', ['system:dict:list', 'system:config:list'])
    .orderBy('b.order_num')
    .execute();
  const of = (page: string) => buttons.filter((b) => b.page === page).map((b) => b.perms);
  assert.equal(of('system:dict:list'), ['system:dict:query', 'system:dict:add', 'system:dict:edit', 'system:dict:remove', 'system:dict:export']);
  assert.equal(of('system:config:list'), ['system:config:query', 'system:config:add', 'system:config:edit', 'system:config:remove']);
  assert.ok(buttons.every((b) => b.type === 'F'));
});

test('a hotel role granted the dictionary page anyway gains nothing: dictionaries are platform-wide', async ({ h, f }) => {
  const page = await h.db.selectFrom('menus').select('menu_id').where('perms', '=', 'system:dict:list').where('menu_type', '=', 'C').executeTakeFirstOrThrow();
  const role = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'frontdesk').executeTakeFirstOrThrow();
  await h.db.insertInto('role_menus').values({ role_id: role.role_id, menu_id: page.menu_id }).execute();
  const token = await h.login('frontdesk1');
  const info = await h.call('GET', '/prod-api/htservice/user/getInfo', { token });
  assert.not.ok(info.body.permissions.includes('system:dict:list'));
  assert.is((await h.call('GET', `${API}/dict/type/list`, { token })).status, 403);
  assert.is((await h.call('GET', `${API}/dict/data/list`, { token })).status, 403);
  assert.is((await h.call('GET', `${API}/dict/type/${f.typeId}`, { token })).status, 403);
  assert.is((await h.call('GET', `${API}/dict/data/dictType/sys_normal_disable`, { token })).status, 200, 'every user still reads dictionary labels');
});

test.run();
