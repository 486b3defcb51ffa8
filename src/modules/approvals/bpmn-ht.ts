/**
 * The `ht` attributes of our BPMN diagrams (server/contracts/approval.ts): who a user task is assigned
 * to. Registered with bpmn-js as a moddle extension so the attributes are typed and survive import and
 * export; a new definition starts from EMPTY_DIAGRAM.
 */
import type { AssigneeType } from '../../../server/contracts/approval';

/** Same value as the contract's HT_BPMN_NAMESPACE (browser code imports types only; a unit test compares them). */
export const HT_NAMESPACE = 'http://hotel.example.com/schema/bpmn/ht';

export const ASSIGNEE_TYPES: readonly AssigneeType[] = ['role', 'user', 'deptHead'];

export const htModdleDescriptor = {
  name: 'HotelApprovals',
  uri: HT_NAMESPACE,
  prefix: 'ht',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignment',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assigneeType', isAttr: true, type: 'String' },
        { name: 'assignee', isAttr: true, type: 'String' },
      ],
    },
  ],
};

/** A new definition's diagram: one start event, ready to draw on. */
export function emptyDiagram(processId: string, name: string): string {
  const id = /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(processId) ? processId : 'approval';
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:ht="${HT_NAMESPACE}" id="Definitions_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${id}" name="${escaped}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** Markers of the status page: what the approval passed through, and the tasks it waits at now. */
export function pathMarkers(path: readonly string[], waiting: readonly { elementId: string }[]): Map<string, 'ht-passed' | 'ht-waiting'> {
  const markers = new Map<string, 'ht-passed' | 'ht-waiting'>();
  for (const id of path) markers.set(id, 'ht-passed');
  for (const w of waiting) markers.set(w.elementId, 'ht-waiting');
  return markers;
}
