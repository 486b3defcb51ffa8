/** SPEC.md section 2: the Enter key moves focus to the next form input; on the last one it submits. */
import type { KeyboardEvent } from 'react';

const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function focusNextOnEnter(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  if (target instanceof HTMLInputElement && target.type === 'checkbox') return;
  // An open listbox (Mantine Select) uses Enter to pick an option.
  if (target.getAttribute('aria-expanded') === 'true') return;
  const fields = [...event.currentTarget.querySelectorAll<HTMLElement>(FIELDS)].filter((el) => el.getAttribute('type') !== 'checkbox');
  const index = fields.indexOf(target);
  if (index >= 0 && index < fields.length - 1) {
    event.preventDefault();
    fields[index + 1].focus();
  }
}
