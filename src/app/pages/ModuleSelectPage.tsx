/**
 * /module/module: one card per module the user's roles grant (ModuleCard.tsx); choosing one enters its
 * home page. Keyboard first (module-keys.ts): the cards are one tab stop, arrows move through the grid,
 * Enter opens, digits 1–9 open the n-th module from anywhere on the page. The grid's columns are chosen
 * here (not by CSS alone) so that Up and Down know what is above and below.
 */
import { Box, Container, Group, SimpleGrid, Stack, Text, Title, useMatches } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../lib/i18n';
import { clearModule, enterModule, homeOf, modules } from '../../state/routes.model';
import { organisation, user } from '../../state/session.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { ProductMark } from '../layout/icons';
import { LogoutButton } from '../layout/LogoutButton';
import { ModuleCard } from './ModuleCard';
import { moduleKeyAction } from './module-keys';

/** Typing in a field or working in a dialog (the logout confirm, the palette) is never a module shortcut. */
const NOT_OURS = 'input, textarea, select, [contenteditable="true"], [role="dialog"]';

export function ModuleSelectPage() {
  useSignals();
  const [, navigate] = useLocation();
  const list = modules.value;
  // Read at once, not in an effect (Mantine's default): that rendered every card a second time, after
  // the first signed-in screen's commit and before its first paint.
  const columns = useMatches({ base: 1, sm: 2, md: 3 }, { getInitialValueInEffect: false });
  const [tabStop, setTabStop] = useState(0);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);

  // The layout a module opens in is prefetched by the signed-in area (SignedInArea.tsx).
  useEffect(() => {
    clearModule();
  }, []);

  const open = (module: RouteNode) => {
    enterModule(module);
    navigate(homeOf(module)?.path ?? '/404');
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest(NOT_OURS)) return;
      const focused = cards.current.indexOf(document.activeElement as HTMLButtonElement);
      const index = Math.min(focused >= 0 ? focused : tabStop, list.length - 1);
      const action = moduleKeyAction(event.key, { index, onCard: focused >= 0, count: list.length, columns });
      if (!action) return;
      event.preventDefault(); // Enter: not the button's click as well; arrows: no page scroll
      if (action.kind === 'open') open(list[action.index]);
      else cards.current[action.index]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <Box component="header" className="ht-module-top">
        <Container size="lg">
          <Group justify="space-between" h={56} wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ProductMark size={28} />
              <Text fw={600} visibleFrom="xs">
                {t('app.defaultTitle')}
              </Text>
            </Group>
            <LogoutButton variant="button" />
          </Group>
        </Container>
      </Box>
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
          {list.length === 0 && <Text role="status">{t('module.empty')}</Text>}
          <SimpleGrid cols={columns} spacing="md">
            {list.map((module, i) => (
              <ModuleCard
                key={module.moduleId}
                ref={(el) => void (cards.current[i] = el)}
                module={module}
                shortcut={i < 9 ? i + 1 : null}
                tabStop={i === Math.min(tabStop, list.length - 1)}
                onOpen={() => open(module)}
                onFocus={() => setTabStop(i)}
              />
            ))}
          </SimpleGrid>
          {list.length > 0 && (
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {t('module.keyboardHint')}
            </Text>
          )}
        </Stack>
      </Container>
    </>
  );
}
