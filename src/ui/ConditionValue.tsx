/** The value input(s) of one query-plan condition, by field type and operator. */
import { Group, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { t, type TextKey } from '../lib/i18n';
import { DateField } from './DateField';
import type { DraftCondition, PlanField } from './plan-fields';

type Props = { field: PlanField; draft: DraftCondition; onChange(patch: Partial<DraftCondition>): void };

export function ConditionValue({ field, draft, onChange }: Props) {
  const name = (key: TextKey) => `${field.label} ${t(key)}`;
  if (draft.operator === 'between') {
    return (
      <Group gap={4} wrap="nowrap">
        <SingleValue field={field} label={name('ui.queryPlans.valueFrom')} value={draft.value} onChange={(value) => onChange({ value })} />
        <SingleValue field={field} label={name('ui.queryPlans.valueTo')} value={draft.valueTo} onChange={(valueTo) => onChange({ valueTo })} />
      </Group>
    );
  }
  if (draft.operator === 'in' && field.type === 'select') {
    return <MultiSelect size="xs" aria-label={name('ui.queryPlans.value')} data={field.options ?? []} value={draft.values} onChange={(values) => onChange({ values })} miw={160} />;
  }
  return <SingleValue field={field} label={name('ui.queryPlans.value')} value={draft.value} onChange={(value) => onChange({ value })} />;
}

function SingleValue({ field, label, value, onChange }: { field: PlanField; label: string; value: string; onChange(value: string): void }) {
  if (field.type === 'select') {
    return <Select size="xs" aria-label={label} data={field.options ?? []} value={value || null} onChange={(next) => onChange(next ?? '')} miw={140} />;
  }
  if (field.type === 'number' || field.type === 'money') {
    return <NumberInput size="xs" aria-label={label} value={value} onChange={(next) => onChange(String(next))} decimalScale={field.type === 'money' ? 2 : undefined} w={120} />;
  }
  if (field.type === 'date') {
    return <DateField size="xs" aria-label={label} value={value} onChange={onChange} miw={140} />;
  }
  return <TextInput size="xs" aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} miw={140} />;
}
