/**
 * Organisation parameters of the session's organisation: the seeded set of both hotels, list paging,
 * sorting and filters, create (a key once per organisation), update with the version, validation
 * naming the field, getParaValueByKey (value in msg and data), and baseOrgParaUpdate adding only the
 * missing default keys, never overwriting a value.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ORG_PARA_DEFAULTS } from '../../server/db/org-para-defaults.js';
import { setup, type Harness } from './support.js';

const PARA = '/prod-api/htservice/baseOrgPara';

const test = suite<{ h: Harness; admin: string; hotelA: number; hotelB: number }>('organisation parameters');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.hotelA = await ctx.h.orgId('HT001');
  ctx.hotelB = await ctx.h.orgId('HT002');
});
test.after(async (ctx) => ctx.h.close());

test('both hotels are seeded with the default set, with their own values', async ({ h, admin, hotelA, hotelB }) => {
  const list = await h.call('GET', `${PARA}/list`, { token: admin, query: { pageSize: '100' } });
  assert.is(list.status, 200, list.text);
  assert.is(list.body.total, ORG_PARA_DEFAULTS.length);
  assert.ok(list.body.rows.every((r: any) => r.orgId === hotelA));
  const value = (rows: any[], key: string) => rows.find((r) => r.paraKey === key)?.paraValue;
  assert.is(value(list.body.rows, 'invoice.title'), '合软大酒店');
  assert.is(value(list.body.rows, 'acct.currency'), 'CNY');
  const b = await h.db.selectFrom('base_org_para').select(['para_key as paraKey', 'para_value as paraValue']).where('org_id', '=', hotelB).execute();
  assert.equal([value(b, 'invoice.title'), value(b, 'front.checkoutTime')], ['合软度假酒店', '13:00']);
});

test('list paging, sorting through the allowlist and filters', async ({ h, admin }) => {
  const page = await h.call('GET', `${PARA}/list`, { token: admin, query: { pageSize: '3', pageNum: '2', orderByColumn: 'paraKey', isAsc: 'desc' } });
  assert.is(page.body.rows.length, 3);
  const keys = ORG_PARA_DEFAULTS.map((d) => d.key)
    .sort()
    .reverse();
  assert.equal(
    page.body.rows.map((r: any) => r.paraKey),
    keys.slice(3, 6),
  );
  const found = await h.call('GET', `${PARA}/list`, { token: admin, query: { paraName: '税' } });
  assert.equal(found.body.rows.map((r: any) => r.paraKey).sort(), ['acct.taxRate', 'invoice.taxNo']);
  assert.equal((await h.call('GET', `${PARA}/list`, { token: admin, query: { paraKey: 'FRONT.' } })).body.total, 3);
  const bad = await h.call('GET', `${PARA}/list`, { token: admin, query: { orderByColumn: 'paraValue' } });
  assert.equal([bad.status, bad.body.field], [422, 'orderByColumn']);
});

test('create, read, update with the version; duplicates 409; validation names the field', async ({ h, admin }) => {
  const made = await h.call('POST', PARA, { token: admin, body: { paraKey: 'front.breakfastTime', paraName: '早餐时间', paraValue: '06:30-10:00' } });
  assert.is(made.status, 200, made.text);
  const { paraId } = made.body.data;
  assert.equal((await h.call('GET', `${PARA}/${paraId}`, { token: admin })).body.data, made.body.data);
  const dup = await h.call('POST', PARA, { token: admin, body: { paraKey: 'front.breakfastTime', paraName: '又一个' } });
  assert.equal(dup.body, { code: 409, msg: '参数键 front.breakfastTime 在本组织已存在', field: 'paraKey' });
  for (const [body, field] of [
    [{ paraName: 'x' }, 'paraKey'],
    [{ paraKey: '1abc', paraName: 'x' }, 'paraKey'],
    [{ paraKey: 'a b', paraName: 'x' }, 'paraKey'],
    [{ paraKey: 'ok.key' }, 'paraName'],
    [{ paraKey: 'ok.key', paraName: 'x', paraValue: 'v'.repeat(501) }, 'paraValue'],
  ] as Array<[unknown, string]>) {
    const res = await h.call('POST', PARA, { token: admin, body });
    assert.equal([res.status, res.body.field], [422, field], JSON.stringify(body));
  }
  const edited = await h.call('PUT', PARA, { token: admin, body: { ...made.body.data, paraValue: '07:00-10:30' } });
  assert.is(edited.status, 200, edited.text);
  assert.is(edited.body.data.version, 2);
  const stale = await h.call('PUT', PARA, { token: admin, body: { paraId, version: 1, paraValue: '旧' } });
  assert.equal([stale.status, stale.body.field], [409, 'version']);
  const rekey = await h.call('PUT', PARA, { token: admin, body: { paraId, version: 2, paraKey: 'front.other' } });
  assert.equal([rekey.status, rekey.body.field], [422, 'paraKey']);
  assert.is((await h.call('GET', `${PARA}/getParaValueByKey`, { token: admin, query: { paraKey: 'front.breakfastTime' } })).body.data, '07:00-10:30');
  assert.is((await h.call('GET', `${PARA}/999999`, { token: admin })).status, 404);
});

test('getParaValueByKey: the value in msg and data, for the session organisation; unknown → 404', async ({ h }) => {
  const token = await h.login('accountant2');
  const res = await h.call('GET', `${PARA}/getParaValueByKey`, { token, query: { paraKey: 'front.serviceChargeRate' } });
  assert.equal(res.body, { code: 200, msg: '15', data: '15' });
  const unknown = await h.call('GET', `${PARA}/getParaValueByKey`, { token, query: { paraKey: 'no.such' } });
  assert.equal(unknown.body, { code: 404, msg: '本组织没有参数 no.such', field: 'paraKey' });
  assert.is((await h.call('GET', `${PARA}/getParaValueByKey`, { token })).body.field, 'paraKey');
});

test('baseOrgParaUpdate adds only the missing default keys and never overwrites a value', async ({ h, admin, hotelA }) => {
  await h.db.deleteFrom('base_org_para').where('org_id', '=', hotelA).where('para_key', 'in', ['acct.rounding', 'front.nightAuditTime']).execute();
  await h.db.updateTable('base_org_para').set({ para_value: '9' }).where('org_id', '=', hotelA).where('para_key', '=', 'acct.taxRate').execute();
  const query = { orgId: String(hotelA), orgCode: 'HT001', orgName: '合软大酒店' };
  const res = await h.call('GET', `${PARA}/baseOrgParaUpdate`, { token: admin, query });
  assert.is(res.status, 200, res.text);
  assert.equal(res.body.data.added.map((p: any) => p.paraKey).sort(), ['acct.rounding', 'front.nightAuditTime']);
  const again = await h.call('GET', `${PARA}/baseOrgParaUpdate`, { token: admin, query });
  assert.equal(again.body.data, { added: [] });
  assert.is((await h.call('GET', `${PARA}/getParaValueByKey`, { token: admin, query: { paraKey: 'acct.taxRate' } })).body.msg, '9');
  const mismatch = await h.call('GET', `${PARA}/baseOrgParaUpdate`, { token: admin, query: { ...query, orgCode: 'HT002' } });
  assert.equal([mismatch.status, mismatch.body.field], [422, 'orgCode']);
  assert.is((await h.call('GET', `${PARA}/baseOrgParaUpdate`, { token: admin })).body.field, 'orgId');
});

test('a key that takes one of a few codes names them on its rows; any other value is refused at paraValue', async ({ h, admin, hotelA }) => {
  const list = await h.call('GET', `${PARA}/list`, { token: admin, query: { pageSize: '100' } });
  const row = (key: string) => list.body.rows.find((r: any) => r.paraKey === key);
  assert.equal(row('acct.rounding').choices, ['halfUp', 'down', 'up']);
  assert.equal(row('asset.depreciationMethod').choices, ['straightLine', 'doubleDeclining']);
  assert.equal(row('acct.postingDateRule').choices, ['businessDate', 'systemDate']);
  assert.is(row('acct.taxRate').choices, undefined, 'free text names none');
  const rounding = await h.call('GET', `${PARA}/${row('acct.rounding').paraId}`, { token: admin });
  assert.equal([rounding.body.data.paraValue, rounding.body.data.choices], ['halfUp', ['halfUp', 'down', 'up']]);
  const bad = await h.call('PUT', PARA, { token: admin, body: { paraId: rounding.body.data.paraId, version: rounding.body.data.version, paraValue: '四舍五入' } });
  assert.equal([bad.status, bad.body.field], [422, 'paraValue']);
  const good = await h.call('PUT', PARA, { token: admin, body: { paraId: rounding.body.data.paraId, version: rounding.body.data.version, paraValue: 'down' } });
  assert.is(good.status, 200, good.text);
  const stored = await h.db.selectFrom('base_org_para').select('para_value').where('org_id', '=', hotelA).where('para_key', '=', 'acct.rounding').executeTakeFirstOrThrow();
  assert.is(stored.para_value, 'down', 'the code is stored, never the label');
  const init = await h.call('GET', '/prod-api/htservice/org/initConfig', { token: admin, query: { orgId: String(hotelA) } });
  const method = init.body.data.paras.find((p: any) => p.paraKey === 'asset.depreciationMethod');
  assert.equal([method.value, method.choices], ['straightLine', ['straightLine', 'doubleDeclining']]);
});

test.run();
