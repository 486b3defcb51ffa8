/**
 * Every tab's page renders inside one of these: a page that throws while rendering, or whose code cannot
 * be loaded (the network dropped, a new deployment replaced the chunk), shows what happened in its own
 * tab with a button to try again, while the sidebar, the tabs and the other pages keep working.
 */
import { Alert, Button, Code, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { isChunkLoadError } from '../chunk-error';
import { RetryBoundary } from '../RetryBoundary';

function PageErrorPanel({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <Stack data-ht="page-error" data-kind={chunk ? 'chunk' : 'render'}>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert color="red" title={t(chunk ? 'page.loadFailed' : 'page.failed')} role="alert">
        <Stack gap="xs" align="flex-start">
          {t(chunk ? 'page.loadFailedHint' : 'page.failedHint')}
          {!chunk && error instanceof Error && <Code block>{error.message}</Code>}
          <Button size="xs" onClick={retry} data-ht="page-retry">
            {t('page.retry')}
          </Button>
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
