/** Calls of the approval tests: start, pending list, decide, status, as the wire contract spells them. */
import * as assert from 'uvu/assert';
import type { ApprovalStatus, DecideBody, PendingTaskRow } from '../../server/contracts/approval.js';
import type { Answer, Harness } from './support.js';

export const API = '/prod-api/htservice';
type Caller = Pick<Harness, 'call'>;

export async function startApproval(h: Caller, token: string, defKey: string, data: Record<string, unknown>): Promise<number> {
  const res = await h.call('POST', `${API}/approvalInitiated/start`, { token, body: { defKey, data } });
  assert.is(res.status, 200, res.text);
  return res.body.data.instanceId;
}

export async function pending(h: Caller, token: string): Promise<PendingTaskRow[]> {
  const res = await h.call('GET', `${API}/approvalCenter/pendingList`, { token, query: { pageSize: '100' } });
  assert.is(res.status, 200, res.text);
  return res.body.rows;
}

/** The caller's open task of `instanceId` (fails when there is none). */
export async function taskOf(h: Caller, token: string, instanceId: number, taskName?: string): Promise<number> {
  const row = (await pending(h, token)).find((r) => r.instanceId === instanceId && (!taskName || r.taskName === taskName));
  assert.ok(row, `an open task of instance ${instanceId}${taskName ? ` at ${taskName}` : ''}`);
  return row!.taskId;
}

export function decide(h: Caller, token: string, taskId: number, body: DecideBody): Promise<Answer> {
  return h.call('POST', `${API}/approvalCenter/task/${taskId}/decide`, { token, body });
}

export async function status(h: Caller, token: string, instanceId: number): Promise<ApprovalStatus> {
  const res = await h.call('GET', `${API}/approvalCenter/status/${instanceId}`, { token });
  assert.is(res.status, 200, res.text);
  return res.body.data;
}

/** Approves the caller's open task of the instance and answers the new status. */
export async function approve(h: Caller, token: string, instanceId: number, taskName?: string): Promise<ApprovalStatus> {
  const res = await decide(h, token, await taskOf(h, token, instanceId, taskName), { action: 'approve', comment: '同意' });
  assert.is(res.status, 200, res.text);
  return res.body.data;
}
