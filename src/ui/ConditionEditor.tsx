/** The rows of conditions of an advanced query: field, operator, value(s), and a remove button each. */
import { ActionIcon, Button, Group, Select, Stack } from '@mantine/core';
import { t } from '../lib/i18n';
import { ConditionValue } from './ConditionValue';
import { newDraft, OPERATORS_BY_TYPE, type DraftCondition, type PlanField } from './plan-fields';

type Props = { fields: readonly PlanField[]; drafts: DraftCondition[]; onChange(drafts: DraftCondition[]): void };

export function ConditionEditor({ fields, drafts, onChange }: Props) {
  const update = (id: number, patch: Partial<DraftCondition>) => onChange(drafts.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  const setField = (id: number, name: string | null) => {
    const field = fields.find((f) => f.field === name);
    // A new field may not support the old operator or value: start that row afresh.
    if (field) onChange(drafts.map((d) => (d.id === id ? { ...newDraft(field), id } : d)));
  };
  return (
    <Stack gap="xs">
      {drafts.map((draft) => {
        const field = fields.find((f) => f.field === draft.field) ?? fields[0];
        if (!field) return null;
        return (
          <Group key={draft.id} gap="xs" wrap="nowrap" data-ht="query-condition">
            <Select
              size="xs"
              w={140}
              aria-label={t('ui.queryPlans.field')}
              data={fields.map((f) => ({ value: f.field, label: f.label }))}
              value={field.field}
              allowDeselect={false}
              onChange={(value) => setField(draft.id, value)}
            />
            <Select
              size="xs"
              w={110}
              aria-label={t('ui.queryPlans.operator')}
              data={OPERATORS_BY_TYPE[field.type].map((op) => ({ value: op, label: t(`ui.queryPlans.operators.${op}`) }))}
              value={draft.operator}
              allowDeselect={false}
              onChange={(value) => value && update(draft.id, { operator: value as DraftCondition['operator'] })}
            />
            <ConditionValue field={field} draft={draft} onChange={(patch) => update(draft.id, patch)} />
            <ActionIcon variant="subtle" color="red" aria-label={t('ui.queryPlans.removeCondition', { label: field.label })} onClick={() => onChange(drafts.filter((d) => d.id !== draft.id))}>
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button size="xs" variant="light" disabled={fields.length === 0} onClick={() => fields[0] && onChange([...drafts, newDraft(fields[0])])} data-ht="query-add-condition">
          {t('ui.queryPlans.addCondition')}
        </Button>
      </Group>
    </Stack>
  );
}
