/**
 * The generic record store: the kind registry is sound; create, read, update with the version read
 * (stale → 409), numbers unique per organisation and kind (409), writes checked against the kind's
 * fields (422 naming the field, unknown fields refused); lists page, sort (only the kind's sortable
 * fields) and filter on values kept as JSON; the export opens as a workbook; and, table-driven over a
 * few kinds and every call: no token 401, a user without the kind's permission 403 changing nothing,
 * a user of the other hotel never sees or changes the first hotel's records.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RECORD_KINDS, RESERVED_KEYS } from '../../server/records/kinds/index.js';
import { RECORDS_PER_KIND } from '../../server/db/seed-records.js';
import { setup, type Harness } from './support.js';

const R = '/prod-api/htservice/records';

type Fixture = { id: number; otherId: number };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown };
const casesFor = (kind: string, body: Record<string, unknown>): Case[] => [
  { name: `${kind} meta`, method: 'GET', path: () => `${R}/meta/${kind}` },
  { name: `${kind} list`, method: 'GET', path: () => `${R}/${kind}/list` },
  { name: `${kind} get`, method: 'GET', path: (f) => `${R}/${kind}/${f.id}` },
  { name: `${kind} add`, method: 'POST', path: () => `${R}/${kind}`, body: () => body },
  { name: `${kind} edit`, method: 'PUT', path: () => `${R}/${kind}`, body: (f) => ({ recordId: f.id, version: 1, remark: '改过' }) },
  { name: `${kind} export`, method: 'POST', path: () => `${R}/${kind}/export` },
  { name: `${kind} remove`, method: 'DELETE', path: (f) => `${R}/${kind}/${f.id}` },
];
const KINDS: Array<{ kind: string; body: Record<string, unknown>; denied: string }> = [
  { kind: 'customer', body: { customerCode: 'P-1', customerName: '探针', customerType: 'hotel', status: 'active' }, denied: 'accountant1' },
  { kind: 'agent', body: { agentCode: 'P-1', agentName: '探针', status: '0' }, denied: 'accountant1' },
  { kind: 'hotelInfo', body: { hotelCode: 'P-1', hotelName: '探针' }, denied: 'accountant1' },
  { kind: 'revenue', body: { billNo: 'P-1', customerName: '探针', revenueType: 'service', billDate: '2026-01-05', amount: 100 }, denied: 'accountant1' },
];
const snapshot = (h: Harness) =>
  h.db
    .selectFrom('records')
    .selectAll()
    .orderBy('record_id')
    .execute()
    .then((rows) => JSON.stringify(rows));

async function fixture(h: Harness, t: Record<string, string>, kind: string): Promise<Fixture> {
  const first = await h.call('GET', `${R}/${kind}/list`, { token: t.admin, query: { pageSize: '1', orderByColumn: 'recordId' } });
  const other = await h.call('GET', `${R}/${kind}/list`, { token: await h.login('admin', 'HT002'), query: { pageSize: '1', orderByColumn: 'recordId' } });
  return { id: first.body.rows[0].recordId, otherId: other.body.rows[0].recordId };
}

/** The record tests; the server-pg tier runs them on PostgreSQL too (json_extract there is ->>). */
function define(name: string) {
  const test = suite<{ h: Harness; t: Record<string, string> }>(name);
  test.before(async (ctx) => {
    ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
    ctx.t = {};
    for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) ctx.t[user] = await ctx.h.login(user);
  });
  test.after(async (ctx) => ctx.h.close());

  test('registry: unique kinds, code and title are fields, no reserved keys, selects have options, sort fields sortable', () => {
    assert.is(new Set(RECORD_KINDS.map((k) => k.key)).size, RECORD_KINDS.length);
    for (const kind of RECORD_KINDS) {
      const keys = kind.fields.map((f) => f.key);
      assert.is(new Set(keys).size, keys.length, kind.key);
      assert.ok(keys.includes(kind.codeField) && keys.includes(kind.titleField), kind.key);
      assert.ok(kind.fields.find((f) => f.key === kind.codeField)?.required, `${kind.key}: the number is required`);
      const textual = (key: string) => ['text', 'user', 'select'].includes(kind.fields.find((f) => f.key === key)!.type);
      assert.ok(textual(kind.codeField) && textual(kind.titleField), `${kind.key}: number and name are kept as text columns`);
      assert.ok(
        kind.fields.find((f) => f.key === kind.defaultSort.field),
        `${kind.key}: default sort is a field`,
      );
      for (const f of kind.fields) {
        assert.not.ok((RESERVED_KEYS as readonly string[]).includes(f.key), `${kind.key}.${f.key}`);
        assert.ok(/^[a-z][A-Za-z]*$/.test(f.key), `${kind.key}.${f.key}`);
        if (f.type === 'select') assert.ok(f.options?.length || f.dict, `${kind.key}.${f.key}`);
        assert.ok(f.zh && f.en, `${kind.key}.${f.key} labels`);
      }
    }
  });

  test('every kind is seeded for both hotels, and its list answers', async ({ h, t }) => {
    for (const kind of RECORD_KINDS) {
      const res = await h.call('GET', `${R}/${kind.key}/list`, { token: t.admin });
      assert.is(res.status, 200, `${kind.key}: ${res.text}`);
      assert.is(res.body.total, RECORDS_PER_KIND, kind.key);
    }
    const perOrg = await h.db
      .selectFrom('records')
      .select(['org_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('org_id')
      .execute();
    assert.equal(
      perOrg.map((r) => Number(r.n)),
      [RECORDS_PER_KIND * RECORD_KINDS.length, RECORDS_PER_KIND * RECORD_KINDS.length],
    );
  });

  test('paging, sort on JSON values (numbers as numbers), filters and query plans', async ({ h, t }) => {
    const list = (query: Record<string, string>) => h.call('GET', `${R}/customer/list`, { token: t.frontdesk1, query });
    const page2 = await list({ pageNum: '2', pageSize: '7', orderByColumn: 'rooms', isAsc: 'desc' });
    assert.is(page2.body.rows.length, 7);
    const all = (await list({ pageSize: '100000000', orderByColumn: 'rooms', isAsc: 'desc' })).body.rows as Array<{ rooms: number; recordId: number }>;
    assert.is(all.length, RECORDS_PER_KIND);
    assert.equal(
      all.map((r) => r.rooms),
      [...all.map((r) => r.rooms)].sort((a, b) => b - a),
      'numeric order, not text order',
    );
    assert.equal(
      page2.body.rows.map((r: { recordId: number }) => r.recordId),
      all.slice(7, 14).map((r) => r.recordId),
    );

    const active = (await list({ pageSize: '100000000', status: 'active' })).body.rows as Array<{ status: string }>;
    assert.ok(active.length > 0 && active.every((r) => r.status === 'active'));
    const named = all[0] as unknown as { customerName: string };
    const found = (await list({ customerName: named.customerName.slice(0, 2) })).body;
    assert.ok(found.total > 0 && found.rows.every((r: { customerName: string }) => r.customerName.includes(named.customerName.slice(0, 2))));

    const big = (await list({ pageSize: '100000000', 'rooms[ge]': '300', 'customerType[in]': 'hotel,resort' })).body.rows as Array<{ rooms: number; customerType: string }>;
    assert.ok(big.every((r) => r.rooms >= 300 && ['hotel', 'resort'].includes(r.customerType)));
    const dated = (
      await h.call('GET', `${R}/contract/list`, { token: t.frontdesk1, query: { pageSize: '100000000', 'signDate[between]': '2000-01-01,2999-12-31', orderByColumn: 'amount', isAsc: 'asc' } })
    ).body.rows as Array<{ amount: number }>;
    assert.is(dated.length, RECORDS_PER_KIND);
    assert.equal(
      dated.map((r) => r.amount),
      [...dated.map((r) => r.amount)].sort((a, b) => a - b),
    );

    const badSort = await list({ orderByColumn: 'address' });
    assert.is(badSort.status, 422);
    assert.is(badSort.body.field, 'orderByColumn');
    assert.is((await list({ 'nothing[eq]': '1' })).status, 422);
    assert.is((await list({ 'rooms[like]': '1' })).status, 422);
  });

  test('create, read, update with the version, stale → 409, duplicate number → 409, validation names the field', async ({ h, t }) => {
    const token = t.frontdesk1;
    const body = { orderNo: 'GD-T-1', customerName: '杭州测试酒店', orderType: 'online', subject: '前台无法打印', priority: 'high', status: 'open', assignee: 'frontdesk1', dueDate: '2026-12-01' };
    const made = await h.call('POST', `${R}/workOrder`, { token, body });
    assert.is(made.status, 200, made.text);
    const { recordId } = made.body.data;
    assert.is(made.body.data.version, 1);
    assert.is(made.body.data.createBy, 'frontdesk1');
    assert.is(made.body.data.contact, null);

    const edited = await h.call('PUT', `${R}/workOrder`, { token, body: { recordId, version: 1, status: 'processing', contact: '王经理' } });
    assert.is(edited.status, 200, edited.text);
    assert.equal([edited.body.data.status, edited.body.data.contact, edited.body.data.subject, edited.body.data.version], ['processing', '王经理', '前台无法打印', 2]);
    const stale = await h.call('PUT', `${R}/workOrder`, { token, body: { recordId, version: 1, status: 'closed' } });
    assert.is(stale.status, 409);
    assert.is(stale.body.field, 'version');
    assert.is((await h.call('GET', `${R}/workOrder/${recordId}`, { token })).body.data.status, 'processing');

    const twice = await h.call('POST', `${R}/workOrder`, { token, body, headers: { 'accept-language': 'en' } });
    assert.is(twice.status, 409);
    assert.is(twice.body.msg, 'Order no. GD-T-1 already exists');

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...body, orderNo: 'GD-T-2', priority: 'urgent' }, 'priority'],
      [{ ...body, orderNo: 'GD-T-2', dueDate: '2026-02-30' }, 'dueDate'],
      [{ ...body, orderNo: 'GD-T-2', subject: '' }, 'subject'],
      [{ ...body, orderNo: 'x'.repeat(33) }, 'orderNo'],
      [{ ...body, orderNo: 'GD-T-2', secret: 1 }, 'secret'],
      [{ ...body, orderNo: 'GD-T-2', assignee: 'frontdesk2' }, 'assignee'],
    ];
    for (const [bad, field] of cases) {
      const res = await h.call('POST', `${R}/workOrder`, { token, body: bad });
      assert.is(res.status, 422, `${field}: ${res.text}`);
      assert.is(res.body.field, field);
    }
    // A dictionary-backed select takes the dictionary's values (sys_normal_disable: 0, 1) and the meta answer lists them.
    const agent = { agentCode: 'DL-T', agentName: '测试代理' };
    assert.is((await h.call('POST', `${R}/agent`, { token, body: { ...agent, status: '9' } })).body.field, 'status');
    assert.is((await h.call('POST', `${R}/agent`, { token, body: { ...agent, status: '1' } })).status, 200);
    const meta = await h.call('GET', `${R}/meta/agent`, { token });
    assert.equal(meta.body.data.fields.find((f: { key: string }) => f.key === 'status').options, [
      { value: '0', zh: '正常', en: '正常' },
      { value: '1', zh: '停用', en: '停用' },
    ]);
    const money = await h.call('POST', `${R}/contract`, {
      token,
      body: { contractNo: 'HT-T', contractName: '测试', customerName: '客户', contractType: 'sales', signDate: '2026-01-01', amount: 1000.5, status: 'draft' },
    });
    assert.is(money.body.field, 'amount', 'money is integer fen');
    assert.is((await h.call('PUT', `${R}/workOrder`, { token, body: { recordId, version: 2, orderType: 'phone' } })).body.field, 'orderType');
    assert.is((await h.call('GET', `${R}/workOrder/list`, { token, query: { orderNo: 'GD-T-2' } })).body.total, 0, 'nothing refused was written');

    assert.is((await h.call('DELETE', `${R}/workOrder/${recordId}`, { token })).status, 200);
    assert.is((await h.call('GET', `${R}/workOrder/${recordId}`, { token })).status, 404);
    assert.is((await h.call('GET', `${R}/nothing/list`, { token })).status, 404);
  });

  test('money is integer fen on the wire: 1,234.56 typed is 123456 sent, answered, filtered on and exported as 1234.56 yuan', async ({ h, t }) => {
    const token = t.frontdesk1;
    const body = { contractNo: 'HT-FEN', contractName: '分', customerName: '客户', contractType: 'sales', signDate: '2026-01-01', amount: 123_456, receivedAmount: 1, status: 'draft' };
    const added = await h.call('POST', `${R}/contract`, { token, body });
    assert.is(added.status, 200, added.text);
    assert.equal([added.body.data.amount, added.body.data.receivedAmount], [123_456, 1]);
    // Kept as yuan in the record's JSON, as before.
    const stored = await h.db.selectFrom('records').select('data').where('record_id', '=', added.body.data.recordId).executeTakeFirstOrThrow();
    assert.equal([JSON.parse(stored.data).amount, JSON.parse(stored.data).receivedAmount], [1234.56, 0.01]);
    const found = await h.call('GET', `${R}/contract/list`, { token, query: { 'amount[between]': '123456,123456', contractNo: 'HT-FEN' } });
    assert.equal(
      found.body.rows.map((r: { amount: number }) => r.amount),
      [123_456],
    );
    const edited = await h.call('PUT', `${R}/contract`, { token, body: { recordId: added.body.data.recordId, version: 1, receivedAmount: 100_000 } });
    assert.equal([edited.status, edited.body.data.amount, edited.body.data.receivedAmount], [200, 123_456, 100_000]);
    const sheet = await h.call('POST', `${R}/contract/export`, { token, body: { contractNo: 'HT-FEN' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.bytes as unknown as ArrayBuffer);
    const amountCol = 1 + RECORD_KINDS.find((k) => k.key === 'contract')!.fields.findIndex((f) => f.key === 'amount');
    assert.is(book.worksheets[0].getRow(2).getCell(amountCol).value, 1234.56, 'the sheet is in yuan for people');
    assert.is((await h.call('DELETE', `${R}/contract/${added.body.data.recordId}`, { token })).status, 200);
  });

  test('export: the filtered list as a workbook with the labels and option names', async ({ h, t }) => {
    const res = await h.call('POST', `${R}/customer/export`, { token: t.frontdesk1, body: 'status=active', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.is(res.status, 200, res.text);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.is(sheet.getRow(1).getCell(1).value, '客户编码');
    const statusCol = 1 + RECORD_KINDS.find((k) => k.key === 'customer')!.fields.findIndex((f) => f.key === 'status');
    const active = (await h.call('GET', `${R}/customer/list`, { token: t.frontdesk1, query: { status: 'active' } })).body.total;
    assert.is(sheet.rowCount, active + 1);
    assert.is(sheet.getRow(2).getCell(statusCol).value, '合作中');
  });

  test('no token → 401, no permission → 403 changing nothing, other hotel → 404 or its own rows only', async ({ h, t }) => {
    const hotel2 = await h.login('frontdesk2');
    for (const { kind, body, denied } of KINDS) {
      const f = await fixture(h, t, kind);
      for (const c of casesFor(kind, body)) {
        const send = (token?: string) => h.call(c.method, c.path(f), { token, body: c.body?.(f) });
        assert.is((await send()).status, 401, c.name);
        const before = await snapshot(h);
        assert.is((await send(t[denied])).status, 403, `${c.name} as ${denied}`);
        assert.is(await snapshot(h), before, `${c.name}: refused changes nothing`);
        const res = await send(hotel2);
        if (c.name.endsWith('get') || c.name.endsWith('edit') || c.name.endsWith('remove')) {
          assert.is(res.status, 404, `${c.name} of another hotel`);
          assert.is(await snapshot(h), before, `${c.name}: another hotel changes nothing`);
        }
        if (c.name.endsWith('list'))
          assert.not.ok(
            res.body.rows.some((r: { recordId: number }) => r.recordId === f.id),
            'the other hotel lists only its own',
          );
        if (c.name.endsWith('meta'))
          assert.not.ok(
            res.body.data.users.some((u: { userName: string }) => u.userName === 'frontdesk1'),
            'users of its own hotel only',
          );
      }
      // The other hotel's own record exists and stays out of reach of the first hotel.
      assert.is((await h.call('GET', `${R}/${kind}/${f.otherId}`, { token: t.admin })).status, 404);
    }
  });

  test.run();
}

define('records');
