/** /module/module: one card per module the user's roles grant; choosing one enters its home page. */
import { Container, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../lib/i18n';
import { clearModule, enterModule, homeOf, modules } from '../../state/routes.model';
import { organisation, user } from '../../state/session.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { ModuleArea } from '../lazy-areas';
import { routeTitle } from '../route-title';
import { LogoutButton } from '../layout/LogoutButton';

const PREFETCH_DELAY_MS = 300;

export function ModuleSelectPage() {
  useSignals();
  const [, navigate] = useLocation();
  useEffect(() => {
    clearModule();
    // The layout a module opens in: fetched once the page is up, so entering a module does not wait for it.
    const prefetch = setTimeout(() => void ModuleArea.preload().catch(() => undefined), PREFETCH_DELAY_MS);
    return () => clearTimeout(prefetch);
  }, []);

  const open = (module: RouteNode) => {
    enterModule(module);
    navigate(homeOf(module)?.path ?? '/404');
  };

  return (
    <Container size="lg" py="xl" component="main" data-ht="page" data-route="/module/module">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('module.title')}
          </Title>
          <Text c="dimmed">
            {t('module.subtitle')} · ({user.value?.name}) {user.value?.nickName} · ({organisation.value?.code}) {organisation.value?.name}
          </Text>
        </div>
        {modules.value.length === 0 && <Text role="status">{t('module.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {modules.value.map((module) => (
            // The button is the title (its accessible name is what a person sees); its ::after covers
            // the whole card so a click anywhere enters the module. The page list describes it.
            <Paper key={module.moduleId} className="ht-module-card" withBorder shadow="xs" p="lg" radius="md">
              <UnstyledButton onClick={() => open(module)} aria-describedby={`ht-module-${module.moduleId}-pages`} data-ht="module" data-module-id={module.moduleId}>
                <Text fw={600} size="lg" component="span">
                  {routeTitle(module.meta.title)}
                </Text>
              </UnstyledButton>
              <Text size="sm" c="dimmed" id={`ht-module-${module.moduleId}-pages`}>
                {(module.children ?? []).filter((c) => !c.hidden).map((c) => routeTitle(c.meta.title)).join(' · ')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <div>
          <LogoutButton variant="button" />
        </div>
      </Stack>
    </Container>
  );
}
