/**
 * A module's working area: the path chooses the module (SPEC.md "Dynamic routes"), the layout shows its
 * server menu and the page. Paths no module holds go to /404.
 */
import { AppShell, Group, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { t } from '../../lib/i18n';
import { enterModule, homeOf, moduleForPath, pagesOf } from '../../state/routes.model';
import { routeTitle } from '../route-title';
import { PageOutlet } from './PageOutlet';
import { SidebarMenu } from './SidebarMenu';
import { UserPanel } from './UserPanel';

export const SIDEBAR_WIDTH = 240;

export function ModuleArea() {
  useSignals();
  const [location] = useLocation();
  const module = moduleForPath(location);
  const page = module && pagesOf(module).find((p) => p.path === location);

  useEffect(() => {
    if (module) enterModule(module);
  }, [module]);

  if (!module) return <Redirect to="/404" replace />;
  if (!page) return <Redirect to={homeOf(module)?.path ?? '/404'} replace />;

  return (
    <AppShell navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm' }} header={{ height: 50 }} padding="md">
      <AppShell.Header data-ht="header">
        <Group h="100%" px="md" justify="space-between">
          <Title order={2} size="h4">
            {routeTitle(module.meta.title)}
          </Title>
          <Text size="sm" c="dimmed" data-ht="breadcrumb" aria-label="breadcrumb">
            {page.trail.map((node) => routeTitle(node.meta.title)).join(' / ')}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar data-ht="sidebar" aria-label={t('layout.menu')}>
        <div className="ht-sidebar-title">{t('app.sidebarTitle')}</div>
        <AppShell.Section grow style={{ overflowY: 'auto' }} component="nav" aria-label={t('layout.menu')}>
          <SidebarMenu module={module} activePath={location} />
        </AppShell.Section>
        <AppShell.Section>
          <UserPanel />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" aria-label={t('layout.main')}>
        <PageOutlet module={module} page={page} />
      </AppShell.Main>
    </AppShell>
  );
}
