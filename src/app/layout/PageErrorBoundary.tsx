/**
 * Every tab's page renders inside one of these: a page that throws while rendering, or whose code cannot
 * be loaded (the network dropped, a new deployment replaced the chunk), shows what happened in its own
 * tab with a button to try again, while the sidebar, the tabs and the other pages keep working.
 */
import { Alert, Button, Code, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { checkForNewVersion, newBuild } from '../../state/build-version.model';
import { isChunkLoadError } from '../chunk-error';
import { RetryBoundary } from '../RetryBoundary';
import { reloadNow } from './ShellNotices';

function PageErrorPanel({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  useSignals();
  const chunk = isChunkLoadError(error);
  // A chunk that cannot be fetched is the usual first sign of a deployment (its old file is gone):
  // ask at once, and when that is it, offer the new version instead of a retry that cannot succeed.
  useEffect(() => {
    if (chunk) void checkForNewVersion();
  }, [chunk]);
  const redeployed = chunk && newBuild.value !== null;
  return (
    <Stack data-ht="page-error" data-kind={chunk ? 'chunk' : 'render'}>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert color="red" title={t(chunk ? 'page.loadFailed' : 'page.failed')} role="alert">
        <Stack gap="xs" align="flex-start">
          {t(redeployed ? 'page.newVersionLoadFailed' : chunk ? 'page.loadFailedHint' : 'page.failedHint')}
          {!chunk && error instanceof Error && <Code block>{error.message}</Code>}
          {redeployed ? (
            <Button size="xs" onClick={() => void reloadNow()} data-ht="page-reload">
              {t('page.newVersionReload')}
            </Button>
          ) : (
            <Button size="xs" onClick={retry} data-ht="page-retry">
              {t('page.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Stack>
  );
}

export function PageErrorBoundary({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RetryBoundary label={`page "${title}"`} fallback={(error, retry) => <PageErrorPanel title={title} error={error} retry={retry} />}>
      {children}
    </RetryBoundary>
  );
}
