/** A fixed route whose content belongs to a later part of the product: says what it is, works as a tab. */
import { Alert, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../../lib/i18n';
import { fixedRouteFor } from '../../fixed-routes';

export function LaterPage({ path }: { path: string }) {
  useSignals();
  const route = fixedRouteFor(path);
  return (
    <Stack>
      <Title order={1} size="h3">
        {route ? t(route.titleKey) : path}
      </Title>
      <Alert color="blue" role="status">
        {t('fixed.laterHint')}
      </Alert>
    </Stack>
  );
}
