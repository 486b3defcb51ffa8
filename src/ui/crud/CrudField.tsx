/**
 * One field of a resource's dialog, by its type. Wide kinds (a textarea, a tree picker, a list of
 * choices) span both columns of the form grid; a text field whose record names its choices (an
 * organisation parameter) is a select of them, and one whose record is a switch (a yes/no config key) a switch.
 */
import { MultiSelect, NumberInput, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { t } from '../../lib/i18n';
import { DateField } from '../DateField';
import { optionRenderer } from '../described-option';
import { hasDepth } from '../indented-option';
import { Wide } from '../FormGrid';
import type { DrawnField } from './crud-types';

type Props = {
  field: DrawnField;
  values: Record<string, unknown>;
  error?: string;
  disabled?: boolean;
  onChange(value: unknown): void;
};

export function CrudField({ field, values, error, disabled, onChange }: Props) {
  // A placeholder only when the field has one: an undefined one would replace a date field's own (YYYY-MM-DD).
  const common = { label: field.label, ...(field.placeholder && { placeholder: field.placeholder }), name: field.key, error, withAsterisk: field.required, disabled };
  const value = values[field.key];
  const text = value === undefined || value === null ? '' : String(value);
  const choices = field.choicesOf?.(values);
  const options = choices ?? field.options ?? [];
  const codes = field.switchOf?.(values);
  if (codes && (text === '' || text === codes.on || text === codes.off)) {
    const on = text === codes.on;
    return (
      <Switch
        label={field.label}
        name={field.key}
        error={error}
        disabled={disabled}
        description={`${t(on ? 'ui.crud.switchOn' : 'ui.crud.switchOff')} (${on ? codes.on : codes.off})`}
        checked={on}
        onChange={(e) => onChange(e.currentTarget.checked ? codes.on : codes.off)}
      />
    );
  }
  if (field.type === 'select' || choices) {
    const select = <Select {...common} data={options} renderOption={optionRenderer(options)} value={text === '' ? null : text} onChange={(v) => onChange(v ?? '')} allowDeselect={false} />;
    return hasDepth(options) ? <Wide>{select}</Wide> : select;
  }
  if (field.type === 'multiselect')
    return (
      <Wide>
        <MultiSelect {...common} data={options} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} />
      </Wide>
    );
  if (field.type === 'password') return <PasswordInput {...common} autoComplete="new-password" value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  // Money is yuan here (CrudForm converts the record's fen); a percent likewise has two decimals at most.
  if (field.type === 'number' || field.type === 'money' || field.type === 'percent')
    return <NumberInput {...common} decimalScale={field.type === 'number' ? undefined : 2} value={text === '' ? '' : Number(value)} onChange={onChange} />;
  if (field.type === 'textarea')
    return (
      <Wide>
        <Textarea {...common} autosize minRows={2} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      </Wide>
    );
  if (field.type === 'date') return <DateField {...common} value={text} onChange={onChange} />;
  return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}
