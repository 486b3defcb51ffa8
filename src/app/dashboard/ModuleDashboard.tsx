/**
 * A module's dashboard on its home page (lazily loaded with its charts and texts, see ModuleHome): the
 * business date it is for and a refresh, then the module's board; while the first figures load a loader,
 * on failure a notice with a retry, both inside the page. Later reloads keep the figures shown.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, type ComponentType } from 'react';
import type { DashboardKey } from '../../../server/contracts/dashboard';
import type { RouteNode } from '../../../server/contracts/menu';
import { loadStylesheet } from '../../lib/stylesheet';
import { routeTitle } from '../route-title';
import { BOARDS } from './boards';
import type { BoardProps } from './boards/types';
import { pageLinks } from './links';
import { D } from './parts';
import { useDashboard } from './use-dashboard';

export function ModuleDashboard({ dashboardKey, module }: { dashboardKey: DashboardKey; module: RouteNode }) {
  useSignals();
  const { state, reload } = useDashboard(dashboardKey);
  const link = useMemo(() => pageLinks(module), [module]);
  // The charts' stylesheet is its own file (build.mjs: CSS of lazy chunks is not loaded by itself).
  useEffect(() => void loadStylesheet('ht-styles-charts'), []);
  const Board = BOARDS[dashboardKey] as ComponentType<BoardProps<DashboardKey>>;
  const loading = state.status === 'loading';

  return (
    <Stack gap="sm" data-ht="dashboard-body" data-state={state.status}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-ht="dashboard-as-of">
          {state.data ? D('asOf', { module: routeTitle(module.meta.title), date: state.data.asOf }) : null}
        </Text>
        <Group gap="xs">
          {loading ? <Loader size="xs" role="status" aria-label={D('loading')} /> : null}
          <Button variant="subtle" size="compact-sm" onClick={reload} disabled={loading} data-ht="dashboard-refresh">
            {D('refresh')}
          </Button>
        </Group>
      </Group>
      {state.status === 'failed' ? (
        <Alert color="orange" role="alert" title={D('failed')} data-ht="dashboard-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.message ? `${state.message} ${D('failedHint')}` : D('failedHint')}</Text>
            <Button size="xs" variant="light" onClick={reload}>
              {D('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {state.data ? <Board data={state.data} link={link} /> : null}
    </Stack>
  );
}
