/** Suspense fallback that keeps the shell "busy" while a lazy page chunk loads (no library: it is on the first screen). */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect } from 'react';
import { t } from '../lib/i18n';
import { beginWork } from '../state/activity.model';

export function Pending() {
  useSignals();
  useLayoutEffect(() => beginWork(), []);
  return (
    <div className="ht-pending" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <div className="ht-spinner" />
    </div>
  );
}
