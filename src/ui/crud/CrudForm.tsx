/**
 * The add/edit dialog of a resource page: fields from the resource, required and length rules with
 * messages in the current language, Enter moves to the next input, and the dialog reports when it has
 * unsaved changes (the page marks its tab as editing, so closing the tab asks first).
 */
import { Modal, MultiSelect, NumberInput, PasswordInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { focusNextOnEnter } from '../focus-next';
import type { FieldSpec } from './crud-types';
import { ConflictAlert } from './ConflictAlert';
import { DialogButtons } from './DialogButtons';
import { hasDepth, indentedOption } from '../indented-option';

type Values = Record<string, unknown>;

const MONEY = /^-?\d+(\.\d{1,2})?$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused, as the server refuses it). */
export function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function validate(fields: readonly FieldSpec[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    const text = value === undefined || value === null ? '' : String(value);
    if (field.required && text.trim() === '') errors[field.key] = t('ui.crud.required', { label: field.label });
    else if (field.maxLength && text.length > field.maxLength) errors[field.key] = t('ui.crud.tooLong', { label: field.label, max: field.maxLength });
    else if (field.type === 'number' && text !== '' && !Number.isFinite(Number(text))) errors[field.key] = t('ui.crud.notNumber', { label: field.label });
    else if (field.type === 'money' && text !== '' && !MONEY.test(text)) errors[field.key] = t('ui.crud.notMoney', { label: field.label });
    else if (field.type === 'date' && text !== '' && !isDate(text)) errors[field.key] = t('ui.crud.notDate', { label: field.label });
  }
  return errors;
}

type Props = {
  opened: boolean;
  title: string;
  fields: readonly FieldSpec[];
  initial: Values;
  editing: boolean;
  onDirtyChange(dirty: boolean): void;
  onCancel(): void;
  onSubmit(values: Values): Promise<void>;
  serverErrors?: Record<string, string>;
  /** Set when the save met a newer version (409): the form says so and offers to reload the record. */
  onReload?: () => void;
};

export function CrudForm({ opened, title, fields, initial, editing, onDirtyChange, onCancel, onSubmit, serverErrors, onReload }: Props) {
  useSignals();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValues(initial);
    setErrors({});
  }, [initial, opened]);
  useEffect(() => setErrors((current) => ({ ...current, ...serverErrors })), [serverErrors]);

  const shown = fields.filter((field) => field.inForm !== false && !(editing && field.createOnly));
  const change = (key: string, value: unknown) => {
    setValues((current) => ({ ...current, [key]: value }));
    onDirtyChange(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(shown, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    await onSubmit(values).finally(() => setBusy(false));
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="lg" data-ht="crud-form">
      <form onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate>
        <Stack gap="sm">
          {onReload && <ConflictAlert onReload={onReload} />}
          {shown.map((field) => {
              const common = { label: field.label, name: field.key, error: errors[field.key], withAsterisk: field.required, disabled: editing && field.readOnlyOnEdit };
              const value = values[field.key];
              if (field.type === 'select')
                return <Select key={field.key} {...common} data={field.options ?? []} renderOption={hasDepth(field.options ?? []) ? indentedOption : undefined} value={value === undefined || value === null ? null : String(value)} onChange={(v) => change(field.key, v ?? '')} allowDeselect={false} />;
              if (field.type === 'multiselect')
                return <MultiSelect key={field.key} {...common} data={field.options ?? []} value={Array.isArray(value) ? value.map(String) : []} onChange={(v) => change(field.key, v)} />;
              if (field.type === 'password')
                return <PasswordInput key={field.key} {...common} autoComplete="new-password" value={String(value ?? '')} onChange={(e) => change(field.key, e.currentTarget.value)} />;
              if (field.type === 'number' || field.type === 'money')
                return (
                  <NumberInput
                    key={field.key}
                    {...common}
                    decimalScale={field.type === 'money' ? 2 : undefined}
                    value={value === undefined || value === null || value === '' ? '' : Number(value)}
                    onChange={(v) => change(field.key, v)}
                  />
                );
              if (field.type === 'textarea')
                return <Textarea key={field.key} {...common} autosize minRows={2} value={String(value ?? '')} onChange={(e) => change(field.key, e.currentTarget.value)} />;
              const placeholder = field.type === 'date' ? 'YYYY-MM-DD' : undefined;
              return <TextInput key={field.key} {...common} placeholder={placeholder} value={String(value ?? '')} onChange={(e) => change(field.key, e.currentTarget.value)} />;
            })}
          <DialogButtons busy={busy} hook="crud-save" onCancel={onCancel} />
        </Stack>
      </form>
    </Modal>
  );
}
