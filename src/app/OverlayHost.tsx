/** Mounts the message and confirm hosts (Overlays.tsx) in React's tree once feedback.ts asks for them. */
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { overlaysWanted } from './feedback';
import { lazyPage } from './boot/lazy-page';

const LazyOverlays = lazyPage(() => import('./Overlays').then((m) => m.Overlays));

/** Loads the hosts' code without mounting them. */
export function preloadOverlays(): Promise<unknown> {
  return LazyOverlays.preload();
}

export function OverlayHost() {
  useSignals();
  return overlaysWanted.value ? (
    <Suspense fallback={null}>
      <LazyOverlays />
    </Suspense>
  ) : null;
}
