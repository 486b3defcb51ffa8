/**
 * The login log page and online users (routes/logininfor-manage.ts, routes/online.ts): permissions
 * table-driven (no token 401, front desk and accountant 403 changing nothing, admin 200); filters,
 * sort, paging and query-plan conditions of the log; the export read back with exceljs; delete and
 * clean; every call kept to the session's organisation (admin signed in to HT002 never sees or
 * touches HT001's rows or sessions); the online list and forcing a session out.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ExcelJS from 'exceljs';
import { formatDateTime } from '../../server/lib/time.js';
import { sha256Hex, shortSessionId } from '../../server/lib/tokens.js';
import { hotelRoleUser } from './hotel-role.js';
import { MINUTE, setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const DAY = 24 * 60 * MINUTE;
type Ctx = { h: Harness; org1: number; org2: number; base: number };

const test = suite<Ctx>('monitor: login log and online users');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.org1 = await ctx.h.orgId('HT001');
  ctx.org2 = await ctx.h.orgId('HT002');
  ctx.base = new Date(2025, 2, 10, 9, 0, 0).getTime(); // 2025-03-10 09:00 local
});
test.after(async (ctx) => ctx.h.close());

/** Replaces the log with known rows: 5 in HT001 over three days, 2 in HT002. */
async function seedLog({ h, org1, org2, base }: Ctx) {
  await h.db.deleteFrom('login_logs').execute();
  const row = (user: string, status: string, ip: string, at: number, org: number | null) => ({
    user_name: user,
    nick_name: `${user}昵称`,
    session_id: 'abcdef0123456789',
    status,
    ipaddr: ip,
    browser: 'Chrome 120',
    os: 'Windows 10',
    msg: status === 'Error' ? '用户名或密码错误' : '登录成功',
    login_time: at,
    org_id: org,
  });
  await h.db
    .insertInto('login_logs')
    .values([
      row('admin', 'Success', '10.1.0.1', base, org1),
      row('frontdesk1', 'Error', '10.1.0.2', base + MINUTE, org1),
      row('frontdesk1', 'Success', '10.1.0.2', base + DAY, org1),
      row('accountant1', 'Logout', '192.168.5.5', base + DAY + MINUTE, org1),
      row('admin', 'Success', '10.1.0.1', base + 2 * DAY, org1),
      row('frontdesk2', 'Success', '10.2.0.1', base + DAY, org2),
      row('admin', 'Error', '10.2.0.9', base + DAY, org2),
      row('ghost', 'Error', '10.9.9.9', base, null),
    ])
    .execute();
}
const logIds = async (h: Harness, org: number) => (await h.db.selectFrom('login_logs').select('info_id').where('org_id', '=', org).orderBy('info_id').execute()).map((r) => r.info_id);

test('no token 401; front desk and accountant 403 on every call, changing nothing; admin 200', async (ctx) => {
  const { h } = ctx;
  const admin = await h.login('admin');
  await seedLog(ctx); // after the sign-in, whose own entry the server writes
  const second = await h.login('frontdesk1'); // the session forced out below, not the one that probes
  const tokenId = shortSessionId(sha256Hex(second));
  const [firstId] = await logIds(h, ctx.org1);
  const cases: Array<{ name: string; method: string; path: string; form?: string }> = [
    { name: 'log list', method: 'GET', path: `${API}/logininfor/list` },
    { name: 'log export', method: 'POST', path: `${API}/logininfor/export`, form: 'userName=admin' },
    { name: 'log remove', method: 'DELETE', path: `${API}/logininfor/${firstId}` },
    { name: 'online list', method: 'GET', path: `${API}/online/list` },
    { name: 'force logout', method: 'DELETE', path: `${API}/online/${tokenId}` },
    { name: 'log clean', method: 'DELETE', path: `${API}/logininfor/clean` },
  ];
  const tokens: Record<string, string> = { frontdesk1: await h.login('frontdesk1'), accountant1: await h.login('accountant1') };
  const snapshot = async () =>
    JSON.stringify([
      await h.db.selectFrom('login_logs').selectAll().orderBy('info_id').execute(),
      await h.db.selectFrom('sessions').select(['token_hash', 'revoked_at']).orderBy('token_hash').execute(),
    ]);
  for (const c of cases) {
    const send = (token?: string) => h.call(c.method, c.path, { token, body: c.form, headers: c.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {} });
    assert.is((await send()).status, 401, `${c.name} without a token`);
    for (const user of ['frontdesk1', 'accountant1']) {
      const before = await snapshot();
      const res = await send(tokens[user]);
      assert.is(res.status, 403, `${c.name} as ${user}: ${res.status}`);
      assert.equal(res.body, { code: 403, msg: '当前操作没有权限' });
      assert.is(await snapshot(), before, `${c.name} as ${user} changed nothing`);
    }
    const ok = await send(admin);
    assert.is(ok.status, 200, `${c.name} as admin: ${ok.text}`);
  }
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token: second })).status, 401, 'the forced-out session is gone');
});

test('log list: rows of the session organisation, newest first, shape and time format', async (ctx) => {
  const { h, base } = ctx;
  const admin = await h.login('admin');
  await seedLog(ctx); // after the sign-in, whose own entry the server writes
  const res = await h.call('GET', `${API}/logininfor/list`, { token: admin });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.total, 5);
  assert.equal(Object.keys(res.body.rows[0]).sort(), ['browser', 'infoId', 'ipaddr', 'loginTime', 'msg', 'nickName', 'os', 'sessionId', 'status', 'userName']);
  assert.equal(
    res.body.rows.map((r: any) => r.userName),
    ['admin', 'accountant1', 'frontdesk1', 'frontdesk1', 'admin'],
  );
  assert.is(res.body.rows[0].loginTime, formatDateTime(base + 2 * DAY));
  assert.match(res.body.rows[0].loginTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('log filters, sort, paging and plan conditions', async (ctx) => {
  const { h } = ctx;
  const admin = await h.login('admin');
  await seedLog(ctx); // after the sign-in, whose own entry the server writes
  const list = async (query: Record<string, string>) => {
    const res = await h.call('GET', `${API}/logininfor/list`, { token: admin, query });
    assert.is(res.status, 200, `${JSON.stringify(query)}: ${res.text}`);
    return res.body;
  };
  const users = async (query: Record<string, string>) => (await list(query)).rows.map((r: any) => `${r.userName}/${r.status}`);
  assert.equal(await users({ userName: 'FRONT' }), ['frontdesk1/Success', 'frontdesk1/Error']);
  assert.equal(await users({ ipaddr: '192.168' }), ['accountant1/Logout']);
  assert.equal(await users({ status: 'Error' }), ['frontdesk1/Error']);
  assert.equal(await users({ beginTime: '2025-03-11', endTime: '2025-03-11' }), ['accountant1/Logout', 'frontdesk1/Success']);
  assert.equal(await users({ 'params[beginTime]': '2025-03-12' }), ['admin/Success']);
  assert.equal(await users({ endTime: '2025-03-10' }), ['frontdesk1/Error', 'admin/Success']);
  assert.equal(await users({ orderByColumn: 'userName', isAsc: 'ascending' }), ['accountant1/Logout', 'admin/Success', 'admin/Success', 'frontdesk1/Success', 'frontdesk1/Error']);
  assert.equal(await users({ orderByColumn: 'loginTime', isAsc: 'asc' }), ['admin/Success', 'frontdesk1/Error', 'frontdesk1/Success', 'accountant1/Logout', 'admin/Success']);
  const page2 = await list({ pageNum: '2', pageSize: '2' });
  assert.equal([page2.total, page2.rows.map((r: any) => r.userName)], [5, ['frontdesk1', 'frontdesk1']]);
  assert.equal(await users({ 'loginTime[le]': '2025-03-10' }), ['frontdesk1/Error', 'admin/Success']);
  assert.equal(await users({ 'loginTime[gt]': '2025-03-11' }), ['admin/Success']);
  assert.equal(await users({ 'status[in]': 'Logout,Error' }), ['accountant1/Logout', 'frontdesk1/Error']);
  assert.equal(await users({ 'loginTime[between]': '2025-03-10 09:00:30,2025-03-11 09:00:00' }), ['frontdesk1/Success', 'frontdesk1/Error']);
  for (const query of [{ orderByColumn: 'ipaddr' }, { status: '0' }, { beginTime: '2025-02-30' }, { 'loginTime[like]': '2025' }, { 'password[eq]': 'x' }]) {
    const res = await h.call('GET', `${API}/logininfor/list`, { token: admin, query });
    assert.is(res.status, 422, `${JSON.stringify(query)}: ${res.text}`);
  }
});

test('log export is a real xlsx with Chinese headers and the filtered rows', async (ctx) => {
  const { h, base } = ctx;
  const admin = await h.login('admin');
  await seedLog(ctx); // after the sign-in, whose own entry the server writes
  const res = await h.call('POST', `${API}/logininfor/export`, { token: admin, body: 'userName=frontdesk1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.is(res.status, 200, res.text);
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  assert.match(res.headers.get('content-disposition') ?? '', /logininfor_\d{14}\.xlsx/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.bytes) as any);
  const sheet = book.worksheets[0];
  assert.is(sheet.name, '登录日志');
  assert.equal((sheet.getRow(1).values as unknown[]).slice(1), ['访问编号', '用户账号', '用户昵称', '会话编号', '登录状态', '登录地址', '浏览器', '操作系统', '提示消息', '访问时间']);
  assert.is(sheet.rowCount, 3);
  assert.equal([sheet.getCell('B2').value, sheet.getCell('E2').value, sheet.getCell('J2').value], ['frontdesk1', '成功', formatDateTime(base + DAY)]);
  assert.equal([sheet.getCell('E3').value], ['失败']);
  const json = await h.call('POST', `${API}/logininfor/export`, { token: admin, body: { status: 'Logout' } });
  assert.is(json.status, 200);
  const bad = await h.call('POST', `${API}/logininfor/export`, { token: admin, body: { status: 'nope' } });
  assert.equal([bad.status, bad.body.code], [422, 422]);
});

test('organisation isolation of the log: HT002 never sees, deletes or cleans HT001 rows', async (ctx) => {
  const { h, org1, org2 } = ctx;
  const admin2 = await h.login('admin', 'HT002');
  await seedLog(ctx);
  const res = await h.call('GET', `${API}/logininfor/list`, { token: admin2, query: { pageSize: '100000000' } });
  assert.equal(res.body.rows.map((r: any) => r.userName).sort(), ['admin', 'frontdesk2']);
  const ids1 = await logIds(h, org1);
  const ids2 = await logIds(h, org2);
  assert.is((await h.call('DELETE', `${API}/logininfor/${ids1[0]}`, { token: admin2 })).status, 404);
  assert.is((await h.call('DELETE', `${API}/logininfor/${ids2[0]},${ids1[0]}`, { token: admin2 })).status, 404, 'all or nothing');
  assert.equal(await logIds(h, org2), ids2);
  assert.equal(await logIds(h, org1), ids1);
  const exported = await h.call('POST', `${API}/logininfor/export`, { token: admin2 });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(exported.bytes) as any);
  assert.is(book.worksheets[0].rowCount, 3);
  assert.is((await h.call('DELETE', `${API}/logininfor/${ids2.join(',')}`, { token: admin2 })).status, 200);
  assert.equal(await logIds(h, org2), []);
  await seedLog(ctx);
  assert.is((await h.call('DELETE', `${API}/logininfor/clean`, { token: admin2 })).status, 200);
  assert.equal(await logIds(h, org2), []);
  assert.is((await logIds(h, org1)).length, 5, 'HT001 keeps its log');
  assert.is((await h.db.selectFrom('login_logs').selectAll().where('org_id', 'is', null).execute()).length, 1);
});

test('an anonymous Error entry keeps the organisation the attempt chose, when it exists', async ({ h, org2 }) => {
  const post = (body: unknown) => h.call('POST', `${API}/logininfor`, { body, ip: '10.7.7.7' });
  assert.is((await post({ userName: 'frontdesk2', status: 'Error', orgId: String(org2) })).status, 200);
  assert.is((await post({ userName: 'frontdesk2', status: 'Error', orgId: 999999 })).status, 200);
  const rows = await h.db.selectFrom('login_logs').select('org_id').where('ipaddr', '=', '10.7.7.7').orderBy('info_id').execute();
  assert.equal(
    rows.map((r) => r.org_id),
    [org2, null],
  );
});

test('online list: live sessions of this organisation only, no token material, parsed browser', async ({ h }) => {
  const admin = await h.login('admin');
  const fd = await h.login('frontdesk1');
  const admin2 = await h.login('admin', 'HT002');
  const fd2 = await h.login('frontdesk2');
  const res = await h.call('GET', `${API}/online/list`, { token: admin, query: { userName: 'frontdesk', pageSize: '100' } });
  assert.is(res.status, 200, res.text);
  const row = res.body.rows.find((r: any) => r.tokenId === shortSessionId(sha256Hex(fd)));
  assert.ok(row, 'the second session is listed');
  assert.ok(
    res.body.rows.every((r: any) => r.userName === 'frontdesk1'),
    'frontdesk2 is HT002',
  );
  assert.equal(Object.keys(row).sort(), ['browser', 'ipaddr', 'lastActiveTime', 'loginTime', 'nickName', 'os', 'tokenId', 'userName']);
  assert.match(row.tokenId, /^[0-9a-f]{16}$/);
  assert.equal([row.browser, row.os, row.ipaddr], ['Chrome 120', 'Windows 10', '10.0.0.1']);
  assert.not.ok(res.text.includes(fd) || res.text.includes(admin));
  const hashes = await h.db.selectFrom('sessions').select('token_hash').execute();
  assert.not.ok(hashes.some((s) => res.text.includes(s.token_hash)));
  // HT002's admin sees HT002's sessions, and cannot force out an HT001 one.
  const other = await h.call('GET', `${API}/online/list`, { token: admin2, query: { pageSize: '100' } });
  assert.ok(other.body.rows.some((r: any) => r.userName === 'frontdesk2'));
  assert.not.ok(other.body.rows.some((r: any) => r.userName === 'frontdesk1' || r.tokenId === row.tokenId));
  assert.is((await h.call('DELETE', `${API}/online/${row.tokenId}`, { token: admin2 })).status, 404);
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token: fd })).status, 200, 'still signed in');
  assert.is((await h.call('DELETE', `${API}/online/0123456789abcdef`, { token: admin })).status, 404);
  assert.is((await h.call('DELETE', `${API}/online/not-a-token`, { token: admin })).status, 422);
  assert.is((await h.call('GET', `${API}/online/list`, { token: admin, query: { orderByColumn: 'tokenHash' } })).status, 422);
  // Forcing it out: its token gets 401 at once, its seats are given back, and it leaves the list.
  await h.db
    .insertInto('seat_leases')
    .values({ org_id: await h.orgId('HT001'), module_id: 1004, session_id: row.tokenId, user_id: 1, expires_at: h.clock.now + 10 * MINUTE })
    .execute();
  assert.is((await h.call('DELETE', `${API}/online/${row.tokenId}`, { token: admin })).status, 200);
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token: fd })).status, 401);
  assert.is((await h.db.selectFrom('seat_leases').selectAll().where('session_id', '=', row.tokenId).execute()).length, 0);
  const after = await h.call('GET', `${API}/online/list`, { token: admin, query: { pageSize: '100' } });
  assert.not.ok(after.body.rows.some((r: any) => r.tokenId === row.tokenId));
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token: fd2 })).status, 200);
  // Idle sessions are not online: past the idle timeout nobody but a fresh sign-in is listed.
  h.clock.now += 31 * MINUTE;
  const fresh = await h.login('admin');
  const late = await h.call('GET', `${API}/online/list`, { token: fresh, query: { pageSize: '100' } });
  assert.is(late.body.total, 1);
});

test("a hotel's administrator sees and ends only its own users' sessions, never the platform administrator's", async ({ h }) => {
  const platform = await h.login('admin');
  const colleague = await h.login('frontdesk1');
  const hotelAdmin = await hotelRoleUser(h, { orgCode: 'HT001', roleKey: 'hoteladmin1', userName: 'accountant1', page: { perms: 'system:online:list' } });
  const listed = await h.call('GET', `${API}/online/list`, { token: hotelAdmin, query: { pageSize: '100' } });
  assert.is(listed.status, 200, listed.text);
  const names = new Set(listed.body.rows.map((r: any) => r.userName));
  assert.ok(names.has('frontdesk1') && names.has('accountant1'), [...names].join());
  assert.not.ok(names.has('admin'), 'the platform administrator is not listed');
  const platformId = shortSessionId(sha256Hex(platform));
  assert.is((await h.call('DELETE', `${API}/online/${platformId}`, { token: hotelAdmin })).status, 404, 'nor can be forced out');
  assert.is((await h.call('GET', `${API}/user/getInfo`, { token: platform })).status, 200);
  assert.is((await h.call('DELETE', `${API}/online/${shortSessionId(sha256Hex(colleague))}`, { token: hotelAdmin })).status, 200, 'a colleague can');
  const all = await h.call('GET', `${API}/online/list`, { token: platform, query: { pageSize: '100' } });
  assert.ok(
    all.body.rows.some((r: any) => r.userName === 'admin'),
    'the platform administrator still sees everyone',
  );
});

test.run();
