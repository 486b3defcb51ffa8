/**
 * A module's home page (its 'index' route): the module's dashboard (`data-ht="dashboard"`), then its pages
 * as smaller shortcuts. Its heading is its route's title, as on every page, so tab, breadcrumb and heading
 * read the same (Home); the module's name goes with the business date under it. The dashboard, its charts
 * (@mantine/charts) and its texts are one lazy chunk: this page is part of the shell, which must not grow by
 * them. Its own Suspense keeps the title and the shortcuts on screen while that chunk loads (the fallback
 * counts as pending work for whenIdle()).
 */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { registerMessages, t } from '../../lib/i18n';
import { isHomePage, pagesOf, pageTitleOf } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { dashboardKeyOf } from '../dashboard/dashboard-keys';
import { lazyPage } from '../boot/lazy-page';
import { PageHeader } from '../../ui/PageHeader';
import { Pending } from '../Pending';
import { routeTitle } from '../route-title';

const ModuleDashboard = lazyPage(() =>
  Promise.all([import('../dashboard/ModuleDashboard'), import('../dashboard/texts')]).then(([page, { dashboardTexts }]) => {
    registerMessages('zh', dashboardTexts.zh);
    registerMessages('en', dashboardTexts.en);
    return page.ModuleDashboard;
  }),
);

export function ModuleHome({ module }: { module: RouteNode }) {
  useSignals();
  const pages = pagesOf(module);
  const shortcuts = pages.filter((p) => !p.node.hidden && !isHomePage(p));
  const home = pages.find(isHomePage);
  const dashboardKey = dashboardKeyOf(module.moduleId);
  const name = routeTitle(module.meta.title);
  return (
    <Stack data-ht="dashboard" data-module-id={module.moduleId} data-dashboard={dashboardKey}>
      <PageHeader title={(home && pageTitleOf(home.path)) ?? name} />
      {dashboardKey ? (
        <section aria-label={t('page.moduleDashboard', { name })}>
          <Suspense fallback={<Pending />}>
            <ModuleDashboard dashboardKey={dashboardKey} module={module} />
          </Suspense>
        </section>
      ) : (
        <Text c="dimmed">{t('page.moduleHomeHint')}</Text>
      )}
      <Title order={2} size="h6">
        {t('page.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" data-ht="dashboard-shortcuts">
        {shortcuts.map((p) => (
          <Paper key={p.path} withBorder px="sm" py={6}>
            <Anchor component={Link} href={p.path} size="sm">
              {p.trail
                .slice(1)
                .map((n) => routeTitle(n.meta.title))
                .join(' / ')}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
