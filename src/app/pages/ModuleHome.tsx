/** A module's home page (its 'index' route): the module's pages as shortcuts. */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { isHomePage, pagesOf } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { routeTitle } from '../route-title';

export function ModuleHome({ module }: { module: RouteNode }) {
  useSignals();
  const shortcuts = pagesOf(module).filter((p) => !p.node.hidden && !isHomePage(p));
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
