/**
 * Voucher entry (accounting/voucher/entry/index): the organisation's vouchers, new and edit through the
 * voucher form, delete of unaudited ones, send and withdraw, and the voucher import (a file of
 * voucher lines as a task, the list reloading when it ends). Voucher audit (accounting/voucher/audit/index):
 * the same list with audit and revoke, and the steps after audit: the cashier's signature, post, unpost
 * and the red reversal of a posted voucher. Both open the print preview and the detail page.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { today } from '../../lib/format-date';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { startTask, TASK_KIND_PERMISSION, taskActions, tasks } from '../../state/tasks.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import { ImportPanel } from '../../ui/ImportPanel';
import { TaskList } from '../../ui/TaskCard';
import { useHasPermi, usePermitted } from '../../ui/Permission';
import { useTasksFinished } from '../../ui/use-tasks-finished';
import type { Voucher } from '../../../server/contracts/voucher';
import { DetailLink, statusAction } from './VoucherActions';
import { VoucherForm } from './VoucherForm';
import { ReverseDialog, reverseAction } from './VoucherReverse';
import { printAction } from './VoucherPrint';
import { voucherResource } from './voucher-resource';

const L = textsUnder('accounting.voucher');
const K = keysUnder('accounting.voucher');
const IMPORT_KIND = 'voucher-import';

export function VoucherEntryPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const canAdd = useHasPermi(['accounting:voucher:add']);
  const canEdit = useHasPermi(['accounting:voucher:edit']);
  const canImport = useHasPermi([TASK_KIND_PERMISSION[IMPORT_KIND]]);
  const can = usePermitted();
  const [form, setForm] = useState<{ voucherId: number | null } | null>(null);
  const [importing, setImporting] = useState(false);
  // The list is read again after a save here and once an import of vouchers is done.
  const [saves, setSaves] = useState(0);
  const refresh = saves + useTasksFinished([IMPORT_KIND]);
  const resource = useMemo(
    () =>
      voucherResource('entry', {
        remove: true,
        number: (row) => <DetailLink row={row} />,
        toolbar: () => (
          <>
            {canAdd && (
              <Button variant="light" onClick={() => setForm({ voucherId: null })} data-ht="crud-add">
                {L('add')}
              </Button>
            )}
            {canImport && (
              <Button variant="light" onClick={() => setImporting((open) => !open)} aria-expanded={importing} data-ht="voucher-import-toggle">
                {L('import')}
              </Button>
            )}
          </>
        ),
        create: canAdd ? { label: K('add'), onClick: () => setForm({ voucherId: null }) } : undefined,
        // Edit and send first: what the maker does next; print and delete under the More menu.
        rowActions: (row, reload) => [
          canEdit &&
            row.status === '0' &&
            row.reversalOf === null && { label: L('edit'), name: L('editOf', { no: row.voucherNumber }), hook: 'voucher-edit', onClick: () => setForm({ voucherId: row.voucherId }) },
          statusAction(row, 'send', can, reload),
          statusAction(row, 'withdraw', can, reload),
          printAction(row),
        ],
      }),
    [can, canAdd, canEdit, canImport, importing],
  );
  return (
    <>
      <CrudPage
        resource={resource}
        pageId={String(menuId)}
        refreshKey={refresh}
        belowTitle={
          importing && (
            <Stack gap="xs" data-ht="voucher-import">
              <Text size="sm" c="dimmed">
                {L('importHint')}
              </Text>
              <ImportPanel allowed={canImport} onStart={(file, importValidRows) => startTask(IMPORT_KIND, file, { importValidRows: String(importValidRows) })} />
              <TaskList tasks={tasks.value.filter((task) => task.kind === IMPORT_KIND).slice(0, 3)} actions={taskActions} />
            </Stack>
          )
        }
      />
      {form && (
        <VoucherForm
          voucherId={form.voucherId}
          today={today()}
          onClose={(saved) => {
            setForm(null);
            if (saved) setSaves((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

export function VoucherAuditPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const can = usePermitted();
  const [reversing, setReversing] = useState<{ row: Voucher; reload: () => void } | null>(null);
  const resource = useMemo(
    () =>
      voucherResource('audit', {
        number: (row) => <DetailLink row={row} />,
        // The step forward first (audit, sign, post), then the steps back; a row has at most three.
        rowActions: (row, reload) => [
          ...(['audit', 'sign', 'post', 'revoke', 'unsign', 'unpost'] as const).map((action) => statusAction(row, action, can, reload)),
          reverseAction(row, can, () => setReversing({ row, reload })),
          printAction(row),
        ],
      }),
    [can],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} />
      {reversing && <ReverseDialog row={reversing.row} onClose={(made) => (setReversing(null), made && reversing.reload())} />}
    </>
  );
}
