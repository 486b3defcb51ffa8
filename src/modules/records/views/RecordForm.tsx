/**
 * A record of a kind entered on a page of its own (sales performance entry, callback form): the fields the page names, in
 * a grid, checked as the record dialogs check them (required, length, number, money, date), saved with
 * POST (new) or PUT with the version read (edit) to the record store. A refusal of the server shows
 * beside its field (422) or as a notice to reload (409).
 */
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { RecordMeta, RecordRow } from '../../../../server/contracts/records';
import { api, ApiError } from '../../../lib/api';
import type { Locale } from '../../../lib/i18n';
import { validate } from '../../../ui/crud/CrudForm';
import { withFenAmounts, withYuanInputs } from '../../../ui/money-fields';
import { formFieldsOf } from '../resource';
import { FieldInput } from './FieldInput';
import { V } from './common';

type Values = Record<string, unknown>;
type Props = {
  meta: RecordMeta;
  lang: Locale;
  /** The fields shown, in order; the others keep their stored values. */
  keys: readonly string[];
  /** Shown but not editable (the work order a callback belongs to). */
  readOnly?: readonly string[];
  /** Labels of this page for some fields (the callback date for the accepted date). */
  labels?: Record<string, string>;
  record: RecordRow | null;
  initial?: Values;
  onSaved(row: RecordRow): void;
};

/** A server refusal as field errors (422 naming a field) or a message for the whole form. */
export function refusal(error: unknown): { field?: string; message: string; stale: boolean } {
  if (error instanceof ApiError) {
    const body = error.body as { field?: string; msg?: string } | undefined;
    return { field: body?.field, message: body?.msg ?? error.message, stale: error.code === 409 };
  }
  return { message: String(error), stale: false };
}

// Defaults of one identity: a new `{}` per render would make a new start each render, and the form would
// reset what is typed (and render for ever).
const NO_KEYS: readonly string[] = [];
const NO_LABELS: Record<string, string> = {};
const NO_VALUES: Values = {};

export function RecordForm({ meta, lang, keys, readOnly = NO_KEYS, labels = NO_LABELS, record, initial = NO_VALUES, onSaved }: Props) {
  const fields = useMemo(() => {
    const all = formFieldsOf(meta, lang, { kind: meta.key });
    return keys
      .map((k) => all.find((f) => f.key === k)!)
      .filter(Boolean)
      .map((f) => ({ ...f, label: labels[f.key] ?? f.label }));
  }, [meta, lang, keys, labels]);
  // Money fields show yuan; the record, `initial` and the call carry fen.
  const start = useMemo<Values>(() => withYuanInputs(meta.fields, { ...initial, ...(record ?? {}) }), [meta, initial, record]);
  const [values, setValues] = useState<Values>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The version moves on with each save: a second save from the same page must send the new one.
  const [current, setCurrent] = useState(record);
  useEffect(() => {
    setValues(start);
    setCurrent(record);
  }, [start, record]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const editable = fields.filter((f) => !readOnly.includes(f.key));
    const found = validate(editable, values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    const body = withFenAmounts(editable, Object.fromEntries(editable.map((f) => [f.key, values[f.key] === undefined ? null : values[f.key]])));
    setBusy(true);
    try {
      const reply = current
        ? await api.put<{ data: RecordRow }>(`/htservice/records/${meta.key}`, { ...body, recordId: current.recordId, version: current.version }, { raw: true })
        : await api.post<{ data: RecordRow }>(`/htservice/records/${meta.key}`, { ...initial, ...body }, { raw: true });
      notifications.show({ message: V('saved'), color: 'green' });
      if (current) setCurrent(reply.data);
      onSaved(reply.data);
    } catch (error) {
      const r = refusal(error);
      if (r.field && fields.some((f) => f.key === r.field)) setErrors({ [r.field]: r.message });
      else setProblem(r);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} data-ht="record-form" data-kind={meta.key}>
      <Stack gap="sm">
        {problem && (
          <Alert color={problem.stale ? 'orange' : 'red'} role="alert">
            {problem.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((f) => (
            <FieldInput key={f.key} field={f} value={values[f.key]} error={errors[f.key]} readOnly={readOnly.includes(f.key)} onChange={(v) => setValues((cur) => ({ ...cur, [f.key]: v }))} />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy} data-ht="record-form-save">
            {V('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
