/**
 * Group result (server/tasks/kinds/group-result.ts): every hotel's income statement of a period side by
 * side with the group's total, as a workbook; only the platform administrator may start it (403 for a
 * hotel's accountant, nothing stored); a bad period is a 422; an audited voucher in one hotel moves that
 * hotel's column and the total by exactly its amount.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { incomeStatement } from '../../server/reports/calculate.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; admin: string; period: string };
const test = suite<Ctx>('group result');
const START = '/prod-api/htservice/task/group-result';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.period = new Date(ctx.h.clock.now).toISOString().slice(0, 7);
});
test.after(async (ctx) => ctx.h.close());

/** Runs the task and reads its workbook: header, then each line's cells. */
async function run(ctx: Ctx) {
  const { status, task } = await ctx.h.runTask('group-result', { token: ctx.admin, body: { period: ctx.period } });
  assert.is(status, 200);
  assert.equal([task.status, task.step.key, task.hasResult], ['done', 'groupResultDone', true]);
  const file = await ctx.h.call('GET', `/prod-api/htservice/task/${task.taskId}/result`, { token: ctx.admin });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.bytes) as never);
  const values = book.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  return { task, header: values[0] as string[], lines: values.slice(1) as unknown[][] };
}

test('only the platform administrator starts it; a bad period names the field; nothing is stored when refused', async (ctx) => {
  const before = (await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length;
  assert.is((await ctx.h.call('POST', START, { token: await ctx.h.login('accountant1'), body: { period: ctx.period } })).status, 403);
  const bad = await ctx.h.call('POST', START, { token: ctx.admin, body: { period: '2026-13' } });
  assert.equal([bad.status, bad.body.field], [422, 'period']);
  assert.is((await ctx.h.db.selectFrom('tasks').select('task_id').execute()).length, before);
});

test("each hotel side by side with the group total, equal to each hotel's own statement; a new audited voucher moves its hotel by its amount", async (ctx) => {
  const { h } = ctx;
  const first = await run(ctx);
  assert.equal(first.header, ['项目', 'HT001 合软大酒店', 'HT002 合软度假酒店', '集团合计（本期）', '集团合计（本年累计）']);
  const orgs = [await h.orgId('HT001'), await h.orgId('HT002')];
  const statements = await Promise.all(orgs.map((id) => incomeStatement(h.db, id, ctx.period)));
  statements[0].forEach((line, n) => {
    const expected = [line.name, line.current / 100, statements[1][n].current / 100, (line.current + statements[1][n].current) / 100, (line.year + statements[1][n].year) / 100];
    assert.equal(
      first.lines[n].map((v) => v ?? 0),
      expected.map((v) => (v === 0 ? 0 : v)),
      line.name,
    );
  });

  // 1,000.00 of room revenue, audited, in the second hotel.
  const accountant2 = await h.login('accountant2');
  const day = `${ctx.period}-15`;
  const made = await h.call('POST', '/prod-api/htservice/voucher', {
    token: accountant2,
    body: {
      voucherDate: day,
      lines: [
        { summary: '房费', accountCode: '1002', debit: 100000, credit: 0, cashflowCode: 'CF01' },
        { summary: '房费', accountCode: '6001', debit: 0, credit: 100000 },
      ],
    },
  });
  assert.is(made.status, 200, made.text);
  await h.db.updateTable('vouchers').set({ status: '2' }).where('voucher_id', '=', made.body.data.voucherId).execute();
  const second = await run(ctx);
  const revenue = (r: Awaited<ReturnType<typeof run>>, col: number) => Number(r.lines[0][col] ?? 0);
  assert.is(revenue(second, 2) - revenue(first, 2), 1000, "the second hotel's revenue");
  assert.is(revenue(second, 1) - revenue(first, 1), 0, 'the first hotel unchanged');
  assert.is(revenue(second, 3) - revenue(first, 3), 1000, 'the total');
});

test.run();
