/**
 * What a detail page shows when opened without the id it needs (a bookmark, a typed address, a menu
 * entry): what is missing and the way to the list to choose from, instead of an empty or failed page.
 */
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';

export function DetailMissing({ title, what, listPath, listLabel }: { title: string; what: string; listPath: string; listLabel: string }) {
  useSignals();
  return (
    <Stack maw={900} data-ht="detail-missing">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert color="blue" role="status">
        <Stack gap="xs" align="flex-start">
          {t('system.detail.missing', { what })}
          <Button size="xs" component={Link} href={listPath} data-ht="detail-open-list">
            {listLabel}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
