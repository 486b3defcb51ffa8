/** The initialisation platform's voucher words (/pppp/voucherRule): words, names, print titles, order, numbering. */
import { useSignals } from '@preact/signals-react/runtime';
import { CrudPage } from '../../ui/crud/CrudPage';
import { voucherRuleHint, voucherRuleResource } from './voucher-rule-resource';

export function VoucherRulePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  return <CrudPage resource={voucherRuleResource} pageId={String(menuId)} belowTitle={voucherRuleHint()} />;
}
