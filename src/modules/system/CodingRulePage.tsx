/** The initialisation platform's coding rules (/pppp/SysCodingRule): the organisation's rule per kind of code. */
import { useSignals } from '@preact/signals-react/runtime';
import { CrudPage } from '../../ui/crud/CrudPage';
import { codingRuleHint, codingRuleResource } from './coding-rule-resource';

export function CodingRulePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  return <CrudPage resource={codingRuleResource} pageId={String(menuId)} belowTitle={codingRuleHint()} />;
}
