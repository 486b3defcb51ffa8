/**
 * The keys of module selection (ModuleSelectPage.tsx), as a pure rule so it is tested without a layout:
 * digits 1–9 open the n-th module from anywhere on the page; on a card, arrows move as the cards sit in
 * the grid (`columns` per row), Home/End go to the first and last, Enter opens it. Elsewhere on the page
 * an arrow, Home or End puts focus on the card that has the tab stop, so the grid is one key away.
 */
export type ModuleKeyAction = { kind: 'focus' | 'open'; index: number };

const NAVIGATION = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * `index`: the card with the tab stop; `onCard`: whether focus is on it. Null: the key is not ours.
 */
export function moduleKeyAction(key: string, { index, onCard, count, columns }: { index: number; onCard: boolean; count: number; columns: number }): ModuleKeyAction | null {
  if (/^[1-9]$/.test(key)) return Number(key) <= count ? { kind: 'open', index: Number(key) - 1 } : null;
  if (count === 0) return null;
  if (!onCard) return NAVIGATION.has(key) ? { kind: 'focus', index } : null;
  const last = count - 1;
  const row = Math.floor(index / columns);
  switch (key) {
    case 'Enter':
      return { kind: 'open', index };
    case 'ArrowLeft':
      return { kind: 'focus', index: Math.max(index - 1, 0) };
    case 'ArrowRight':
      return { kind: 'focus', index: Math.min(index + 1, last) };
    case 'ArrowUp':
      return { kind: 'focus', index: row > 0 ? index - columns : index };
    case 'ArrowDown':
      // From above a short last row's gap, Down still reaches that row: its last card.
      return { kind: 'focus', index: row < Math.floor(last / columns) ? Math.min(index + columns, last) : index };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: last };
    default:
      return null;
  }
}
