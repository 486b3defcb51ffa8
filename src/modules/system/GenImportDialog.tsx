/** The import dialog of the code generator: the database's tables not imported yet, searchable, several at once. */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { DataTable } from '../../ui/DataTable';
import type { DbTable } from '../../../server/contracts/gen';

const ALL = 100_000_000;

export function GenImportDialog({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  useSignals();
  const L = (k: string, p?: Record<string, string | number>) => t(`system.gen.${k}`, p);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<DbTable[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const search = (tableName: string) => {
    setLoading(true);
    api
      .get<{ rows: DbTable[] }>('/htservice/gen/db/list', { tableName, pageSize: ALL })
      .then((reply) => setRows(reply.rows), () => undefined)
      .finally(() => setLoading(false));
  };
  useEffect(() => search(''), []);

  const submit = async () => {
    if (!selected.length) return void notifications.show({ message: L('selectTables'), color: 'yellow' });
    setBusy(true);
    try {
      await api.post(`/htservice/gen/importTable?tables=${encodeURIComponent(selected.join(','))}`);
      notifications.show({ message: L('importOk'), color: 'green' });
      onImported();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={L('importTitle')} size="xl" data-ht="gen-import-dialog">
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" component="form" role="search" onSubmit={(e: React.FormEvent) => (e.preventDefault(), search(name))}>
          <TextInput label={L('tableName')} name="tableName" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
          <Button type="submit">{t('ui.crud.search')}</Button>
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
          loading={loading}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          maxHeight="50vh"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ui.crud.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-ht="gen-import-submit">
            {t('ui.crud.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
