/**
 * The shell's keyboard shortcuts: Ctrl+K / Cmd+K opens the palette, Ctrl+Alt+1..9 switch tabs,
 * Ctrl+Alt+W closes the current tab (guarded), Alt+S / Alt+M move focus to the sidebar / main area,
 * '?' shows the cheat sheet. Typing in a field never triggers the single-key '?'.
 */
import { useHotkeys } from '@mantine/hooks';
import { closeCurrentTab, switchTab } from '../shell-actions';
import { openPalette } from './open-palette';
import { showShortcuts } from './shortcuts-help';

function focusRegion(selector: string): void {
  const region = document.querySelector<HTMLElement>(selector);
  const target = region?.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])') ?? region;
  if (target && !target.hasAttribute('tabindex') && target === region) target.setAttribute('tabindex', '-1');
  target?.focus();
}

export function useShellShortcuts(): void {
  useHotkeys([
    ['mod+K', openPalette],
    ...Array.from({ length: 9 }, (_, i) => [`ctrl+alt+${i + 1}`, () => switchTab(i + 1)] as [string, () => void]),
    ['ctrl+alt+w', () => void closeCurrentTab()],
    ['alt+s', () => focusRegion('[data-ht="sidebar"]')],
    ['alt+m', () => focusRegion('[data-ht="page"]')],
    ['shift+?', showShortcuts],
  ]);
}
