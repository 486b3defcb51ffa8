/** Shows the licence-expiry reminder of the session (state/licence-expiry.model) once, as a notification that stays until closed. */
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { t } from '../../lib/i18n';
import { routeTitle } from '../route-title';
import { expiringLicences } from '../../state/licence-expiry.model';
import type { LicenceExpiry } from '../../../server/contracts/module';

/** One line per licence: days left, due today, or days since it ended. */
export function licenceLine(l: LicenceExpiry): string {
  const params = { module: routeTitle(l.moduleName), date: l.expiresOn, days: Math.abs(l.daysLeft) };
  return t(l.daysLeft > 0 ? 'licence.daysLeft' : l.daysLeft === 0 ? 'licence.endsToday' : 'licence.ended', params);
}

export function LicenceWarning() {
  useSignals();
  const list = expiringLicences.value;
  useEffect(() => {
    if (!list) return;
    notifications.show({
      id: 'licence-expiry',
      title: t('licence.title'),
      message: (
        <ul style={{ margin: 0, paddingInlineStart: '1.2em' }} data-ht="licence-warning">
          {list.map((l) => (
            <li key={l.moduleId}>{licenceLine(l)}</li>
          ))}
        </ul>
      ),
      color: list.some((l) => l.daysLeft < 0) ? 'red' : 'orange',
      autoClose: false,
    });
    expiringLicences.value = null; // shown once; closing it is the user's acknowledgement
  }, [list]);
  return null;
}
