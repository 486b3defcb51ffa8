/**
 * A BPMN diagram as the engine runs it: bpmn-moddle reads the XML bpmn-js wrote, and this file keeps
 * the subset the contract allows (start event, user task, exclusive gateway with conditions and a
 * default flow, parallel gateway, end event, sequence flows) as a plain graph. `validateProcess` is
 * the publish check: each problem names the element, so the designer can point at it.
 *
 * Assignees are the `ht:assigneeType` / `ht:assignee` attributes of user tasks; moddle keeps unknown
 * attributes in `$attrs` under the prefix the XML used, so the prefix is looked up by namespace.
 */
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { HT_BPMN_NAMESPACE, type AssigneeType } from '../contracts/approval.js';
import type { MsgKey, MsgParams } from '../i18n.js';
import { parseCondition, type Condition, type ConditionError } from '../../shared/approval-condition.js';

type NodeType = 'start' | 'userTask' | 'exclusive' | 'parallel' | 'end';
export type Flow = { id: string; source: string; target: string; condition: Condition | null };
export type FlowNode = {
  id: string;
  name: string;
  type: NodeType;
  assigneeType: AssigneeType | null;
  assignee: string | null;
  /** Exclusive gateway: the id of its default flow. */
  defaultFlow: string | null;
  outgoing: Flow[];
  incoming: Flow[];
};
export type ProcessModel = { nodes: Map<string, FlowNode>; start: FlowNode };

/** A problem with a diagram: a message key of i18n.ts; `element` is the id it concerns ('' for the whole). */
export class DiagramError extends Error {
  constructor(
    readonly element: string,
    readonly key: MsgKey,
    readonly params: MsgParams = {},
  ) {
    super(`${element || 'diagram'}: ${key} ${JSON.stringify(params)}`);
  }
}

/** What a condition lacks where it stops parsing (the engine checks no field list, so never an unknown field). */
const CONDITION_ERRORS: Record<ConditionError['key'], MsgKey> = {
  empty: 'diagramConditionField',
  field: 'diagramConditionField',
  unknownField: 'diagramConditionField',
  op: 'diagramConditionOp',
  value: 'diagramConditionValue',
  join: 'diagramConditionJoin',
};

const TYPES: Record<string, NodeType> = {
  'bpmn:StartEvent': 'start',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:EndEvent': 'end',
};
const ASSIGNEE_TYPES: readonly string[] = ['role', 'user', 'deptHead'] satisfies AssigneeType[];

/** The `ht` prefix the document declared for our namespace (bpmn-js writes `ht`, but any prefix is XML-legal). */
function htPrefix(definitions: ModdleElement): string {
  const declared = Object.entries(definitions.$attrs ?? {}).find(([name, uri]) => name.startsWith('xmlns:') && uri === HT_BPMN_NAMESPACE);
  return declared ? declared[0].slice('xmlns:'.length) : 'ht';
}

/** Parses the XML of a diagram into its process graph; throws DiagramError when it is not one we can run. */
export async function parseDiagram(xml: string): Promise<ProcessModel> {
  let definitions: ModdleElement;
  let warnings: Array<{ message: string; element?: ModdleElement }>;
  try {
    ({ rootElement: definitions, warnings } = await new BpmnModdle().fromXML(xml));
  } catch (error) {
    throw new DiagramError('', 'diagramNotXml', { detail: String((error as Error).message).split('\n')[0] });
  }
  const unknown = warnings.find((w) => /unparsable content|unknown type/.test(w.message));
  if (unknown) throw new DiagramError('', 'diagramUnsupportedContent', { detail: unknown.message.split('\n')[0] });
  const processes = (definitions.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) throw new DiagramError('', 'diagramProcessCount', { count: processes.length });
  const prefix = htPrefix(definitions);
  const nodes = new Map<string, FlowNode>();
  const flows: ModdleElement[] = [];
  for (const e of processes[0].flowElements ?? []) {
    if (e.$type === 'bpmn:SequenceFlow') {
      flows.push(e);
      continue;
    }
    const type = TYPES[e.$type];
    if (!type) throw new DiagramError(e.id, 'diagramUnsupportedType', { element: e.id, type: e.$type.replace('bpmn:', '') });
    if (type === 'start' || type === 'end') {
      if ((e.eventDefinitions ?? []).length) throw new DiagramError(e.id, 'diagramEventDefinition', { element: e.id });
    }
    const attrs = e.$attrs ?? {};
    nodes.set(e.id, {
      id: e.id,
      name: (e.name ?? '').trim() || e.id,
      type,
      assigneeType: (attrs[`${prefix}:assigneeType`] as AssigneeType | undefined) ?? null,
      assignee: attrs[`${prefix}:assignee`]?.trim() || null,
      defaultFlow: e.default?.id ?? null,
      outgoing: [],
      incoming: [],
    });
  }
  for (const f of flows) {
    const source = f.sourceRef && nodes.get(f.sourceRef.id);
    const target = f.targetRef && nodes.get(f.targetRef.id);
    if (!source || !target) throw new DiagramError(f.id, 'diagramFlowEnds', { element: f.id });
    let condition: Condition | null = null;
    const body = f.conditionExpression?.body;
    if (body !== undefined && body.trim() !== '') {
      const parsed = parseCondition(body);
      if (!parsed.ok) throw new DiagramError(f.id, CONDITION_ERRORS[parsed.error.key], { element: f.id, condition: body.trim(), at: parsed.error.at + 1 });
      condition = parsed.condition;
    }
    const flow: Flow = { id: f.id, source: source.id, target: target.id, condition };
    source.outgoing.push(flow);
    target.incoming.push(flow);
  }
  const starts = [...nodes.values()].filter((n) => n.type === 'start');
  if (starts.length !== 1) throw new DiagramError(starts[1]?.id ?? '', 'diagramStartCount', { count: starts.length });
  return { nodes, start: starts[0] };
}

/** The publish check of a parsed diagram (structure the engine relies on); throws DiagramError. */
export function validateProcess(model: ProcessModel): void {
  const { nodes, start } = model;
  if (start.incoming.length) throw new DiagramError(start.id, 'diagramStartIncoming', { element: start.id });
  for (const n of nodes.values()) {
    if (n.type !== 'end' && n.outgoing.length === 0) throw new DiagramError(n.id, 'diagramNoOutgoing', { element: n.id });
    if (n.type !== 'start' && n.incoming.length === 0) throw new DiagramError(n.id, 'diagramUnreachable', { element: n.id });
    if (n.type === 'end' && n.outgoing.length) throw new DiagramError(n.id, 'diagramEndOutgoing', { element: n.id });
    if (n.type === 'userTask') {
      if (!n.assigneeType) throw new DiagramError(n.id, 'diagramNoAssignee', { element: n.id, name: n.name });
      if (!ASSIGNEE_TYPES.includes(n.assigneeType)) throw new DiagramError(n.id, 'diagramAssigneeType', { element: n.id, type: n.assigneeType });
      if (n.assigneeType !== 'deptHead' && !n.assignee) throw new DiagramError(n.id, 'diagramNoAssignee', { element: n.id, name: n.name });
    }
    if (n.type !== 'exclusive') {
      const conditioned = n.outgoing.find((f) => f.condition);
      if (conditioned) throw new DiagramError(conditioned.id, 'diagramConditionPlace', { element: conditioned.id });
    } else if (n.outgoing.length > 1) {
      const bare = n.outgoing.find((f) => !f.condition && f.id !== n.defaultFlow);
      if (bare) throw new DiagramError(bare.id, 'diagramFlowNeedsCondition', { element: bare.id });
    }
    if (n.defaultFlow && !n.outgoing.some((f) => f.id === n.defaultFlow)) throw new DiagramError(n.id, 'diagramDefaultFlow', { element: n.id });
  }
  // Reachability: every element from the start, and an end event among them.
  const seen = new Set<string>([start.id]);
  const queue = [start];
  while (queue.length) {
    for (const f of queue.pop()!.outgoing) {
      if (!seen.has(f.target)) {
        seen.add(f.target);
        queue.push(nodes.get(f.target)!);
      }
    }
  }
  const unreachable = [...nodes.values()].find((n) => !seen.has(n.id));
  if (unreachable) throw new DiagramError(unreachable.id, 'diagramUnreachable', { element: unreachable.id });
  if (![...nodes.values()].some((n) => n.type === 'end')) throw new DiagramError(start.id, 'diagramNoEnd', {});
}

/** Parse and check in one go (publish). */
export async function checkDiagram(xml: string): Promise<ProcessModel> {
  const model = await parseDiagram(xml);
  validateProcess(model);
  return model;
}
