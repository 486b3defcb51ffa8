/**
 * 组织初始化 gives a new hotel the standard chart with the auxiliary dimensions the demo hotels' charts require
 * (receivables by customer, payables by supplier, other receivables by employee, revenue and departmental
 * expenses by department), so a voucher on such an account is held to them there too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setup } from './support.js';

const API = '/prod-api/htservice';

test('an organisation made by 组织初始化 requires the same dimensions as the demo chart', async () => {
  const h = await setup();
  try {
    const admin = await h.login('admin');
    const made = await h.call('POST', `${API}/org`, { token: admin, body: { orgCode: 'HT078', orgName: '维度测试酒店' } });
    assert.is(made.status, 200, made.text);
    const orgId = made.body.data.orgId as number;
    const init = await h.call('GET', `${API}/org/initData/`, { token: admin, query: { orgId: String(orgId) } });
    assert.is(init.status, 200, init.text);
    const dimsOf = async (org: number) =>
      Object.fromEntries((await h.db.selectFrom('acc_accounts').select(['account_code', 'aux_dims']).where('org_id', '=', org).execute()).map((a) => [a.account_code, a.aux_dims ?? '']));
    const demo = await dimsOf(await h.orgId('HT001'));
    const fresh = await dimsOf(orgId);
    assert.equal(fresh, demo);
    assert.equal([fresh['1122'], fresh['2202'], fresh['600101']], ['customer', 'supplier', 'dept']);
  } finally {
    await h.close();
  }
});

test.run();
