/** The initialisation platform's voucher words (/pppp/voucherRule): words, names, print titles, order, numbering. */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { voucherRuleResource } from './voucher-rule-resource';

export function VoucherRulePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => voucherRuleResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
