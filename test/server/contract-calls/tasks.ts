/**
 * Happy-path calls of the task calls, the to-do notices and the chat (contracts/task.ts, task-notice.ts,
 * chat.ts). A task start answers the queued task at once: whether it later succeeds is the kind's own tests'
 * concern. Tasks run in the second hotel (HT002), so what they write never meets the other areas' calls in HT001.
 */
import { ownConversation, postMessage } from '../../../server/chat/store.js';
import { stockRows, toCsv } from '../../support/stock-sheet.js';
import type { Harness } from '../support.js';
import type { ContractCalls } from './types.js';

const T = '/prod-api/htservice/task';
const ID = ':taskId{[0-9]+}';
const M = '/prod-api/htservice/module';

/** A small upload, as the shell sends an import (by default columns no kind has: the task fails, nothing is written). */
const upload = (bytes: Uint8Array<ArrayBuffer> = new TextEncoder().encode('a,b\n1,2\n')) => {
  const form = new FormData();
  form.set('file', new File([bytes], 'rows.csv'));
  form.set('importValidRows', 'true');
  return form;
};
const IMPORTS = ['stock-import', 'opening-balance-import', 'asset-card-import', 'price-agreement-import', 'sale-agreement-import', 'voucher-import', 'interface-import', 'report-import'];

function runs(h: Harness): Record<string, object> {
  const now = new Date(h.clock.now);
  const year = now.getFullYear();
  const month = now.toISOString().slice(0, 7);
  return {
    'trial-calculation': { year, period: 1 },
    reportPdf: { reportKey: 'operatingRevenue', from: `${year}-01-01`, to: `${year}-12-31` },
    reportExcel: { reportKey: 'operatingRevenue', from: `${year}-01-01`, to: `${year}-12-31` },
    reportCalculate: { period: month },
    // Cards that do not exist and a month long after the books end: both start, then change nothing.
    'asset-generation': { cardIds: [999999999] },
    'asset-depreciation': { year: 2199, period: 12 },
    'group-result': { period: month },
    'data-sync': {},
  };
}

/** frontdesk1's conversation with a message of theirs and a reply of the desk in it (the socket's store calls). */
async function conversation(h: Harness) {
  const token = await h.login('frontdesk1');
  const user = await h.db.selectFrom('users').select(['user_id', 'org_id']).where('user_name', '=', 'frontdesk1').executeTakeFirstOrThrow();
  const desk = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
  const conversationId = await ownConversation(h.db, user.org_id, user.user_id, h.clock.now);
  await postMessage(h.db, { conversationId, senderId: user.user_id, fromDesk: false, clientId: 'contract-1', body: '你好', now: h.clock.now });
  await postMessage(h.db, { conversationId, senderId: desk.user_id, fromDesk: true, clientId: 'contract-2', body: '您好', now: h.clock.now });
  return { token, conversationId };
}

/** The administrator signed in to the second hotel. */
const second = (h: Harness) => h.login('admin', 'HT002');

/** A finished stock import of the caller's: one row imported, one rejected (a negative quantity). */
async function doneImport(h: Harness, token: string) {
  const rows = [...stockRows(1, 'CONTRACT'), ['客房部仓库', 'CONTRACT-x', '坏数量', '', '个', '-3', '1.00', '']];
  return (await h.runTask('stock-import', { token, form: upload(toCsv(rows) as Uint8Array<ArrayBuffer>) })).task;
}

export const TASK_CALLS: ContractCalls = {
  ...Object.fromEntries(IMPORTS.map((kind) => [`POST ${T}/${kind}`, async ({ h }) => h.call('POST', `${T}/${kind}`, { token: await second(h), form: upload() })])),
  ...Object.fromEntries(
    ['trial-calculation', 'reportPdf', 'reportExcel', 'reportCalculate', 'asset-generation', 'asset-depreciation', 'group-result', 'data-sync'].map((kind) => [
      `POST ${T}/${kind}`,
      async ({ h }) => h.call('POST', `${T}/${kind}`, { token: await second(h), body: runs(h)[kind] }),
    ]),
  ),
  [`POST ${T}/period-carry-forward`]: async ({ h, admin }) => {
    // Only the first hotel has profit and loss to carry forward; its voucher is deleted again after.
    const started = await h.call('POST', `${T}/period-carry-forward`, { token: admin, body: { year: new Date(h.clock.now).getFullYear(), period: new Date(h.clock.now).getMonth() + 1 } });
    if (started.status !== 200) return started;
    await h.tasks.idle();
    const task = (await h.call('GET', `${T}/${started.body.data.taskId}`, { token: admin })).body.data;
    if (task.step.params.voucherId) await h.call('DELETE', `/prod-api/htservice/voucher/${task.step.params.voucherId}`, { token: admin });
    return started;
  },
  [`GET ${T}/list`]: async ({ h }) => {
    const token = await second(h);
    await doneImport(h, token);
    return h.call('GET', `${T}/list`, { token, query: { status: 'done' } });
  },
  [`GET ${T}/${ID}`]: async ({ h }) => {
    const token = await second(h);
    return h.call('GET', `${T}/${(await doneImport(h, token)).taskId}`, { token });
  },
  [`PUT ${T}/${ID}/cancel`]: async ({ h }) => {
    // A task still waiting in the queue (as one another server process stored, not yet picked up).
    const user = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const queued = await h.db
      .insertInto('tasks')
      .values({ org_id: await h.orgId('HT002'), user_id: user.user_id, kind: 'data-sync', status: 'queued', step_key: 'queued', options: '{}', file_name: 'contract', created_at: h.clock.now })
      .returning('task_id')
      .executeTakeFirstOrThrow();
    return h.call('PUT', `${T}/${queued.task_id}/cancel`, { token: await second(h) });
  },
  [`POST ${T}/${ID}/retry`]: async ({ h }) => {
    const token = await second(h);
    const failed = (await h.runTask('stock-import', { token, form: upload() })).task;
    return h.call('POST', `${T}/${failed.taskId}/retry`, { token });
  },
  [`GET ${T}/${ID}/rejected`]: async ({ h }) => {
    const token = await second(h);
    return h.call('GET', `${T}/${(await doneImport(h, token)).taskId}/rejected`, { token });
  },
  [`GET ${T}/${ID}/result`]: async ({ h }) => {
    const token = await second(h);
    return h.call('GET', `${T}/${(await doneImport(h, token)).taskId}/result`, { token });
  },

  [`PUT ${M}/getsysTaskNotice`]: ({ h, admin }) => h.call('PUT', `${M}/getsysTaskNotice`, { token: admin, query: { pageSize: '50' } }),
  [`PUT ${M}/getsysTaskNoticeCrm`]: ({ h, admin }) => h.call('PUT', `${M}/getsysTaskNoticeCrm`, { token: admin }),
  [`PUT ${M}/getsysTaskNoticeCrmDone`]: ({ h, admin }) => h.call('PUT', `${M}/getsysTaskNoticeCrmDone`, { token: admin }),
  [`PUT ${M}/uipdateviewFlag`]: async ({ h, admin }) => {
    const me = (await h.call('GET', '/prod-api/htservice/user/getInfo', { token: admin })).body.user.userId;
    return h.call('PUT', `${M}/uipdateviewFlag`, { token: admin, body: { userid: me, noticeType: 'sys' } });
  },

  'GET /prod-api/chat/conversation': ({ h, admin }) => h.call('GET', '/prod-api/chat/conversation', { token: admin }),
  'GET /prod-api/chat/messages': async ({ h }) => {
    const { token, conversationId } = await conversation(h);
    return h.call('GET', '/prod-api/chat/messages', { token, query: { conversationId: String(conversationId), pageSize: '10' } });
  },
  'PUT /prod-api/chat/read': async ({ h }) => {
    const { token, conversationId } = await conversation(h);
    return h.call('PUT', '/prod-api/chat/read', { token, body: { conversationId } });
  },
  'GET /prod-api/chat/desk/conversations': ({ h, admin }) => h.call('GET', '/prod-api/chat/desk/conversations', { token: admin, query: { pageSize: '20' } }),
};
