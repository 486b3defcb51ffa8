/** SPEC.md section 2: the Enter key moves focus to the next form input; on the last one it submits. */

const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The part of a keydown event this needs: React's synthetic event (with `nativeEvent`) and a DOM event (the Preact pages) both fit. */
type EnterKey = {
  key: string;
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  defaultPrevented: boolean;
  preventDefault(): void;
  isComposing?: boolean;
  nativeEvent?: { isComposing: boolean };
};

export function focusNextOnEnter(event: EnterKey): void {
  const target = event.target as HTMLElement;
  const composing = event.nativeEvent?.isComposing ?? event.isComposing;
  if (event.key !== 'Enter' || event.defaultPrevented || composing) return;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  if (target instanceof HTMLInputElement && target.type === 'checkbox') return;
  // An open listbox (Mantine Select) uses Enter to pick an option.
  if (target.getAttribute('aria-expanded') === 'true') return;
  // An optional field marked data-enter-skip (a voucher line's department) is left out of the Enter chain:
  // the keyboard flow stays account → summary → amounts; Tab and the mouse still reach it.
  const fields = [...(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(FIELDS)].filter(
    (el) => el.getAttribute('type') !== 'checkbox' && (el === target || !el.hasAttribute('data-enter-skip')),
  );
  const index = fields.indexOf(target);
  if (index >= 0 && index < fields.length - 1) {
    event.preventDefault();
    fields[index + 1].focus();
  }
}
