/** Mounts the command palette on its first use and opens it on every request after that. */
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { lazyPage } from '../boot/lazy-page';
import { paletteOpens } from './open-palette';

const Palette = lazyPage(() => import('./Palette').then((m) => m.Palette));

export function PaletteHost() {
  useSignals();
  if (paletteOpens.value === 0) return null;
  return (
    <Suspense fallback={null}>
      <Palette />
    </Suspense>
  );
}
