/**
 * Every date field of the shell: Mantine's DateInput with the value as 'YYYY-MM-DD' in both languages,
 * a calendar in the UI language, and typing still works (people at kiosks, e2e tests and RPA scripts
 * type "2026-11-24"). Never the browser's own date input, whose look and format follow the browser.
 *
 * `onChange` receives 'YYYY-MM-DD' for a date picked or typed whole, '' when emptied, and otherwise the
 * text as typed, so a form's own check names a half-typed date instead of silently keeping the old one.
 */
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useSignals } from '@preact/signals-react/runtime';
import 'dayjs/locale/zh-cn.js';
import { useState, type FormEvent } from 'react';
import { isDate } from '../lib/format-date';
import { locale, t, type Locale } from '../lib/i18n';

/** The dayjs locale of each UI language (month and weekday names of the calendar). */
const DAYJS_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en' };

/** Only 'YYYY-MM-DD' is read as a date: what is typed is what the server receives, in either language. */
const parseIsoDate = (text: string): string | null => (isDate(text.trim()) ? text.trim() : null);

type Props = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'name'> & {
  value: string;
  onChange(value: string): void;
  /** Set on the visible input (the one typed into), not on DateInput's hidden one. */
  name?: string;
};

export function DateField({ value, onChange, name, onFocus, onBlur, onClick, onKeyDown, popoverProps, ...rest }: Props) {
  useSignals();
  // The calendar closes once a whole date is typed: open, it would cover the fields and buttons below
  // that a typist (or a script) reaches next. Otherwise it opens and closes as DateInput's own does.
  const [open, setOpen] = useState(false);
  // DateInput gives `name` only to its hidden input; Popover hands the props it does not know to its
  // target, the visible input, so the name goes there and scripts type into `[name=…]` as before.
  const nameOfInput = name ? { name } : {};
  const typed = (event: FormEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const date = parseIsoDate(text);
    setOpen(date === null);
    if (date === null) onChange(text.trim());
  };
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      {...rest}
      locale={DAYJS_LOCALE[locale.value]}
      monthLabelFormat={t('ui.date.monthLabel')}
      valueFormat="YYYY-MM-DD"
      dateParser={parseIsoDate}
      fixOnBlur={false}
      value={isDate(value) ? value : null}
      onChange={(next) => {
        setOpen(false);
        onChange(next ? next.slice(0, 10) : '');
      }}
      onInput={typed}
      onFocus={(event) => (setOpen(true), onFocus?.(event))}
      onClick={(event) => (setOpen(true), onClick?.(event))}
      onBlur={(event) => (setOpen(false), onBlur?.(event))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
        onKeyDown?.(event);
      }}
      popoverProps={{ ...popoverProps, opened: open, ...nameOfInput } as DateInputProps['popoverProps']}
    />
  );
}
