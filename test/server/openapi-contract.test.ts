/**
 * The document cannot drift from the server: real answers validated against /prod-api/openapi.json
 * (test/server/openapi-replies.ts), on whichever engine the tier runs.
 * - every answer of the endpoint guards (no token: 401; a signed-in user without grants: 403 or their
 *   own call's answer) is a status the operation declares, in the error shape it declares;
 * - every endpoint declares its contract (plugins/contract.ts), has a happy-path call below, and its
 *   answer validates against the reply schema (JSON) or has the declared media type (PDF, xlsx). A new
 *   endpoint without a contract, or without a call here, fails the first tests, on purpose.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { factsOf } from '../../server/lib/route-facts.js';
import { replyChecker, type ReplyCheck } from './openapi-replies.js';
import { APPROVAL_CALLS } from './contract-calls/approvals.js';
import { RECORD_CALLS } from './contract-calls/records.js';
import { TASK_CALLS } from './contract-calls/tasks.js';
import { SYSTEM_CALLS } from './contract-calls/system.js';
import { ACCOUNTING_CALLS } from './contract-calls/accounting.js';
import { ASSET_CALLS } from './contract-calls/assets.js';
import { REPORT_CALLS } from './contract-calls/reports.js';
import { MENU_CALLS } from './contract-calls/menus.js';
import { concrete, probe } from './route-table.js';
import type { Answer, Harness } from './support.js';
import { setup } from './support.js';

type Route = { method: string; path: string };
type Ctx = { h: Harness; check: ReplyCheck; routes: Route[]; declared: Set<string>; admin: string; orgId: number; voucherId: number };
const key = (r: Route) => `${r.method} ${r.path}`;

/** One call of each endpoint with a declared contract, as a signed-in administrator (or signed out for public ones). */
const HAPPY: Record<string, (ctx: Ctx) => Promise<Answer>> = {
  'POST /prod-api/auth/oauth/token': ({ h }) => h.signIn('admin'),
  'GET /prod-api/code': ({ h }) => h.call('GET', '/prod-api/code'),
  'POST /prod-api/auth/token/tokenInit': async ({ h }) => {
    const initplat = await h.signIn('admin', { query: { websource: 'initplat' } });
    return h.call('POST', '/prod-api/auth/token/tokenInit', { token: initplat.body.access_token });
  },
  'DELETE /prod-api/auth/token/logout': async ({ h }) => h.call('DELETE', '/prod-api/auth/token/logout', { token: await h.login('frontdesk1') }),
  'GET /prod-api/htservice/config/configKey/:key': ({ h, admin }) => h.call('GET', '/prod-api/htservice/config/configKey/sys.account.captchaEnabled', { token: admin }),
  'GET /prod-api/htservice/org/getLoginOrgData': ({ h }) => h.call('GET', '/prod-api/htservice/org/getLoginOrgData'),
  'GET /prod-api/htservice/org/selectLoginDatePeriod': ({ h, admin, orgId }) =>
    h.call('GET', '/prod-api/htservice/org/selectLoginDatePeriod', { token: admin, query: { orgId: String(orgId), loginDate: new Date(h.clock.now).toISOString().slice(0, 10) } }),
  'GET /prod-api/htservice/org/getOrg': ({ h, admin, orgId }) =>
    h.call('GET', '/prod-api/htservice/org/getOrg', { token: admin, query: { orgId: String(orgId), loginDate: new Date(h.clock.now).toISOString().slice(0, 10) } }),
  'GET /prod-api/htservice/baseOrgPara/list': ({ h, admin }) => h.call('GET', '/prod-api/htservice/baseOrgPara/list', { token: admin, query: { pageSize: '5', orderByColumn: 'paraKey' } }),
  'GET /prod-api/htservice/baseOrgPara/getParaValueByKey': ({ h, admin }) => h.call('GET', '/prod-api/htservice/baseOrgPara/getParaValueByKey', { token: admin, query: { paraKey: 'watermark' } }),
  'GET /prod-api/htservice/baseOrgPara/baseOrgParaUpdate': ({ h, admin, orgId }) =>
    h.call('GET', '/prod-api/htservice/baseOrgPara/baseOrgParaUpdate', { token: admin, query: { orgId: String(orgId) } }),
  'GET /prod-api/htservice/baseOrgPara/:paraId{[0-9]+}': async ({ h, admin }) => {
    const list = await h.call('GET', '/prod-api/htservice/baseOrgPara/list', { token: admin });
    return h.call('GET', `/prod-api/htservice/baseOrgPara/${list.body.rows[0].paraId}`, { token: admin });
  },
  'POST /prod-api/htservice/baseOrgPara': ({ h, admin }) => h.call('POST', '/prod-api/htservice/baseOrgPara', { token: admin, body: { paraKey: 'contract.added', paraName: '契约测试' } }),
  'PUT /prod-api/htservice/baseOrgPara': async ({ h, admin }) => {
    const added = await h.call('POST', '/prod-api/htservice/baseOrgPara', { token: admin, body: { paraKey: 'contract.edited', paraName: '契约测试' } });
    return h.call('PUT', '/prod-api/htservice/baseOrgPara', { token: admin, body: { paraId: added.body.data.paraId, version: added.body.data.version, paraValue: '1' } });
  },
  'GET /prod-api/htservice/config/list': ({ h, admin }) => h.call('GET', '/prod-api/htservice/config/list', { token: admin, query: { configType: 'Y', pageSize: '100000000' } }),
  'GET /prod-api/htservice/config/:configId{[0-9]+}': ({ h, admin }) => h.call('GET', '/prod-api/htservice/config/1', { token: admin }),
  'POST /prod-api/htservice/config': ({ h, admin }) => h.call('POST', '/prod-api/htservice/config', { token: admin, body: { configName: '契约', configKey: 'contract.added' } }),
  'PUT /prod-api/htservice/config': async ({ h, admin }) => {
    const added = await h.call('POST', '/prod-api/htservice/config', { token: admin, body: { configName: '契约', configKey: 'contract.edited' } });
    return h.call('PUT', '/prod-api/htservice/config', { token: admin, body: { configId: added.body.data.configId, version: added.body.data.version, configValue: 'x' } });
  },
  'DELETE /prod-api/htservice/config/:configIds{[0-9,]+}': async ({ h, admin }) => {
    const added = await h.call('POST', '/prod-api/htservice/config', { token: admin, body: { configName: '契约', configKey: 'contract.removed' } });
    return h.call('DELETE', `/prod-api/htservice/config/${added.body.data.configId}`, { token: admin });
  },
  'GET /prod-api/htservice/dict/type/list': ({ h, admin }) => h.call('GET', '/prod-api/htservice/dict/type/list', { token: admin, query: { dictType: 'sys_', status: '0' } }),
  'GET /prod-api/htservice/dict/type/optionselect': ({ h, admin }) => h.call('GET', '/prod-api/htservice/dict/type/optionselect', { token: admin }),
  'GET /prod-api/htservice/dict/type/:dictId{[0-9]+}': ({ h, admin }) => h.call('GET', '/prod-api/htservice/dict/type/1', { token: admin }),
  'POST /prod-api/htservice/dict/type': ({ h, admin }) => h.call('POST', '/prod-api/htservice/dict/type', { token: admin, body: { dictName: '契约', dictType: 'contract_added' } }),
  'PUT /prod-api/htservice/dict/type': async ({ h, admin }) => {
    const added = await h.call('POST', '/prod-api/htservice/dict/type', { token: admin, body: { dictName: '契约', dictType: 'contract_edited' } });
    return h.call('PUT', '/prod-api/htservice/dict/type', { token: admin, body: { dictId: added.body.data.dictId, version: added.body.data.version, remark: '改' } });
  },
  'DELETE /prod-api/htservice/dict/type/:dictIds{[0-9,]+}': async ({ h, admin }) => {
    const added = await h.call('POST', '/prod-api/htservice/dict/type', { token: admin, body: { dictName: '契约', dictType: 'contract_removed' } });
    return h.call('DELETE', `/prod-api/htservice/dict/type/${added.body.data.dictId}`, { token: admin });
  },
  'POST /prod-api/crmPrint/printpdf/voucherprint': ({ h, admin, voucherId }) => h.call('POST', '/prod-api/crmPrint/printpdf/voucherprint', { token: admin, body: { currentRow: [{ voucherId }] } }),
  'POST /prod-api/crmPrint/printpdf/voucherExport': ({ h, admin, voucherId }) => h.call('POST', '/prod-api/crmPrint/printpdf/voucherExport', { token: admin, body: { currentRow: { voucherId } } }),
  'POST /prod-api/crmPrint/printpdf/voucherAppendExport': ({ h, admin, voucherId }) =>
    h.call('POST', '/prod-api/crmPrint/printpdf/voucherAppendExport', { token: admin, body: { currentRow: [{ voucherId }, { voucherId }] } }),
  'POST /prod-api/crmPrint/printpdf/voucherPrintRecord': ({ h, admin, voucherId }) =>
    h.call('POST', '/prod-api/crmPrint/printpdf/voucherPrintRecord', { token: admin, body: { currentRow: { voucherId } } }),
  'GET /prod-api/crmPrint/printpdf/getPrintRecordList': ({ h, admin, orgId, voucherId }) =>
    h.call('GET', '/prod-api/crmPrint/printpdf/getPrintRecordList', { token: admin, query: { orgId: String(orgId), voucherId: String(voucherId), orderByColumn: 'printedAt' } }),
  'GET /prod-api/crmPrint/printpdf/countPrintRecordDetail': ({ h, admin, voucherId }) =>
    h.call('GET', '/prod-api/crmPrint/printpdf/countPrintRecordDetail', { token: admin, query: { voucherId: String(voucherId) } }),
  'GET /prod-api/openapi.json': ({ h }) => h.call('GET', '/prod-api/openapi.json'),
  // Areas keep their calls in contract-calls/<area>.ts.
  ...RECORD_CALLS,
  ...APPROVAL_CALLS,
  ...TASK_CALLS,
  ...SYSTEM_CALLS,
  ...ACCOUNTING_CALLS,
  ...ASSET_CALLS,
  ...REPORT_CALLS,
  ...MENU_CALLS,
};

const test = suite<Ctx>('openapi contract');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const doc = await ctx.h.call('GET', '/prod-api/openapi.json');
  ctx.check = replyChecker(doc.body);
  const seen = new Set<string>();
  ctx.routes = ctx.h.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/prod-api/')).filter((r) => !seen.has(key(r)) && Boolean(seen.add(key(r))));
  ctx.declared = new Set(ctx.h.app.routes.filter((r) => factsOf(r.handler)?.endpoint).map(key));
  ctx.admin = await ctx.h.login('admin');
  ctx.orgId = await ctx.h.orgId('HT001');
  const voucher = await ctx.h.db.selectFrom('vouchers').select('voucher_id').where('org_id', '=', ctx.orgId).executeTakeFirstOrThrow();
  ctx.voucherId = voucher.voucher_id;
});
test.after(async (ctx) => ctx.h.close());

test('every endpoint declares its contract, so the document describes each one', ({ routes, declared }) => {
  assert.equal(routes.filter((r) => !declared.has(key(r))).map(key), []);
});

test('every endpoint with a declared contract has a happy-path call here, and only those', ({ declared }) => {
  assert.equal([...declared].sort(), Object.keys(HAPPY).sort());
});

test('every answer of the endpoint guards matches the document', async ({ h, routes, check }) => {
  const template = await h.db.selectFrom('users').selectAll().where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow();
  const { user_id: _, ...rest } = template;
  await h.db
    .insertInto('users')
    .values({ ...rest, user_name: 'nogrants', nick_name: '无权限' })
    .execute();
  const nogrants = await h.login('nogrants', 'HT001');
  const problems: string[] = [];
  for (const token of [undefined, nogrants]) {
    for (const r of routes) {
      const answer = await probe(h, r, token);
      // Only refusals are checked here: a signed-in user's own calls answer with data the happy paths check.
      if (answer.status >= 400) problems.push(check(r, answer) ?? '');
    }
  }
  assert.equal(problems.filter(Boolean), []);
});

test('the happy path of every declared endpoint validates against its reply schema', async (ctx) => {
  const problems: string[] = [];
  for (const [name, call] of Object.entries(HAPPY)) {
    const [method, path] = name.split(' ');
    const answer = await call(ctx);
    if (answer.status !== 200) problems.push(`${name} (${concrete(path)}): ${answer.status} ${answer.text.slice(0, 200)}`);
    else problems.push(ctx.check({ method, path }, answer) ?? '');
  }
  assert.equal(problems.filter(Boolean), []);
});

test.run();
