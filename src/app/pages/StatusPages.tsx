/** /404 and /401: say what happened and offer the way back. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';

function StatusPage({ route, title, hint }: { route: string; title: string; hint: string }) {
  useSignals();
  return (
    <Center h="100%" component="main" data-ht="page" data-route={route}>
      <Stack align="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{hint}</Text>
        <Button component={Link} href="/index">
          {t('common.home')}
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  useSignals();
  return <StatusPage route="/404" title={t('page.notFound')} hint={t('page.notFoundHint')} />;
}

export function UnauthorizedPage() {
  useSignals();
  return <StatusPage route="/401" title={t('page.unauthorized')} hint={t('page.unauthorizedHint')} />;
}
