/**
 * Why a voucher of a closed (month-end closed) accounting period cannot be changed: shown by the voucher detail and the
 * voucher form instead of their actions, which the server would refuse anyway (db/period-lock.ts).
 */
import { Alert } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';

export function ClosedPeriodNotice({ period }: { period: string }) {
  useSignals();
  return (
    <Alert color="yellow" role="status" data-ht="voucher-period-closed">
      {t('accounting.voucher.periodClosed', { period })}
    </Alert>
  );
}
