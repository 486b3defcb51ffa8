/**
 * The last line behind the route table: when the signed-in area itself cannot load or render (its code
 * did not arrive, a new deployment replaced it), a plain panel says so with a button to try again,
 * instead of a white screen. Plain elements, no Mantine: the component library may be what failed.
 * Pages inside the area have their own boundary (layout/PageErrorBoundary.tsx), so this one is rare.
 */
import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import { isChunkLoadError } from './chunk-error';
import { RetryBoundary } from './RetryBoundary';

function AppErrorPanel({ error, retry }: { error: unknown; retry: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <main className="ht-app-error" role="alert" data-ht="app-error" data-kind={chunk ? 'chunk' : 'render'}>
      <h1>{t(chunk ? 'page.appLoadFailed' : 'page.appFailed')}</h1>
      <p>{t(chunk ? 'page.appLoadFailedHint' : 'page.appFailedHint')}</p>
      <button type="button" onClick={retry} data-ht="app-retry">
        {t('page.retry')}
      </button>
    </main>
  );
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary label="the shell" fallback={(error, retry) => <AppErrorPanel error={error} retry={retry} />}>
      {children}
    </RetryBoundary>
  );
}
