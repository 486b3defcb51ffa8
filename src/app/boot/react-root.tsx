/** The React side of the shell, loaded by react-boot.ts: the route table rendered into #root, and its preloads. */
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';

export { prefetchSignedInArea, preloadSignedInArea } from './lazy-areas';
export { preloadOverlays } from '../OverlayHost';

/** Calls `onCommit` once React has committed its first render, and the redirects that render made. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** Renders the route table into #root; resolves once it is on screen, so `whenIdle()` cannot answer for an empty page. */
export function renderApp(): Promise<void> {
  return new Promise((resolve) => {
    createRoot(document.getElementById('root')!).render(
      <FirstCommit onCommit={resolve}>
        <App />
      </FirstCommit>,
    );
  });
}
