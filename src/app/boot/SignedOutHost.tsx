/**
 * A signed-out page's place in React's route table: the page itself is Preact's (signed-out/mount.tsx,
 * reached through signed-out-display.ts). A layout effect, so the page leaves in the same commit as the
 * next page arrives, never a frame of both.
 */
import { useLayoutEffect } from 'react';
import type { SignedOutPage } from '../signed-out/mount';
import { showSignedOutPage } from './signed-out-display';

export function SignedOutHost({ page }: { page: SignedOutPage }) {
  useLayoutEffect(() => showSignedOutPage(page), [page]);
  return null;
}
