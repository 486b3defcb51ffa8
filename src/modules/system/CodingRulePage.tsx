/** The initialisation platform's coding rules (/pppp/SysCodingRule): the organisation's rule per kind of code. */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { codingRuleResource } from './coding-rule-resource';

export function CodingRulePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => codingRuleResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
