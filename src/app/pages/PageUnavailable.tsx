/** A menu whose component key has no page (yet): says so clearly instead of a blank screen or a crash. */
import { Alert, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';

export function PageUnavailable({ title, component }: { title: string; component: string }) {
  useSignals();
  return (
    <Stack>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert color="yellow" title={t('page.unavailable')} role="status">
        {t('page.unavailableHint', { component })}
      </Alert>
    </Stack>
  );
}
