/**
 * Module management and licences per organisation: the list layer (filters, sort allowlist, paging),
 * create / edit (version → 409) / delete (fixed ids and referenced modules → 409 with the reason),
 * the export as a real .xlsx, `all` per organisation, and the licence calls: only the platform
 * administrator changes a licence; a hotel's own administrator role (every system:module:* button
 * granted) reads its own hotel's licence only and changes none, its own or another hotel's.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice/module';
const test = suite<{ h: Harness; admin: string }>('module management');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

test('list: filters, sort allowlist, paging', async ({ h, admin }) => {
  const all = await h.call('GET', `${API}/list`, { token: admin, query: { pageSize: '100' } });
  assert.is(all.status, 200);
  assert.is(all.body.total, 9);
  assert.equal(all.body.rows[0], { moduleId: 1001, moduleName: '会计核算', moduleCode: 'accounting', path: 'accounting', icon: 'money', orderNum: 1, status: '0', remark: '', version: 1 });
  const named = await h.call('GET', `${API}/list`, { token: admin, query: { moduleName: '平台' } });
  assert.equal(named.body.rows.map((r: any) => r.moduleId).sort(), [3002, 3003]);
  const sorted = await h.call('GET', `${API}/list`, { token: admin, query: { orderByColumn: 'moduleId', isAsc: 'desc', pageSize: '3', pageNum: '1' } });
  assert.equal(
    sorted.body.rows.map((r: any) => r.moduleId),
    [3003, 3002, 3001],
  );
  const page2 = await h.call('GET', `${API}/list`, { token: admin, query: { orderByColumn: 'moduleId', isAsc: 'desc', pageSize: '3', pageNum: '2' } });
  assert.equal(
    page2.body.rows.map((r: any) => r.moduleId),
    [2001, 1005, 1004],
  );
  const bad = await h.call('GET', `${API}/list`, { token: admin, query: { orderByColumn: 'path' } });
  assert.is(bad.status, 422);
  assert.is(bad.body.field, 'orderByColumn');
  const plan = await h.call('GET', `${API}/list`, { token: admin, query: { 'moduleId[ge]': '3000' } });
  assert.is(plan.body.total, 3);
});

test('create, get, edit with version, stale edit 409, duplicates 409, validation names the field', async ({ h, admin }) => {
  const created = await h.call('POST', API, { token: admin, body: { moduleName: '工程维修', moduleCode: 'maintenance', path: 'maintenance', icon: 'tool', orderNum: 9 } });
  assert.is(created.status, 200, created.text);
  assert.is(created.body.data.moduleId, 3004, 'the next free id');
  const id = created.body.data.moduleId;
  assert.is((await h.call('GET', `${API}/${id}`, { token: admin })).body.data.moduleName, '工程维修');
  const dup = await h.call('POST', API, { token: admin, body: { moduleName: '重复', moduleCode: 'maintenance', path: 'x' } });
  assert.is(dup.status, 409);
  assert.is(dup.body.field, 'moduleCode');
  const invalid = await h.call('POST', API, { token: admin, body: { moduleName: '坏', moduleCode: '1abc', path: 'x' } });
  assert.is(invalid.status, 422);
  assert.is(invalid.body.field, 'moduleCode');
  const missing = await h.call('POST', API, { token: admin, body: { moduleCode: 'abc', path: 'x' } });
  assert.is(missing.body.field, 'moduleName');
  const edited = await h.call('PUT', API, { token: admin, body: { moduleId: id, version: 1, moduleName: '工程维修管理', status: '1' } });
  assert.is(edited.status, 200, edited.text);
  assert.is(edited.body.data.version, 2);
  const stale = await h.call('PUT', API, { token: admin, body: { moduleId: id, version: 1, moduleName: '覆盖' } });
  assert.is(stale.status, 409);
  assert.is((await h.call('GET', `${API}/${id}`, { token: admin })).body.data.moduleName, '工程维修管理');
  assert.is((await h.call('GET', `${API}/999999`, { token: admin })).status, 404);
  assert.is((await h.call('PUT', API, { token: admin, body: { moduleId: 999999, version: 1 } })).status, 404);
});

test('delete: fixed modules and referenced modules are refused with the reason; an unreferenced one goes', async ({ h, admin }) => {
  const fixed = await h.call('DELETE', `${API}/3003`, { token: admin });
  assert.is(fixed.status, 409);
  assert.match(fixed.body.msg, /3003/);
  const used = await h.call('DELETE', `${API}/1001`, { token: admin });
  assert.is(used.status, 409);
  assert.match(used.body.msg, /会计核算\(1001\)/);
  assert.ok(await h.db.selectFrom('modules').select('module_id').where('module_id', '=', 1001).executeTakeFirst());
  const spare = await h.call('POST', API, { token: admin, body: { moduleId: 4100, moduleName: '临时', moduleCode: 'spare', path: 'spare' } });
  assert.is(spare.status, 200);
  const both = await h.call('DELETE', `${API}/4100,1002`, { token: admin });
  assert.is(both.status, 409, 'all or nothing');
  assert.ok(await h.db.selectFrom('modules').select('module_id').where('module_id', '=', 4100).executeTakeFirst());
  assert.is((await h.call('DELETE', `${API}/4100`, { token: admin })).status, 200);
  assert.is((await h.call('DELETE', `${API}/4100`, { token: admin })).status, 404);
});

test('export is a real xlsx with Chinese headers and the filtered rows', async ({ h, admin }) => {
  const res = await h.call('POST', `${API}/export`, { token: admin, body: 'moduleName=平台', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-disposition') ?? '', /module_\d{14}\.xlsx/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.bytes) as any);
  const sheet = book.worksheets[0];
  assert.equal((sheet.getRow(1).values as unknown[]).slice(1, 4), ['模块编号', '模块名称', '模块编码']);
  assert.is(sheet.rowCount, 3);
  assert.equal([sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value].sort(), ['初始化平台', '服务平台']);
});

test('GET export answers like its POST: the same filters from the query string, the same sheet', async ({ h, admin }) => {
  const res = await h.call('GET', `${API}/export`, { token: admin, query: { moduleName: '平台', orderByColumn: 'moduleId', isAsc: 'desc' } });
  assert.is(res.status, 200, res.text);
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  assert.match(res.headers.get('content-disposition') ?? '', /module_\d{14}\.xlsx/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.bytes) as any);
  const sheet = book.worksheets[0];
  assert.equal((sheet.getRow(1).values as unknown[]).slice(1, 4), ['模块编号', '模块名称', '模块编码']);
  assert.equal([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value], [3003, 3002], 'filtered and sorted as asked');
  assert.is(sheet.rowCount, 3);
  const bad = await h.call('GET', `${API}/export`, { token: admin, query: { orderByColumn: 'path' } });
  assert.is(bad.status, 422, 'the same validation as the list');
  assert.is(bad.body.field, 'orderByColumn');
  assert.is((await h.call('GET', `${API}/export`, {})).status, 401);
});

test("all: every module with the organisation's licence; another organisation only for the platform administrator", async ({ h, admin }) => {
  await h.db
    .deleteFrom('module_licences')
    .where('module_id', '=', 1003)
    .where('org_id', '=', await h.orgId('HT002'))
    .execute();
  const mine = await h.call('GET', `${API}/all`, { token: admin });
  assert.is(mine.status, 200);
  const accounting = mine.body.data.find((m: any) => m.moduleId === 1001);
  assert.is(accounting.licensed, true);
  assert.is(accounting.seats, 20);
  const other = await h.call('GET', `${API}/all`, { token: admin, query: { orgCode: 'HT002' } });
  assert.is(other.body.data.find((m: any) => m.moduleId === 1003).licensed, false);
  assert.is((await h.call('GET', `${API}/all`, { token: admin, query: { orgCode: 'NOPE' } })).status, 404);
});

/** A hotel administrator at HT002: every button of the module page, but not the platform role admin. */
const hotelAdmin = (h: Harness) => hotelRoleUser(h, { orgCode: 'HT002', roleKey: 'hoteladmin', userName: 'frontdesk2', page: { path: '/htservice/module' } });

test("licences: the platform administrator grants, changes (version → 409) and withdraws any hotel's licence", async ({ h, admin }) => {
  const ht2 = await h.orgId('HT002');
  const list = await h.call('GET', `${API}/licence/list`, { token: admin, query: { moduleId: '1001' } });
  assert.is(list.status, 200);
  assert.equal(
    list.body.rows.map((r: any) => r.orgCode),
    ['HT001', 'HT002'],
  );
  const row = list.body.rows[1];
  const changed = await h.call('PUT', `${API}/licence`, { token: admin, body: { moduleId: 1001, orgId: ht2, seats: 5, expiresOn: '2030-06-30', version: row.version } });
  assert.is(changed.status, 200, changed.text);
  assert.equal(changed.body.data, { orgId: ht2, moduleId: 1001, seats: 5, expiresOn: '2030-06-30', version: row.version + 1 });
  const stale = await h.call('PUT', `${API}/licence`, { token: admin, body: { moduleId: 1001, orgId: ht2, seats: 9, expiresOn: null, version: row.version } });
  assert.is(stale.status, 409);
  const noVersion = await h.call('PUT', `${API}/licence`, { token: admin, body: { moduleId: 1001, orgId: ht2, seats: 9, expiresOn: null } });
  assert.is(noVersion.status, 422);
  assert.is(noVersion.body.field, 'version');
  const badDate = await h.call('PUT', `${API}/licence`, { token: admin, body: { moduleId: 1001, orgId: ht2, seats: 9, expiresOn: '2030-02-30', version: 2 } });
  assert.is(badDate.body.field, 'expiresOn');
  assert.is((await h.call('DELETE', `${API}/licence/1001/${ht2}`, { token: admin })).status, 200);
  assert.is((await h.call('DELETE', `${API}/licence/1001/${ht2}`, { token: admin })).status, 404);
  const granted = await h.call('PUT', `${API}/licence`, { token: admin, body: { moduleId: 1001, orgId: ht2, seats: 3, expiresOn: null } });
  assert.is(granted.status, 200);
  assert.is(granted.body.data.version, 1);
});

test('a hotel administrator sees only its own licence and changes no licence and no module', async ({ h, admin }) => {
  const token = await hotelAdmin(h);
  const ht1 = await h.orgId('HT001');
  const ht2 = await h.orgId('HT002');
  const list = await h.call('GET', `${API}/licence/list`, { token, query: { moduleId: '1004' } });
  assert.is(list.status, 200);
  assert.equal(
    list.body.rows.map((r: any) => r.orgCode),
    ['HT002'],
  );
  assert.is((await h.call('GET', `${API}/all`, { token, query: { orgCode: 'HT001' } })).status, 403);
  const snapshot = async () =>
    JSON.stringify([
      await h.db.selectFrom('module_licences').selectAll().orderBy('org_id').orderBy('module_id').execute(),
      await h.db.selectFrom('modules').selectAll().orderBy('module_id').execute(),
    ]);
  const before = await snapshot();
  const current = (await h.call('GET', `${API}/licence/list`, { token: admin, query: { moduleId: '1004' } })).body.rows;
  for (const orgId of [ht1, ht2]) {
    const version = current.find((r: any) => r.orgId === orgId).version;
    const res = await h.call('PUT', `${API}/licence`, { token, body: { moduleId: 1004, orgId, seats: 999, expiresOn: null, version } });
    assert.is(res.status, 403, `licence of org ${orgId}`);
    assert.is((await h.call('DELETE', `${API}/licence/1004/${orgId}`, { token })).status, 403);
  }
  assert.is((await h.call('PUT', API, { token, body: { moduleId: 1004, version: 1, moduleName: '改名' } })).status, 403);
  assert.is((await h.call('POST', API, { token, body: { moduleName: '新', moduleCode: 'newmod', path: 'newmod' } })).status, 403);
  assert.is((await h.call('DELETE', `${API}/4100`, { token })).status, 403);
  assert.is(await snapshot(), before, 'nothing changed');
});

test.run();
