/**
 * Fixed assets (module 1002): cards, copy, checks, generation, depreciation and the card import.
 * - 401 without a token, 403 without the permission (the front desk has no assets module) and nothing changed;
 * - another hotel's cards are never listed, read, changed, copied, generated or checked (404 / untouched);
 * - validation names the field; a stale version is a 409; a generated card's amounts are fixed;
 * - the copy needs a department: "Please select a department first" (请先选择部门), 422;
 * - depreciation figures for known cards worked out by hand here (including the last month's remainder
 *   and a fully depreciated card), one voucher posted, a second run and a closed period refused with
 *   nothing written, and the same through the task;
 * - an import with bad rows writes nothing unless asked to import the valid rows.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { depreciatePeriod } from '../../server/db/asset-depreciation.js';
import { HttpError } from '../../server/errors.js';
import { readSheet } from '../../server/tasks/table-file.js';
import { assetCsv, assetRows, assetXlsx } from '../support/asset-sheet.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; tokens: Record<string, string>; depts: Record<string, number>; classes: Record<string, number> };
const test = suite<Ctx>('assets');
const API = '/prod-api/htservice';
const YEAR = new Date().getFullYear();

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const { h } = ctx;
  ctx.tokens = {};
  for (const user of ['admin', 'accountant1', 'frontdesk1', 'accountant2']) ctx.tokens[user] = await h.login(user);
  const org1 = await h.orgId('HT001');
  ctx.depts = Object.fromEntries((await h.db.selectFrom('departments').select(['dept_code', 'dept_id']).where('org_id', '=', org1).execute()).map((d) => [d.dept_code, d.dept_id]));
  ctx.classes = Object.fromEntries((await h.db.selectFrom('asset_classes').select(['class_name', 'class_id']).execute()).map((c) => [c.class_name, c.class_id]));
});

test.after(async (ctx) => ctx.h.close());

/** A call under /prod-api/htservice as accountant1 (or `token`; null for none), in Chinese unless `lang` says otherwise. */
function call(ctx: Ctx, method: string, path: string, opts: { token?: string | null; body?: unknown; form?: FormData; lang?: string } = {}) {
  const token = opts.token === undefined ? ctx.tokens.accountant1 : opts.token;
  return ctx.h.call(method, `${API}${path}`, { token: token ?? undefined, body: opts.body, form: opts.form, headers: { 'accept-language': opts.lang ?? 'zh-CN' } });
}

/** Starts a task and waits until the runner is done with it; answers its final state. */
async function runTask(ctx: Ctx, kind: string, body: unknown, token = ctx.tokens.accountant1) {
  const started = await ctx.h.runTask(kind, { body, token, headers: { 'accept-language': 'zh-CN' } });
  assert.is(started.status, 200, started.body?.msg);
  return started.task;
}

async function importFile(ctx: Ctx, name: string, bytes: Uint8Array, importValidRows = false) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  form.set('importValidRows', String(importValidRows));
  const started = await ctx.h.runTask('asset-card-import', { form, token: ctx.tokens.accountant1, headers: { 'accept-language': 'zh-CN' } });
  assert.is(started.status, 200, started.body?.msg);
  return started.task;
}

const card = (ctx: Ctx, over: Record<string, unknown> = {}) => ({
  assetCode: 'T-1',
  assetName: '测试电脑',
  classId: ctx.classes.电子设备,
  deptId: ctx.depts.FIN,
  originalValue: 1_000_000,
  lifeMonths: 36,
  salvageRate: 5,
  startDate: '2020-03-01',
  ...over,
});

async function cardCount(ctx: Ctx) {
  return Number(
    (
      await ctx.h.db
        .selectFrom('asset_cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
async function snapshot(ctx: Ctx) {
  const [cards, runs, vouchers, checks] = await Promise.all([
    ctx.h.db.selectFrom('asset_cards').selectAll().orderBy('card_id').execute(),
    ctx.h.db.selectFrom('asset_depreciation_runs').selectAll().execute(),
    ctx.h.db.selectFrom('vouchers').select('voucher_id').execute(),
    ctx.h.db.selectFrom('asset_checks').selectAll().execute(),
  ]);
  return JSON.stringify({ cards, runs, vouchers, checks });
}

test('401 without a token, 403 for the front desk on every assets call, and nothing changes', async (ctx) => {
  const [first] = (await call(ctx, 'GET', '/assets/card/list', { token: ctx.tokens.accountant1 })).body.rows;
  const cases: Array<[string, string, unknown?]> = [
    ['GET', '/assets/card/list'],
    ['GET', `/assets/card/${first.cardId}`],
    ['POST', '/assets/card', card(ctx, { assetCode: 'P-1' })],
    ['PUT', '/assets/card', { cardId: first.cardId, version: first.version, assetName: '改' }],
    ['DELETE', `/assets/card/${first.cardId}`],
    ['POST', `/assets/card/${first.cardId}/copy`, { deptId: ctx.depts.FIN }],
    ['GET', '/assets/classes'],
    ['GET', '/assets/departments'],
    ['GET', '/assets/depreciation/list'],
    ['GET', '/assets/check/list'],
    ['GET', `/assets/check/cards?deptId=${ctx.depts.FO}`],
    ['POST', '/assets/check', { deptId: ctx.depts.FO, checkDate: `${YEAR}-06-30`, lostCardIds: [] }],
    ['POST', '/task/asset-depreciation', { year: YEAR, period: 12 }],
    ['POST', '/task/asset-generation', {}],
  ];
  const before = await snapshot(ctx);
  for (const [method, path, body] of cases) {
    assert.is((await call(ctx, method, path, { token: null, body })).status, 401, `${method} ${path} without a token`);
    assert.is((await call(ctx, method, path, { token: ctx.tokens.frontdesk1, body })).status, 403, `${method} ${path} as the front desk`);
  }
  assert.is(await snapshot(ctx), before);
});

test('cards: add with class defaults, list with filters and sort, validation names the field, sort outside the allowlist is a 422', async (ctx) => {
  const added = await call(ctx, 'POST', '/assets/card', {
    body: { assetCode: 'L-1', assetName: '大堂沙发', classId: ctx.classes.家具用具, deptId: ctx.depts.FO, originalValue: 600_000, startDate: '2024-05-01' },
  });
  assert.is(added.status, 200, added.body?.msg);
  assert.equal([added.body.data.lifeMonths, added.body.data.salvageRate, added.body.data.genStatus, added.body.data.checkStatus, added.body.data.deptName], [60, 5, '0', '0', '前厅部']);
  // (6000.00 − 5 %) / 60 = 95.00 a month, in fen.
  assert.is(added.body.data.monthlyDepreciation, 9_500);

  const list = await call(ctx, 'GET', '/assets/card/list?assetCode=L-&orderByColumn=originalValue&isAsc=desc');
  assert.equal(
    list.body.rows.map((r: any) => r.assetCode),
    ['L-1'],
  );
  const generated = await call(ctx, 'GET', `/assets/card/list?genStatus=1&deptId=${ctx.depts.FIN}&pageSize=100`);
  assert.ok(generated.body.rows.length > 0 && generated.body.rows.every((r: any) => r.genStatus === '1' && r.deptName === '财务部'));
  assert.is((await call(ctx, 'GET', '/assets/card/list?orderByColumn=remark')).status, 422);

  for (const [over, field] of [
    [{ assetCode: '' }, 'assetCode'],
    [{ assetCode: 'a b' }, 'assetCode'],
    [{ originalValue: 0 }, 'originalValue'],
    [{ originalValue: 1234.5 }, 'originalValue'],
    [{ originalValue: '6000.00' }, 'originalValue'],
    [{ lifeMonths: 0 }, 'lifeMonths'],
    [{ salvageRate: 101 }, 'salvageRate'],
    [{ startDate: '2024-02-30' }, 'startDate'],
    [{ deptId: undefined }, 'deptId'],
    [{ accumulatedDepreciation: 960_000 }, 'accumulatedDepreciation'],
    [{ depreciatedMonths: 37 }, 'depreciatedMonths'],
    [{ classId: 999 }, 'classId'],
  ] as Array<[Record<string, unknown>, string]>) {
    const res = await call(ctx, 'POST', '/assets/card', { body: card(ctx, { assetCode: 'V-1', ...over }) });
    assert.is(res.status, 422, JSON.stringify(over));
    assert.is(res.body.field, field, JSON.stringify(over));
  }
  // Another hotel's department is not one of ours.
  const foreignDept = await ctx.h.db
    .selectFrom('departments')
    .select('dept_id')
    .where('org_id', '=', await ctx.h.orgId('HT002'))
    .executeTakeFirstOrThrow();
  assert.is((await call(ctx, 'POST', '/assets/card', { body: card(ctx, { assetCode: 'V-2', deptId: foreignDept.dept_id }) })).body.field, 'deptId');
  const dup = await call(ctx, 'POST', '/assets/card', { body: card(ctx, { assetCode: 'L-1' }) });
  assert.is(dup.status, 409);
});

test('money is integer fen both ways: 1,234.56 typed is 123456 fen sent, stored and answered', async (ctx) => {
  const added = await call(ctx, 'POST', '/assets/card', { body: card(ctx, { assetCode: 'M-1', originalValue: 123_456, accumulatedDepreciation: 10_001, depreciatedMonths: 1 }) });
  assert.is(added.status, 200, added.body?.msg);
  const stored = await ctx.h.db.selectFrom('asset_cards').select(['original_value', 'accumulated_depreciation']).where('card_id', '=', added.body.data.cardId).executeTakeFirstOrThrow();
  assert.equal([Number(stored.original_value), Number(stored.accumulated_depreciation)], [123_456, 10_001]);
  const read = (await call(ctx, 'GET', `/assets/card/${added.body.data.cardId}`)).body.data;
  assert.equal([read.originalValue, read.accumulatedDepreciation, read.netValue], [123_456, 10_001, 113_455]);
  assert.ok(Number.isInteger(read.monthlyDepreciation));
});

test('the OpenAPI document says every asset amount is integer fen', async (ctx) => {
  const doc = (await ctx.h.call('GET', '/prod-api/openapi.json')).body;
  const reply = doc.paths['/htservice/assets/card/{cardId}'].get.responses['200'].content['application/json'].schema;
  const card = reply.properties.data;
  for (const key of ['originalValue', 'accumulatedDepreciation', 'monthlyDepreciation', 'netValue']) {
    assert.equal([card.properties[key].type, card.properties[key].description], ['integer', 'Amount in fen (1/100 yuan), an integer'], key);
  }
});

test('edit with a stale version is a 409; a generated card keeps its amounts and cannot be deleted', async (ctx) => {
  const added = (await call(ctx, 'POST', '/assets/card', { body: card(ctx, { assetCode: 'E-1' }) })).body.data;
  const edited = await call(ctx, 'PUT', '/assets/card', { body: { ...added, assetName: '改名', originalValue: 1_200_000 } });
  assert.is(edited.status, 200, edited.body?.msg);
  assert.is(edited.body.data.version, added.version + 1);
  assert.is((await call(ctx, 'PUT', '/assets/card', { body: { ...added, assetName: '又改' } })).status, 409);

  const generated = await runTask(ctx, 'asset-generation', { cardIds: [added.cardId] });
  assert.equal([generated.status, generated.step.key, generated.step.params.generated], ['done', 'generated', 1]);
  const now = (await call(ctx, 'GET', `/assets/card/${added.cardId}`)).body.data;
  assert.is(now.genStatus, '1');
  const fixed = await call(ctx, 'PUT', '/assets/card', { body: { ...now, lifeMonths: 48 } });
  assert.equal([fixed.status, fixed.body.field], [409, 'lifeMonths']);
  // The whole card sent back unchanged but for the name is fine.
  assert.is((await call(ctx, 'PUT', '/assets/card', { body: { ...now, assetName: '财务电脑' } })).status, 200);
  const removed = await call(ctx, 'DELETE', `/assets/card/${added.cardId}`);
  assert.is(removed.status, 409);
  assert.match(removed.body.msg, 'E-1');
});

test('copy: a department is required (zh and en), the copy is a new card to be generated with a free code', async (ctx) => {
  const source = (await call(ctx, 'GET', '/assets/card/list?assetCode=FA-0010')).body.rows[0];
  const zh = await call(ctx, 'POST', `/assets/card/${source.cardId}/copy`, { body: {} });
  assert.equal([zh.status, zh.body.msg, zh.body.field], [422, '请先选择部门', 'deptId']);
  const en = await call(ctx, 'POST', `/assets/card/${source.cardId}/copy`, { body: { deptId: '' }, lang: 'en' });
  assert.equal([en.status, en.body.msg], [422, 'Please select a department first']);

  const copy = await call(ctx, 'POST', `/assets/card/${source.cardId}/copy`, { body: { deptId: ctx.depts.FB } });
  assert.is(copy.status, 200, copy.body?.msg);
  assert.equal(
    [copy.body.data.assetCode, copy.body.data.deptName, copy.body.data.genStatus, copy.body.data.accumulatedDepreciation, copy.body.data.originalValue],
    ['FA-0010-1', '餐饮部', '0', 0, source.originalValue],
  );
  assert.is((await call(ctx, 'POST', `/assets/card/${source.cardId}/copy`, { body: { deptId: ctx.depts.FB } })).body.data.assetCode, 'FA-0010-2');
});

test("another hotel never sees or changes the first hotel's cards", async (ctx) => {
  const theirs = ctx.tokens.accountant2;
  const mine = (await call(ctx, 'POST', '/assets/card', { body: card(ctx, { assetCode: 'ISO-1' }) })).body.data;
  const before = await snapshot(ctx);
  const list = await call(ctx, 'GET', '/assets/card/list?pageSize=1000', { token: theirs });
  assert.ok(list.body.rows.length > 0);
  assert.not.ok(list.body.rows.some((r: any) => r.cardId === mine.cardId));
  assert.is((await call(ctx, 'GET', `/assets/card/${mine.cardId}`, { token: theirs })).status, 404);
  assert.is((await call(ctx, 'PUT', '/assets/card', { token: theirs, body: { cardId: mine.cardId, version: mine.version, assetName: 'x' } })).status, 404);
  assert.is((await call(ctx, 'DELETE', `/assets/card/${mine.cardId}`, { token: theirs })).status, 404);
  const theirDept = (await call(ctx, 'GET', '/assets/departments', { token: theirs })).body.data[0].deptId;
  assert.is((await call(ctx, 'POST', `/assets/card/${mine.cardId}/copy`, { token: theirs, body: { deptId: theirDept } })).status, 404);
  assert.is((await call(ctx, 'POST', '/assets/check', { token: theirs, body: { deptId: theirDept, checkDate: `${YEAR}-06-30`, lostCardIds: [mine.cardId] } })).body.field, 'lostCardIds.0');
  const generated = await runTask(ctx, 'asset-generation', { cardIds: [mine.cardId] }, theirs);
  assert.is(generated.step.params.generated, 0);
  assert.is(await snapshot(ctx), before);
});

test('asset check: every card of the department checked, the named ones lost', async (ctx) => {
  const cards = (await call(ctx, 'GET', `/assets/check/cards?deptId=${ctx.depts.HK}`)).body.data;
  assert.ok(cards.length > 2);
  assert.is((await call(ctx, 'POST', '/assets/check', { body: { checkDate: `${YEAR}-06-30`, lostCardIds: [] } })).body.msg, '请先选择部门');
  const res = await call(ctx, 'POST', '/assets/check', { body: { deptId: ctx.depts.HK, checkDate: `${YEAR}-06-30`, lostCardIds: [cards[1].cardId], remark: '年中盘点' } });
  assert.is(res.status, 200, res.body?.msg);
  const after = (await call(ctx, 'GET', `/assets/check/cards?deptId=${ctx.depts.HK}`)).body.data;
  assert.equal(
    after.map((c: any) => c.checkStatus),
    cards.map((_: unknown, i: number) => (i === 1 ? '2' : '1')),
  );
  const list = (await call(ctx, 'GET', '/assets/check/list')).body.rows;
  assert.equal([list[0].deptName, list[0].checkedCount, list[0].lossCount], ['客房部', cards.length - 1, 1]);
});

test('depreciation: figures of known cards by hand, one voucher, never twice, closed period refused', async (ctx) => {
  const { h } = ctx;
  const orgId = await h.orgId('HT001');
  const add = async (over: Record<string, unknown>) => {
    const res = await call(ctx, 'POST', '/assets/card', { body: card(ctx, over) });
    assert.is(res.status, 200, res.body?.msg);
    return res.body.data.cardId as number;
  };
  // 10,000.00 at 5 % over 36 months: depreciable 9,500.00; 950,000 / 36 = 26,388.9 → 26,389 fen a month.
  const normal = await add({ assetCode: 'D-NORMAL' });
  // Its 36th month: 35 × 26,389 = 923,615 already; the last month takes the remainder 950,000 − 923,615 = 26,385.
  const last = await add({ assetCode: 'D-LAST', accumulatedDepreciation: 923_615, depreciatedMonths: 35 });
  // Fully depreciated: nothing more.
  const full = await add({ assetCode: 'D-FULL', originalValue: 100_000, lifeMonths: 12, accumulatedDepreciation: 95_000, depreciatedMonths: 12 });
  // 100.00 at 3.33 % over 7 months: salvage 3.33, depreciable 96.67 = 9,667 fen; 9,667 / 7 = 1,381.0 → 1,381.
  const odd = await add({ assetCode: 'D-ODD', originalValue: 10_000, salvageRate: 3.33, lifeMonths: 7 });
  // Put to use in the period itself: depreciated from the next one.
  const fresh = await add({ assetCode: 'D-FRESH', startDate: `${YEAR}-12-10` });
  // Still to be generated: not an asset of the books yet.
  const pending = await add({ assetCode: 'D-PENDING' });
  assert.is((await runTask(ctx, 'asset-generation', { cardIds: [normal, last, full, odd, fresh] })).step.params.generated, 5);

  const accountant = { orgId, userId: 0, userName: '李建国' };
  const closed = await depreciatePeriod(h.db, h.engine, h.clock.now, accountant, { year: YEAR - 1, period: 12 }).catch((e) => e);
  assert.ok(closed instanceof HttpError);
  assert.equal([closed.status, closed.msg], [422, 'assetPeriodClosed']);
  const before = await snapshot(ctx);

  const task = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 12 });
  assert.equal([task.status, task.step.key], ['done', 'depreciated'], JSON.stringify(task.step));
  const run = await h.db.selectFrom('asset_depreciation_runs').selectAll().where('org_id', '=', orgId).where('year', '=', YEAR).where('period', '=', 12).executeTakeFirstOrThrow();
  const amounts = new Map((await h.db.selectFrom('asset_depreciations').select(['card_id', 'amount']).where('run_id', '=', run.run_id).execute()).map((d) => [d.card_id, Number(d.amount)]));
  assert.is(amounts.get(normal), 26_389);
  assert.is(amounts.get(last), 26_385);
  assert.is(amounts.get(odd), 1_381);
  assert.not.ok(amounts.has(full));
  assert.not.ok(amounts.has(fresh));
  assert.not.ok(amounts.has(pending));
  const total = [...amounts.values()].reduce((a, b) => a + b, 0);
  assert.is(Number(run.total), total);
  assert.is(run.card_count, amounts.size);

  const cards = new Map(
    (await h.db.selectFrom('asset_cards').select(['card_id', 'accumulated_depreciation', 'depreciated_months']).where('card_id', 'in', [normal, last, full]).execute()).map((c) => [c.card_id, c]),
  );
  assert.equal([Number(cards.get(normal)!.accumulated_depreciation), cards.get(normal)!.depreciated_months], [26_389, 1]);
  assert.equal([Number(cards.get(last)!.accumulated_depreciation), cards.get(last)!.depreciated_months], [950_000, 36]);
  assert.equal([Number(cards.get(full)!.accumulated_depreciation), cards.get(full)!.depreciated_months], [95_000, 12]);

  const voucher = (await call(ctx, 'GET', `/voucher/${run.voucher_id}`)).body.data;
  assert.equal([voucher.status, voucher.voucherDate, voucher.debitTotal, voucher.creditTotal, voucher.makerName], ['0', `${YEAR}-12-31`, total, total, '李建国']);
  assert.equal(
    voucher.lines.map((l: any) => [l.accountCode, l.accountName, l.debit, l.credit]),
    [
      ['660201', '管理费用-折旧费', total, 0],
      ['1602', '累计折旧', 0, total],
    ],
  );
  assert.is(task.step.params.voucher, voucher.voucherNumber);
  const results = (await call(ctx, 'GET', '/assets/depreciation/list')).body.rows;
  assert.equal([results[0].period, results[0].voucherId, results[0].voucherNumber, results[0].total], [12, run.voucher_id, voucher.voucherNumber, total]);
  const lines = (await call(ctx, 'GET', `/assets/depreciation/line/list?runId=${run.run_id}&orderByColumn=amount&isAsc=asc&pageSize=1000`)).body.rows;
  assert.equal(
    lines.filter((l: any) => l.assetCode.startsWith('D-')).map((l: any) => [l.assetCode, l.amount]),
    [
      ['D-ODD', 1_381],
      ['D-LAST', 26_385],
      ['D-NORMAL', 26_389],
    ],
  );
  assert.is((await call(ctx, 'GET', `/assets/depreciation/line/list?runId=${run.run_id}`, { token: ctx.tokens.accountant2 })).status, 404);
  assert.not.equal(await snapshot(ctx), before);

  // Twice: refused, through the task and directly, and nothing more is written.
  const afterFirst = await snapshot(ctx);
  const again = await runTask(ctx, 'asset-depreciation', { year: YEAR, period: 12 });
  assert.equal([again.status, again.step.key, again.step.params.no], ['failed', 'assetPeriodDepreciated', voucher.voucherNumber]);
  const twice = await depreciatePeriod(h.db, h.engine, h.clock.now, accountant, { year: YEAR, period: 12 }).catch((e) => e);
  assert.equal([twice.status, twice.msg], [409, 'assetPeriodDepreciated']);
  const closedTask = await runTask(ctx, 'asset-depreciation', { year: YEAR - 1, period: 3 });
  assert.equal([closedTask.status, closedTask.step.key], ['failed', 'assetPeriodClosed']);
  assert.is(await snapshot(ctx), afterFirst);
  const bad = await call(ctx, 'POST', '/task/asset-depreciation', { body: { year: YEAR, period: 13 } });
  assert.equal([bad.status, bad.body.field], [422, 'period']);
  // The other hotel's books are untouched: its own period is still to depreciate.
  assert.is((await call(ctx, 'GET', '/assets/depreciation/list', { token: ctx.tokens.accountant2 })).body.total, 0);
});

test('import: bad rows write nothing; the valid ones on request; a second import updates instead of adding', async (ctx) => {
  const rows = assetRows(6, 'IMP');
  rows[2][3] = '不存在的部门';
  rows[4][2] = '飞机';
  rows[5][8] = '2024-13-01';
  const before = await cardCount(ctx);
  const refused = await importFile(ctx, 'cards.xlsx', await assetXlsx(rows));
  assert.equal([refused.status, refused.step.key, refused.errors], ['failed', 'rejectedNothingImported', 3]);
  assert.is(await cardCount(ctx), before);
  const rejected = await call(ctx, 'GET', `/task/${refused.taskId}/rejected`);
  const sheet = await readSheet(rejected.bytes, 'xlsx');
  const reasons = sheet.rows.map((r) => r.cells.at(-1));
  assert.match(reasons[0]!, '使用部门 不存在的部门 不存在');
  assert.match(reasons[1]!, '资产类别 飞机 不存在');
  assert.match(reasons[2]!, '开始使用日期 须为 YYYY-MM-DD');

  const partly = await importFile(ctx, 'cards.csv', assetCsv(rows), true);
  assert.equal([partly.status, partly.step.params.added, partly.step.params.rejected], ['done', 3, 3]);
  assert.is(await cardCount(ctx), before + 3);
  const imported = (await call(ctx, 'GET', '/assets/card/list?assetCode=IMP-&pageSize=100')).body.rows;
  assert.equal(
    imported.map((r: any) => [r.assetCode, r.genStatus, r.lifeMonths]),
    [
      ['IMP-0', '0', 36],
      ['IMP-1', '0', 36],
      ['IMP-3', '0', 120],
    ],
  );
  // The sheet is in yuan for people (5680.50), the wire in fen.
  assert.equal(
    imported.map((r: any) => r.originalValue),
    [329_900, 568_050, 1_280_000],
  );

  const again = await importFile(ctx, 'cards.csv', assetCsv(rows.filter((_, i) => [0, 1, 3].includes(i))));
  assert.equal([again.status, again.step.params.added, again.step.params.updated], ['done', 0, 3]);
  assert.is(await cardCount(ctx), before + 3);
  // Generated: its code is refused by the next import.
  await runTask(ctx, 'asset-generation', { cardIds: [imported[0].cardId] });
  const locked = await importFile(ctx, 'cards.csv', assetCsv(rows.slice(0, 1)));
  assert.equal([locked.status, locked.errors], ['failed', 1]);
});

test('generation of every card still to be generated', async (ctx) => {
  const pending = Number((await call(ctx, 'GET', '/assets/card/list?genStatus=0')).body.total);
  assert.ok(pending > 0);
  const all = await runTask(ctx, 'asset-generation', {});
  assert.equal([all.status, all.step.params.generated, all.fileName], ['done', pending, '资产生成（全部待生成卡片）']);
  assert.is((await call(ctx, 'GET', '/assets/card/list?genStatus=0')).body.total, 0);
  // The other hotel's pending cards stay pending.
  assert.ok((await call(ctx, 'GET', '/assets/card/list?genStatus=0', { token: ctx.tokens.accountant2 })).body.total > 0);
});

test.run();
