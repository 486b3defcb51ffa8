/** The tabs the bar shows (SPEC.md section 6 rules for fixed tabs), shared by the bar and Ctrl+Alt+1..9. */
import { computed } from '@preact/signals-core';
import { moduleTree, pageIndex, showsFixedTab } from '../../state/routes.model';
import { tabs } from '../../state/tabs.model';

export const visibleTabs = computed(() => {
  const current = moduleTree.value?.moduleId;
  return tabs.value.filter((tab) => showsFixedTab(tab.meta, pageIndex.value.get(tab.path)?.module.moduleId, current));
});
