/** Happy-path calls of the approvals (contracts/approval.ts, approval-decided.ts), all as the administrator of HT001. */
import type { Harness } from '../support.js';
import type { ContractCalls } from './types.js';

const A = '/prod-api/htservice';
const DICT = `${A}/approvalDict`;
const DEF = `${A}/approvalDefinition`;
const INIT = `${A}/approvalInitiated`;
const CENTRE = `${A}/approvalCenter`;
const purchase = { item: '契约床单', amount: 300, reason: '契约' };

/** A new approval of the demo purchase request, started by frontdesk1 (whose department head is the administrator). */
async function started(h: Harness, initiator: string): Promise<number> {
  const answer = await h.call('POST', `${INIT}/start`, { token: initiator, body: { defKey: 'purchaseRequest', data: purchase } });
  if (answer.status !== 200) throw new Error(`start: ${answer.status} ${answer.text}`);
  return answer.body.data.instanceId;
}
/** The approval's first open task and a token of its first assignee (the department head, whoever that is now). */
async function openTask(h: Harness, admin: string, instanceId: number): Promise<{ taskId: number; token: string }> {
  const status = await h.call('GET', `${CENTRE}/status/${instanceId}`, { token: admin });
  const waiting = status.body.data?.waiting?.[0];
  if (!waiting) throw new Error(`approval ${instanceId} waits for nobody: ${status.text.slice(0, 300)}`);
  return { taskId: waiting.taskId, token: await h.login(waiting.assignees[0]) };
}
async function newCategory(h: Harness, admin: string, code: string) {
  return (await h.call('POST', DICT, { token: admin, body: { categoryCode: code, categoryName: '契约' } })).body.data;
}
async function newDefinition(h: Harness, admin: string, defKey: string) {
  const category = await newCategory(h, admin, `${defKey}Cat`);
  return (await h.call('POST', DEF, { token: admin, body: { categoryId: category.categoryId, defKey, name: '契约审批' } })).body.data;
}

export const APPROVAL_CALLS: ContractCalls = {
  [`GET ${DICT}/list`]: ({ h, admin }) => h.call('GET', `${DICT}/list`, { token: admin, query: { status: '0' } }),
  [`GET ${DICT}/:categoryId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${DICT}/${(await newCategory(h, admin, 'contractRead')).categoryId}`, { token: admin }),
  [`POST ${DICT}`]: ({ h, admin }) => h.call('POST', DICT, { token: admin, body: { categoryCode: 'contractAdded', categoryName: '契约', remark: '说明' } }),
  [`PUT ${DICT}`]: async ({ h, admin }) => {
    const added = await newCategory(h, admin, 'contractEdited');
    return h.call('PUT', DICT, { token: admin, body: { categoryId: added.categoryId, version: added.version, orderNum: 3 } });
  },
  [`DELETE ${DICT}/:categoryIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${DICT}/${(await newCategory(h, admin, 'contractRemoved')).categoryId}`, { token: admin }),

  [`GET ${DEF}/list`]: ({ h, admin }) => h.call('GET', `${DEF}/list`, { token: admin, query: { pageSize: '100000000' } }),
  [`GET ${DEF}/:definitionId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${DEF}/${(await newDefinition(h, admin, 'contractRead')).definitionId}`, { token: admin }),
  [`POST ${DEF}`]: async ({ h, admin }) => {
    const category = await newCategory(h, admin, 'contractDefAdded');
    return h.call('POST', DEF, { token: admin, body: { categoryId: category.categoryId, defKey: 'contractAdded', name: '契约审批', nameEn: 'Contract' } });
  },
  [`PUT ${DEF}`]: async ({ h, admin }) => {
    const added = await newDefinition(h, admin, 'contractEdited');
    return h.call('PUT', DEF, { token: admin, body: { definitionId: added.definitionId, version: added.version, description: '改' } });
  },
  [`DELETE ${DEF}/:definitionId{[0-9]+}`]: async ({ h, admin }) => h.call('DELETE', `${DEF}/${(await newDefinition(h, admin, 'contractRemoved')).definitionId}`, { token: admin }),
  [`GET ${DEF}/:definitionId{[0-9]+}/draft`]: async ({ h, admin }) => h.call('GET', `${DEF}/${(await newDefinition(h, admin, 'contractDraft')).definitionId}/draft`, { token: admin }),
  [`PUT ${DEF}/:definitionId{[0-9]+}/draft`]: async ({ h, admin }) => {
    const { definitionId } = await newDefinition(h, admin, 'contractSaved');
    const draft = (await h.call('GET', `${DEF}/${definitionId}/draft`, { token: admin })).body.data;
    return h.call('PUT', `${DEF}/${definitionId}/draft`, { token: admin, body: { bpmnXml: draft.bpmnXml, formSchema: draft.formSchema, draftRevision: draft.draftRevision } });
  },
  [`POST ${DEF}/:definitionId{[0-9]+}/publish`]: async ({ h, admin }) => {
    const purchaseRequest = (await h.call('GET', `${DEF}/list`, { token: admin, query: { defKey: 'purchaseRequest' } })).body.rows[0];
    return h.call('POST', `${DEF}/${purchaseRequest.definitionId}/publish`, { token: admin, body: { draftVersion: purchaseRequest.draftVersion } });
  },
  [`GET ${DEF}/:definitionId{[0-9]+}/versions`]: async ({ h, admin }) => {
    const purchaseRequest = (await h.call('GET', `${DEF}/list`, { token: admin, query: { defKey: 'purchaseRequest' } })).body.rows[0];
    return h.call('GET', `${DEF}/${purchaseRequest.definitionId}/versions`, { token: admin });
  },

  [`GET ${INIT}/form/:defKey`]: ({ h, admin }) => h.call('GET', `${INIT}/form/purchaseRequest`, { token: admin }),
  [`POST ${INIT}/start`]: async ({ h }) => h.call('POST', `${INIT}/start`, { token: await h.login('frontdesk1'), body: { defKey: 'purchaseRequest', data: purchase } }),
  [`GET ${INIT}/mine`]: async ({ h }) => {
    const frontdesk = await h.login('frontdesk1');
    await started(h, frontdesk);
    return h.call('GET', `${INIT}/mine`, { token: frontdesk, query: { status: 'running' } });
  },
  [`POST ${INIT}/:instanceId{[0-9]+}/withdraw`]: async ({ h }) => {
    const frontdesk = await h.login('frontdesk1');
    return h.call('POST', `${INIT}/${await started(h, frontdesk)}/withdraw`, { token: frontdesk });
  },
  [`POST ${INIT}/:instanceId{[0-9]+}/resubmit`]: async ({ h, admin }) => {
    const frontdesk = await h.login('frontdesk1');
    const id = await started(h, frontdesk);
    const task = await openTask(h, admin, id);
    await h.call('POST', `${CENTRE}/task/${task.taskId}/decide`, { token: task.token, body: { action: 'return', comment: '补充' } });
    return h.call('POST', `${INIT}/${id}/resubmit`, { token: frontdesk, body: { data: { ...purchase, amount: 200 } } });
  },

  [`GET ${CENTRE}/colleagues`]: ({ h, admin }) => h.call('GET', `${CENTRE}/colleagues`, { token: admin }),
  [`GET ${CENTRE}/pendingList`]: ({ h, admin }) => h.call('GET', `${CENTRE}/pendingList`, { token: admin }),
  [`POST ${CENTRE}/task/:taskId{[0-9]+}/decide`]: async ({ h, admin }) => {
    const id = await started(h, await h.login('frontdesk1'));
    const task = await openTask(h, admin, id);
    return h.call('POST', `${CENTRE}/task/${task.taskId}/decide`, { token: task.token, body: { action: 'approve', comment: '同意' } });
  },
  [`GET ${CENTRE}/statusList`]: ({ h, admin }) => h.call('GET', `${CENTRE}/statusList`, { token: admin, query: { pageSize: '100000000' } }),
  [`GET ${CENTRE}/status/:instanceId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${CENTRE}/status/${await started(h, await h.login('frontdesk1'))}`, { token: admin }),
  [`GET ${CENTRE}/decidedList`]: async ({ h, admin }) => {
    const id = await started(h, await h.login('frontdesk1'));
    const task = await openTask(h, admin, id);
    await h.call('POST', `${CENTRE}/task/${task.taskId}/decide`, { token: task.token, body: { action: 'approve' } });
    return h.call('GET', `${CENTRE}/decidedList`, { token: task.token });
  },
  [`GET ${A}/menu/getApprovalMenuList`]: ({ h, admin }) => h.call('GET', `${A}/menu/getApprovalMenuList`, { token: admin }),
};
