/**
 * The business module's price and sale agreements (record kinds priceAgreement, saleAgreement) and
 * their imports (price-agreement-import, sale-agreement-import):
 * - the demo: 30 agreements of each kind per hotel, every one keeping the kind's rules;
 * - 401 / 403 on every call of both kinds (records and import), a refused call changing nothing;
 * - another hotel's user never sees or changes the first hotel's agreements;
 * - the rules: valid-to not before valid-from, no negative price, commission 0–100 %, on create and on
 *   an edit merged with what is stored (422 naming the field, in the caller's language);
 * - paging and sorting (numbers as numbers), sort outside the allowlist → 422;
 * - an import with bad rows imports nothing unless importValidRows; the rejected file gives every
 *   reason in either language; a re-import updates by agreement number (version moves on, so a stale
 *   edit is a 409); labels in English and dates as 2026/3/1 are understood; the exported list imports
 *   back unchanged (so an export is the template to edit).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RECORD_KINDS, recordKind } from '../../server/records/kinds/index.js';
import { brokenRule } from '../../server/records/rules.js';
import { readSheet } from '../../server/tasks/table-file.js';
import { PRICE_HEADER, priceRows, SALE_HEADER, toCsv, toXlsx } from '../support/agreement-sheet.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const R = `${API}/records`;
type Ctx = { h: Harness; t: Record<string, string>; ids: Record<string, number> };
const test = suite<Ctx>('business agreements');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  ctx.t = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) ctx.t[user] = await h.login(user);
  // One agreement of each kind of the first hotel, for the tables below.
  ctx.ids = {};
  for (const kind of ['priceAgreement', 'saleAgreement']) {
    const list = await call(ctx, 'GET', `${R}/${kind}/list`, { query: { pageSize: '1' } });
    ctx.ids[kind] = list.body.rows[0].recordId;
  }
});

test.after(async (ctx) => ctx.h.close());

type Opts = { token?: string | null; body?: unknown; form?: FormData; lang?: string; query?: Record<string, string> };

/** A call as the front desk (or `token`; null for none), in Chinese unless `lang` says otherwise. */
const call = (ctx: Ctx, method: string, path: string, opts: Opts = {}) => {
  const token = opts.token === undefined ? ctx.t.frontdesk1 : opts.token;
  return ctx.h.call(method, path, { token: token ?? undefined, body: opts.body, form: opts.form, query: opts.query, headers: { 'accept-language': opts.lang ?? 'zh-CN' } });
};

function form(name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const f = new FormData();
  f.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** Uploads, runs the import to its end and answers the task's last state. */
async function runImport(ctx: Ctx, kind: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}, token = ctx.t.frontdesk1) {
  const started = await ctx.h.runTask(kind, { token, form: form(name, bytes, fields), headers: { 'accept-language': 'zh-CN' } });
  assert.is(started.status, 200, JSON.stringify(started.body));
  return started.task;
}

/** The records of one kind and hotel by number, with their values. */
async function stored(ctx: Ctx, orgCode: string, kind: string, codePrefix = '') {
  const orgId = await ctx.h.orgId(orgCode);
  const rows = await ctx.h.db
    .selectFrom('records')
    .select(['code', 'data', 'version'])
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('code', 'like', `${codePrefix}%`)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ code: r.code, version: r.version, ...JSON.parse(r.data) }));
}

const snapshot = async (ctx: Ctx) => JSON.stringify(await ctx.h.db.selectFrom('records').selectAll().where('kind', 'in', ['priceAgreement', 'saleAgreement']).orderBy('record_id').execute());

const PRICE = {
  agreementNo: 'XJ-T-1',
  agreementUnit: '华为技术有限公司',
  roomType: 'king',
  agreedPrice: 498,
  breakfast: 'single',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'active',
  salesperson: '周婷',
};
const SALE = { agreementNo: 'XS-T-1', customerName: '携程旅行网', agreementType: 'ota', commissionRate: 15, signDate: '2025-12-20', validFrom: '2026-01-01', validTo: '2026-12-31', status: 'active' };

test('the demo: 30 agreements of each kind per hotel, each keeping its rules, with the partners a hotel signs with', async (ctx) => {
  for (const key of ['priceAgreement', 'saleAgreement']) {
    const kind = recordKind(key)!;
    for (const org of ['HT001', 'HT002']) {
      const rows = await stored(ctx, org, key);
      assert.is(rows.length, 30, `${key} ${org}`);
      for (const row of rows) assert.is(brokenRule(kind, row), null, `${key} ${row.code}`);
    }
  }
  const units = (await stored(ctx, 'HT001', 'priceAgreement')).map((r) => r.agreementUnit);
  assert.ok(units.includes('华为技术有限公司') && units.includes('携程旅行网'), units.join());
  const statuses = new Set((await stored(ctx, 'HT001', 'saleAgreement')).map((r) => r.status));
  assert.ok(statuses.has('active') && statuses.has('expired'), [...statuses].join());
});

test('registry: bounds sit on numbers, notBefore names a date field, and the meta answer carries rules and import', async (ctx) => {
  for (const kind of RECORD_KINDS) {
    for (const f of kind.fields) {
      if (f.min !== undefined || f.max !== undefined) assert.ok(f.type === 'number' || f.type === 'money', `${kind.key}.${f.key}`);
      if (f.notBefore) assert.is(kind.fields.find((o) => o.key === f.notBefore)?.type, 'date', `${kind.key}.${f.key}`);
    }
  }
  const meta = (await call(ctx, 'GET', `${R}/meta/priceAgreement`)).body.data;
  assert.is(meta.importTask, 'price-agreement-import');
  assert.is(meta.fields.find((f: { key: string }) => f.key === 'validTo').notBefore, 'validFrom');
  assert.is(meta.fields.find((f: { key: string }) => f.key === 'agreedPrice').min, 0);
  const sale = (await call(ctx, 'GET', `${R}/meta/saleAgreement`)).body.data;
  assert.equal([sale.importTask, sale.fields.find((f: { key: string }) => f.key === 'commissionRate').max], ['sale-agreement-import', 100]);
});

test('401 without a token, 403 without the permission on every call of both kinds, and nothing changes', async (ctx) => {
  const csv = toCsv(priceRows(1, 'PERM'), PRICE_HEADER);
  const cases = (kind: string, body: object): Array<[string, string, Opts]> => [
    ['GET', `${R}/meta/${kind}`, {}],
    ['GET', `${R}/${kind}/list`, {}],
    ['GET', `${R}/${kind}/${ctx.ids[kind]}`, {}],
    ['POST', `${R}/${kind}`, { body }],
    ['PUT', `${R}/${kind}`, { body: { recordId: ctx.ids[kind], version: 1, remark: '改过' } }],
    ['DELETE', `${R}/${kind}/${ctx.ids[kind]}`, {}],
    ['POST', `${R}/${kind}/export`, { body: {} }],
  ];
  const before = await snapshot(ctx);
  const tasksBefore = (await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length;
  for (const [method, path, opts] of [...cases('priceAgreement', PRICE), ...cases('saleAgreement', SALE)]) {
    assert.is((await call(ctx, method, path, { ...opts, token: null })).status, 401, `${method} ${path} without a token`);
    assert.is((await call(ctx, method, path, { ...opts, token: ctx.t.accountant1 })).status, 403, `${method} ${path} as the accountant`);
  }
  for (const kind of ['price-agreement-import', 'sale-agreement-import']) {
    assert.is((await call(ctx, 'POST', `${API}/task/${kind}`, { token: null, form: form('a.csv', csv) })).status, 401, kind);
    assert.is((await call(ctx, 'POST', `${API}/task/${kind}`, { token: ctx.t.accountant1, form: form('a.csv', csv) })).status, 403, kind);
  }
  assert.is(await snapshot(ctx), before, 'no agreement changed');
  assert.is((await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length, tasksBefore, 'no task was stored');
});

test('another hotel never sees or changes the first hotel’s agreements', async (ctx) => {
  const other = { token: ctx.t.frontdesk2 };
  const before = await snapshot(ctx);
  for (const kind of ['priceAgreement', 'saleAgreement']) {
    const id = ctx.ids[kind];
    assert.is((await call(ctx, 'GET', `${R}/${kind}/${id}`, other)).status, 404);
    assert.is((await call(ctx, 'PUT', `${R}/${kind}`, { ...other, body: { recordId: id, version: 1, remark: '别家改' } })).status, 404);
    assert.is((await call(ctx, 'DELETE', `${R}/${kind}/${id}`, other)).status, 404);
    const mine = (await call(ctx, 'GET', `${R}/${kind}/list`, { ...other, query: { pageSize: '100000000' } })).body.rows as Array<{ recordId: number }>;
    assert.is(mine.length, 30);
    assert.not.ok(mine.some((r) => r.recordId === id));
  }
  assert.is(await snapshot(ctx), before);
});

test('rules: valid-to not before valid-from, no negative price, commission 0–100 %, on create and on a merged edit', async (ctx) => {
  const post = (kind: string, body: object, lang?: string) => call(ctx, 'POST', `${R}/${kind}`, { body, lang });
  const early = await post('priceAgreement', { ...PRICE, validTo: '2025-12-31' });
  assert.equal([early.status, early.body.field, early.body.msg], [422, 'validTo', '失效日期 不能早于 生效日期']);
  const earlyEn = await post('priceAgreement', { ...PRICE, validTo: '2025-12-31' }, 'en');
  assert.is(earlyEn.body.msg, 'Valid to must not be before Valid from');
  const negative = await post('priceAgreement', { ...PRICE, agreedPrice: -1 });
  assert.equal([negative.status, negative.body.field, negative.body.msg], [422, 'agreedPrice', '协议价 不能小于 0']);
  const over = await post('saleAgreement', { ...SALE, commissionRate: 100.5 }, 'en');
  assert.equal([over.status, over.body.field, over.body.msg], [422, 'commissionRate', 'Commission (%) must not be more than 100']);
  const under = await post('saleAgreement', { ...SALE, commissionRate: -2 });
  assert.equal([under.status, under.body.field], [422, 'commissionRate']);
  const room = await post('priceAgreement', { ...PRICE, roomType: 'palace' });
  assert.equal([room.status, room.body.field], [422, 'roomType']);
  const missing = await post('priceAgreement', { ...PRICE, agreementUnit: '' });
  assert.equal([missing.status, missing.body.field], [422, 'agreementUnit']);
  assert.equal(await stored(ctx, 'HT001', 'priceAgreement', 'XJ-T-'), [], 'nothing refused was written');

  const sameDay = await post('priceAgreement', { ...PRICE, validTo: PRICE.validFrom });
  assert.is(sameDay.status, 200, 'one day is a valid term');
  const full = await post('saleAgreement', { ...SALE, commissionRate: 100 });
  assert.is(full.status, 200, JSON.stringify(full.body));
  const { recordId } = sameDay.body.data;
  const moved = await call(ctx, 'PUT', `${R}/priceAgreement`, { body: { recordId, version: 1, validFrom: '2026-02-01' } });
  assert.equal([moved.status, moved.body.field], [422, 'validTo'], 'the edit is checked against the stored valid-to');
  const kept = await call(ctx, 'GET', `${R}/priceAgreement/${recordId}`);
  assert.equal([kept.body.data.validFrom, kept.body.data.version], ['2026-01-01', 1]);
  const both = await call(ctx, 'PUT', `${R}/priceAgreement`, { body: { recordId, version: 1, validFrom: '2026-02-01', validTo: '2027-01-31' } });
  assert.is(both.status, 200);
});

test('paging, numeric sort, filters, and a sort outside the allowlist → 422', async (ctx) => {
  const list = (query: Record<string, string>) => call(ctx, 'GET', `${R}/priceAgreement/list`, { query });
  const all = (await list({ pageSize: '100000000', orderByColumn: 'agreedPrice', isAsc: 'desc' })).body.rows as Array<{ agreedPrice: number; recordId: number }>;
  assert.equal(
    all.map((r) => r.agreedPrice),
    [...all.map((r) => r.agreedPrice)].sort((a, b) => b - a),
  );
  const page2 = await list({ pageNum: '2', pageSize: '5', orderByColumn: 'agreedPrice', isAsc: 'desc' });
  assert.equal(
    page2.body.rows.map((r: { recordId: number }) => r.recordId),
    all.slice(5, 10).map((r) => r.recordId),
  );
  const huawei = (await list({ pageSize: '100000000', agreementUnit: '华为' })).body.rows as Array<{ agreementUnit: string }>;
  assert.ok(huawei.length > 0 && huawei.every((r) => r.agreementUnit.includes('华为')));
  const active = (await list({ pageSize: '100000000', status: 'active' })).body.rows as Array<{ status: string }>;
  assert.ok(active.length > 0 && active.every((r) => r.status === 'active'));
  const bad = await list({ orderByColumn: 'remark' });
  assert.equal([bad.status, bad.body.field], [422, 'orderByColumn']);
});

test('an import with bad rows imports nothing unless asked; the rejected file gives each reason in both languages', async (ctx) => {
  const rows = priceRows(5, 'IMP');
  rows[1][3] = '-10'; // negative price
  rows[3][6] = '2025-06-30'; // valid to before valid from
  rows[4][2] = '宫殿房'; // no such room type
  const file = toCsv(rows, PRICE_HEADER);
  const refused = await runImport(ctx, 'price-agreement-import', 'agreements.csv', file);
  assert.equal([refused.status, refused.step.key, refused.errors], ['failed', 'rejectedNothingImported', 3]);
  assert.equal(await stored(ctx, 'HT001', 'priceAgreement', 'IMP-'), [], 'nothing was imported');

  for (const [lang, expected] of [
    ['zh', ['协议价 不能小于 0', '失效日期 不能早于 生效日期', '房型 须为以下之一：标准间、大床房']],
    ['en', ['Agreed price must not be less than 0', 'Valid to must not be before Valid from', 'Room type must be one of: Standard room, King room']],
  ] as const) {
    const res = await call(ctx, 'GET', `${API}/task/${refused.taskId}/rejected`, { lang });
    assert.is(res.status, 200);
    const sheet = await readSheet(res.bytes, 'xlsx');
    assert.equal(
      sheet.rows.map((r) => r.cells[1]),
      ['IMP-1', 'IMP-3', 'IMP-4'],
      'the rejected rows, by agreement number',
    );
    const reasons = sheet.rows.map((r) => r.cells[r.cells.length - 1]);
    for (const [i, text] of expected.entries()) assert.ok(reasons[i].startsWith(text), `${lang}: ${reasons[i]}`);
  }

  const partial = await runImport(ctx, 'price-agreement-import', 'agreements.csv', file, { importValidRows: 'true' });
  assert.equal([partial.status, partial.step.params.imported, partial.step.params.added, partial.step.params.rejected], ['done', 2, 2, 3]);
  const written = await stored(ctx, 'HT001', 'priceAgreement', 'IMP-');
  assert.equal(
    written.map((r) => [r.code, r.agreedPrice, r.roomType, r.breakfast, r.status]),
    [
      ['IMP-0', 400, 'standard', 'double', 'active'],
      ['IMP-2', 402, 'twin', 'double', 'active'],
    ],
  );
  assert.is(written[0].remark, null, 'an empty cell is no value');
});

test('a re-import updates by agreement number: no new rows, the version moves on, a stale edit is a 409', async (ctx) => {
  const first = await runImport(ctx, 'price-agreement-import', 'year.xlsx', await toXlsx(priceRows(3, 'RE'), PRICE_HEADER));
  assert.equal([first.status, first.step.params.added, first.step.params.updated], ['done', 3, 0]);
  const before = await stored(ctx, 'HT001', 'priceAgreement', 'RE-');
  const id = (await call(ctx, 'GET', `${R}/priceAgreement/list`, { query: { agreementNo: 'RE-1' } })).body.rows[0].recordId;

  const changed = priceRows(3, 'RE').map((r) => [...r.slice(0, 3), String(Number(r[3]) + 100), ...r.slice(4)]);
  const again = await runImport(ctx, 'price-agreement-import', 'year.xlsx', await toXlsx(changed, PRICE_HEADER));
  assert.equal([again.status, again.step.params.added, again.step.params.updated], ['done', 0, 3]);
  const after = await stored(ctx, 'HT001', 'priceAgreement', 'RE-');
  assert.equal(
    after.map((r) => r.agreedPrice),
    before.map((r) => r.agreedPrice + 100),
  );
  assert.equal(
    after.map((r) => r.version),
    before.map((r) => r.version + 1),
  );
  const stale = await call(ctx, 'PUT', `${R}/priceAgreement`, { body: { recordId: id, version: 1, remark: '旧版本' } });
  assert.equal([stale.status, stale.body.field], [409, 'version']);

  // The other hotel importing the same numbers gets records of its own; the first hotel's stay as they are.
  const theirs = await runImport(ctx, 'price-agreement-import', 'year.xlsx', await toXlsx(priceRows(3, 'RE'), PRICE_HEADER), {}, ctx.t.frontdesk2);
  assert.equal([theirs.status, theirs.step.params.added], ['done', 3]);
  assert.equal(await stored(ctx, 'HT001', 'priceAgreement', 'RE-'), after);
});

test('a sale-agreement import understands English labels and spreadsheet dates, and refuses a commission over 100 %', async (ctx) => {
  const rows = [
    ['SA-1', '中青旅控股股份有限公司', 'Travel agency', '120,000.00', '10', '2026/1/5', '2026/2/1', '2027/1/31', 'Active', '陈刚', '按季度结算'],
    ['SA-2', '飞猪旅行', 'OTA', '', '12.5', '2026-01-10', '2026-02-01', '2027-01-31', '草稿', '', ''],
    ['SA-3', '某某公司', 'corporate', '1000', '120', '2026-01-10', '2026-02-01', '2027-01-31', 'active', '', ''],
  ];
  const task = await runImport(ctx, 'sale-agreement-import', 'sales.csv', toCsv(rows, SALE_HEADER), { importValidRows: 'true' });
  assert.equal([task.status, task.step.params.imported, task.errors], ['done', 2, 1]);
  const written = await stored(ctx, 'HT001', 'saleAgreement', 'SA-');
  assert.equal(
    written.map((r) => [r.code, r.agreementType, r.contractAmount, r.commissionRate, r.signDate, r.validFrom, r.status]),
    [
      ['SA-1', 'travelAgency', 120000, 10, '2026-01-05', '2026-02-01', 'active'],
      ['SA-2', 'ota', null, 12.5, '2026-01-10', '2026-02-01', 'draft'],
    ],
  );
  const rejected = await readSheet((await call(ctx, 'GET', `${API}/task/${task.taskId}/rejected`, { lang: 'en' })).bytes, 'xlsx');
  assert.ok(rejected.rows[0].cells.at(-1)!.startsWith('Commission (%) must not be more than 100'), rejected.rows[0].cells.join('|'));
  // The imported rows are records like any other: the page lists them.
  const listed = await call(ctx, 'GET', `${R}/saleAgreement/list`, { query: { agreementNo: 'SA-' } });
  assert.is(listed.body.total, 2);
});

test('a file of several batches (1,100 rows, batches of 500) is written whole', async (ctx) => {
  const task = await runImport(ctx, 'price-agreement-import', 'big.csv', toCsv(priceRows(1100, 'BIG'), PRICE_HEADER));
  assert.equal([task.status, task.done, task.total, task.step.params.added], ['done', 1100, 1100, 1100]);
  assert.is((await stored(ctx, 'HT001', 'priceAgreement', 'BIG-')).length, 1100);
});

test('the exported list imports back unchanged: every agreement updated, none added, none rejected', async (ctx) => {
  for (const [kind, task] of [
    ['priceAgreement', 'price-agreement-import'],
    ['saleAgreement', 'sale-agreement-import'],
  ]) {
    const before = await stored(ctx, 'HT001', kind);
    const exported = await call(ctx, 'POST', `${R}/${kind}/export`, { body: {} });
    assert.is(exported.status, 200);
    const back = await runImport(ctx, task, `${kind}.xlsx`, exported.bytes);
    assert.equal([back.status, back.step.params.added, back.step.params.updated, back.errors], ['done', 0, before.length, 0], `${kind}: ${JSON.stringify(back.step)}`);
    const after = await stored(ctx, 'HT001', kind);
    assert.equal(
      after.map(({ version: _, ...values }) => values),
      before.map(({ version: _, ...values }) => values),
      `${kind}: the same values`,
    );
  }
});

test.run();
