/**
 * 红字冲销 of a posted voucher: the button (shown with accounting:voucher:reverse on a posted voucher not yet
 * reversed) opens a dialog asking the reversal's date, the login date proposed; the server makes the new
 * unaudited voucher (amounts negated), its number is announced and the page reloads (the original's detail
 * then links to it). A refusal
 * (a closed period, reversed meanwhile) is shown in the dialog as the server words it.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { loginDate } from '../../state/session.model';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DateField } from '../../ui/DateField';
import { FormDialog } from '../../ui/FormDialog';
import { useHasPermi } from '../../ui/Permission';
import type { ReversalInput, Voucher, VoucherDetail } from '../../../server/contracts/voucher';

const L = (k: string, params?: Record<string, string | number>) => t(`system.voucher.${k}`, params);

type Row = Pick<Voucher, 'voucherId' | 'voucherNumber' | 'status' | 'reversed'>;

export function ReverseButton({ row, reload }: { row: Row; reload: () => void }) {
  useSignals();
  const allowed = useHasPermi(['accounting:voucher:reverse']);
  const [open, setOpen] = useState(false);
  if (!allowed || row.status !== '3' || row.reversed) return null;
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" aria-label={L('reverseOf', { no: row.voucherNumber })} data-ht="voucher-reverse" onClick={() => setOpen(true)}>
        {L('reverse')}
      </Button>
      {open && (
        <ReverseDialog
          row={row}
          onClose={(made) => {
            setOpen(false);
            if (made) reload();
          }}
        />
      )}
    </>
  );
}

function ReverseDialog({ row, onClose }: { row: Row; onClose(made: boolean): void }) {
  useSignals();
  const [date, setDate] = useState(loginDate.value);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body: ReversalInput = { voucherId: row.voucherId, voucherDate: date.trim() };
      const made = (await api.post<{ data: VoucherDetail }>('/htservice/voucher/reverse', body, { raw: true })).data;
      notifications.show({ color: 'green', message: L('reversed', { no: made.voucherNumber }) });
      onClose(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog size="narrow" title={L('reverseTitle', { no: row.voucherNumber })} hook="voucher-reverse-form" onClose={() => onClose(false)} onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="voucher-reverse-submit" label={L('reverseSubmit')} color="red" onCancel={() => onClose(false)} />}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert" data-ht="voucher-error">
            {error}
          </Alert>
        )}
        <Text size="sm">{L('reverseHint', { no: row.voucherNumber })}</Text>
        <DateField label={L('reverseDate')} name="voucherDate" withAsterisk value={date} onChange={setDate} />
      </Stack>
    </FormDialog>
  );
}
