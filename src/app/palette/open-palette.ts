/**
 * Opens the command palette from anywhere (Ctrl+K / Cmd+K, header button, cheat sheet). The palette's
 * code and its pinyin index load on the first open, keeping them off the sign-in path.
 */
import { signal } from '@preact/signals-core';

/** Counts requests to open; the palette opens itself whenever this changes. */
export const paletteOpens = signal(0);

export function openPalette(): void {
  paletteOpens.value += 1;
}
