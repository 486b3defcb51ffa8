/** @jsxImportSource preact */
/**
 * The month view of the login date picker (DatePicker.tsx): a non-modal dialog with the month's title,
 * previous/next month, a table of days (one tab stop, the active day: arrows, Page Up/Down, Home/End
 * move it, Enter or Space picks it) and "today". A plain table under weekday headers with a button per
 * day, the chosen one pressed (`aria-pressed`, which a button announces as it takes focus). Button names
 * come from the zh/en tables; month, weekday and day names from Intl in the same language, so no table
 * lists them.
 */
import dayjs from 'dayjs';
import { today } from '../../lib/format-date';
import { locale, t } from '../../lib/i18n';
import { addMonths, dayAfterKey, monthGrid, sameMonth } from './month-grid';

type Props = {
  id: string;
  /** The day with the tab stop (the month shown is its month). */
  active: string;
  /** The field's value when it is a date. */
  selected: string | null;
  /** `focus`: the move came from the keyboard, so focus follows the active day. */
  onMove: (day: string, focus: boolean) => void;
  onPick: (day: string) => void;
};

const intlTag = () => (locale.value === 'zh' ? 'zh-CN' : 'en');
const format = (day: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlTag(), options).format(dayjs(day).toDate());

export function CalendarPopover({ id, active, selected, onMove, onPick }: Props) {
  const weeks = monthGrid(active);
  const now = today();
  const titleId = `${id}-title`;

  const onGridKey = (event: KeyboardEvent) => {
    const next = dayAfterKey(active, event.key);
    if (next) {
      event.preventDefault();
      onMove(next, true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault(); // not the button's click as well, and not the form's Enter-to-next-field
      onPick(active);
    }
  };

  return (
    <div id={id} class="ht-calendar" role="dialog" aria-label={t('login.calendar.title')} data-ht="calendar">
      <div class="ht-cal-head">
        <button type="button" class="ht-cal-nav" aria-label={t('login.calendar.previousMonth')} onClick={() => onMove(addMonths(active, -1), false)}>
          ‹
        </button>
        <span id={titleId} class="ht-cal-title" aria-live="polite">
          {format(active, { year: 'numeric', month: 'long' })}
        </span>
        <button type="button" class="ht-cal-nav" aria-label={t('login.calendar.nextMonth')} onClick={() => onMove(addMonths(active, 1), false)}>
          ›
        </button>
      </div>
      <table class="ht-cal-grid" aria-labelledby={titleId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weeks[0].map((day) => (
              <th key={day} scope="col" aria-label={format(day, { weekday: 'long' })}>
                {format(day, { weekday: locale.value === 'zh' ? 'narrow' : 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} class={sameMonth(day, active) ? undefined : 'ht-cal-outside'}>
                  <button
                    type="button"
                    tabIndex={day === active ? 0 : -1}
                    aria-label={format(day, { dateStyle: 'full' })}
                    aria-pressed={day === selected}
                    aria-current={day === now ? 'date' : undefined}
                    data-day={day}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div class="ht-cal-foot">
        <button type="button" class="ht-cal-today" onClick={() => onPick(now)}>
          {t('login.calendar.today')}
        </button>
      </div>
    </div>
  );
}
