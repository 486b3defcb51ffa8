/** @jsxImportSource preact */
/**
 * The login date: a text field for YYYY-MM-DD with a calendar beside it. Not the browser's date input:
 * its display and typing order follow the browser's locale (an English Chrome wants MM/DD/YYYY), while
 * staff, RPA scripts and the e2e tests type `2026-11-24` whatever the language. The typed text is the
 * value; the page checks it is a real date (lib/format-date.ts). The calendar opens from its button or
 * Arrow Down in the field, takes focus to the active day, and gives it back to the field when a day is
 * picked or Escape closes it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { isDate, today } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { CalendarPopover } from './CalendarPopover';
import type { ControlWiring } from './LoginField';

type Props = {
  wiring: ControlWiring;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Focus left the field and its calendar, with the text in the field: the moment to check it. */
  onLeave: (typed: string) => void;
};

export function DatePicker({ wiring, name, value, onChange, onLeave }: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(today);
  const root = useRef<HTMLFieldSetElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Set when the active day should take focus after the next render (opening, keyboard moves).
  const focusActive = useRef(false);
  const calendarId = `${wiring.id}-calendar`;

  const move = (day: string, focus: boolean) => {
    focusActive.current = focus;
    setActive(day);
  };
  const show = () => {
    move(isDate(value) ? value : today(), true);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    field.current?.focus();
  };
  const pick = (day: string) => {
    onChange(day);
    close();
  };

  // In the commit, so focus is on the new day before onFocusOut's check runs (a month change replaces the focused button).
  useLayoutEffect(() => {
    if (!open || !focusActive.current) return;
    focusActive.current = false;
    root.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [open, active]);

  // A press anywhere else closes the calendar and leaves focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onFieldKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    show();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    // Without a next target the focused day may just have been replaced by the next month's: decide
    // once the render has settled and focus has moved on.
    queueMicrotask(() => {
      if (!root.current || root.current.contains(document.activeElement)) return; // gone, or still inside
      setOpen(false);
      onLeave(field.current?.value ?? value);
    });
  };
  const onInput = (event: Event) => {
    const typed = (event.currentTarget as HTMLInputElement).value;
    onChange(typed);
    if (open && isDate(typed)) move(typed, false);
  };

  // A fieldset: the field, its button and the calendar are one group, which Escape and leaving are about.
  return (
    <fieldset class="ht-date" ref={root} onKeyDown={onKeyDown} onfocusout={onFocusOut}>
      <input {...wiring} ref={field} name={name} type="text" autoComplete="off" placeholder="YYYY-MM-DD" maxLength={10} value={value} onInput={onInput} onKeyDown={onFieldKey} />
      <button
        type="button"
        class="ht-date-toggle"
        aria-label={t('login.calendar.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        onClick={() => (open ? close() : show())}
        data-ht="calendar-toggle"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && <CalendarPopover id={calendarId} active={active} selected={isDate(value) ? value : null} onMove={move} onPick={pick} />}
    </fieldset>
  );
}
