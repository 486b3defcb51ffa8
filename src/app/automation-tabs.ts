/**
 * `window.htShell.tabs()` (DESIGN.md section 7): the tabs as the bar shows them — its order, its titles
 * in the current language (without the editing mark, which is a field of its own) — so a script reads
 * the same thing a user sees without parsing the bar. Closing is `closeTabAt` (shell-actions.ts), the
 * close button's own path.
 */
import { activePath, isEditing } from '../state/tabs.model';
import { titleForPath } from './layout/resolve-page';
import { visibleTabs } from './layout/visible-tabs';

export type ShellTab = { path: string; title: string; active: boolean; affix: boolean; editing: boolean };

export function shellTabs(): ShellTab[] {
  return visibleTabs.value.map((tab) => ({
    path: tab.path,
    title: titleForPath(tab.path, tab.title),
    active: tab.path === activePath.value,
    affix: tab.meta.affix === true,
    editing: isEditing(tab),
  }));
}
