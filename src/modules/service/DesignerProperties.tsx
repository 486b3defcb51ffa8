/**
 * The designer's properties panel (our own, beside the canvas): the selected element's name; for a user
 * task who decides it; for a flow out of an exclusive gateway its condition (checked as typed against the
 * grammar and the form's fields) or "default flow". Every change goes through diagram-model.ts.
 */
import { Checkbox, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t, textsUnder } from '../../lib/i18n';
import type { AssigneeType } from '../../../server/contracts/approval';
import { ASSIGNEE_TYPES } from './bpmn-ht';
import { parseCondition } from '../../../shared/approval-condition';
import { conditionOf, isDefaultFlow, isGatewayFlow, writeAssignee, writeCondition, writeDefault, type DiagramElement, type Moddle, type Modeling } from './diagram-model';

const L = textsUnder('approvals.designer');
type Option = { value: string; label: string };

type Props = {
  element: DiagramElement | null;
  /** Bumped on every change of the diagram, so the panel shows what undo / redo restored. */
  revision: number;
  modeling: Modeling;
  moddle: Moddle;
  roles: Option[];
  users: Option[];
  /** The form's field keys; conditions may name only these (undefined: the form has no fields yet). */
  fields?: string[];
};

function conditionMessage(text: string, fields?: string[]): string | null {
  if (!text.trim()) return null;
  const result = parseCondition(text, fields);
  if (result.ok) return null;
  const { key, at, near } = result.error;
  return t(`approvals.condition.${key}`, { at: at + 1, near, fields: (fields ?? []).join(', ') });
}

export function DesignerProperties({ element, revision, modeling, moddle, roles, users, fields }: Props) {
  const bo = element?.businessObject;
  const [name, setName] = useState('');
  const [condition, setCondition] = useState('');
  // The element's properties are mutable: they are read again for another element and after every change of the diagram.
  useEffect(() => {
    setName(element?.businessObject.name ?? '');
    setCondition(element ? conditionOf(element) : '');
  }, [element, revision]);

  if (!element || !bo || element.labelTarget)
    return (
      <Text size="sm" c="dimmed">
        {L('noSelection')}
      </Text>
    );
  const userTask = element.type === 'bpmn:UserTask';
  const gatewayFlow = isGatewayFlow(element);
  const assigneeType = bo.assigneeType ?? null;
  const assigneeOptions = assigneeType === 'role' ? roles : assigneeType === 'user' ? users : [];
  const conditionError = gatewayFlow ? conditionMessage(condition, fields) : null;

  return (
    <Stack gap="sm" data-ht="designer-properties" data-element-id={element.id}>
      <Title order={5}>{L('properties')}</Title>
      <Text size="xs" c="dimmed">{`${L('type')}: ${element.type.replace('bpmn:', '')} · ${element.id}`}</Text>
      <TextInput
        label={L('name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => name !== (bo.name ?? '') && modeling.updateProperties(element, { name: name || undefined })}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      {userTask && (
        <>
          <Select
            label={L('assigneeType')}
            data={ASSIGNEE_TYPES.map((v) => ({ value: v, label: t(`approvals.assigneeType.${v}`) }))}
            value={assigneeType}
            allowDeselect={false}
            onChange={(v) => v && writeAssignee(modeling, element, v as AssigneeType, undefined)}
          />
          {(assigneeType === 'role' || assigneeType === 'user') && (
            <Select
              label={L('assignee')}
              data={assigneeOptions}
              value={bo.assignee ?? null}
              searchable
              allowDeselect={false}
              onChange={(v) => v && writeAssignee(modeling, element, assigneeType, v)}
            />
          )}
        </>
      )}
      {gatewayFlow && (
        <>
          <TextInput
            label={L('condition')}
            description={L('conditionHint')}
            value={condition}
            error={conditionError}
            disabled={isDefaultFlow(element)}
            onChange={(e) => setCondition(e.currentTarget.value)}
            onBlur={() => condition !== conditionOf(element) && writeCondition(modeling, moddle, element, condition)}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
          />
          <Checkbox label={L('defaultFlow')} checked={isDefaultFlow(element)} onChange={(e) => writeDefault(modeling, element, e.currentTarget.checked)} />
        </>
      )}
    </Stack>
  );
}
