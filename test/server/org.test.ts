/** Organisation list, login-date period and config key reads, with the tenant boundary enforced. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../server/lib/time.js';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness; a: string; hotelA: number; hotelB: number }>('org');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.a = await ctx.h.login('accountant1');
  ctx.hotelA = await ctx.h.orgId('HT001');
  ctx.hotelB = await ctx.h.orgId('HT002');
});
test.after(async (ctx) => ctx.h.close());

const period = (h: Harness, token: string | undefined, query: Record<string, string>) => h.call('GET', '/prod-api/htservice/org/selectLoginDatePeriod', { token, query });

test('getLoginOrgData is public and lists the active hotels', async ({ h }) => {
  const res = await h.call('GET', '/prod-api/htservice/org/getLoginOrgData');
  assert.is(res.status, 200);
  assert.equal(
    res.body.data.map((o: any) => [o.orgCode, o.orgName]),
    [
      ['HT001', '合软大酒店'],
      ['HT002', '合软度假酒店'],
    ],
  );
  assert.type(res.body.data[0].orgId, 'number');
  await h.db.updateTable('organisations').set({ status: '1' }).where('org_code', '=', 'HT002').execute();
  try {
    const only = await h.call('GET', '/prod-api/htservice/org/getLoginOrgData');
    assert.equal(
      only.body.data.map((o: any) => o.orgCode),
      ['HT001'],
    );
  } finally {
    await h.db.updateTable('organisations').set({ status: '0' }).where('org_code', '=', 'HT002').execute();
  }
});

test('selectLoginDatePeriod answers the period holding the date', async ({ h, a, hotelA }) => {
  const today = formatDate(h.clock.now);
  const res = await period(h, a, { orgId: String(hotelA), loginDate: today });
  assert.is(res.status, 200, res.text);
  const p = res.body.data;
  assert.is(p.orgId, hotelA);
  assert.is(p.year, Number(today.slice(0, 4)));
  assert.is(p.period, Number(today.slice(5, 7)));
  assert.ok(p.startDate <= today && today <= p.endDate);
  assert.is(p.status, '0');
  const lastYear = await period(h, a, { orgId: String(hotelA), loginDate: `${p.year - 1}-02-28` });
  assert.is(lastYear.body.data.period, 2);
  assert.is(lastYear.body.data.endDate, `${p.year - 1}-02-${new Date(Date.UTC(p.year - 1, 2, 0)).getUTCDate()}`);
  assert.is(lastYear.body.data.status, '1');
});

test("a hotel A session asking for hotel B's period → 403", async ({ h, a, hotelB }) => {
  const res = await period(h, a, { orgId: String(hotelB), loginDate: formatDate(h.clock.now) });
  assert.is(res.status, 403);
  assert.is(res.body.code, 403);
  assert.not.ok(res.body.data);
});

test('no period → 404 with a clear message; bad or missing date → 422 naming loginDate', async ({ h, a, hotelA }) => {
  const none = await period(h, a, { orgId: String(hotelA), loginDate: '1999-01-15' });
  assert.is(none.status, 404);
  assert.match(none.body.msg, '1999-01-15');
  for (const loginDate of ['2025-13-01', '2025-02-30', 'yesterday', '']) {
    const bad = await period(h, a, { orgId: String(hotelA), loginDate });
    assert.is(bad.status, 422, loginDate);
    assert.is(bad.body.field, 'loginDate');
    assert.match(bad.body.msg, 'loginDate');
  }
  const noOrg = await period(h, a, { loginDate: '2025-01-01' });
  assert.is(noOrg.status, 422);
  assert.is(noOrg.body.field, 'orgId');
  assert.is((await period(h, undefined, { orgId: String(hotelA), loginDate: '2025-01-01' })).status, 401);
});

test('configKey answers the value in msg, empty for unknown keys, and needs a session', async ({ h, a }) => {
  const res = await h.call('GET', '/prod-api/htservice/config/configKey/enableContactService', { token: a });
  assert.equal(res.body, { code: 200, msg: '1' });
  const unknown = await h.call('GET', '/prod-api/htservice/config/configKey/no.such.key', { token: a });
  assert.equal(unknown.body, { code: 200, msg: '' });
  assert.is((await h.call('GET', '/prod-api/htservice/config/configKey/enableContactService')).status, 401);
});

test.run();
