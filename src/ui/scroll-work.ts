/**
 * A table's scroll counts as work for `htShell.whenIdle()` until it settles: the rows on both sides of the
 * view are drawn again then (row-window.ts) and rows are recycled by place, so a script that scrolled a row
 * into view and clicked it at once could click a row being redrawn. The shell counts the work
 * (state/activity.model.ts); src/ui only says so on the bus.
 */
import { useEffect } from 'react';
import { bus } from '../lib/bus';

let lastId = 0;

export function useScrollWork(scrolling: boolean): void {
  useEffect(() => {
    if (!scrolling) return;
    const id = ++lastId;
    bus.emit('table:scrolling', { id, scrolling: true });
    // Also when the table goes away mid-scroll: the work it began must end.
    return () => bus.emit('table:scrolling', { id, scrolling: false });
  }, [scrolling]);
}
