/**
 * The operation log (server/operlog/, routes/operlog-manage.ts): what a caller reading it observes.
 * A write is recorded with who, organisation, module, action, target, result and address; passwords and
 * tokens never reach the stored summary; a refused write is recorded as failed with its reason; sign-in
 * traffic, keep-alives and reads are not recorded; a hotel's administrator reads, deletes and cleans only
 * their hotel's entries, the platform administrator all; nothing can change an entry; the export is a
 * real workbook; delete and clean need their permissions and are recorded themselves; the retention job
 * deletes only entries older than its config key's days.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { translate } from '../../server/i18n.js';
import { JOB_REGISTRY } from '../../server/jobs/registry.js';
import { hotelRoleUser } from './hotel-role.js';
import { MINUTE, PASSWORD, setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const DAY = 24 * 60 * MINUTE;
type Ctx = { h: Harness; admin: string };

const test = suite<Ctx>('operation log');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

/** The log as `token` lists it (after every queued entry is written), newest first. */
async function entries(h: Harness, token: string, query: Record<string, string> = {}): Promise<any[]> {
  await h.operLog.idle();
  const res = await h.call('GET', `${API}/operlog/list`, { token, query: { pageSize: '100000000', ...query } });
  assert.is(res.status, 200, res.text);
  return res.body.rows;
}

/** A hotel administrator at HT002 holding the operation log page and its buttons (frontdesk2). */
const hotelAdmin = (h: Harness) => hotelRoleUser(h, { orgCode: 'HT002', roleKey: 'hoteladmin', userName: 'frontdesk2', page: { menuKey: 'system:monitor/operlog' } });

test('a write is recorded: who, organisation, module, action, route, target, result, address, time', async ({ h, admin }) => {
  const before = h.clock.now;
  const made = await h.call('POST', `${API}/dict/type`, { token: admin, body: { dictName: '客房类型', dictType: 'room_kind' }, ip: '10.7.0.1' });
  assert.is(made.status, 200, made.text);
  const dictId = (await h.db.selectFrom('dict_type').select('dict_id').where('dict_type', '=', 'room_kind').executeTakeFirstOrThrow()).dict_id;
  assert.is((await h.call('DELETE', `${API}/dict/type/${dictId}`, { token: admin, ip: '10.7.0.1' })).status, 200);

  const [removed, added] = await entries(h, admin, { operIp: '10.7.0.1' });
  const ht001 = await h.orgId('HT001');
  assert.equal(
    { ...added, operId: 0, costTime: 0 },
    {
      operId: 0,
      orgId: ht001,
      orgName: '合软大酒店',
      title: '字典管理',
      businessType: 1,
      method: 'POST /htservice/dict/type',
      requestMethod: 'POST',
      operName: 'admin',
      operUrl: '/htservice/dict/type',
      target: '',
      operIp: '10.7.0.1',
      status: '0',
      httpStatus: 200,
      errorMsg: '',
      costTime: 0,
      operTime: added.operTime,
    },
  );
  assert.ok(added.costTime >= 0);
  assert.ok(Math.abs(new Date(added.operTime.replace(' ', 'T')).getTime() - before) < 2000, added.operTime);
  assert.equal([removed.businessType, removed.method, removed.target, removed.status], [3, 'DELETE /htservice/dict/type/:dictIds{[0-9,]+}', String(dictId), '0']);

  const detail = await h.call('GET', `${API}/operlog/${added.operId}`, { token: admin });
  assert.is(detail.status, 200);
  assert.equal(JSON.parse(detail.body.data.operParam), { body: { dictName: '客房类型', dictType: 'room_kind' } });
  assert.is(detail.body.data.perms, 'system:dict:add');
});

test('passwords, tokens and captcha answers never reach the stored summary', async ({ h, admin }) => {
  const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'accountant1').executeTakeFirstOrThrow();
  const reset = 'Reset-Pa55word!';
  assert.is((await h.call('PUT', `${API}/user/resetPwd`, { token: admin, body: { userId: user.user_id, password: reset } })).status, 200);
  const own = (await h.signIn('accountant1', { password: reset })).body.access_token as string;
  const changed = 'Chang3d-Secret!';
  assert.is((await h.call('PUT', `${API}/module/updatePassword`, { token: own, body: { userId: user.user_id, password: reset, psw: changed } })).status, 200);
  // The lock screen's check, and secrets in a query string and in nested bodies.
  assert.is((await h.call('PUT', `${API}/module/matchPassword`, { token: own, body: { password: changed } })).status, 200);
  await h.call('PUT', `${API}/user/profile`, {
    token: own,
    query: { token: 'query-token-value' },
    body: { nickName: '陈志强', extra: { newPassword: 'nested-secret', code: '42', uuid: 'captcha-uuid', authorization: 'Bearer abc' } },
  });

  await h.operLog.idle();
  const stored = await h.db.selectFrom('oper_logs').select(['oper_url', 'oper_param']).execute();
  const all = stored.map((r) => r.oper_param).join('\n');
  for (const secret of [reset, changed, PASSWORD, 'query-token-value', 'nested-secret', 'captcha-uuid', 'Bearer abc', own]) assert.not.ok(all.includes(secret), `stored: ${secret}`);
  const param = (url: string) => JSON.parse(stored.find((r) => r.oper_url === url)!.oper_param);
  assert.equal(param('/htservice/user/resetPwd'), { body: { userId: user.user_id, password: '******' } });
  assert.equal(param('/htservice/module/updatePassword'), { body: { userId: user.user_id, password: '******', psw: '******' } });
  assert.equal(param('/htservice/user/profile').query, { token: '******' });
  assert.equal(param('/htservice/user/profile').body.extra, { newPassword: '******', code: '******', uuid: '******', authorization: '******' });
  const mine = await entries(h, admin, { operName: 'accountant1' });
  assert.equal(
    mine.map((e) => e.title),
    ['个人中心', '锁屏解锁', '个人中心'],
  );
});

test('a long body is cut to 2000 characters; an upload is kept as file names and sizes', async ({ h, admin }) => {
  await h.call('POST', `${API}/dict/type`, { token: admin, body: { dictName: '长'.repeat(100), dictType: 'long_kind', remark: 'x'.repeat(5000) } });
  const form = new FormData();
  form.append('file', new File(['账号,名称\n1,2\n'], '库存.csv', { type: 'text/csv' }));
  await h.call('POST', `${API}/task/stock-import`, { token: admin, form });
  await h.tasks.idle();
  await h.operLog.idle();
  const long = await h.db.selectFrom('oper_logs').select('oper_param').where('oper_url', '=', '/htservice/dict/type').orderBy('oper_id', 'desc').executeTakeFirstOrThrow();
  assert.is(long.oper_param.length, 2000);
  assert.ok(long.oper_param.endsWith('…'));
  const upload = await h.db.selectFrom('oper_logs').select(['oper_param', 'business_type']).where('oper_url', '=', '/htservice/task/stock-import').executeTakeFirstOrThrow();
  assert.equal(JSON.parse(upload.oper_param), { body: { file: { file: '库存.csv', size: Buffer.byteLength('账号,名称\n1,2\n') } } });
});

test("a refused or failed write is recorded as failed, with its status and reason in the reader's language", async ({ h, admin }) => {
  const front = await h.login('frontdesk1');
  assert.is((await h.call('POST', `${API}/dict/type`, { token: front, body: { dictName: '越权', dictType: 'not_mine' } })).status, 403);
  assert.is((await h.call('DELETE', `${API}/dict/type/999999`, { token: admin })).status, 404);
  assert.is((await h.call('POST', `${API}/dict/type`, { token: admin, body: { dictName: '' } })).status, 422);

  const failed = await entries(h, admin, { status: '1' });
  const forbidden = failed.find((e) => e.operName === 'frontdesk1')!;
  assert.equal([forbidden.title, forbidden.businessType, forbidden.httpStatus, forbidden.errorMsg], ['字典管理', 1, 403, '当前操作没有权限']);
  const missing = failed.find((e) => e.target === '999999')!;
  assert.equal([missing.httpStatus, missing.errorMsg], [404, '访问资源不存在']);
  assert.ok(failed.some((e) => e.httpStatus === 422 && e.errorMsg.includes('dictName')));
  // A record call's permission is computed from its kind: the module is still the kind's page.
  assert.is((await h.call('DELETE', `${API}/records/customer/999999`, { token: admin })).status, 404);
  const [record] = await entries(h, admin, { status: '1', operName: 'admin' });
  assert.equal([record.title, record.businessType, record.target, record.httpStatus], ['客户', 3, 'customer/999999', 404]);
  assert.is((await h.call('GET', `${API}/operlog/${record.operId}`, { token: admin })).body.data.perms, 'crm:customer:remove');
  const english = await h.call('GET', `${API}/operlog/${forbidden.operId}`, { token: admin, headers: { 'accept-language': 'en' } });
  assert.is(english.body.data.errorMsg, 'You do not have permission for this operation');
});

test('sign-in traffic, keep-alives, reads and callers without a session are not recorded', async ({ h, admin }) => {
  await h.operLog.idle();
  const count = async () =>
    Number(
      (
        await h.db
          .selectFrom('oper_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  const token = await h.login('accountant2');
  await h.call('POST', `${API}/module/heartbeat`, { token, body: { module: 1001 } });
  await h.call('GET', `${API}/dict/type/list`, { token: admin });
  await h.call('POST', `${API}/dict/type`, { body: { dictName: '无会话', dictType: 'anonymous' } });
  await h.call('DELETE', '/prod-api/auth/token/logout', { token });
  await h.operLog.idle();
  assert.is(await count(), before);
});

test("a hotel administrator reads, deletes and cleans their hotel's entries only; the platform administrator all", async ({ h, admin }) => {
  const hotel = await hotelAdmin(h);
  const ht002 = await h.orgId('HT002');
  assert.is((await h.call('PUT', `${API}/user/preferences`, { token: hotel, body: { theme: '#13c2c2' } })).status < 500, true);
  const theirs = await entries(h, hotel);
  assert.ok(theirs.length > 0);
  assert.ok(
    theirs.every((e) => e.orgId === ht002),
    JSON.stringify(theirs.map((e) => e.orgId)),
  );
  const everyone = await entries(h, admin);
  assert.ok(everyone.some((e) => e.orgId !== ht002) && everyone.some((e) => e.orgId === ht002));

  const other = everyone.find((e) => e.orgId !== ht002)!;
  assert.is((await h.call('GET', `${API}/operlog/${other.operId}`, { token: hotel })).status, 404);
  assert.is((await h.call('DELETE', `${API}/operlog/${other.operId}`, { token: hotel })).status, 404);
  assert.is((await h.call('DELETE', `${API}/operlog/${theirs[0].operId},${other.operId}`, { token: hotel })).status, 404, 'all or nothing');
  assert.ok((await entries(h, admin)).some((e) => e.operId === theirs[0].operId));

  assert.is((await h.call('DELETE', `${API}/operlog/clean`, { token: hotel })).status, 200);
  const after = await entries(h, admin);
  assert.ok(
    after.some((e) => e.operId === other.operId),
    'the other hotel keeps its entries',
  );
  const left = after.filter((e) => e.orgId === ht002);
  assert.equal(
    left.map((e) => [e.operName, e.businessType, e.method]),
    [['frontdesk2', 9, 'DELETE /htservice/operlog/clean']],
    'only the clean itself',
  );
});

test('nothing can change an entry: no endpoint besides list, get, export, delete and clean', async ({ h, admin }) => {
  const routes = h.app.routes.filter((r) => r.path.startsWith('/prod-api/htservice/operlog') && r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
  assert.equal([...new Set(routes)].sort(), [
    'DELETE /prod-api/htservice/operlog/:operIds{[0-9,]+}',
    'DELETE /prod-api/htservice/operlog/clean',
    'GET /prod-api/htservice/operlog/:operId{[0-9]+}',
    'GET /prod-api/htservice/operlog/list',
    'POST /prod-api/htservice/operlog/export',
  ]);
  const [entry] = await entries(h, admin);
  for (const method of ['PUT', 'PATCH', 'POST']) {
    const res = await h.call(method, `${API}/operlog`, { token: admin, body: { operId: entry.operId, operName: 'someone else' } });
    assert.is(res.status, 404, `${method}`);
    assert.is((await h.call(method, `${API}/operlog/${entry.operId}`, { token: admin, body: { operName: 'someone else' } })).status, 404);
  }
  const still = await h.call('GET', `${API}/operlog/${entry.operId}`, { token: admin });
  assert.is(still.body.data.operName, entry.operName);
});

test('the export is a real workbook of the filtered entries, without secrets', async ({ h, admin }) => {
  const res = await h.call('POST', `${API}/operlog/export`, { token: admin, body: 'title=用户管理', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.is(res.status, 200, res.text);
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.bytes.buffer as ArrayBuffer);
  const sheet = book.worksheets[0];
  assert.is(sheet.name, '操作日志');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  assert.equal(header.slice(0, 4), ['日志编号', '组织', '系统模块', '操作类型']);
  const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => (r.values as unknown[]).slice(1));
  assert.ok(rows.length >= 1);
  assert.ok(rows.every((r) => r[2] === '用户管理'));
  assert.ok(rows.some((r) => String(r[9]).includes('******')));
  assert.not.ok(rows.some((r) => r.join(' ').includes('Reset-Pa55word!')));
});

test('delete and clean need their permission; both are recorded, and so is the refusal', async ({ h, admin }) => {
  const front = await h.login('frontdesk1');
  const [newest] = await entries(h, admin);
  assert.is((await h.call('DELETE', `${API}/operlog/clean`, { token: front })).status, 403);
  assert.is((await h.call('DELETE', `${API}/operlog/${newest.operId}`, { token: front })).status, 403);
  assert.is((await h.call('GET', `${API}/operlog/list`, { token: front })).status, 403);
  assert.is((await h.call('POST', `${API}/operlog/export`, { token: front })).status, 403);
  const refused = (await entries(h, admin, { operName: 'frontdesk1', title: '操作日志' })).map((e) => [e.businessType, e.httpStatus]);
  assert.equal(refused, [
    [5, 403],
    [3, 403],
    [9, 403],
  ]);

  assert.is((await h.call('DELETE', `${API}/operlog/${newest.operId}`, { token: admin })).status, 200);
  let log = await entries(h, admin);
  assert.not.ok(log.some((e) => e.operId === newest.operId));
  assert.equal([log[0].businessType, log[0].target, log[0].operName], [3, String(newest.operId), 'admin']);

  assert.is((await h.call('DELETE', `${API}/operlog/clean`, { token: admin })).status, 200);
  log = await entries(h, admin);
  assert.equal(
    log.map((e) => [e.businessType, e.method, e.status]),
    [[9, 'DELETE /htservice/operlog/clean', '0']],
  );
});

test('the retention job deletes only entries older than sys.job.operLogDays (default 180)', async ({ h }) => {
  await h.operLog.idle();
  await h.db.deleteFrom('oper_logs').execute();
  const now = h.clock.now;
  const entry = (days: number, name: string) => ({
    org_id: null,
    user_id: null,
    oper_name: name,
    title: '',
    business_type: 0,
    perms: '',
    method: 'PUT /x',
    request_method: 'PUT',
    oper_url: '/x',
    target: '',
    oper_param: '',
    status: '0',
    http_status: 200,
    error_msg: '',
    oper_ip: '',
    cost_time: 1,
    oper_time: now - days * DAY,
  });
  await h.db
    .insertInto('oper_logs')
    .values([entry(200, 'old'), entry(100, 'middle'), entry(1, 'new')])
    .execute();
  const deps = { db: h.db, engine: h.engine, now: () => now };
  const said = async () => {
    const { key, params } = await JOB_REGISTRY.purgeOperLogs(deps);
    return translate('zh', key, params);
  };
  assert.match(await said(), /清理 180 天前的操作日志 1 条/);
  await h.db.updateTable('config').set({ config_value: '30' }).where('config_key', '=', 'sys.job.operLogDays').execute();
  assert.match(await said(), /清理 30 天前的操作日志 1 条/);
  const left = await h.db.selectFrom('oper_logs').select('oper_name').execute();
  assert.equal(
    left.map((r) => r.oper_name),
    ['new'],
  );
  const job = await h.db.selectFrom('sys_job').select(['job_name', 'interval_minutes']).where('job_key', '=', 'purgeOperLogs').executeTakeFirstOrThrow();
  assert.equal(job, { job_name: '清理旧操作日志', interval_minutes: 1440 });
});

test.run();
