/**
 * The import dialog of the code generator: the database's tables not imported yet, searchable, several at
 * once. On FormDialog, so import and cancel stay in view below a long table; the search is a field of the
 * form (Enter in it searches) rather than a form of its own, as forms do not nest.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DataTable } from '../../ui/DataTable';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import type { DbTable } from '../../../server/contracts/gen';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import { useEndpoint } from '../../ui/use-endpoint';
import { PAGE_SIZE_ALL } from '../../../shared/wire-constants';

const ALL = PAGE_SIZE_ALL;
const NO_TABLES: DbTable[] = [];

export function GenImportDialog({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  useSignals();
  const L = textsUnder('tools.gen');
  const [name, setName] = useState('');
  // The term searched (the field's text once searched); an import is a write to /htservice/gen, so the list is read again.
  const [term, setTerm] = useState('');
  const tables = useEndpoint('/htservice/gen/db/list', { tableName: term, pageSize: ALL }, (reply: { rows: DbTable[] }) => reply.rows, { keepShown: true });
  const rows = tables.data ?? NO_TABLES;
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const firstError = useRevealFirstError();
  // The same term searched again asks again (a table created meanwhile).
  const search = (tableName: string) => (tableName === term ? void tables.refetch() : setTerm(tableName));

  const { busy, submit } = useDialogSubmit(async () => {
    if (!selected.length) {
      setError(L('selectTables'));
      return firstError.reveal();
    }
    await api.post(`/htservice/gen/importTable?tables=${encodeURIComponent(selected.join(','))}`);
    notifications.show({ message: L('importOk'), color: 'green' });
    onImported();
    onClose();
  });

  const searchOnEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // neither the form's submit nor its move to the next field
    search(name);
  };

  return (
    <FormDialog
      size="xl"
      onClose={onClose}
      title={L('importTitle')}
      hook="gen-import-dialog"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="gen-import-submit" onCancel={onClose} />}
    >
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" role="search">
          <TextInput label={L('tableName')} name="tableName" value={name} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={searchOnEnter} w={220} />
          <Button onClick={() => search(name)}>{t('ui.crud.search')}</Button>
        </Group>
        <DataTable
          tableId="tool-gen-db"
          label={L('dbTables')}
          columns={[
            { key: 'tableName', label: L('tableName'), prop: 'tableName', width: 240 },
            { key: 'tableComment', label: L('tableComment'), prop: 'tableComment', width: 240 },
            { key: 'columnCount', label: L('columnCount'), prop: 'columnCount', width: 100 },
          ]}
          rows={rows}
          rowKey="tableName"
          loading={tables.isFetching}
          selectedKeys={selected}
          onSelectionChange={(keys) => {
            setSelected(keys);
            setError(null);
          }}
          maxHeight="50vh"
        />
        {error && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
