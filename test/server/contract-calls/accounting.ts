/**
 * Happy-path calls of the vouchers, coding rules, auxiliary accounting, ledgers, month end, statements and
 * interfaces (contracts/voucher.ts, coding-rule.ts, aux-accounting.ts, ledger.ts, period-close.ts,
 * statement.ts, interface.ts): each
 * makes what it needs (and undoes what would change the others' books), so the calls run in any order.
 */
import type { Answer, Harness } from '../support.js';
import type { ContractCalls } from './types.js';

type HappyCtx = Parameters<ContractCalls[string]>[0];

const V = '/prod-api/htservice/voucher';
const NON_CASH = [
  { summary: '计提折旧', accountCode: '1601', debit: 3_000, credit: 0 },
  { summary: '计提折旧', accountCode: '1602', debit: 0, credit: 3_000 },
];
const CASH = [
  { summary: '收会议室租金', accountCode: '1002', debit: 88_000, credit: 0, cashflowCode: 'CF01' },
  { summary: '收会议室租金', accountCode: '6001', debit: 0, credit: 88_000 },
];

/** The 4th of the current month: inside the seed's open periods. */
function today4(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-04`;
}

/** accountant1 audits what admin makes (nobody audits their own voucher). */
const auditors = new WeakMap<Harness, Promise<string>>();
const auditor = (h: Harness) => auditors.get(h) ?? auditors.set(h, h.login('accountant1')).get(h)!;

async function ok(answer: Promise<Answer>): Promise<Answer> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`${a.status} ${a.text.slice(0, 200)}`);
  return a;
}

const act = async ({ h, admin }: HappyCtx, action: string, voucherId: number, who: 'admin' | 'auditor' = 'auditor') =>
  h.call('PUT', `${V}/${action}`, { token: who === 'admin' ? admin : await auditor(h), body: { voucherIds: [voucherId] } });

/** A new voucher of admin's, brought through the steps listed (the last one is the call checked). */
async function voucherThrough(ctx: HappyCtx, steps: Array<[string, 'admin' | 'auditor']>, lines = NON_CASH): Promise<Answer & { voucherId: number }> {
  const made = await ok(ctx.h.call('POST', V, { token: ctx.admin, body: { voucherDate: today4(), lines } }));
  const voucherId: number = made.body.data.voucherId;
  let last = made;
  for (const [action, who] of steps) last = await act(ctx, action, voucherId, who);
  return { ...last, voucherId };
}

const vouchers: ContractCalls = {
  'GET /prod-api/htservice/voucher/list': ({ h, admin }) => h.call('GET', `${V}/list`, { token: admin, query: { pageSize: '5', orderByColumn: 'voucherDate' } }),
  'GET /prod-api/htservice/voucher/accounts': ({ h, admin }) => h.call('GET', `${V}/accounts`, { token: admin }),
  'GET /prod-api/htservice/voucher/:voucherId{[0-9]+}': async ({ h, admin }) => {
    const list = await ok(h.call('GET', `${V}/list`, { token: admin, query: { pageSize: '1' } }));
    return h.call('GET', `${V}/${list.body.rows[0].voucherId}`, { token: admin });
  },
  'POST /prod-api/htservice/voucher': ({ h, admin }) => h.call('POST', V, { token: admin, body: { voucherDate: today4(), lines: CASH } }),
  'PUT /prod-api/htservice/voucher': async ({ h, admin }) => {
    const made = await ok(h.call('POST', V, { token: admin, body: { voucherDate: today4(), lines: NON_CASH } }));
    return h.call('PUT', V, { token: admin, body: { voucherId: made.body.data.voucherId, version: made.body.data.version, remark: '契约' } });
  },
  'DELETE /prod-api/htservice/voucher/:voucherIds{[0-9,]+}': async ({ h, admin }) => {
    const made = await ok(h.call('POST', V, { token: admin, body: { voucherDate: today4(), lines: NON_CASH } }));
    return h.call('DELETE', `${V}/${made.body.data.voucherId}`, { token: admin });
  },
  'PUT /prod-api/htservice/voucher/send': (ctx) => voucherThrough(ctx, [['send', 'admin']]),
  'PUT /prod-api/htservice/voucher/withdraw': (ctx) =>
    voucherThrough(ctx, [
      ['send', 'admin'],
      ['withdraw', 'admin'],
    ]),
  'PUT /prod-api/htservice/voucher/audit': (ctx) =>
    voucherThrough(ctx, [
      ['send', 'admin'],
      ['audit', 'auditor'],
    ]),
  'PUT /prod-api/htservice/voucher/revoke': (ctx) =>
    voucherThrough(ctx, [
      ['send', 'admin'],
      ['audit', 'auditor'],
      ['revoke', 'auditor'],
    ]),
  'PUT /prod-api/htservice/voucher/sign': (ctx) =>
    voucherThrough(
      ctx,
      [
        ['send', 'admin'],
        ['audit', 'auditor'],
        ['sign', 'auditor'],
      ],
      CASH,
    ),
  'PUT /prod-api/htservice/voucher/unsign': (ctx) =>
    voucherThrough(
      ctx,
      [
        ['send', 'admin'],
        ['audit', 'auditor'],
        ['sign', 'auditor'],
        ['unsign', 'auditor'],
      ],
      CASH,
    ),
  'PUT /prod-api/htservice/voucher/post': (ctx) =>
    voucherThrough(ctx, [
      ['send', 'admin'],
      ['audit', 'auditor'],
      ['post', 'auditor'],
    ]),
  'PUT /prod-api/htservice/voucher/unpost': (ctx) =>
    voucherThrough(ctx, [
      ['send', 'admin'],
      ['audit', 'auditor'],
      ['post', 'auditor'],
      ['unpost', 'auditor'],
    ]),
  'POST /prod-api/htservice/voucher/reverse': async (ctx) => {
    const posted = await voucherThrough(ctx, [
      ['send', 'admin'],
      ['audit', 'auditor'],
      ['post', 'auditor'],
    ]);
    return ctx.h.call('POST', `${V}/reverse`, { token: ctx.admin, body: { voucherId: posted.voucherId, voucherDate: today4() } });
  },
};

const R = '/prod-api/htservice/voucherRule';
const C = '/prod-api/htservice/codingRule';
const codingRules: ContractCalls = {
  'GET /prod-api/htservice/voucherRule/list': ({ h, admin }) => h.call('GET', `${R}/list`, { token: admin, query: { status: '0' } }),
  'GET /prod-api/htservice/voucherRule/words': ({ h, admin }) => h.call('GET', `${R}/words`, { token: admin }),
  'GET /prod-api/htservice/voucherRule/:wordId{[0-9]+}': async ({ h, admin }) => {
    const list = await ok(h.call('GET', `${R}/list`, { token: admin }));
    return h.call('GET', `${R}/${list.body.rows[0].wordId}`, { token: admin });
  },
  'POST /prod-api/htservice/voucherRule': ({ h, admin }) => h.call('POST', R, { token: admin, body: { word: '契', wordName: '契约', printTitle: '契约凭证' } }),
  'PUT /prod-api/htservice/voucherRule': async ({ h, admin }) => {
    const added = await ok(h.call('POST', R, { token: admin, body: { word: '改', wordName: '契约', printTitle: '契约凭证' } }));
    return h.call('PUT', R, { token: admin, body: { wordId: added.body.data.wordId, version: added.body.data.version, remark: '改' } });
  },
  'DELETE /prod-api/htservice/voucherRule/:wordIds{[0-9,]+}': async ({ h, admin }) => {
    const added = await ok(h.call('POST', R, { token: admin, body: { word: '删', wordName: '契约', printTitle: '契约凭证' } }));
    return h.call('DELETE', `${R}/${added.body.data.wordId}`, { token: admin });
  },
  'GET /prod-api/htservice/codingRule/list': ({ h, admin }) => h.call('GET', `${C}/list`, { token: admin, query: { codeKind: 'account' } }),
  'GET /prod-api/htservice/codingRule/:ruleId{[0-9]+}': async ({ h, admin }) => {
    const list = await ok(h.call('GET', `${C}/list`, { token: admin }));
    return h.call('GET', `${C}/${list.body.rows[0].ruleId}`, { token: admin });
  },
  'PUT /prod-api/htservice/codingRule': async ({ h, admin }) => {
    const list = await ok(h.call('GET', `${C}/list`, { token: admin }));
    const rule = list.body.rows[0];
    return h.call('PUT', C, { token: admin, body: { ruleId: rule.ruleId, version: rule.version, remark: '契约' } });
  },
};

const A = '/prod-api/htservice/accAccount';
const I = '/prod-api/htservice/auxItem';
const L = '/prod-api/htservice/accounting/ledger';
const item = (itemCode: string) => ({ dimension: 'customer', itemCode, itemName: '契约客户' });
const auxAccounting: ContractCalls = {
  'GET /prod-api/htservice/accAccount/list': ({ h, admin }) => h.call('GET', `${A}/list`, { token: admin, query: { accountClass: 'asset', pageSize: '5' } }),
  'GET /prod-api/htservice/accAccount/:accountId{[0-9]+}': async ({ h, admin }) => {
    const list = await ok(h.call('GET', `${A}/list`, { token: admin, query: { pageSize: '1' } }));
    return h.call('GET', `${A}/${list.body.rows[0].accountId}`, { token: admin });
  },
  'PUT /prod-api/htservice/accAccount': async ({ h, admin }) => {
    const list = await ok(h.call('GET', `${A}/list`, { token: admin, query: { accountCode: '6603' } }));
    const account = list.body.rows[0];
    return h.call('PUT', A, { token: admin, body: { accountId: account.accountId, version: account.version, auxDims: account.auxDims } });
  },
  'GET /prod-api/htservice/auxItem/list': ({ h, admin }) => h.call('GET', `${I}/list`, { token: admin, query: { dimension: 'customer' } }),
  'GET /prod-api/htservice/auxItem/options': ({ h, admin }) => h.call('GET', `${I}/options`, { token: admin }),
  'GET /prod-api/htservice/auxItem/:itemId{[0-9]+}': async ({ h, admin }) => {
    const added = await ok(h.call('POST', I, { token: admin, body: item('CT-GET') }));
    return h.call('GET', `${I}/${added.body.data.itemId}`, { token: admin });
  },
  'POST /prod-api/htservice/auxItem': ({ h, admin }) => h.call('POST', I, { token: admin, body: item('CT-ADDED') }),
  'PUT /prod-api/htservice/auxItem': async ({ h, admin }) => {
    const added = await ok(h.call('POST', I, { token: admin, body: item('CT-EDITED') }));
    return h.call('PUT', I, { token: admin, body: { itemId: added.body.data.itemId, version: added.body.data.version, remark: '改' } });
  },
  'DELETE /prod-api/htservice/auxItem/:itemIds{[0-9,]+}': async ({ h, admin }) => {
    const added = await ok(h.call('POST', I, { token: admin, body: item('CT-REMOVED') }));
    return h.call('DELETE', `${I}/${added.body.data.itemId}`, { token: admin });
  },
  'GET /prod-api/htservice/accounting/ledger/auxBalance': ({ h, admin }) =>
    h.call('GET', `${L}/auxBalance`, { token: admin, query: { dimension: 'dept', year: String(new Date().getFullYear()), from: '1', to: '12' } }),
  'GET /prod-api/htservice/accounting/ledger/auxDetail': async ({ h, admin }) => {
    const added = await ok(h.call('POST', I, { token: admin, body: item('CT-DETAIL') }));
    return h.call('GET', `${L}/auxDetail`, { token: admin, query: { dimension: 'customer', itemId: String(added.body.data.itemId), year: String(new Date().getFullYear()), from: '1', to: '12' } });
  },
};

const year = () => String(new Date().getFullYear());
const ledgers: ContractCalls = {
  'GET /prod-api/htservice/accounting/ledger/general': ({ h, admin }) =>
    h.call('GET', `${L}/general`, { token: admin, query: { year: year(), period: String(new Date().getMonth() + 1), auditedOnly: '0' } }),
  'GET /prod-api/htservice/accounting/ledger/detail': ({ h, admin }) => h.call('GET', `${L}/detail`, { token: admin, query: { accountCode: '1002', year: year(), from: '1', to: '12' } }),
  'POST /prod-api/htservice/accounting/ledger/detail/export': ({ h, admin }) => h.call('POST', `${L}/detail/export`, { token: admin, body: { accountCode: '1002', year: year(), from: 1, to: 12 } }),
  'GET /prod-api/htservice/accounting/openingBalance/list': ({ h, admin }) =>
    h.call('GET', '/prod-api/htservice/accounting/openingBalance/list', { token: admin, query: { accountCode: '1', orderByColumn: 'accountCode', pageSize: '5' } }),
};

/**
 * Month end on HT002's books (no vouchers there): its first open period of the year closes and is
 * reopened after the call. Its asset cards would want that period depreciated first: an empty run
 * row stands in for the depreciation while the call runs (the depreciation has tests of its own).
 */
const P = '/prod-api/htservice/periodClose';
async function closable(h: Harness, call: (token: string, periodId: number) => Promise<Answer>): Promise<Answer> {
  const token = await h.login('admin', 'HT002');
  const periods = await ok(h.call('GET', `${P}/list`, { token, query: { year: year() } }));
  const open = periods.body.data.find((p: { status: string }) => p.status === '0');
  const run = await h.db
    .insertInto('asset_depreciation_runs')
    .values({ org_id: await h.orgId('HT002'), year: open.year, period: open.period, card_count: 0, total: 0, voucher_id: null, user_id: 1, user_name: 'contract', created_at: h.clock.now })
    .returning('run_id')
    .executeTakeFirstOrThrow();
  try {
    return await call(token, open.periodId);
  } finally {
    await h.db.deleteFrom('asset_depreciation_runs').where('run_id', '=', run.run_id).execute();
  }
}
const periodClose: ContractCalls = {
  'GET /prod-api/htservice/periodClose/list': ({ h, admin }) => h.call('GET', `${P}/list`, { token: admin, query: { year: year() } }),
  'GET /prod-api/htservice/periodClose/:periodId{[0-9]+}/checks': async ({ h, admin }) => {
    const periods = await ok(h.call('GET', `${P}/list`, { token: admin, query: { year: year() } }));
    return h.call('GET', `${P}/${periods.body.data[0].periodId}/checks`, { token: admin });
  },
  'PUT /prod-api/htservice/periodClose/:periodId{[0-9]+}/close': ({ h }) =>
    closable(h, async (token, periodId) => {
      const closed = await h.call('PUT', `${P}/${periodId}/close`, { token });
      if (closed.status === 200) await ok(h.call('PUT', `${P}/${periodId}/reopen`, { token }));
      return closed;
    }),
  'PUT /prod-api/htservice/periodClose/:periodId{[0-9]+}/reopen': ({ h }) =>
    closable(h, async (token, periodId) => {
      await ok(h.call('PUT', `${P}/${periodId}/close`, { token }));
      return h.call('PUT', `${P}/${periodId}/reopen`, { token });
    }),
};

const S = '/prod-api/htservice/accounting/statement';
const period = () => ({ year: year(), period: String(new Date().getMonth() + 1) });
const statements: ContractCalls = Object.fromEntries(
  ['balanceSheet', 'incomeStatement', 'cashFlow'].flatMap((key) => [
    [`GET ${S}/${key}`, ({ h, admin }) => h.call('GET', `${S}/${key}`, { token: admin, query: period() })],
    [`POST ${S}/${key}/export`, ({ h, admin }) => h.call('POST', `${S}/${key}/export`, { token: admin, body: period() })],
    [`POST ${S}/${key}/pdf`, ({ h, admin }) => h.call('POST', `${S}/${key}/pdf`, { token: admin, query: period() })],
  ]),
);

const IP = '/prod-api/htservice/inputInterfaceProgramme';
const O = '/prod-api/htservice/sysOrgInterface';
const programme = (programmeCode: string) => ({
  programmeCode,
  programmeName: '契约方案',
  sourceSystem: 'PMS',
  lines: [
    { mappingType: 'revenue', sourceCode: 'RM', sourceName: '客房收入', accountCode: '6001', side: 'C' },
    { mappingType: 'payment', sourceCode: 'CA', sourceName: '现金', accountCode: '1001', side: 'D' },
  ],
});
const interfaces: ContractCalls = {
  'GET /prod-api/htservice/inputInterfaceProgramme/list': ({ h, admin }) => h.call('GET', `${IP}/list`, { token: admin, query: { status: '0' } }),
  'GET /prod-api/htservice/inputInterfaceProgramme/options': ({ h, admin }) => h.call('GET', `${IP}/options`, { token: admin }),
  'GET /prod-api/htservice/inputInterfaceProgramme/:programmeId{[0-9]+}': async ({ h, admin }) => {
    const added = await ok(h.call('POST', IP, { token: admin, body: programme('CT-GET') }));
    return h.call('GET', `${IP}/${added.body.data.programmeId}`, { token: admin });
  },
  'POST /prod-api/htservice/inputInterfaceProgramme': ({ h, admin }) => h.call('POST', IP, { token: admin, body: programme('CT-ADDED') }),
  'PUT /prod-api/htservice/inputInterfaceProgramme': async ({ h, admin }) => {
    const added = await ok(h.call('POST', IP, { token: admin, body: programme('CT-EDITED') }));
    return h.call('PUT', IP, { token: admin, body: { programmeId: added.body.data.programmeId, version: added.body.data.version, remark: '改' } });
  },
  'DELETE /prod-api/htservice/inputInterfaceProgramme/:programmeIds{[0-9,]+}': async ({ h, admin }) => {
    const added = await ok(h.call('POST', IP, { token: admin, body: programme('CT-REMOVED') }));
    return h.call('DELETE', `${IP}/${added.body.data.programmeId}`, { token: admin });
  },
  'GET /prod-api/htservice/sysOrgInterface': ({ h, admin }) => h.call('GET', O, { token: admin }),
  'PUT /prod-api/htservice/sysOrgInterface': async ({ h, admin }) => {
    const current = await ok(h.call('GET', O, { token: admin }));
    const { programmeId, summaryTemplate, voucherWord, voucherMode, status, version } = current.body.data;
    return h.call('PUT', O, { token: admin, body: { programmeId, summaryTemplate, voucherWord, voucherMode, status, version } });
  },
};

export const ACCOUNTING_CALLS: ContractCalls = { ...vouchers, ...codingRules, ...auxAccounting, ...ledgers, ...periodClose, ...statements, ...interfaces };
