/**
 * The CRM views and the master–detail form (server/crm, server/records/master-detail), against the
 * seeded demo of both hotels:
 * - the eight CRM menus open their views on a fresh seed, and 0032 re-points them on an old database
 *   (leaving a menu an administrator changed alone);
 * - funnel, work-order statistics, customer companies and the contract library's work orders add up to
 *   the organisation's records only, need their kind's list permission (401/403), refuse bad queries (422);
 * - a framework agreement saves with its lines in one transaction: total computed from the lines,
 *   a bad line a 422 naming line and field with nothing written, stale version 409, another hotel's or
 *   another type's record 404.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { RECORD_VIEWS_0032 } from '../../server/db/migrations/0032_crm_views.js';
import { RECORDS_PER_KIND } from '../../server/db/seed-records.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
type Ctx = { h: Harness; t: Record<string, string> };
const test = suite<Ctx>('crm views');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.t = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1', 'frontdesk2']) ctx.t[user] = await ctx.h.login(user);
});
test.after(async (ctx) => ctx.h.close());

const get = (ctx: Ctx, path: string, query: Record<string, string> = {}, token: string | null = ctx.t.frontdesk1, lang = 'zh-CN') =>
  ctx.h.call('GET', `${API}${path}`, { token: token ?? undefined, query, headers: { 'accept-language': lang } });
const send = (ctx: Ctx, method: string, path: string, body: unknown, token = ctx.t.frontdesk1, lang = 'zh-CN') =>
  ctx.h.call(method, `${API}${path}`, { token, body, headers: { 'accept-language': lang } });
const countRecords = (h: Harness) =>
  h.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
const countLines = (h: Harness) =>
  h.db
    .selectFrom('record_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

test('the CRM menus open their views on a fresh seed', async ({ h }) => {
  for (const [path, , view] of RECORD_VIEWS_0032) {
    const menus = await h.db.selectFrom('menus').select('component').where('path', '=', path).where('menu_type', '=', 'C').execute();
    assert.ok(menus.length > 0 && menus.every((m) => m.component === view), path);
  }
});

test('funnel: stage cells of the organisation, grouped and filtered; guarded and validated', async (ctx) => {
  const all = await get(ctx, '/crm/funnel');
  assert.is(all.status, 200);
  const cells = all.body.data.cells as Array<{ stage: string; count: number; amount: number; group: string | null }>;
  assert.is(
    cells.reduce((n, c) => n + c.count, 0),
    RECORDS_PER_KIND,
  );
  // Money in integer fen: the funnel's amounts add up to the opportunities' own.
  const opportunities = (await get(ctx, '/records/opportunity/list', { pageSize: '100000000' })).body.rows as Array<{ expectedAmount: number | null }>;
  assert.ok(cells.every((c) => Number.isInteger(c.amount)));
  assert.is(
    cells.reduce((s, c) => s + c.amount, 0),
    opportunities.reduce((s, r) => s + (r.expectedAmount ?? 0), 0),
  );
  assert.ok(cells.every((c) => c.group === null));
  assert.equal(
    all.body.data.stages.map((s: { value: string }) => s.value),
    ['lead', 'demand', 'proposal', 'negotiation', 'won', 'lost'],
  );
  const byEngineer = await get(ctx, '/crm/funnel', { groupBy: 'engineer' });
  const engineers = byEngineer.body.data.groups as Array<{ value: string; label: string }>;
  assert.ok(engineers.length > 0 && engineers.some((g) => g.label !== g.value), 'engineers named by nickname');
  const one = await get(ctx, '/crm/funnel', { engineer: engineers[0].value });
  const ofOne = byEngineer.body.data.cells.filter((c: { group: string }) => c.group === engineers[0].value);
  assert.is(
    one.body.data.cells.reduce((n: number, c: { count: number }) => n + c.count, 0),
    ofOne.reduce((n: number, c: { count: number }) => n + c.count, 0),
  );
  const byMonth = await get(ctx, '/crm/funnel', { groupBy: 'month' });
  assert.ok(byMonth.body.data.groups.every((g: { value: string }) => /^\d{4}-\d{2}$/.test(g.value)));
  const other = await get(ctx, '/crm/funnel', {}, ctx.t.frontdesk2);
  assert.is(
    other.body.data.cells.reduce((n: number, c: { count: number }) => n + c.count, 0),
    RECORDS_PER_KIND,
    'the other hotel counts its own',
  );
  assert.is((await get(ctx, '/crm/funnel', {}, null)).status, 401);
  assert.is((await get(ctx, '/crm/funnel', {}, ctx.t.accountant1)).status, 403);
  const bad = await get(ctx, '/crm/funnel', { groupBy: 'colour' });
  assert.equal([bad.status, bad.body.field], [422, 'groupBy']);
  assert.is((await get(ctx, '/crm/funnel', { from: '2026-05-01', to: '2026-01-01' })).status, 422);
  assert.is((await get(ctx, '/crm/funnel', { unknown: '1' })).status, 422);
});

test('work-order statistics per company add up; companies; the contract library', async (ctx) => {
  const stats = await get(ctx, '/crm/workOrderStats');
  assert.is(stats.status, 200);
  const rows = stats.body.data.rows as Array<{ total: number; byType: Record<string, number>; byStatus: Record<string, number>; lastVisit: string | null; lastAccepted: string | null }>;
  assert.is(
    rows.reduce((n, r) => n + r.total, 0),
    RECORDS_PER_KIND,
  );
  for (const r of rows) {
    assert.is(
      Object.values(r.byType).reduce((a, b) => a + b, 0),
      r.total,
    );
    assert.is(
      Object.values(r.byStatus).reduce((a, b) => a + b, 0),
      r.total,
    );
    if (r.lastVisit) assert.ok(r.lastAccepted! >= r.lastVisit);
  }
  assert.is((await get(ctx, '/crm/workOrderStats', { from: 'yesterday' })).body.field, 'from');
  assert.is((await get(ctx, '/crm/workOrderStats', {}, ctx.t.accountant1)).status, 403);

  const companies = await get(ctx, '/crm/companies');
  const list = companies.body.data.rows as Array<{ hotels: number; contracts: number | null; hotelNames: string[]; groupName: string | null }>;
  assert.is(
    list.reduce((n, c) => n + c.hotels, 0),
    RECORDS_PER_KIND,
  );
  assert.ok(
    list.some((c) => c.hotels > 1 && c.groupName),
    'companies of several hotels, in a group',
  );
  assert.ok(
    list.some((c) => (c.contracts ?? 0) > 0),
    'contracts counted by hotel',
  );
  // A hotel role with the customer page only sees no contract figures.
  const customersOnly = await hotelRoleUser(ctx.h, { orgCode: 'HT001', roleKey: 'crm_customers', userName: 'accountant1', page: { path: '/htservice/company' } });
  const limited = await get(ctx, '/crm/companies', {}, customersOnly);
  assert.ok(limited.body.data.rows.every((c: { contracts: number | null }) => c.contracts === null));
  assert.is((await get(ctx, '/crm/libraryWorkOrders/list', {}, customersOnly)).status, 403);

  const library = await get(ctx, '/crm/libraryWorkOrders/list', { pageSize: '100' });
  assert.is(library.status, 200);
  assert.ok(library.body.total > 0);
  assert.ok(
    library.body.rows.every((r: { contractNo: string; contractName: string | null; orderType: string }) => r.contractNo && r.contractName && ['implement', 'afterSales'].includes(r.orderType)),
  );
  const sorted = await get(ctx, '/crm/libraryWorkOrders/list', { orderByColumn: 'contractNo', isAsc: 'asc' });
  const numbers = sorted.body.rows.map((r: { contractNo: string }) => r.contractNo);
  assert.equal(numbers, [...numbers].sort());
  assert.is((await get(ctx, '/crm/libraryWorkOrders/list', { orderByColumn: 'data' })).status, 422);
  const theirs = await get(ctx, '/crm/libraryWorkOrders/list', { pageSize: '100' }, ctx.t.frontdesk2);
  const mine = new Set(library.body.rows.map((r: { recordId: number }) => r.recordId));
  assert.ok(theirs.body.rows.every((r: { recordId: number }) => !mine.has(r.recordId)));
});

test('master–detail: a framework agreement with its lines, saved whole or not at all', async (ctx) => {
  const meta = await get(ctx, '/masterDetail/frameworkAgreement/meta');
  assert.is(meta.status, 200);
  assert.equal(meta.body.data.preset, { field: 'contractType', value: 'framework' });
  assert.is((await get(ctx, '/masterDetail/nothing/meta')).status, 404);
  const frameworks = await get(ctx, '/records/contract/list', { contractType: 'framework', pageSize: '1' });
  const id = frameworks.body.rows[0].recordId;
  const one = await get(ctx, `/masterDetail/frameworkAgreement/${id}`);
  assert.is(one.status, 200);
  const { head, lines } = one.body.data;
  assert.ok(lines.length >= 2);
  // Money in integer fen: the head's total is the lines' amounts added.
  assert.ok(Number.isInteger(head.amount) && lines.every((l: { amount: number; unitPrice: number }) => Number.isInteger(l.amount) && Number.isInteger(l.unitPrice)));
  assert.is(
    head.amount,
    lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0),
  );

  const sales = await get(ctx, '/records/contract/list', { contractType: 'sales', pageSize: '1' });
  assert.is((await get(ctx, `/masterDetail/frameworkAgreement/${sales.body.rows[0].recordId}`)).status, 404, 'a sales contract is no framework agreement');
  assert.is((await get(ctx, `/masterDetail/frameworkAgreement/${id}`, {}, ctx.t.frontdesk2)).status, 404, 'another hotel');
  assert.is((await get(ctx, `/masterDetail/frameworkAgreement/${id}`, {}, ctx.t.accountant1)).status, 403);

  const newHead = { contractNo: 'KJ-T-1', contractName: '测试框架协议', customerName: '测试集团', signDate: '2026-03-01', status: 'signed', amount: 100 };
  // 1,000.50 typed in the form is 100050 fen on the wire.
  const line = { itemType: 'software', itemName: '前台系统', unit: '套', quantity: 2, unitPrice: 100_050 };
  const [records, stored] = [await countRecords(ctx.h), await countLines(ctx.h)];
  const noLines = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: newHead, lines: [] });
  assert.equal([noLines.status, noLines.body.field, noLines.body.msg], [422, 'lines', '至少需要一行明细']);
  const zero = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: newHead, lines: [line, { ...line, quantity: 0 }] }, ctx.t.frontdesk1, 'en');
  assert.equal([zero.status, zero.body.field, zero.body.msg], [422, 'lines.1.quantity', 'Line 2: Quantity must not be less than 1']);
  const unknown = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: newHead, lines: [{ ...line, colour: 'red' }] });
  assert.equal([unknown.status, unknown.body.field], [422, 'lines.0.colour']);
  const missing = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: newHead, lines: [{ ...line, itemName: '' }] });
  assert.equal([missing.status, missing.body.msg], [422, '第 1 行：产品或服务未填写或格式不正确']);
  const badHead = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: { ...newHead, signDate: '2026-02-30' }, lines: [line] });
  assert.equal([badHead.status, badHead.body.field], [422, 'signDate']);
  const wrongType = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: { ...newHead, contractType: 'sales' }, lines: [line] });
  assert.equal([wrongType.status, wrongType.body.field], [422, 'contractType']);
  assert.equal([await countRecords(ctx.h), await countLines(ctx.h)], [records, stored], 'nothing written');

  const made = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: newHead, lines: [line, { ...line, itemType: 'service', itemName: '年度服务', quantity: 1, unitPrice: 30_000 }] });
  assert.is(made.status, 200);
  assert.is(made.body.data.head.amount, 230_100, 'the total is the lines’ sum, not what was sent');
  assert.is(made.body.data.head.contractType, 'framework');
  assert.equal(
    made.body.data.lines.map((l: { lineNo: number; amount: number }) => [l.lineNo, l.amount]),
    [
      [1, 200_100],
      [2, 30_000],
    ],
  );
  assert.equal(
    made.body.data.lines.map((l: { unitPrice: number }) => l.unitPrice),
    [100_050, 30_000],
    'the unit price as sent',
  );
  // Kept as yuan in the record's JSON (storage is unchanged), answered as fen.
  const kept = await ctx.h.db.selectFrom('record_lines').select('data').where('record_id', '=', made.body.data.head.recordId).orderBy('line_no').execute();
  assert.is(JSON.parse(kept[0].data).unitPrice, 1000.5);
  const unit = await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: { ...newHead, contractNo: 'KJ-T-2' }, lines: [{ ...line, unitPrice: 1000.5 }] });
  assert.equal([unit.status, unit.body.field], [422, 'lines.0.unitPrice'], 'yuan with decimals is not fen');
  assert.is((await send(ctx, 'POST', '/masterDetail/frameworkAgreement', { head: newHead, lines: [line] })).status, 409);

  const recordId = made.body.data.head.recordId;
  const edited = await send(ctx, 'PUT', '/masterDetail/frameworkAgreement', { recordId, version: 1, head: { ...newHead, contractName: '改过' }, lines: [{ ...line, quantity: 3 }] });
  assert.is(edited.status, 200);
  assert.equal([edited.body.data.head.version, edited.body.data.head.amount, edited.body.data.lines.length], [2, 300_150, 1]);
  const stale = await send(ctx, 'PUT', '/masterDetail/frameworkAgreement', { recordId, version: 1, head: newHead, lines: [line, line] });
  assert.is(stale.status, 409);
  assert.is((await get(ctx, `/masterDetail/frameworkAgreement/${recordId}`)).body.data.lines.length, 1, 'a refused edit leaves the lines');
  assert.is((await send(ctx, 'PUT', '/masterDetail/frameworkAgreement', { recordId, version: 2, head: newHead, lines: [line] }, ctx.t.frontdesk2)).status, 404);
  // Removing the agreement through the record store takes its lines with it.
  assert.is((await send(ctx, 'DELETE', `/records/contract/${recordId}`, undefined)).status, 200);
  assert.is((await ctx.h.db.selectFrom('record_lines').select('line_id').where('record_id', '=', recordId).execute()).length, 0);
});

test('0032 re-points the old menus of an existing database, not a menu changed since', async () => {
  await withDatabaseAt(migrationBefore('0032_crm_views'), async (db) => {
    await db
      .insertInto('modules')
      .values({ module_id: 3001, module_name: 'CRM', module_code: 'crm', icon: '', order_num: 1, path: 'crm', status: '0' } as never)
      .execute();
    const ids: number[] = [];
    for (const [i, [path, before]] of RECORD_VIEWS_0032.entries()) {
      const component = i === 0 ? 'records/contract' : before;
      const row = await db
        .insertInto('menus')
        .values({
          menu_name: path,
          parent_id: 0,
          order_num: 1,
          path,
          component,
          query: '',
          is_frame: '1',
          is_cache: '0',
          menu_type: 'C',
          visible: '0',
          status: '0',
          perms: '',
          icon: 'list',
          module_id: 3001,
          org_code: null,
          initplat_type: null,
          affix: '0',
        } as never)
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      ids.push(row.menu_id);
    }
    await migrate(db, 'sqlite');
    const rows = await db.selectFrom('menus').select(['menu_id', 'component']).where('menu_id', 'in', ids).orderBy('menu_id').execute();
    assert.equal(
      rows.map((r) => r.component),
      ['records/contract', ...RECORD_VIEWS_0032.slice(1).map(([, , view]) => view)],
    );
  });
});

test.run();
