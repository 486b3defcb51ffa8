/** The print action of a voucher: asks the shell (over the bus) to open the print-preview widget. */
import { bus } from '../../lib/bus';
import { t } from '../../lib/i18n';
import { RowActionButton, type RowAction } from '../../ui/RowActions';
import type { Voucher } from '../../../server/contracts/voucher';

type Row = Pick<Voucher, 'voucherId' | 'voucherNumber'>;

export function printAction(row: Row): RowAction {
  return {
    label: t('accounting.voucher.print'),
    name: t('accounting.voucher.printOf', { no: row.voucherNumber }),
    hook: 'voucher-print',
    onClick: () => bus.emit('voucher:print-requested', { voucherId: row.voucherId, voucherNumber: row.voucherNumber }),
  };
}

export function PrintButton({ row }: { row: Row }) {
  return <RowActionButton action={printAction(row)} />;
}
