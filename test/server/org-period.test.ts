/**
 * Saving a year's accounting periods (saveSysOrgPeriod): moved month ends, closing (through 结账 and its
 * checks) and reopening in order, a new year created whole; every broken rule a 422 naming the field with the period's index,
 * and a refused save changes nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const ORG = '/prod-api/htservice/org';
type P = { period: number; startDate: string; endDate: string; status: string };

const test = suite<{ h: Harness; admin: string; orgId: number; year: number }>('accounting periods');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.orgId = await ctx.h.orgId('HT002');
  ctx.year = new Date(ctx.h.clock.now).getFullYear();
});
test.after(async (ctx) => ctx.h.close());

const load = async (h: Harness, token: string, orgId: number, year: number): Promise<P[]> =>
  (await h.call('GET', `${ORG}/selectPeriodByOrgAndYear`, { token, query: { orgId: String(orgId), year: String(year) } })).body.data.map(({ period, startDate, endDate, status }: P) => ({
    period,
    startDate,
    endDate,
    status,
  }));
const save = (h: Harness, token: string, orgId: number, year: number, periods: unknown) => h.call('POST', `${ORG}/saveSysOrgPeriod`, { token, body: { orgId, year, periods } });

test('month ends moved to the 25th; closing the first period goes through 结账: refused for its checks, else closed and reopened', async ({ h, admin, orgId, year }) => {
  const periods = await load(h, admin, orgId, year);
  assert.is(periods.length, 12);
  periods[0].endDate = `${year}-01-25`;
  periods[1].startDate = `${year}-01-26`;
  periods[0].status = '1';
  // HT002's assets in use are not depreciated for period 1: the close is refused at the period's status, nothing saved.
  const refused = await save(h, admin, orgId, year, periods);
  assert.equal([refused.status, refused.body.field, refused.body.msg], [409, 'periods.0.status', `${year}-01 不能结账，未通过：已计提折旧`]);
  assert.is((await load(h, admin, orgId, year))[0].endDate, `${year}-01-31`);
  // Left open, the moved month ends are saved and read back.
  periods[0].status = '0';
  const res = await save(h, admin, orgId, year, periods);
  assert.is(res.status, 200, res.text);
  const back = await load(h, admin, orgId, year);
  assert.equal(back.slice(0, 2), [
    { period: 1, startDate: `${year}-01-01`, endDate: `${year}-01-25`, status: '0' },
    { period: 2, startDate: `${year}-01-26`, endDate: `${year}-02-${new Date(Date.UTC(year, 2, 0)).getUTCDate()}`, status: '0' },
  ]);

  // A new hotel without books passes every check: its first period closes from the editor, naming who closed it, and reopens.
  const made = await h.call('POST', ORG, { token: admin, body: { orgCode: 'HT079', orgName: '期间测试酒店' } });
  assert.is(made.status, 200, made.text);
  const fresh = made.body.data.orgId as number;
  assert.is((await h.call('GET', `${ORG}/initData/`, { token: admin, query: { orgId: String(fresh) } })).status, 200);
  const own = await load(h, admin, fresh, year);
  own[0].status = '1';
  const closed = await save(h, admin, fresh, year, own);
  assert.is(closed.status, 200, closed.text);
  const row = await h.db.selectFrom('accounting_periods').select(['status', 'closed_by']).where('org_id', '=', fresh).where('year', '=', year).where('period', '=', 1).executeTakeFirstOrThrow();
  assert.equal([row.status, row.closed_by], ['1', '系统管理员']);
  own[0].status = '0';
  assert.is((await save(h, admin, fresh, year, own)).status, 200);
  assert.is((await load(h, admin, fresh, year))[0].status, '0');
});

test('every broken rule → 422 naming the field, nothing changed', async ({ h, admin, orgId, year }) => {
  const good = await load(h, admin, orgId, year);
  const lastYear = await load(h, admin, orgId, year - 1);
  const variant = (change: (p: P[]) => P[] | unknown) => {
    const copy = good.map((p) => ({ ...p }));
    return change(copy) ?? copy;
  };
  const cases: Array<[string, unknown, string, string?]> = [
    ['eleven periods', variant((p) => p.slice(0, 11)), 'periods', `${year} 年须有第 1 至第 12 期各一期`],
    ['a period twice', variant((p) => ((p[11] = { ...p[10] }), p)), 'periods'],
    ['thirteen', variant((p) => [...p, { ...p[0], period: 13 }]), 'periods'],
    ['late start of the year', variant((p) => void (p[0].startDate = `${year}-01-02`)), 'periods.0.startDate', `第 1 期须从 ${year}-01-01 开始`],
    ['start after end', variant((p) => void (p[2].endDate = `${year}-02-27`)), 'periods.2.endDate', '第 3 期的开始日期晚于结束日期'],
    ['overlap', variant((p) => void (p[3].startDate = `${year}-03-30`)), 'periods.3.startDate', `第 4 期须从 ${year}-04-01 开始，紧接上一期，不能重叠或留空`],
    ['gap', variant((p) => void (p[4].endDate = `${year}-05-30`)), 'periods.5.startDate'],
    ['short of the year end', variant((p) => void (p[11].endDate = `${year}-12-30`)), 'periods.11.endDate', `第 12 期须在 ${year}-12-31 结束`],
    ['closed out of order', variant((p) => void (p[2].status = '1')), 'periods.2.status'],
    ['not a date', variant((p) => void (p[5].endDate = `${year}-06-31`)), 'periods.5.endDate'],
    ['bad status', variant((p) => void (p[5].status = 'x')), 'periods.5.status'],
    ['period 0', variant((p) => void (p[0].period = 0)), 'periods.0.period'],
  ];
  const before = JSON.stringify(await h.db.selectFrom('accounting_periods').selectAll().orderBy('period_id').execute());
  for (const [name, periods, field, msg] of cases) {
    const res = await save(h, admin, orgId, year, periods);
    assert.is(res.status, 422, `${name}: ${res.status} ${res.text}`);
    assert.is(res.body.field, field, name);
    if (msg) assert.is(res.body.msg, msg, name);
  }
  // A closed period keeps its dates: last year is all closed.
  lastYear[0].endDate = `${year - 1}-01-30`;
  lastYear[1].startDate = `${year - 1}-01-31`;
  const locked = await save(h, admin, orgId, year - 1, lastYear);
  assert.is(locked.body.field, 'periods.0.endDate');
  assert.is(locked.body.msg, '第 1 期已结账，不能修改日期');
  assert.is((await save(h, admin, orgId, 1800, good)).body.field, 'year');
  assert.is((await h.call('POST', `${ORG}/saveSysOrgPeriod`, { token: admin, body: { year, periods: good } })).body.field, 'orgId');
  assert.is((await save(h, admin, 999999, year, good)).status, 404);
  assert.is(JSON.stringify(await h.db.selectFrom('accounting_periods').selectAll().orderBy('period_id').execute()), before);
});

test('a year without periods is created whole by its first save', async ({ h, admin, orgId, year }) => {
  assert.equal(await load(h, admin, orgId, year + 1), []);
  const next = (await load(h, admin, orgId, year)).map((p) => ({ ...p, startDate: p.startDate.replace(String(year), String(year + 1)), endDate: p.endDate.replace(String(year), String(year + 1)) }));
  next[1].endDate = `${year + 1}-02-${new Date(Date.UTC(year + 1, 2, 0)).getUTCDate()}`;
  next[0].endDate = `${year + 1}-01-31`;
  next[1].startDate = `${year + 1}-02-01`;
  const res = await save(h, admin, orgId, year + 1, next);
  assert.is(res.status, 200, res.text);
  assert.is(res.body.data.length, 12);
  assert.is(res.body.data[11].endDate, `${year + 1}-12-31`);
});

test.run();
