/**
 * One input of a record form laid out on the page (not in a dialog): the control for a field spec's
 * type, labelled, with its error. Dates are picked or typed as YYYY-MM-DD (DateField), like the record dialogs.
 */
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { DrawnField } from '../../../ui/crud/crud-types';
import { DateField } from '../../../ui/DateField';

type Props = { field: DrawnField; value: unknown; error?: string; readOnly?: boolean; onChange(value: unknown): void; compact?: boolean };

export function FieldInput({ field, value, error, readOnly, onChange, compact }: Props) {
  const common = {
    label: compact ? undefined : field.label,
    'aria-label': field.label,
    required: field.required,
    error,
    readOnly,
    size: compact ? ('xs' as const) : undefined,
    'data-field': field.key,
  };
  const text = value === null || value === undefined ? '' : String(value);
  if (field.type === 'select') return <Select {...common} data={field.options ?? []} value={text || null} clearable={!field.required} onChange={(v) => onChange(v ?? '')} disabled={readOnly} />;
  if (field.type === 'textarea') return <Textarea {...common} autosize minRows={2} maxLength={field.maxLength} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  if (field.type === 'number') return <NumberInput {...common} value={text === '' ? '' : Number(text)} onChange={(v) => onChange(v === '' ? '' : v)} hideControls />;
  if (field.type === 'money') return <TextInput {...common} inputMode="decimal" value={text} onChange={(e) => onChange(e.currentTarget.value.trim())} />;
  if (field.type === 'date') return <DateField {...common} value={text} onChange={onChange} />;
  return <TextInput {...common} maxLength={field.maxLength} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}
