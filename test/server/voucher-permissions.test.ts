/**
 * Every voucher and print call, table-driven: without a token 401; the front desk (no accounting
 * permissions) 403 changing nothing; the other hotel's accountant never sees or changes the first
 * hotel's vouchers (404, nothing changed; its own list does not hold them); the accountant 200.
 * Then the print records: counted per voucher and user, listed newest first, scoped to the hotel.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Fixture = { draft: number; sent: number; audited: number; orgId: number; date: string };
type Case = { name: string; method: string; path: (f: Fixture) => string; body?: (f: Fixture) => unknown; query?: (f: Fixture) => Record<string, string> };

const V = '/prod-api/htservice/voucher';
const P = '/prod-api/crmPrint/printpdf';
const lines = [
  { summary: '探针', accountCode: '1001', debit: 100, credit: 0, cashflowCode: 'CF01' },
  { summary: '探针', accountCode: '6001', debit: 0, credit: 100 },
];
const CASES: Case[] = [
  { name: 'list', method: 'GET', path: () => `${V}/list` },
  { name: 'accounts', method: 'GET', path: () => `${V}/accounts` },
  { name: 'get', method: 'GET', path: (f) => `${V}/${f.draft}` },
  { name: 'add', method: 'POST', path: () => V, body: (f) => ({ voucherDate: f.date, lines }) },
  { name: 'edit', method: 'PUT', path: () => V, body: (f) => ({ voucherId: f.draft, version: 1, remark: '改' }) },
  { name: 'send', method: 'PUT', path: () => `${V}/send`, body: (f) => ({ voucherIds: [f.draft] }) },
  { name: 'withdraw', method: 'PUT', path: () => `${V}/withdraw`, body: (f) => ({ voucherIds: [f.sent] }) },
  { name: 'audit', method: 'PUT', path: () => `${V}/audit`, body: (f) => ({ voucherIds: [f.sent] }) },
  { name: 'revoke', method: 'PUT', path: () => `${V}/revoke`, body: (f) => ({ voucherIds: [f.audited] }) },
  { name: 'remove', method: 'DELETE', path: (f) => `${V}/${f.draft}` },
  { name: 'print pdf', method: 'POST', path: () => `${P}/voucherprint`, body: (f) => ({ currentRow: { voucherId: f.draft }, parament: {} }) },
  { name: 'export', method: 'POST', path: () => `${P}/voucherExport`, body: (f) => ({ currentRow: { voucherId: f.draft } }) },
  { name: 'append export', method: 'POST', path: () => `${P}/voucherAppendExport`, body: (f) => ({ currentRow: [{ voucherId: f.draft }, { voucherId: f.sent }] }) },
  { name: 'print record', method: 'POST', path: () => `${P}/voucherPrintRecord`, body: (f) => ({ currentRow: { voucherId: f.draft }, parament: {} }) },
  { name: 'print record list', method: 'GET', path: () => `${P}/getPrintRecordList`, query: (f) => ({ voucherId: String(f.draft) }) },
  { name: 'print count', method: 'GET', path: () => `${P}/countPrintRecordDetail`, query: (f) => ({ voucherId: String(f.draft) }) },
];
/** Calls that take a voucher id of the first hotel: the other hotel gets 404 from these. */
const BY_ID = new Set(['get', 'edit', 'send', 'withdraw', 'audit', 'revoke', 'remove', 'print pdf', 'export', 'append export', 'print record']);

async function snapshot(h: Harness): Promise<string> {
  const tables = ['vouchers', 'voucher_lines', 'voucher_logs', 'voucher_print_records'] as const;
  return JSON.stringify(await Promise.all(tables.map((t) => h.db.selectFrom(t).selectAll().execute())));
}

const test = suite<{ h: Harness; tokens: Record<string, string>; f: Fixture }>('voucher permissions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'accountant2']) ctx.tokens[user] = await ctx.h.login(user);
  const orgId = await ctx.h.orgId('HT001');
  const byStatus = async (status: string) =>
    (await ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', orgId).where('status', '=', status).orderBy('voucher_id').executeTakeFirstOrThrow()).voucher_id;
  const d = new Date();
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-03`;
  // The seeded vouchers are accountant1's own; a sent one made by admin is what accountant1 may audit.
  const made = await ctx.h.call('POST', V, { token: ctx.tokens.admin, body: { voucherDate: date, lines } });
  await ctx.h.call('PUT', `${V}/send`, { token: ctx.tokens.admin, body: { voucherIds: [made.body.data.voucherId] } });
  ctx.f = { draft: await byStatus('0'), sent: made.body.data.voucherId, audited: await byStatus('2'), orgId, date };
});
test.after(async (ctx) => ctx.h.close());

const send = (h: Harness, c: Case, f: Fixture, token?: string) => h.call(c.method, c.path(f), { token, body: c.body?.(f), query: c.query?.(f) });

test('no token → 401; front desk → 403 changing nothing; the other hotel → 404 or its own rows only, changing nothing', async ({ h, tokens, f }) => {
  for (const c of CASES) {
    assert.is((await send(h, c, f)).status, 401, `${c.name} without a token`);
    const before = await snapshot(h);
    const denied = await send(h, c, f, tokens.frontdesk1);
    assert.is(denied.status, 403, `${c.name} as frontdesk1`);
    assert.equal(denied.body, { code: 403, msg: '当前操作没有权限' });
    const other = await send(h, c, f, tokens.accountant2);
    if (BY_ID.has(c.name)) assert.is(other.status, 404, `${c.name} as accountant2: ${other.text}`);
    else if (c.name === 'list') assert.ok(other.body.rows.every((r: { orgId: number }) => r.orgId !== f.orgId));
    else if (c.name.startsWith('print')) assert.equal(other.body.rows ?? other.body.data.byUser, []);
    if (c.method === 'GET' || BY_ID.has(c.name)) assert.is(await snapshot(h), before, `${c.name} changed nothing`);
  }
});

test('the accountant of the hotel may make every call (audit and revoke of vouchers made by someone else)', async ({ h, tokens, f }) => {
  // Own order: the draft is edited, sent, withdrawn…; withdraw needs the sender, so accountant1 sends first.
  const order = ['list', 'accounts', 'get', 'add', 'edit', 'print pdf', 'export', 'append export', 'print record', 'print record list', 'print count', 'audit', 'revoke', 'remove'];
  for (const name of order) {
    const c = CASES.find((k) => k.name === name)!;
    const res = await send(h, c, f, tokens.accountant1);
    assert.is(res.status, 200, `${name}: ${res.text}`);
  }
  const own = await h.call('PUT', `${V}/send`, { token: tokens.accountant1, body: { voucherIds: [f.sent] } });
  assert.is(own.status, 409); // already sent
});

test('print records: counted per voucher and user, listed newest first; orgId of another hotel is 403', async ({ h, tokens, f }) => {
  const v = f.sent;
  const print = (token: string) => h.call('POST', `${P}/voucherPrintRecord`, { token, body: { currentRow: { voucherId: v }, parament: { template: 'a4' } } });
  const count = async () => (await h.call('GET', `${P}/countPrintRecordDetail`, { token: tokens.accountant1, query: { orgId: String(f.orgId), voucherId: String(v) } })).body.data;
  assert.equal(await count(), { total: 0, byUser: [] });
  h.clock.now += 1000;
  await print(tokens.accountant1);
  h.clock.now += 1000;
  await print(tokens.admin);
  h.clock.now += 1000;
  await print(tokens.accountant1);
  const counted = await count();
  assert.is(counted.total, 3);
  assert.equal(
    counted.byUser.map((u: { userName: string; count: number }) => [u.userName, u.count]).sort(),
    [
      ['李建国', 2],
      ['系统管理员', 1],
    ].sort(),
  );
  const list = await h.call('GET', `${P}/getPrintRecordList`, { token: tokens.accountant1, query: { voucherId: String(v), pageSize: '2' } });
  assert.is(list.body.total, 3);
  assert.equal(
    list.body.rows.map((r: { userName: string }) => r.userName),
    ['李建国', '系统管理员'],
  );
  const other = await h.call('GET', `${P}/getPrintRecordList`, { token: tokens.accountant2, query: { orgId: String(f.orgId), voucherId: String(v) } });
  assert.is(other.status, 403);
});

test.run();
