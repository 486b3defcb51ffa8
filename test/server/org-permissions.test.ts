/**
 * Every organisation and organisation-parameter call, table-driven: without a token 401; the front
 * desk (no such permissions) 403 changing nothing (except getParaValueByKey, which any signed-in user
 * reads for their own hotel); the administrator 200. Then the front desk role is granted every
 * system:org:*, system:orgPara:* and initplat:org:* permission: a user of the second hotel still never
 * sees nor changes the first hotel's organisation, periods or parameters (403 or 404, nothing changed),
 * and reaches their own.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Fixture = { orgA: number; orgB: number; spare: number; paraA: number; year: number; today: string };
type Case = {
  name: string;
  method: string;
  path: (f: Fixture) => string;
  query?: (f: Fixture) => Record<string, string>;
  body?: (f: Fixture) => unknown;
  /** Any signed-in user may call it. */
  open?: boolean;
  /** What a granted user of the second hotel gets when the call names the first hotel's rows. */
  other: number;
};

const API = '/prod-api/htservice';
const months = (year: number) =>
  Array.from({ length: 12 }, (_, m) => ({
    period: m + 1,
    startDate: `${year}-${String(m + 1).padStart(2, '0')}-01`,
    endDate: new Date(Date.UTC(year, m + 1, 0)).toISOString().slice(0, 10),
    status: '0',
  }));

const CASES: Case[] = [
  { name: 'org get', method: 'GET', path: (f) => `${API}/org/${f.orgA}`, other: 403 },
  { name: 'org getOrg', method: 'GET', path: () => `${API}/org/getOrg`, query: (f) => ({ orgId: String(f.orgA), loginDate: f.today }), other: 403 },
  { name: 'org selectNullSysOrgModule', method: 'GET', path: () => `${API}/org/selectNullSysOrgModule`, query: () => ({ orgCode: 'HT001' }), other: 403 },
  { name: 'org selectPeriodByOrgAndYear', method: 'GET', path: () => `${API}/org/selectPeriodByOrgAndYear`, query: (f) => ({ orgId: String(f.orgA), year: String(f.year) }), other: 403 },
  { name: 'org saveSysOrgPeriod', method: 'POST', path: () => `${API}/org/saveSysOrgPeriod`, body: (f) => ({ orgId: f.orgA, year: f.year, periods: months(f.year) }), other: 403 },
  { name: 'org initData', method: 'GET', path: () => `${API}/org/initData/`, query: (f) => ({ orgId: String(f.orgA) }), other: 403 },
  { name: 'org edit', method: 'PUT', path: () => `${API}/org`, body: (f) => ({ orgId: f.orgA, version: 1, remark: '改过' }), other: 403 },
  { name: 'org add', method: 'POST', path: () => `${API}/org`, body: () => ({ orgCode: 'HT777', orgName: '权限探针酒店' }), other: 403 },
  { name: 'org remove', method: 'DELETE', path: (f) => `${API}/org/${f.spare}`, other: 403 },
  { name: 'para get', method: 'GET', path: (f) => `${API}/baseOrgPara/${f.paraA}`, other: 404 },
  { name: 'para edit', method: 'PUT', path: () => `${API}/baseOrgPara`, body: (f) => ({ paraId: f.paraA, version: 1, paraValue: '9' }), other: 404 },
  { name: 'para baseOrgParaUpdate', method: 'GET', path: () => `${API}/baseOrgPara/baseOrgParaUpdate`, query: (f) => ({ orgId: String(f.orgA), orgCode: 'HT001' }), other: 403 },
  // Lists: the second hotel's user gets 200 with only their own rows (checked below).
  { name: 'org list', method: 'GET', path: () => `${API}/org/list`, other: 200 },
  { name: 'org query', method: 'GET', path: () => `${API}/org/query`, other: 200 },
  { name: 'org getSysOrgList', method: 'POST', path: () => `${API}/org/getSysOrgList`, body: () => ({}), other: 200 },
  { name: 'para list', method: 'GET', path: () => `${API}/baseOrgPara/list`, other: 200 },
  { name: 'para add', method: 'POST', path: () => `${API}/baseOrgPara`, body: () => ({ paraKey: 'probe.key', paraName: '探针' }), other: 200 },
  { name: 'para getParaValueByKey', method: 'GET', path: () => `${API}/baseOrgPara/getParaValueByKey`, query: () => ({ paraKey: 'acct.currency' }), open: true, other: 200 },
];

/** What the organisation tables hold, to prove a refused call changed nothing. */
async function snapshot(h: Harness): Promise<string> {
  const [orgs, periods, paras, licences] = await Promise.all([
    h.db.selectFrom('organisations').selectAll().orderBy('org_id').execute(),
    h.db.selectFrom('accounting_periods').selectAll().orderBy('period_id').execute(),
    h.db.selectFrom('base_org_para').selectAll().orderBy('para_id').execute(),
    h.db.selectFrom('module_licences').selectAll().orderBy('org_id').orderBy('module_id').execute(),
  ]);
  return JSON.stringify({ orgs, periods, paras, licences });
}

const send = (h: Harness, c: Case, f: Fixture, token?: string) => h.call(c.method, c.path(f), { token, query: c.query?.(f), body: c.body?.(f) });

const test = suite<{ h: Harness; f: Fixture; admin: string }>('organisation permissions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  const spare = await h.db.insertInto('organisations').values({ org_code: 'HT900', org_name: '待删除酒店', short_name: '', status: '0' }).returning('org_id').executeTakeFirstOrThrow();
  const orgA = await h.orgId('HT001');
  const para = await h.db.selectFrom('base_org_para').select('para_id').where('org_id', '=', orgA).where('para_key', '=', 'acct.taxRate').executeTakeFirstOrThrow();
  const today = new Date(h.clock.now).toISOString().slice(0, 10);
  ctx.f = { orgA, orgB: await h.orgId('HT002'), spare: spare.org_id, paraA: para.para_id, year: new Date(h.clock.now).getFullYear(), today };
  ctx.admin = await h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

test('no token → 401; front desk without the permissions → 403 changing nothing', async ({ h, f }) => {
  const token = await h.login('frontdesk1');
  for (const c of CASES) {
    assert.is((await send(h, c, f)).status, 401, `${c.name} without a token`);
    const before = await snapshot(h);
    const res = await send(h, c, f, token);
    if (c.open) {
      assert.is(res.status, 200, `${c.name}: ${res.text}`);
    } else {
      assert.is(res.status, 403, `${c.name}: ${res.status} ${res.text}`);
      assert.equal(res.body, { code: 403, msg: '当前操作没有权限' });
    }
    assert.is(await snapshot(h), before, `${c.name} as frontdesk1 changed nothing`);
  }
});

test("granted every organisation permission, the second hotel's user never reaches the first hotel", async ({ h, f }) => {
  // Each hotel has its own front desk role (roles belong to an organisation): both get every permission.
  const roles = await h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'frontdesk').execute();
  const menus = await h.db
    .selectFrom('menus')
    .select('menu_id')
    .where((eb) => eb.or([eb('perms', 'like', 'system:org:%'), eb('perms', 'like', 'system:orgPara:%'), eb('perms', 'like', 'initplat:org:%')]))
    .execute();
  assert.ok(menus.length >= 10, 'the seed carries the buttons');
  await h.db
    .insertInto('role_menus')
    .values(roles.flatMap((role) => menus.map((m) => ({ role_id: role.role_id, menu_id: m.menu_id }))))
    .execute();
  const token = await h.login('frontdesk2');
  for (const c of CASES) {
    const before = await snapshot(h);
    const res = await send(h, c, f, token);
    assert.is(res.status, c.other, `${c.name}: ${res.status} ${res.text}`);
    if (c.other !== 200) {
      assert.is(await snapshot(h), before, `${c.name} changed nothing`);
      assert.not.ok(res.body.data, `${c.name} answered no data`);
    }
  }
  const orgs = await h.call('GET', `${API}/org/list`, { token });
  assert.equal(
    orgs.body.rows.map((r: any) => r.orgCode),
    ['HT002'],
  );
  assert.equal((await h.call('GET', `${API}/org/query`, { token, query: { orgCode: 'HT001' } })).body.data, []);
  assert.equal(
    (await h.call('POST', `${API}/org/getSysOrgList`, { token, body: {} })).body.data.map((r: any) => r.orgCode),
    ['HT002'],
  );
  const paras = await h.call('GET', `${API}/baseOrgPara/list`, { token, query: { pageSize: '100' } });
  assert.ok(paras.body.rows.length > 0 && paras.body.rows.every((r: any) => r.orgId === f.orgB));
  assert.is((await h.call('GET', `${API}/baseOrgPara/getParaValueByKey`, { token, query: { paraKey: 'front.checkoutTime' } })).body.msg, '13:00');
  const added = await h.db.selectFrom('base_org_para').select('org_id').where('para_key', '=', 'probe.key').execute();
  assert.equal(
    added.map((r) => r.org_id),
    [f.orgB],
    'a parameter is added to the session organisation only',
  );

  // Their own organisation they may read and edit, but not switch off, and not delete while signed in to it.
  const own = await h.call('GET', `${API}/org/${f.orgB}`, { token });
  assert.is(own.status, 200);
  const edited = await h.call('PUT', `${API}/org`, { token, body: { orgId: f.orgB, version: own.body.data.version, remark: '前台备注' } });
  assert.is(edited.status, 200, edited.text);
  const off = await h.call('PUT', `${API}/org`, { token, body: { orgId: f.orgB, version: edited.body.data.version, status: '1' } });
  assert.is(off.status, 403);
  const gone = await h.call('DELETE', `${API}/org/${f.orgB}`, { token });
  assert.equal(gone.body, { code: 409, msg: '不能删除当前登录的组织 合软度假酒店', field: 'orgIds' });
});

test('the administrator → 200 on every call', async ({ h, f, admin }) => {
  for (const c of CASES) {
    const res = await send(h, c, f, admin);
    assert.is(res.status, 200, `${c.name} as admin: ${res.text}`);
    assert.is(res.body.code, 200);
  }
  assert.not.ok(await h.db.selectFrom('organisations').select('org_id').where('org_id', '=', f.spare).executeTakeFirst(), 'the spare organisation is gone');
});

test.run();
