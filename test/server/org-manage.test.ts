/**
 * Organisations as the platform administrator manages them: list paging, sorting (allowlist, else
 * 422) and filters with the initialisation state; create, read, update with the version (stale → 409),
 * validation naming the field; getOrg with the period of a date and the licences; modules without a
 * licence; initData adding parameters, accounts, periods and licences exactly once; delete refused with the
 * reason (users, live sessions, closed periods, the organisation signed in to) changing nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const ORG = '/prod-api/htservice/org';

const test = suite<{ h: Harness; admin: string; year: number }>('organisations');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.year = new Date(ctx.h.clock.now).getFullYear();
});
test.after(async (ctx) => ctx.h.close());

const create = (h: Harness, token: string, body: Record<string, unknown>) => h.call('POST', ORG, { token, body });

test('create, read, update with the version; stale → 409 changing nothing; validation names the field', async ({ h, admin }) => {
  const made = await create(h, admin, { orgCode: 'HT010', orgName: '合软商务酒店', contact: '赵敏', phone: '010-66880010', address: '北京市朝阳区建国路 10 号', createBy: 'x' });
  assert.is(made.status, 200, made.text);
  const { orgId } = made.body.data;
  assert.equal(made.body.data, {
    orgId,
    orgCode: 'HT010',
    orgName: '合软商务酒店',
    shortName: '',
    status: '0',
    contact: '赵敏',
    phone: '010-66880010',
    address: '北京市朝阳区建国路 10 号',
    remark: '',
    version: 1,
  });
  assert.equal((await h.call('GET', `${ORG}/${orgId}`, { token: admin })).body.data, made.body.data);

  const edited = await h.call('PUT', ORG, { token: admin, body: { ...made.body.data, orgName: '合软商务酒店（北京）' } });
  assert.is(edited.status, 200, edited.text);
  assert.is(edited.body.data.version, 2);
  const stale = await h.call('PUT', ORG, { token: admin, body: { orgId, version: 1, orgName: '旧窗口' } });
  assert.equal(stale.body, { code: 409, msg: '该记录已被他人修改，请刷新后重试', field: 'version' });
  assert.is((await h.call('GET', `${ORG}/${orgId}`, { token: admin })).body.data.orgName, '合软商务酒店（北京）');

  const dup = await create(h, admin, { orgCode: 'HT001', orgName: '重复' });
  assert.equal(dup.body, { code: 409, msg: '组织编码 HT001 已存在', field: 'orgCode' });
  const bad: Array<[Record<string, unknown>, string]> = [
    [{ orgName: '无编码' }, 'orgCode'],
    [{ orgCode: 'H T', orgName: 'x' }, 'orgCode'],
    [{ orgCode: 'HT011' }, 'orgName'],
    [{ orgCode: 'HT011', orgName: '  ' }, 'orgName'],
    [{ orgCode: 'HT011', orgName: 'x', status: '2' }, 'status'],
    [{ orgCode: 'HT011', orgName: 'x', phone: 'call me' }, 'phone'],
  ];
  for (const [body, field] of bad) {
    const res = await create(h, admin, body);
    assert.is(res.status, 422, JSON.stringify(body));
    assert.is(res.body.field, field);
  }
  assert.not.ok(await h.db.selectFrom('organisations').select('org_id').where('org_code', '=', 'HT011').executeTakeFirst());
  const recode = await h.call('PUT', ORG, { token: admin, body: { orgId, version: 2, orgCode: 'HT099' } });
  assert.is(recode.body.field, 'orgCode', 'the code never changes');
  assert.is((await h.call('PUT', ORG, { token: admin, body: { orgId, orgName: 'x' } })).body.field, 'version');
  assert.is((await h.call('PUT', ORG, { token: admin, body: { orgId: 999999, version: 1, orgName: 'x' } })).status, 404);
  assert.is((await h.call('GET', `${ORG}/999999`, { token: admin })).status, 404);
});

test('list: paging, sorting through the allowlist, filters, the initialisation state', async ({ h, admin }) => {
  for (const code of ['HT021', 'HT022', 'HT023']) await create(h, admin, { orgCode: code, orgName: `连锁分店${code}`, status: code === 'HT023' ? '1' : '0' });
  const first = await h.call('GET', `${ORG}/list`, { token: admin, query: { pageNum: '1', pageSize: '2' } });
  assert.is(first.status, 200, first.text);
  assert.equal(
    first.body.rows.map((r: any) => r.orgCode),
    ['HT001', 'HT002'],
  );
  assert.ok(first.body.total >= 5);
  const hotel = first.body.rows[0];
  assert.equal([hotel.initState, hotel.paraCount, hotel.periodCount], ['1', 12, 12], 'the seeded hotels are initialised');
  const desc = await h.call('GET', `${ORG}/list`, { token: admin, query: { orderByColumn: 'orgCode', isAsc: 'descending', pageSize: '1' } });
  assert.is(desc.body.rows[0].orgCode > 'HT02', true);
  const named = await h.call('GET', `${ORG}/list`, { token: admin, query: { orgName: '连锁', status: '0' } });
  assert.equal(
    named.body.rows.map((r: any) => [r.orgCode, r.initState]),
    [
      ['HT021', '0'],
      ['HT022', '0'],
    ],
  );
  const byCode = await h.call('GET', `${ORG}/list`, { token: admin, query: { orgCode: 'ht00' } });
  assert.equal(
    byCode.body.rows.map((r: any) => r.orgCode),
    ['HT001', 'HT002'],
  );
  const sort = await h.call('GET', `${ORG}/list`, { token: admin, query: { orderByColumn: 'org_code' } });
  assert.is(sort.status, 422);
  assert.is(sort.body.field, 'orderByColumn');
  assert.is((await h.call('GET', `${ORG}/list`, { token: admin, query: { status: '9' } })).body.field, 'status');
  const posted = await h.call('POST', `${ORG}/getSysOrgList`, { token: admin, body: { orgName: '连锁', status: '1' } });
  assert.equal(
    posted.body.data.map((r: any) => r.orgCode),
    ['HT023'],
  );
  assert.is((await h.call('POST', `${ORG}/getSysOrgList`, { token: admin, body: { status: 'x' } })).body.field, 'status');
});

test('getOrg: the organisation, the period holding the date and its licences; modules without a licence', async ({ h, admin, year }) => {
  const hotel = await h.orgId('HT002');
  const res = await h.call('GET', `${ORG}/getOrg`, { token: admin, query: { orgId: String(hotel), loginDate: `${year}-03-15` } });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.org.orgCode, 'HT002');
  assert.equal([res.body.data.period.period, res.body.data.period.startDate], [3, `${year}-03-01`]);
  assert.ok(res.body.data.licences.length > 5);
  const none = await h.call('GET', `${ORG}/getOrg`, { token: admin, query: { orgId: String(hotel), loginDate: '1999-01-01' } });
  assert.is(none.body.data.period, null);
  assert.is((await h.call('GET', `${ORG}/getOrg`, { token: admin, query: { orgId: String(hotel), loginDate: '2025-02-30' } })).body.field, 'loginDate');

  await h.db.deleteFrom('module_licences').where('org_id', '=', hotel).where('module_id', 'in', [1002, 3001]).execute();
  const missing = await h.call('GET', `${ORG}/selectNullSysOrgModule`, { token: admin, query: { orgCode: 'HT002' } });
  assert.equal(
    missing.body.data.map((m: any) => m.moduleId),
    [1002, 3001],
  );
  assert.is((await h.call('GET', `${ORG}/selectNullSysOrgModule`, { token: admin, query: { orgCode: 'NOPE' } })).status, 404);
  assert.is((await h.call('GET', `${ORG}/selectNullSysOrgModule`, { token: admin })).body.field, 'orgCode');
});

test('initData: parameters, the standard chart of accounts, this year’s periods and the asked licences, once; unknown module → 422 adding nothing', async ({ h, admin, year }) => {
  const made = await create(h, admin, { orgCode: 'HT030', orgName: '合软新店' });
  const orgId = String(made.body.data.orgId);
  const wrong = await h.call('GET', `${ORG}/initData/`, { token: admin, query: { orgId, moduleIds: '1001,4242' } });
  assert.is(wrong.status, 422);
  assert.is(wrong.body.field, 'moduleIds');
  assert.is((await h.db.selectFrom('base_org_para').select('para_id').where('org_id', '=', Number(orgId)).execute()).length, 0, 'one transaction: nothing half-written');

  const first = await h.call('GET', `${ORG}/initData/`, { token: admin, query: { orgId, moduleIds: '1001,2001', seats: '5' } });
  assert.is(first.status, 200, first.text);
  assert.is(first.body.data.paras.length, 12);
  assert.equal(first.body.data.accounts.slice(0, 3), ['1001', '1002', '1012']);
  assert.ok(first.body.data.accounts.includes('1602') && first.body.data.accounts.includes('600101'), 'accumulated depreciation and the room-revenue sub-account');
  const accounts = await h.db.selectFrom('acc_accounts').select(['account_code', 'account_name']).where('org_id', '=', Number(orgId)).where('account_code', '=', '6602').execute();
  assert.equal(accounts, [{ account_code: '6602', account_name: '管理费用' }], 'the new hotel can book a voucher at once');
  assert.equal([first.body.data.periodsCreated, first.body.data.year, first.body.data.licences], [12, year, [1001, 2001]]);
  const title = await h.db.selectFrom('base_org_para').select('para_value').where('org_id', '=', Number(orgId)).where('para_key', '=', 'invoice.title').executeTakeFirstOrThrow();
  assert.is(title.para_value, '合软新店');
  const periods = await h.call('GET', `${ORG}/selectPeriodByOrgAndYear`, { token: admin, query: { orgId, year: String(year) } });
  assert.equal(
    periods.body.data.map((p: any) => p.period),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
  assert.equal([periods.body.data[1].startDate, periods.body.data[11].endDate], [`${year}-02-01`, `${year}-12-31`]);

  const again = await h.call('GET', `${ORG}/initData`, { token: admin, query: { orgId, moduleIds: '1001,2001' } });
  assert.equal(again.body.data, { orgId: Number(orgId), paras: [], accounts: [], periodsCreated: 0, year, licences: [] });
  const licences = await h.db.selectFrom('module_licences').selectAll().where('org_id', '=', Number(orgId)).execute();
  assert.equal(
    licences.map((l) => [l.module_id, l.seats]),
    [
      [1001, 5],
      [2001, 5],
    ],
  );
  const row = (await h.call('GET', `${ORG}/list`, { token: admin, query: { orgCode: 'HT030' } })).body.rows[0];
  assert.is(row.initState, '1');
  assert.is((await h.call('GET', `${ORG}/initData/`, { token: admin, query: { orgId: '999999' } })).status, 404);
});

test('delete: refused with the reason and nothing deleted; an unused organisation goes with its set-up', async ({ h, admin }) => {
  const snapshot = async () => JSON.stringify(await h.db.selectFrom('organisations').selectAll().orderBy('org_id').execute());
  const before = await snapshot();
  const signedIn = await h.call('DELETE', `${ORG}/${await h.orgId('HT001')}`, { token: admin });
  assert.equal(signedIn.body, { code: 409, msg: '不能删除当前登录的组织 合软大酒店', field: 'orgIds' });
  const used = await h.call('DELETE', `${ORG}/${await h.orgId('HT002')}`, { token: admin });
  assert.is(used.status, 409);
  assert.is(used.body.msg, '组织 合软度假酒店 仍被使用，不能删除：2 个用户，12 个已结账的会计期间');
  const en = await h.call('DELETE', `${ORG}/${await h.orgId('HT002')}`, { token: admin, headers: { 'accept-language': 'en' } });
  assert.is(en.body.msg, 'The organisation 合软度假酒店 is still in use and cannot be deleted: 2 user(s); 12 closed accounting period(s)');
  assert.is(await snapshot(), before);

  // A fresh organisation with its set-up, a closed period, then a live session of the administrator.
  const made = await create(h, admin, { orgCode: 'HT040', orgName: '合软待撤店' });
  const orgId = made.body.data.orgId;
  await h.call('GET', `${ORG}/initData/`, { token: admin, query: { orgId: String(orgId), moduleIds: '1001' } });
  await h.db.updateTable('accounting_periods').set({ status: '1' }).where('org_id', '=', orgId).where('period', '=', 1).execute();
  const closed = await h.call('DELETE', `${ORG}/${orgId}`, { token: admin });
  assert.is(closed.body.msg, '组织 合软待撤店 仍被使用，不能删除：1 个已结账的会计期间');
  await h.db.updateTable('accounting_periods').set({ status: '0' }).where('org_id', '=', orgId).execute();
  const visitor = await h.login('admin', 'HT040');
  const session = await h.call('DELETE', `${ORG}/${orgId}`, { token: admin });
  assert.is(session.body.msg, '组织 合软待撤店 仍被使用，不能删除：1 个登录会话');
  await h.call('DELETE', '/prod-api/auth/token/logout', { token: visitor });
  const both = await h.call('DELETE', `${ORG}/${orgId},999999`, { token: admin });
  assert.is(both.status, 404, 'all or nothing');

  const gone = await h.call('DELETE', `${ORG}/${orgId}`, { token: admin });
  assert.is(gone.status, 200, gone.text);
  for (const table of ['base_org_para', 'accounting_periods', 'module_licences', 'sessions'] as const) {
    assert.is((await h.db.selectFrom(table).select('org_id').where('org_id', '=', orgId).execute()).length, 0, `${table} cleared`);
  }
  assert.is((await h.call('GET', `${ORG}/${orgId}`, { token: admin })).status, 404);
});

test.run();
