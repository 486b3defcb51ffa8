/**
 * After a save that found errors, the first invalid field is brought into view and focused, so a long
 * form never fails silently below the fold. Mantine marks a field with an error `aria-invalid`; a form
 * whose error is a message of its own (role="alert", e.g. the server's reason) has that scrolled to.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Scrolls the first invalid field of `root` into view and focuses it; returns whether there was one. */
function revealFirstError(root: HTMLElement | null): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
    return true;
  }
  const alert = root?.querySelector<HTMLElement>('[role="alert"]');
  alert?.scrollIntoView({ block: 'nearest' });
  return Boolean(alert);
}

/**
 * `ref` goes on the form; `reveal()` after setting errors brings the first one into view once React has
 * rendered them (errors set in the same handler are on screen by then).
 */
export function useRevealFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests) revealFirstError(ref.current);
  }, [requests]);
  const reveal = useCallback(() => setRequests((n) => n + 1), []);
  return { ref, reveal };
}
