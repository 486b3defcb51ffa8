/**
 * Focus in a table whose rows are recycled (DataTable: row elements are keyed by their place in the view,
 * so the elements at a place show another record after a scroll). Left alone, a focused checkbox or
 * button would stay on its element while the record it belonged to scrolled away, and a person's Space or
 * Enter would act on another record. After each render of the rows, the focused control follows its
 * record: the same control of the same cell in the row that now shows that record, or, when the record
 * has left the view, nowhere (as when its element was removed).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

/** What a keyboard can reach inside a table. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const ROW = 'tr[data-row-key]';

type Place = { rowKey: string; cell: number; control: number };

function placeOf(target: Element): Place | null {
  const row = target.closest(ROW);
  const cell = target.closest('td');
  if (!row || !cell) return null;
  return { rowKey: row.getAttribute('data-row-key') ?? '', cell: cell.cellIndex, control: [...cell.querySelectorAll(FOCUSABLE)].indexOf(target) };
}

/** Call from the component that renders the recycled rows; `box` is the table's scroll container. */
export function useRecycledFocus(box: HTMLElement | null): void {
  const focused = useRef<Place | null>(null);
  useEffect(() => {
    if (!box) return;
    const remember = (event: FocusEvent) => void (focused.current = placeOf(event.target as Element));
    box.addEventListener('focusin', remember);
    return () => box.removeEventListener('focusin', remember);
  }, [box]);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const place = focused.current;
    if (!box || !place || !active || !box.contains(active)) return;
    if (active.closest(ROW)?.getAttribute('data-row-key') === place.rowKey) return;
    const row = [...box.querySelectorAll(ROW)].find((tr) => tr.getAttribute('data-row-key') === place.rowKey) as HTMLTableRowElement | undefined;
    const target = row?.cells[place.cell]?.querySelectorAll<HTMLElement>(FOCUSABLE)[place.control];
    if (target) target.focus({ preventScroll: true });
    else (active as HTMLElement).blur();
  });
}
