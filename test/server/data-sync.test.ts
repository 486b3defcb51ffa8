/**
 * Data sync (server/tasks/kinds/data-sync.ts): every hotel is brought up to the group's templates —
 * parameters, standard accounts, the year's periods — adding only what it lacks; a second run adds
 * nothing; only the platform administrator may start it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { STANDARD_CHART } from '../../server/db/chart-of-accounts.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; admin: string };
const test = suite<Ctx>('data sync');
const START = '/prod-api/htservice/task/data-sync';

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

async function sync(ctx: Ctx, body: object = {}) {
  const { status, task } = await ctx.h.runTask('data-sync', { token: ctx.admin, body });
  assert.is(status, 200);
  return task;
}

test('a new hotel gets the templates it lacks, the others nothing; a second run adds nothing', async (ctx) => {
  const { h } = ctx;
  const made = await h.call('POST', '/prod-api/htservice/org', { token: ctx.admin, body: { orgCode: 'HT050', orgName: '合软城市酒店', shortName: '城市', status: '0' } });
  assert.is(made.status, 200, made.text);
  const orgId = made.body.data.orgId as number;
  const year = new Date(h.clock.now).getFullYear();
  // An existing hotel has lost one account (it must come back) and renamed another (it must stay renamed).
  const ht001 = await h.orgId('HT001');
  await h.db.deleteFrom('acc_accounts').where('org_id', '=', ht001).where('account_code', '=', '6801').execute();
  await h.db.updateTable('acc_accounts').set({ account_name: '现金（前台）' }).where('org_id', '=', ht001).where('account_code', '=', '1001').execute();

  const first = await sync(ctx);
  assert.equal([first.status, first.step.key, first.step.params.year], ['done', 'dataSyncDone', year]);
  assert.is(first.step.params.accounts, STANDARD_CHART.length + 1, "the new hotel's chart and the one account the first hotel lost");
  assert.is(first.step.params.periods, 12);
  assert.is(first.step.params.paras, 12);
  const accounts = await h.db.selectFrom('acc_accounts').select(['account_code', 'account_name']).where('org_id', '=', orgId).execute();
  assert.is(accounts.length, STANDARD_CHART.length);
  const kept = await h.db.selectFrom('acc_accounts').select('account_name').where('org_id', '=', ht001).where('account_code', '=', '1001').executeTakeFirstOrThrow();
  assert.is(kept.account_name, '现金（前台）', 'what a hotel has is never changed');
  assert.is((await h.db.selectFrom('accounting_periods').select('period').where('org_id', '=', orgId).where('year', '=', year).execute()).length, 12);

  const second = await sync(ctx);
  assert.equal([second.step.params.paras, second.step.params.accounts, second.step.params.periods], [0, 0, 0]);
});

test('only the platform administrator starts it; a bad year names the field', async (ctx) => {
  assert.is((await ctx.h.call('POST', START, { token: await ctx.h.login('accountant1'), body: {} })).status, 403);
  const bad = await ctx.h.call('POST', START, { token: ctx.admin, body: { year: 1800 } });
  assert.equal([bad.status, bad.body.field], [422, 'year']);
});

test.run();
