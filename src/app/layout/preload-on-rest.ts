/**
 * A menu entry starts loading its page's code when the pointer rests on it or keyboard focus reaches it,
 * so the click that follows shows the page without waiting for its chunk (issue 18). A pointer passing
 * over the menu loads nothing: it must stay PRELOAD_REST_MS first. There is one pointer, so one timer.
 */
import { preloadPage } from './resolve-page';

export const PRELOAD_REST_MS = 80;

type PreloadHandlers = { onPointerEnter: () => void; onPointerLeave: () => void; onFocus: () => void };

let resting: ReturnType<typeof setTimeout> | undefined;

/** Handlers for the element of the entry that opens `path`. */
export function preloadOnRest(path: string): PreloadHandlers {
  return {
    onPointerEnter: () => {
      clearTimeout(resting);
      resting = setTimeout(() => preloadPage(path), PRELOAD_REST_MS);
    },
    onPointerLeave: () => clearTimeout(resting),
    onFocus: () => preloadPage(path),
  };
}
