/**
 * Mantine's colour-scheme manager over the user's layout settings, instead of its localStorage default:
 * the scheme is one user's choice kept on the server (settings.model.ts, preferences), not the terminal's,
 * so the next person at a kiosk does not inherit it. `useMantineColorScheme().setColorScheme` saves it
 * like any other layout setting, and a change made elsewhere (sign-in, another tab, sign-out) reaches
 * Mantine through `subscribe`.
 */
import { effect, untracked } from '@preact/signals-core';
import type { MantineColorSchemeManager } from '@mantine/core';
import { user } from '../state/session.model';
import { layout, setLayout } from '../state/settings.model';

/** One manager per MantineProvider: `unsubscribe` takes no argument, so each keeps its own subscription. */
export function layoutColorSchemeManager(): MantineColorSchemeManager {
  let stop: (() => void) | undefined;
  return {
    get: () => layout.peek().colorScheme,
    set: (value) => {
      if (value !== layout.peek().colorScheme) setLayout(user.peek()?.name ?? '', { colorScheme: value });
    },
    subscribe: (onUpdate) => {
      stop?.();
      stop = effect(() => {
        const scheme = layout.value.colorScheme;
        untracked(() => onUpdate(scheme));
      });
    },
    unsubscribe: () => {
      stop?.();
      stop = undefined;
    },
    // Nothing is kept on this terminal to clear: the choice is the user's, on the server.
    clear: () => undefined,
  };
}
