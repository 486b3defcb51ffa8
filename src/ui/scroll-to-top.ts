/**
 * SPEC.md section 9: after a page change the view scrolls back to the top in 800 ms. The automation
 * contract (DESIGN.md section 7) wants no animation for scripts or under prefers-reduced-motion, so the
 * jump is then immediate and a script's next read sees the final position.
 */

const SCROLL_TO_TOP_MS = 800;

/** False under `?automation=1` (marked on <html> by the app) or when the user asked for reduced motion. */
export function motionAllowed(): boolean {
  if (typeof document === 'undefined') return false;
  if (document.documentElement.dataset.automation === '1') return false;
  return !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t;
}

/** Scrolls `target` (the document by default) to the top; returns a function that stops the animation. */
export function scrollToTop(target?: HTMLElement | null, duration = SCROLL_TO_TOP_MS): () => void {
  const element = target ?? (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
  const start = element.scrollTop;
  if (start === 0) return () => {};
  if (!motionAllowed() || duration <= 0) {
    element.scrollTop = 0;
    return () => {};
  }
  let frame = 0;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    element.scrollTop = Math.round(start * (1 - easeInOutQuad(progress)));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
