/**
 * Reads of approvals for the wire: instance rows (lists), the full status of one instance (its
 * version's diagram and form, data, path, what it waits for and every decision), and who may see an
 * instance: its initiator, anyone it was ever assigned to, and approval administrators
 * (service:approvalDefinition:list) of the organisation.
 */
import { sql, type Kysely } from 'kysely';
import type { ApprovalDecision, ApprovalInstanceRow, ApprovalInstanceStatus, ApprovalStatus } from '../contracts/approval.js';
import type { AuthInfo } from '../context.js';
import type { Database } from '../db/schema.js';
import { formatDateTime } from '../lib/time.js';
import { hasPermi } from '../plugins/permission.js';

type Db = Kysely<Database>;

/** The selections of an instance row (table alias `i`), camelCase as the wire wants them. */
export const INSTANCE_FIELDS = [
  'i.instance_id as instanceId',
  'i.definition_id as definitionId',
  'i.version_no as versionNo',
  'i.name',
  'i.initiator_name as initiator',
  'i.status',
  'i.waiting_at as waitingAt',
  'i.started_at as startTime',
  'i.ended_at as endTime',
] as const;

type RawInstance = {
  instanceId: number;
  definitionId: number;
  versionNo: number;
  name: string;
  initiator: string;
  status: string;
  waitingAt: string;
  startTime: number | string;
  endTime: number | string | null;
};

export const instanceWire = (r: RawInstance): ApprovalInstanceRow => ({
  ...r,
  status: r.status as ApprovalInstanceStatus,
  startTime: formatDateTime(Number(r.startTime)),
  endTime: r.endTime === null ? null : formatDateTime(Number(r.endTime)),
});

/** Whether the caller may see everything of the organisation's approvals (not only their own). */
export const seesAll = (auth: AuthInfo) => hasPermi(auth, 'service:approvalDefinition:list');

/** SQL condition: the caller started instance `i` or was assigned one of its tasks. */
export function involves(userId: number) {
  return sql<boolean>`(i.initiator_id = ${userId} or exists (select 1 from approval_tasks t join approval_task_assignees a on a.task_id = t.task_id where t.instance_id = i.instance_id and a.user_id = ${userId}))`;
}

/** The status of an instance the caller may see, or undefined (unknown, another hotel's, or not theirs). */
export async function approvalStatus(db: Db, auth: AuthInfo, instanceId: number): Promise<ApprovalStatus | undefined> {
  let query = db
    .selectFrom('approval_instances as i')
    .innerJoin('approval_versions as v', (j) => j.onRef('v.definition_id', '=', 'i.definition_id').onRef('v.version_no', '=', 'i.version_no'))
    .select([...INSTANCE_FIELDS, 'i.form_data', 'i.path', 'v.bpmn_xml', 'v.form_schema'])
    .where('i.instance_id', '=', instanceId)
    .where('i.org_id', '=', auth.orgId);
  if (!seesAll(auth)) query = query.where(involves(auth.user.userId));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [tasks, decisions] = await Promise.all([
    db
      .selectFrom('approval_tasks as t')
      .innerJoin('approval_task_assignees as a', 'a.task_id', 't.task_id')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select(['t.task_id', 't.element_id', 't.element_name', 'u.user_name'])
      .where('t.instance_id', '=', instanceId)
      .where('t.status', '=', 'open')
      .where('a.open', '=', '1')
      .orderBy('t.task_id')
      .orderBy('u.user_name')
      .execute(),
    db
      .selectFrom('approval_decisions')
      .select(['decision_id', 'element_id', 'element_name', 'action', 'user_name', 'created_at', 'comment'])
      .where('instance_id', '=', instanceId)
      .orderBy('decision_id')
      .execute(),
  ]);
  const waiting = new Map<number, ApprovalStatus['waiting'][number]>();
  for (const t of tasks) {
    const entry = waiting.get(t.task_id) ?? { taskId: t.task_id, elementId: t.element_id, elementName: t.element_name, assignees: [] };
    entry.assignees.push(t.user_name);
    waiting.set(t.task_id, entry);
  }
  const { form_data, path, bpmn_xml, form_schema, ...instance } = row;
  return {
    instance: instanceWire(instance),
    formSchema: JSON.parse(form_schema),
    data: JSON.parse(form_data),
    bpmnXml: bpmn_xml,
    path: JSON.parse(path),
    waiting: [...waiting.values()],
    decisions: decisions.map(
      (d): ApprovalDecision => ({
        decisionId: Number(d.decision_id),
        elementId: d.element_id,
        elementName: d.element_name,
        action: d.action as ApprovalDecision['action'],
        by: d.user_name,
        time: formatDateTime(Number(d.created_at)),
        comment: d.comment,
      }),
    ),
  };
}
