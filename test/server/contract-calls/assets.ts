/**
 * Happy-path calls of the fixed assets and the consumables stock (contracts/asset.ts, consumables.ts) on
 * HT001's seeded cards: each makes what it needs, and a depreciation run made for a call is reversed
 * again, so the calls run in any order.
 */
import type { Answer, Harness } from '../support.js';
import type { ContractCalls } from './types.js';

const A = '/prod-api/htservice/assets';

async function ok(answer: Promise<Answer>): Promise<Answer> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`${a.status} ${a.text.slice(0, 200)}`);
  return a;
}
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The n-th generated card in use, and a department other than its own. */
async function generated(h: Harness, token: string, n: number): Promise<{ cardId: number; otherDeptId: number }> {
  const cards = await ok(h.call('GET', `${A}/card/list`, { token, query: { genStatus: '1', pageSize: '50' } }));
  const card = cards.body.rows.filter((r: { disposalDate: string }) => !r.disposalDate)[n];
  const depts = await ok(h.call('GET', `${A}/departments`, { token }));
  return { cardId: card.cardId, otherDeptId: depts.body.data.find((d: { deptId: number }) => d.deptId !== card.deptId).deptId };
}
async function newCard(h: Harness, token: string, assetCode: string): Promise<Answer> {
  const [classes, depts] = await Promise.all([ok(h.call('GET', `${A}/classes`, { token })), ok(h.call('GET', `${A}/departments`, { token }))]);
  const body = { assetCode, assetName: '契约椅', classId: classes.body.data[0].classId, deptId: depts.body.data[0].deptId, originalValue: 120_050, startDate: today() };
  return h.call('POST', `${A}/card`, { token, body });
}
/** Runs this month's depreciation, hands its run to `call`, and reverses it after (unless the call is the reversal). */
async function withRun(h: Harness, token: string, call: (runId: number) => Promise<Answer>, reverses = false): Promise<Answer> {
  const d = new Date();
  const run = await h.runTask('asset-depreciation', { token, body: { year: d.getFullYear(), period: d.getMonth() + 1 } });
  if (run.task?.status !== 'done') throw new Error(`depreciation: ${JSON.stringify(run.task ?? run.body)}`);
  const runs = await ok(h.call('GET', `${A}/depreciation/list`, { token }));
  const runId: number = runs.body.rows[0].runId;
  const answer = await call(runId);
  if (!reverses) await ok(h.call('DELETE', `${A}/depreciation/${runId}`, { token }));
  return answer;
}

export const ASSET_CALLS: ContractCalls = {
  [`GET ${A}/card/list`]: ({ h, admin }) => h.call('GET', `${A}/card/list`, { token: admin, query: { genStatus: '1', orderByColumn: 'originalValue', pageSize: '5' } }),
  [`GET ${A}/classes`]: ({ h, admin }) => h.call('GET', `${A}/classes`, { token: admin }),
  [`GET ${A}/departments`]: ({ h, admin }) => h.call('GET', `${A}/departments`, { token: admin }),
  [`GET ${A}/card/:cardId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${A}/card/${(await generated(h, admin, 0)).cardId}`, { token: admin }),
  [`POST ${A}/card`]: ({ h, admin }) => newCard(h, admin, 'CT-ADDED'),
  [`PUT ${A}/card`]: async ({ h, admin }) => {
    const added = await ok(newCard(h, admin, 'CT-EDITED'));
    return h.call('PUT', `${A}/card`, { token: admin, body: { cardId: added.body.data.cardId, version: added.body.data.version, custodian: '契约' } });
  },
  [`DELETE ${A}/card/:cardIds{[0-9,]+}`]: async ({ h, admin }) => {
    const added = await ok(newCard(h, admin, 'CT-REMOVED'));
    return h.call('DELETE', `${A}/card/${added.body.data.cardId}`, { token: admin });
  },
  [`POST ${A}/card/:cardId{[0-9]+}/copy`]: async ({ h, admin }) => {
    const { cardId, otherDeptId } = await generated(h, admin, 0);
    return h.call('POST', `${A}/card/${cardId}/copy`, { token: admin, body: { deptId: otherDeptId } });
  },
  [`POST ${A}/card/:cardId{[0-9]+}/transfer`]: async ({ h, admin }) => {
    const { cardId, otherDeptId } = await generated(h, admin, 1);
    return h.call('POST', `${A}/card/${cardId}/transfer`, { token: admin, body: { toDeptId: otherDeptId, transferDate: today(), custodian: '契约' } });
  },
  [`POST ${A}/card/:cardId{[0-9]+}/dispose`]: async ({ h, admin }) => {
    const { cardId } = await generated(h, admin, 2);
    return h.call('POST', `${A}/card/${cardId}/dispose`, { token: admin, body: { disposalDate: today(), proceeds: 10_025 } });
  },
  [`GET ${A}/card/:cardId{[0-9]+}/history`]: async ({ h, admin }) => h.call('GET', `${A}/card/${(await generated(h, admin, 1)).cardId}/history`, { token: admin }),
  [`GET ${A}/depreciation/list`]: ({ h, admin }) => withRun(h, admin, () => h.call('GET', `${A}/depreciation/list`, { token: admin, query: { year: String(new Date().getFullYear()) } })),
  [`GET ${A}/depreciation/line/list`]: ({ h, admin }) => withRun(h, admin, (runId) => h.call('GET', `${A}/depreciation/line/list`, { token: admin, query: { runId: String(runId), pageSize: '5' } })),
  [`DELETE ${A}/depreciation/:runId{[0-9]+}`]: ({ h, admin }) => withRun(h, admin, (runId) => h.call('DELETE', `${A}/depreciation/${runId}`, { token: admin }), true),
  [`GET ${A}/check/list`]: ({ h, admin }) => h.call('GET', `${A}/check/list`, { token: admin }),
  [`GET ${A}/check/cards`]: async ({ h, admin }) => {
    const depts = await ok(h.call('GET', `${A}/departments`, { token: admin }));
    return h.call('GET', `${A}/check/cards`, { token: admin, query: { deptId: String(depts.body.data[0].deptId) } });
  },
  [`POST ${A}/check`]: async ({ h, admin }) => {
    const depts = await ok(h.call('GET', `${A}/departments`, { token: admin }));
    return h.call('POST', `${A}/check`, { token: admin, body: { deptId: depts.body.data[0].deptId, checkDate: today() } });
  },
  'GET /prod-api/htservice/consumables/stock/list': ({ h, admin }) => h.call('GET', '/prod-api/htservice/consumables/stock/list', { token: admin, query: { orderByColumn: 'amount', isAsc: 'desc' } }),
};
