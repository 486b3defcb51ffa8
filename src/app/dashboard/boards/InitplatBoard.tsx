/** Initialisation platform: how many organisations are initialised, and the ones still to initialise. */
import { Stack } from '@mantine/core';
import { Donut } from '../charts';
import { ChartFigure, D, EmptyState, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const ORG_INIT = 'initplat/org/index';

export function InitplatBoard({ data, link }: BoardProps<'initplat'>) {
  const orgs = data.orgs;
  if (!orgs) return <EmptyState />;
  const href = link(ORG_INIT);
  const pending = orgs.total - orgs.initialised;
  return (
    <Stack>
      <StatGrid>
        <StatCard id="orgs" label={D('initplat.total')} value={orgs.total} href={href} />
        <StatCard id="initialised" label={D('initplat.initialised')} value={orgs.initialised} href={href} />
        <StatCard id="pending" label={D('initplat.pending')} value={pending} href={href} />
      </StatGrid>
      <PanelGrid>
        <TodoList
          id="pendingOrgs"
          title={D('initplat.pendingList')}
          total={pending}
          href={href}
          items={orgs.pending.map((o) => ({
            key: o.orgId,
            title: `${o.orgName}（${o.orgCode}）`,
            detail: D('initplat.progress', { paras: o.paraCount, periods: o.periodCount, year: orgs.year }),
          }))}
        />
        <ChartFigure id="initialisation" title={D('initplat.chart')} empty={orgs.total === 0}>
          <Donut
            data={[
              { name: D('initplat.initialised'), value: orgs.initialised },
              { name: D('initplat.pending'), value: pending },
            ]}
          />
        </ChartFigure>
      </PanelGrid>
    </Stack>
  );
}
