/**
 * Shows the page of a route. A module's home page (its 'index' page) is the module overview; other
 * component keys resolve through module descriptors, which arrive with the module issues; until a key
 * has a page, a clear "page not available" state says so instead of a blank screen.
 */
import { Alert, Anchor, SimpleGrid, Paper, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { pagesOf, type PageEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { routeTitle } from '../route-title';

function ModuleHome({ module }: { module: RouteNode }) {
  useSignals();
  const shortcuts = pagesOf(module).filter((p) => !p.node.hidden && !p.path.endsWith('/index'));
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('page.moduleHome', { name: routeTitle(module.meta.title) })}
      </Title>
      <Text c="dimmed">{t('page.moduleHomeHint')}</Text>
      <Title order={2} size="h5">
        {t('page.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {shortcuts.map((p) => (
          <Paper key={p.path} withBorder p="md">
            <Anchor component={Link} href={p.path}>
              {p.trail.slice(1).map((n) => routeTitle(n.meta.title)).join(' / ')}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PageUnavailable({ page }: { page: PageEntry }) {
  useSignals();
  return (
    <Stack>
      <Title order={1} size="h3">
        {routeTitle(page.node.meta.title)}
      </Title>
      <Alert color="yellow" title={t('page.unavailable')} role="status">
        {t('page.unavailableHint', { component: page.node.component })}
      </Alert>
    </Stack>
  );
}

export function PageOutlet({ module, page }: { module: RouteNode; page: PageEntry }) {
  const isHome = page.trail.length === 2 && page.path.endsWith('/index');
  return (
    <section data-ht="page" data-route={page.path}>
      {isHome ? <ModuleHome module={module} /> : <PageUnavailable page={page} />}
    </section>
  );
}
