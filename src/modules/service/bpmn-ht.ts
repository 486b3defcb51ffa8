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

/** Markers of the status page: what the approval passed through, and the tasks it waits at now. */
export function pathMarkers(path: readonly string[], waiting: readonly { elementId: string }[]): Map<string, 'ht-passed' | 'ht-waiting'> {
  const markers = new Map<string, 'ht-passed' | 'ht-waiting'>();
  for (const id of path) markers.set(id, 'ht-passed');
  for (const w of waiting) markers.set(w.elementId, 'ht-waiting');
  return markers;
}
