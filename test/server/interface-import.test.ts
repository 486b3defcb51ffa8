/**
 * Interface programmes, the organisation interface and the day's import through them
 * (routes/interface-programme.ts, routes/org-interface.ts, tasks/kinds/interface-import.ts): the sample
 * export of examples/ becomes one balanced voucher with the expected amounts; the same day twice is
 * refused; a refund nets and may move a line to the other side; an unmapped code or an unbalanced file is refused with its row and reason in both languages
 * and nothing is written; one voucher per source on request; programme rules (409/422); organisation
 * isolation; permissions; the operation log.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSheet } from '../../server/tasks/table-file.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; token: string; year: number; orgId: number };
const test = suite<Ctx>('interface import');
const SAMPLE = readFileSync(new URL('../../examples/pms-daily-2026-11-24.csv', import.meta.url), 'utf8');
const P = '/prod-api/htservice/inputInterfaceProgramme';
const O = '/prod-api/htservice/sysOrgInterface';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.token = await ctx.h.login('accountant1');
  ctx.year = new Date(ctx.h.clock.now).getFullYear();
  ctx.orgId = await ctx.h.orgId('HT001');
});
test.after(async (ctx) => ctx.h.close());

/** The sample moved to `day` of this year's November (the demo's open periods are this year's). */
const sampleOn = (ctx: Ctx, day: string, edit: (text: string) => string = (s) => s) => edit(SAMPLE.replaceAll('2026-11-24', `${ctx.year}-11-${day}`));

async function importText(ctx: Ctx, text: string, token = ctx.token) {
  const form = new FormData();
  form.set('file', new File([text], 'pms-daily.csv'));
  return ctx.h.runTask('interface-import', { token, form });
}

const dayVouchers = (ctx: Ctx, day: string) =>
  ctx.h.db
    .selectFrom('vouchers')
    .select(['voucher_id', 'voucher_no', 'voucher_word', 'status', 'debit_total', 'credit_total', 'maker_name', 'import_ref'])
    .where('org_id', '=', ctx.orgId)
    .where('voucher_date', '=', `${ctx.year}-11-${day}`)
    .where('import_ref', 'like', 'iface:%')
    .orderBy('import_ref')
    .execute();

async function reasons(ctx: Ctx, taskId: number, lang = 'zh') {
  const answer = await ctx.h.call('GET', `/prod-api/htservice/task/${taskId}/rejected`, { token: ctx.token, headers: { 'accept-language': lang } });
  const sheet = await readSheet(answer.bytes, 'xlsx');
  return sheet.rows.map((r) => r.cells);
}

test('the sample export becomes one balanced 记 voucher; the same day again is refused and writes nothing', async (ctx) => {
  const first = await importText(ctx, sampleOn(ctx, '24'));
  assert.equal([first.task.status, first.task.step.key, first.task.step.params.imported], ['done', 'done', 18]);
  const [v, ...more] = await dayVouchers(ctx, '24');
  assert.equal(more, []);
  assert.equal([v.voucher_word, v.status, Number(v.debit_total), Number(v.credit_total), v.maker_name, v.import_ref], ['记', '0', 9_073_150, 9_073_150, '李建国', `iface:${ctx.year}-11-24`]);
  const lines = await ctx.h.db.selectFrom('voucher_lines').select(['account_code', 'summary', 'debit', 'credit']).where('voucher_id', '=', v.voucher_id).orderBy('line_no').execute();
  const byAccount = new Map<string, [number, number]>();
  for (const l of lines) {
    const [d, c] = byAccount.get(l.account_code) ?? [0, 0];
    byAccount.set(l.account_code, [d + Number(l.debit), c + Number(l.credit)]);
  }
  assert.equal(Object.fromEntries(byAccount), {
    1001: [446_550, 0],
    1002: [3_138_000, 0],
    1012: [3_688_600, 0],
    1122: [1_800_000, 0],
    600101: [0, 4_928_000],
    600102: [0, 3_387_550],
    600103: [0, 757_600],
  });
  assert.ok(lines.findIndex((l) => Number(l.credit) > 0) > lines.findLastIndex((l) => Number(l.debit) > 0), 'debits first');
  assert.ok(
    lines.some((l) => l.summary === `${ctx.year}-11-24 PMS 房费 客房部`),
    lines.map((l) => l.summary).join(' | '),
  );

  const again = await importText(ctx, sampleOn(ctx, '24'));
  assert.equal([again.task.status, again.task.errors], ['failed', 18]);
  const [row] = await reasons(ctx, again.task.taskId);
  assert.match(row.at(-1)!, new RegExp(`营业日期 ${ctx.year}-11-24 已导入为凭证 记-${String(v.voucher_no).padStart(4, '0')}`));
  assert.is((await dayVouchers(ctx, '24')).length, 1, 'not doubled');
});

test("a refund larger than the day's takings of a payment method moves to the other side", async (ctx) => {
  const refund = sampleOn(ctx, '20', (s) => s.replace('48600.00', '43600.00').replace('PMS,结算,,,CASH,现金,3200.00', 'PMS,结算,,,CASH,现金,-1800.00'));
  assert.is((await importText(ctx, refund)).task.status, 'done');
  const [v] = await dayVouchers(ctx, '20');
  assert.is(Number(v.debit_total), 8_753_150);
  const cash = await ctx.h.db.selectFrom('voucher_lines').select(['summary', 'debit', 'credit']).where('voucher_id', '=', v.voucher_id).where('account_code', '=', '1001').orderBy('line_no').execute();
  assert.equal(
    cash.map((l) => [l.summary, Number(l.debit), Number(l.credit)]),
    [
      [`${ctx.year}-11-20 POS 现金`, 126_550, 0],
      [`${ctx.year}-11-20 PMS 现金`, 0, 180_000],
    ],
  );
});

test('an unmapped code or an unbalanced file is refused with its row and reason in both languages; nothing is written', async (ctx) => {
  const unmapped = await importText(
    ctx,
    sampleOn(ctx, '23', (s) => s.replace(',MB,迷你吧,', ',SPA,水疗,')),
  );
  assert.equal([unmapped.task.status, unmapped.task.step.key, unmapped.task.errors], ['failed', 'rejectedNothingImported', 18]);
  const zh = await reasons(ctx, unmapped.task.taskId);
  const spa = zh.find((cells) => cells.includes('SPA'))!;
  assert.is(spa[0], '4', 'the file row (header is row 1)');
  assert.is(spa.at(-1), '收入项目 SPA 未在接口方案 PMS-DAILY 中对照科目');
  assert.ok(
    zh.filter((cells) => cells !== spa).every((cells) => /第 4 行有错误/.test(cells.at(-1)!)),
    'the other rows go with the file',
  );
  const en = await reasons(ctx, unmapped.task.taskId, 'en');
  assert.ok(
    en.some((cells) => cells.at(-1) === 'Revenue item SPA has no account in interface programme PMS-DAILY'),
    en.map((c) => c.at(-1)).join(' | '),
  );

  const unbalanced = await importText(
    ctx,
    sampleOn(ctx, '23', (s) => s.replace('48600.00', '48700.00')),
  );
  assert.equal([unbalanced.task.status, unbalanced.task.errors], ['failed', 18]);
  assert.match((await reasons(ctx, unbalanced.task.taskId))[0].at(-1)!, /收入与结算不平：借方合计 90,731.50，贷方合计 90,831.50，差额 -100.00/);
  const closed = await importText(ctx, sampleOn(ctx, '23').replaceAll(`${ctx.year}-11-23`, `${ctx.year - 1}-11-23`));
  assert.match((await reasons(ctx, closed.task.taskId))[0].at(-1)!, /不在已开启的会计期间内/);
  assert.equal(await dayVouchers(ctx, '23'), []);
});

test('one voucher per source when the organisation interface says so; its settings are checked', async (ctx) => {
  const current = (await ctx.h.call('GET', O, { token: ctx.token })).body.data;
  assert.equal([current.programmes.length, current.voucherMode, current.version], [1, 'day', 1]);
  const settings = { programmeId: current.programmeId, summaryTemplate: '{name}{dept}', voucherWord: '记', voucherMode: 'source', version: current.version };
  const bad = await ctx.h.call('PUT', O, { token: ctx.token, body: { ...settings, summaryTemplate: '{date} {guest}' } });
  assert.equal([bad.status, bad.body.field], [422, 'summaryTemplate']);
  assert.is((await ctx.h.call('PUT', O, { token: ctx.token, body: { ...settings, voucherWord: '收' } })).status, 422);
  const saved = await ctx.h.call('PUT', O, { token: ctx.token, body: settings });
  assert.equal([saved.status, saved.body.data.version, saved.body.data.updatedBy], [200, 2, '李建国']);
  assert.is((await ctx.h.call('PUT', O, { token: ctx.token, body: settings })).status, 409, 'stale version');

  const res = await importText(ctx, sampleOn(ctx, '22'));
  assert.is(res.task.status, 'done');
  const vouchers = await dayVouchers(ctx, '22');
  assert.equal(
    vouchers.map((v) => [v.import_ref, Number(v.debit_total)]),
    [
      [`iface:${ctx.year}-11-22:PMS`, 5_685_600],
      [`iface:${ctx.year}-11-22:POS`, 3_387_550],
    ],
  );
  await ctx.h.call('PUT', O, { token: ctx.token, body: { ...settings, voucherMode: 'day', summaryTemplate: current.summaryTemplate, version: 2 } });
});

test("the day is numbered under the interface's voucher word; a word not in use refuses the day", async (ctx) => {
  const setWord = (word: string) => ctx.h.db.updateTable('org_interfaces').set({ voucher_word: word }).where('org_id', '=', ctx.orgId).execute();
  await ctx.h.db.updateTable('voucher_words').set({ status: '0' }).where('org_id', '=', ctx.orgId).where('word', '=', '收').execute();
  await setWord('收');
  const received = await importText(ctx, sampleOn(ctx, '19'));
  assert.is(received.task.status, 'done', JSON.stringify(received.task));
  const [v] = await dayVouchers(ctx, '19');
  const firstOfWord = await ctx.h.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.min('voucher_no').as('n'))
    .where('org_id', '=', ctx.orgId)
    .where('voucher_word', '=', '收')
    .executeTakeFirstOrThrow();
  assert.equal([v.voucher_word, v.voucher_no, Number(firstOfWord.n)], ['收', 1, 1], 'the first 收 voucher, not a 记 number renamed');

  await setWord('付'); // seeded, not in use
  const refused = await importText(ctx, sampleOn(ctx, '18'));
  assert.equal([refused.task.status, refused.task.errors], ['failed', 18]);
  assert.match((await reasons(ctx, refused.task.taskId))[0].at(-1)!, '凭证字 付 不是本组织在用的凭证字');
  assert.equal(await dayVouchers(ctx, '18'), []);
  await setWord('记');
});

test('programmes: lines checked, codes unique, versions, in-use refused; operation log', async (ctx) => {
  const body = {
    programmeCode: 'POS-2',
    programmeName: '餐饮 POS',
    sourceSystem: 'POS',
    fileFormat: '',
    status: '0',
    remark: '',
    lines: [
      { mappingType: 'revenue', sourceCode: 'FB', sourceName: '餐费', accountCode: '600102', side: 'C' },
      { mappingType: 'department', sourceCode: '20', sourceName: '餐饮部', auxDeptCode: 'FB' },
    ],
  };
  const unknown = await ctx.h.call('POST', P, { token: ctx.token, body: { ...body, lines: [{ ...body.lines[0], accountCode: '9999' }] } });
  assert.equal([unknown.status, unknown.body.field], [422, 'lines.0.accountCode']);
  const twice = await ctx.h.call('POST', P, { token: ctx.token, body: { ...body, lines: [body.lines[0], body.lines[0]] } });
  assert.equal([twice.status, twice.body.field], [422, 'lines.1.sourceCode']);
  const noDept = await ctx.h.call('POST', P, { token: ctx.token, body: { ...body, lines: [{ mappingType: 'department', sourceCode: '20', sourceName: 'x' }] } });
  assert.equal([noDept.status, noDept.body.field], [422, 'lines.0.auxDeptCode']);
  const created = await ctx.h.call('POST', P, { token: ctx.token, body });
  assert.is(created.status, 200);
  const id = created.body.data.programmeId;
  assert.equal(
    created.body.data.lines.map((l: any) => [l.mappingType, l.accountCode, l.accountName, l.side, l.auxDeptCode]),
    [
      ['revenue', '600102', '主营业务收入-餐饮收入', 'C', null],
      ['department', null, null, null, 'FB'],
    ],
  );
  assert.equal((await ctx.h.call('POST', P, { token: ctx.token, body })).status, 409);

  const edited = await ctx.h.call('PUT', P, { token: ctx.token, body: { programmeId: id, version: 1, programmeName: '餐饮 POS 日结', lines: [body.lines[0]] } });
  assert.equal([edited.status, edited.body.data.version, edited.body.data.lineCount], [200, 2, 1]);
  assert.is((await ctx.h.call('PUT', P, { token: ctx.token, body: { programmeId: id, version: 1, programmeName: 'x' } })).status, 409);
  const list = await ctx.h.call('GET', `${P}/list`, { token: ctx.token, query: { programmeCode: 'POS' } });
  assert.equal(
    list.body.rows.map((r: any) => [r.programmeCode, r.lineCount]),
    [['POS-2', 1]],
  );

  const used = (await ctx.h.call('GET', O, { token: ctx.token })).body.data.programmeId;
  const inUse = await ctx.h.call('DELETE', `${P}/${used},${id}`, { token: ctx.token });
  assert.equal([inUse.status, inUse.body.msg], [409, '接口方案 PMS-DAILY 正被机构接口使用，不能删除']);
  assert.is((await ctx.h.call('GET', `${P}/${id}`, { token: ctx.token })).status, 200, 'all or nothing');
  assert.is((await ctx.h.call('DELETE', `${P}/${id}`, { token: ctx.token })).status, 200);
  assert.is((await ctx.h.call('GET', `${P}/${id}`, { token: ctx.token })).status, 404);

  await ctx.h.operLog.idle();
  const logged = await ctx.h.db
    .selectFrom('oper_logs')
    .select(['title', 'business_type', 'status'])
    .where('method', '=', 'POST /htservice/inputInterfaceProgramme')
    .where('status', '=', '0')
    .execute();
  assert.equal(
    logged.map((l) => l.title),
    ['接口方案'],
  );
});

test('another hotel sees none of it; the front desk may not touch it', async (ctx) => {
  const other = await ctx.h.login('accountant2');
  const programmeId = (await ctx.h.call('GET', O, { token: ctx.token })).body.data.programmeId;
  assert.is((await ctx.h.call('GET', `${P}/${programmeId}`, { token: other })).status, 404);
  assert.is((await ctx.h.call('DELETE', `${P}/${programmeId}`, { token: other })).status, 404);
  assert.is((await ctx.h.call('GET', `${P}/list`, { token: other })).body.total, 0);
  const theirs = (await ctx.h.call('GET', O, { token: other })).body.data;
  assert.equal([theirs.programmeId, theirs.version, theirs.programmes], [null, 0, []]);
  const borrow = await ctx.h.call('PUT', O, { token: other, body: { programmeId, summaryTemplate: '{name}', voucherWord: '记', voucherMode: 'day', version: 0 } });
  assert.equal([borrow.status, borrow.body.field], [422, 'programmeId']);
  const refused = await importText(ctx, sampleOn(ctx, '21'), other);
  assert.equal([refused.task.status, refused.task.errors], ['failed', 18]);
  const [row] = await ctx.h.call('GET', `/prod-api/htservice/task/${refused.task.taskId}/rejected`, { token: other }).then(async (a) => (await readSheet(a.bytes, 'xlsx')).rows);
  assert.match(row.cells.at(-1)!, /没有启用的机构接口或接口方案/);

  const desk = await ctx.h.login('frontdesk1');
  assert.is((await ctx.h.call('GET', `${P}/list`, { token: desk })).status, 403);
  assert.is((await ctx.h.call('GET', O, { token: desk })).status, 403);
  assert.is((await importText(ctx, sampleOn(ctx, '21'), desk)).status, 403);
});

test.run();
