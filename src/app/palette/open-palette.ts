/** Opens the command palette from anywhere (header button, cheat sheet, htShell). */
import { spotlight } from '@mantine/spotlight';

export function openPalette(): void {
  spotlight.open();
}
