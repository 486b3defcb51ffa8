/**
 * The 403 answer inside a tab: the page exists but the user's roles do not open it (a deep link, an old
 * bookmark, a tab restored after the grants changed). Shown in place of the page, so the sidebar and the
 * other tabs keep working; it loads none of the page's data, so no permission dialog pops up over it.
 */
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';

export function ForbiddenPanel({ title }: { title: string }) {
  useSignals();
  return (
    <Stack data-ht="forbidden" data-status="403" align="flex-start">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert color="red" role="alert" title={t('page.forbidden')} w="100%">
        {t('page.forbiddenHint')}
      </Alert>
      <Button component={Link} href="/index" variant="light">
        {t('common.home')}
      </Button>
    </Stack>
  );
}

/** The page of a path that exists in the organisation's route table but not among the user's routes. */
export function ForbiddenPage(_: { path: string }) {
  useSignals();
  return <ForbiddenPanel title={t('page.forbiddenTitle')} />;
}
