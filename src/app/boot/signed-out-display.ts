/**
 * How React's route table shows a signed-out page (SignedOutHost.tsx): Preact's mount, given here at boot
 * (`provideSignedOutDisplay`, called by start.ts) rather than imported. The signed-out pages start React,
 * whose route table would otherwise import them back: an import loop through the whole first screen.
 */
import type { SignedOutPage } from '../signed-out/mount';

/** Shows `page` and returns its remover (signed-out/mount.tsx's showSignedOutPage). */
export type ShowSignedOutPage = (page: SignedOutPage) => () => void;

let show: ShowSignedOutPage = () => {
  throw new Error('signed-out display not provided (boot/start.ts calls provideSignedOutDisplay)');
};

/** Called once at boot, before React can render a signed-out route. */
export function provideSignedOutDisplay(display: ShowSignedOutPage): void {
  show = display;
}

export function showSignedOutPage(page: SignedOutPage): () => void {
  return show(page);
}
