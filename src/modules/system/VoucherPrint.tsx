/** The print button of a voucher row: asks the shell (over the bus) to open the print-preview widget. */
import { Button } from '@mantine/core';
import { bus } from '../../lib/bus';
import { t } from '../../lib/i18n';
import type { Voucher } from '../../../server/contracts/voucher';

export function PrintButton({ row }: { row: Pick<Voucher, 'voucherId' | 'voucherNumber'> }) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      aria-label={t('system.voucher.printOf', { no: row.voucherNumber })}
      data-ht="voucher-print"
      onClick={() => bus.emit('voucher:print-requested', { voucherId: row.voucherId, voucherNumber: row.voucherNumber })}
    >
      {t('system.voucher.print')}
    </Button>
  );
}
