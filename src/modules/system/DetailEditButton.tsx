/**
 * The edit button of a detail page: the resource's own form (the one its list page edits with) in a
 * dialog, saved with the version read. A stale version (409) is explained in the form with a reload; a
 * field the server names (422) is shown at that field; while it holds changes the tab asks before closing.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { fieldNamedBy, isStaleVersion } from '../../lib/api';
import { t } from '../../lib/i18n';
import { crudCalls } from '../../ui/crud/crud-calls';
import { CrudForm } from '../../ui/crud/CrudForm';
import type { CrudResource } from '../../ui/crud/crud-types';
import { useDrawnResource } from '../../ui/crud/draw-resource';
import { markEditing } from '../../ui/crud/edit-flag';

type Row = Record<string, unknown>;

export function DetailEditButton<R extends object>({ resource, record, label, onSaved }: { resource: CrudResource<R>; record: R; label: string; onSaved(fresh: R): void }) {
  useSignals();
  const calls = useMemo(() => crudCalls(resource), [resource]);
  const drawn = useDrawnResource(resource);
  const [initial, setInitial] = useState<Row | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [conflict, setConflict] = useState(false);
  const id = (record as Row)[resource.idField] as string | number;
  const close = () => {
    setInitial(null);
    setConflict(false);
    markEditing(false);
  };
  const reload = async () => {
    const fresh = await calls.get(id).catch(() => null);
    if (!fresh) return;
    setConflict(false);
    setInitial(fresh as Row);
    markEditing(false);
    onSaved(fresh as R);
  };
  const submit = async (values: Row) => {
    // Only what the form edits, plus identity and version: the server refuses fields it does not know.
    const keys = [...resource.fields.map((f) => f.key), resource.idField, 'version'];
    const body = Object.fromEntries(keys.filter((k) => values[k] !== undefined).map((k) => [k, values[k]])) as Partial<R>;
    try {
      await calls.update(body);
      notifications.show({ message: t('ui.crud.saved'), color: 'green' });
      close();
      const fresh = await calls.get(id).catch(() => null);
      if (fresh) onSaved(fresh as R);
    } catch (error) {
      const field = fieldNamedBy(error);
      if (isStaleVersion(error)) setConflict(true);
      else if (field) setServerErrors({ [field]: (error as Error).message });
    }
  };
  return (
    <>
      <Button size="xs" variant="light" aria-label={label} onClick={() => (setServerErrors(undefined), setInitial({ ...(record as Row) }))} data-ht="detail-edit">
        {t('ui.crud.edit')}
      </Button>
      {initial && (
        <CrudForm
          opened
          title={t('ui.crud.editTitle', { title: drawn.title })}
          fields={drawn.fields}
          initial={initial}
          editing
          serverErrors={serverErrors}
          onReload={conflict ? () => void reload() : undefined}
          onDirtyChange={markEditing}
          onCancel={close}
          onSubmit={submit}
        />
      )}
    </>
  );
}
