/**
 * What the designer's properties panel reads from and writes to a bpmn-js modeler: the selected
 * element's editable properties, written through the modeling API so every change is one undoable
 * command and lands in the XML as BPMN (names, conditions, default flows) or `ht:` attributes.
 */
import type { AssigneeType } from '../../../server/contracts/approval';
import { parseCondition } from '../../../shared/approval-condition';

type BusinessObject = {
  id: string;
  $type: string;
  name?: string;
  assigneeType?: AssigneeType;
  assignee?: string;
  conditionExpression?: { body?: string };
  default?: BusinessObject;
  sourceRef?: BusinessObject;
};
export type DiagramElement = { id: string; type: string; businessObject: BusinessObject; source?: DiagramElement; labelTarget?: unknown };
export type Modeling = { updateProperties(element: DiagramElement, properties: Record<string, unknown>): void };
export type Moddle = { create(type: string, attrs: Record<string, unknown>): unknown };
export type Registry = { getAll(): DiagramElement[]; get(id: string): DiagramElement | undefined };

/** A sequence flow leaving an exclusive gateway: it carries a condition or is the gateway's default. */
export function isGatewayFlow(element: DiagramElement): boolean {
  return element.type === 'bpmn:SequenceFlow' && element.source?.type === 'bpmn:ExclusiveGateway';
}

export function isDefaultFlow(element: DiagramElement): boolean {
  return isGatewayFlow(element) && element.source!.businessObject.default?.id === element.id;
}

export function conditionOf(element: DiagramElement): string {
  return element.businessObject.conditionExpression?.body ?? '';
}

/** Writes a condition (empty: none); a default flow carries none, so setting one ends being the default. */
export function writeCondition(modeling: Modeling, moddle: Moddle, flow: DiagramElement, text: string): void {
  const body = text.trim();
  modeling.updateProperties(flow, { conditionExpression: body ? moddle.create('bpmn:FormalExpression', { body }) : undefined });
  if (body && isDefaultFlow(flow)) modeling.updateProperties(flow.source!, { default: undefined });
}

/** Makes the flow its gateway's default (dropping its condition), or not. */
export function writeDefault(modeling: Modeling, flow: DiagramElement, on: boolean): void {
  if (on) {
    if (flow.businessObject.conditionExpression) modeling.updateProperties(flow, { conditionExpression: undefined });
    modeling.updateProperties(flow.source!, { default: flow.businessObject });
  } else if (isDefaultFlow(flow)) modeling.updateProperties(flow.source!, { default: undefined });
}

/** Assignee type and assignee of a user task; a department head needs no assignee. */
export function writeAssignee(modeling: Modeling, task: DiagramElement, assigneeType: AssigneeType, assignee: string | undefined): void {
  modeling.updateProperties(task, { assigneeType, assignee: assigneeType === 'deptHead' ? undefined : assignee || undefined });
}

/** Ids of gateway flows whose condition does not parse (saving and publishing are refused while any is left). */
export function invalidConditions(registry: Registry, fields?: readonly string[]): string[] {
  return registry
    .getAll()
    .filter((e) => isGatewayFlow(e) && conditionOf(e).trim() !== '' && !parseCondition(conditionOf(e), fields).ok)
    .map((e) => e.id);
}
