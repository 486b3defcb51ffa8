/**
 * One field of a resource's dialog, by its type. Wide kinds (a textarea, a tree picker, a list of
 * choices) span both columns of the form grid; a text field whose record names its choices (an
 * organisation parameter) is a select of them.
 */
import { MultiSelect, NumberInput, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import { DateField } from '../DateField';
import { optionRenderer } from '../described-option';
import { hasDepth } from '../indented-option';
import { Wide } from '../FormGrid';
import type { FieldSpec } from './crud-types';

type Props = {
  field: FieldSpec;
  values: Record<string, unknown>;
  error?: string;
  disabled?: boolean;
  onChange(value: unknown): void;
};

export function CrudField({ field, values, error, disabled, onChange }: Props) {
  const common = { label: field.label, name: field.key, error, withAsterisk: field.required, disabled };
  const value = values[field.key];
  const text = value === undefined || value === null ? '' : String(value);
  const choices = field.choicesOf?.(values);
  const options = choices ?? field.options ?? [];
  if (field.type === 'select' || choices) {
    const select = <Select {...common} data={options} renderOption={optionRenderer(options)} value={text === '' ? null : text} onChange={(v) => onChange(v ?? '')} allowDeselect={false} />;
    return hasDepth(options) ? <Wide>{select}</Wide> : select;
  }
  if (field.type === 'multiselect') return <Wide><MultiSelect {...common} data={options} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} /></Wide>;
  if (field.type === 'password') return <PasswordInput {...common} autoComplete="new-password" value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  if (field.type === 'number' || field.type === 'money') return <NumberInput {...common} decimalScale={field.type === 'money' ? 2 : undefined} value={text === '' ? '' : Number(value)} onChange={onChange} />;
  if (field.type === 'textarea') return <Wide><Textarea {...common} autosize minRows={2} value={text} onChange={(e) => onChange(e.currentTarget.value)} /></Wide>;
  if (field.type === 'date') return <DateField {...common} value={text} onChange={onChange} />;
  return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}
