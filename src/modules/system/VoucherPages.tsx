/**
 * 凭证录入 (accounting/voucher/entry/index): the organisation's vouchers, new and edit through the
 * voucher form, delete of unaudited ones, send and withdraw. 凭证审核 (accounting/voucher/audit/index):
 * the same list with audit and revoke. Both open the print preview and the detail page.
 */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useHasPermi } from '../../ui/Permission';
import type { Voucher } from '../../../server/contracts/voucher';
import { DetailLink, StatusButton } from './VoucherActions';
import { VoucherForm } from './VoucherForm';
import { PrintButton } from './VoucherPrint';
import { voucherResource } from './voucher-resource';

const L = (k: string, params?: Record<string, string | number>) => t(`system.voucher.${k}`, params);

/** Today as YYYY-MM-DD in the browser's time zone: the default date of a new voucher. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function VoucherEntryPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const canAdd = useHasPermi(['accounting:voucher:add']);
  const canEdit = useHasPermi(['accounting:voucher:edit']);
  const [form, setForm] = useState<{ voucherId: number | null } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const resource = useMemo(
    () =>
      voucherResource('entry', {
        remove: true,
        number: (row) => <DetailLink row={row} />,
        toolbar: () =>
          canAdd && (
            <Button size="xs" onClick={() => setForm({ voucherId: null })} data-ht="crud-add">
              {L('add')}
            </Button>
          ),
        rowActions: (row: Voucher, reload) => (
          <>
            {canEdit && row.status === '0' && (
              <Button size="compact-xs" variant="subtle" aria-label={L('editOf', { no: row.voucherNumber })} data-ht="voucher-edit" onClick={() => setForm({ voucherId: row.voucherId })}>
                {L('edit')}
              </Button>
            )}
            <StatusButton row={row} action="send" reload={reload} />
            <StatusButton row={row} action="withdraw" reload={reload} />
            <PrintButton row={row} />
          </>
        ),
      }),
    [lang, canAdd, canEdit],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} refreshKey={refresh} />
      {form && (
        <VoucherForm
          voucherId={form.voucherId}
          today={today()}
          onClose={(saved) => {
            setForm(null);
            if (saved) setRefresh((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

export function VoucherAuditPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(
    () =>
      voucherResource('audit', {
        number: (row) => <DetailLink row={row} />,
        rowActions: (row: Voucher, reload) => (
          <>
            <StatusButton row={row} action="audit" reload={reload} />
            <StatusButton row={row} action="revoke" reload={reload} />
            <PrintButton row={row} />
          </>
        ),
      }),
    [lang],
  );
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
