/**
 * The code generator: the imported tables, with import (a dialog over the database's tables), edit (its own page,
 * /gen/edit?tableId=…), sync with the database, preview of the generated code, and delete.
 */
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { isEditing, tabs } from '../../state/tabs.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useHasPermi } from '../../ui/Permission';
import type { GenTable } from '../../../server/contracts/gen';
import { GenImportDialog } from './GenImportDialog';
import { GenPreviewDialog } from './GenPreviewDialog';
import { genResource } from './gen-resource';

const GEN_EDIT_PATH = '/gen/edit';
const L = textsUnder('tools.gen');

const confirm = (text: string) =>
  new Promise<boolean>((resolve) =>
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: text,
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );

/** Opens the edit page; the one /gen/edit tab holding unsaved changes of another table asks first. */
async function openEditor(row: GenTable): Promise<void> {
  const open = tabs.value.find((tab) => tab.path === GEN_EDIT_PATH);
  if (open && isEditing(open) && open.query.tableId !== String(row.tableId) && !(await confirm(t('tabs.abandon')))) return;
  navigate(`${GEN_EDIT_PATH}?tableId=${row.tableId}`);
}

/** Reads the table's columns from the database again, once confirmed. */
async function sync(row: GenTable, reload: () => void): Promise<void> {
  if (!(await confirm(L('syncConfirm', { name: row.tableName })))) return;
  await api.get(`/htservice/gen/synchDb/${encodeURIComponent(row.tableName)}`).then(
    () => {
      notifications.show({ message: L('synced'), color: 'green' });
      reload();
    },
    () => undefined,
  );
}

export function GenPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const canImport = useHasPermi(['tool:gen:import']);
  const canEdit = useHasPermi(['tool:gen:edit']);
  const canPreview = useHasPermi(['tool:gen:preview']);
  const [importing, setImporting] = useState<{ reload: () => void } | null>(null);
  const [preview, setPreview] = useState<GenTable | null>(null);

  const resource = useMemo(
    () =>
      genResource({
        toolbar: (reload) =>
          canImport && (
            <Button variant="light" onClick={() => setImporting({ reload })} data-ht="gen-import">
              {L('import')}
            </Button>
          ),
        rowActions: (row, reload) => [
          canEdit && { label: L('edit'), name: L('editRow', { name: row.tableName }), onClick: () => void openEditor(row) },
          canPreview && { label: L('preview'), name: L('previewRow', { name: row.tableName }), onClick: () => setPreview(row) },
          canEdit && { label: L('sync'), name: L('syncRow', { name: row.tableName }), onClick: () => void sync(row, reload) },
        ],
      }),
    [canImport, canEdit, canPreview],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} />
      {importing && <GenImportDialog onClose={() => setImporting(null)} onImported={importing.reload} />}
      {preview && <GenPreviewDialog table={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
