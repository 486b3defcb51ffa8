/**
 * The add/edit dialog of a resource page: fields from the resource in two columns on a wide dialog,
 * required and length rules with messages in the current language, the first error brought into view
 * on save, Enter moves to the next input, and the dialog reports when it has unsaved changes (the page
 * marks its tab as editing, so closing the tab asks first). A money field shows and takes yuan while the
 * record and the call carry fen (money-fields.ts).
 */
import { Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { isDate } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { useRevealFirstError } from '../first-error';
import { FormDialog } from '../FormDialog';
import { FormGrid } from '../FormGrid';
import { withFenAmounts, withYuanInputs } from '../money-fields';
import type { DrawnField } from './crud-types';
import { ConflictAlert } from './ConflictAlert';
import { CrudField } from './CrudField';
import { DialogButtons } from './DialogButtons';

type Values = Record<string, unknown>;

const MONEY = /^-?\d+(\.\d{1,2})?$/;
/** Below this many fields a dialog stays narrow: one column, no room wasted. */
const FEW_FIELDS = 4;

export function validate(fields: readonly DrawnField[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    const text = value === undefined || value === null ? '' : String(value);
    if (field.required && text.trim() === '') errors[field.key] = t('ui.crud.required', { label: field.label });
    else if (field.maxLength && text.length > field.maxLength) errors[field.key] = t('ui.crud.tooLong', { label: field.label, max: field.maxLength });
    else if (field.type === 'number' && text !== '' && !Number.isFinite(Number(text))) errors[field.key] = t('ui.crud.notNumber', { label: field.label });
    else if (field.type === 'money' && text !== '' && !MONEY.test(text)) errors[field.key] = t('ui.crud.notMoney', { label: field.label });
    else if (field.type === 'percent' && text !== '' && !MONEY.test(text)) errors[field.key] = t('ui.crud.notPercent', { label: field.label });
    else if (field.type === 'date' && text !== '' && !isDate(text)) errors[field.key] = t('ui.crud.notDate', { label: field.label });
  }
  return errors;
}

type Props = {
  opened: boolean;
  title: string;
  fields: readonly DrawnField[];
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
  const [values, setValues] = useState<Values>(() => withYuanInputs(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { ref: formRef, reveal } = useRevealFirstError();
  // Seeded when a record is opened, not when the fields are described again (a language switch): that would drop what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fields` only shapes the record opened
  useEffect(() => {
    setValues(withYuanInputs(fields, initial));
    setErrors({});
  }, [initial, opened]);
  useEffect(() => {
    setErrors((current) => ({ ...current, ...serverErrors }));
    if (serverErrors && Object.keys(serverErrors).length) reveal();
  }, [serverErrors, reveal]);
  // A stale save is explained at the top of the form: scrolled to, as a field error would be.
  const stale = Boolean(onReload);
  useEffect(() => {
    if (stale) reveal();
  }, [stale, reveal]);

  const shown = fields.filter((field) => field.inForm !== false && !(editing && field.createOnly));
  const change = (key: string, value: unknown) => {
    setValues((current) => ({ ...current, [key]: value }));
    onDirtyChange(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(shown, values);
    setErrors(found);
    if (Object.keys(found).length) return reveal();
    setBusy(true);
    await onSubmit(withFenAmounts(fields, values)).finally(() => setBusy(false));
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onCancel}
      title={title}
      size={shown.length < FEW_FIELDS ? 'narrow' : 'form'}
      hook="crud-form"
      formRef={formRef}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="crud-save" onCancel={onCancel} />}
    >
      <Stack gap="sm">
        {onReload && <ConflictAlert onReload={onReload} />}
        <FormGrid>
          {shown.map((field) => (
            <CrudField key={field.key} field={field} values={values} error={errors[field.key]} disabled={editing && field.readOnlyOnEdit} onChange={(value) => change(field.key, value)} />
          ))}
        </FormGrid>
      </Stack>
    </FormDialog>
  );
}
