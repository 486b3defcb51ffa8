/**
 * Red reversal of a posted voucher: the button (shown with accounting:voucher:reverse on a posted voucher not yet
 * reversed) opens a dialog asking the reversal's date, the login date proposed; the server makes the new
 * unaudited voucher (amounts negated), its number is announced and the page reloads (the original's detail
 * then links to it). A refusal
 * (a closed period, reversed meanwhile) is shown in the dialog as the server words it.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { api } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import { loginDate } from '../../state/session.model';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DateField } from '../../ui/DateField';
import { FormDialog } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import { usePermitted } from '../../ui/Permission';
import { RowActionButton, type RowAction } from '../../ui/RowActions';
import type { ReversalInput, Voucher, VoucherDetail } from '../../../server/contracts/voucher';
import { namedText } from '../../ui/named-text';

const L = textsUnder('accounting.voucher');

type Row = Pick<Voucher, 'voucherId' | 'voucherNumber' | 'status' | 'reversed'>;

/** The red reversal as a row action, or null unless the voucher is posted, not reversed, and the user may. */
export function reverseAction(row: Row, can: (permission: string) => boolean, open: () => void): RowAction | null {
  if (!can('accounting:voucher:reverse') || row.status !== '3' || row.reversed) return null;
  return { label: L('reverse'), name: L('reverseOf', { no: row.voucherNumber }), hook: 'voucher-reverse', color: 'red', onClick: open };
}

export function ReverseButton({ row, reload }: { row: Row; reload: () => void }) {
  useSignals();
  const can = usePermitted();
  const [open, setOpen] = useState(false);
  const button = reverseAction(row, can, () => setOpen(true));
  if (!button) return null;
  return (
    <>
      <RowActionButton action={button} />
      {open && <ReverseDialog row={row} onClose={(made) => (setOpen(false), made && reload())} />}
    </>
  );
}

/** Asks the reversal's date and makes it; `made` tells the opener to read its list or record again. */
export function ReverseDialog({ row, onClose }: { row: Row; onClose(made: boolean): void }) {
  useSignals();
  const [date, setDate] = useState(loginDate.value);
  const [error, setError] = useState<string | null>(null);
  // A refusal (a closed period, reversed meanwhile) is worded in the dialog, as the server says it.
  const { busy, submit } = useDialogSubmit(
    async () => {
      setError(null);
      const body: ReversalInput = { voucherId: row.voucherId, voucherDate: date.trim() };
      const made = (await api.post<{ data: VoucherDetail }>('/htservice/voucher/reverse', body, { raw: true })).data;
      notifications.show({ color: 'green', message: L('reversed', { no: made.voucherNumber }) });
      onClose(true);
    },
    (e) => setError(e instanceof Error ? e.message : String(e)),
  );
  return (
    <FormDialog
      size="narrow"
      title={namedText('accounting.voucher.reverseTitle', { no: row.voucherNumber })}
      hook="voucher-reverse-form"
      onClose={() => onClose(false)}
      onSubmit={submit}
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
