/** Business: per agreement kind the caller may list, those ending within 30 days and the agreements by status. */
import { Stack } from '@mantine/core';
import type { AgreementKindKey } from '../../../../server/contracts/dashboard';
import { Donut } from '../charts';
import { ChartFigure, D, EmptyState, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

/** Each kind's record page (migration 0022). */
const PAGES: Record<AgreementKindKey, string> = { priceAgreement: 'records/priceAgreement', saleAgreement: 'records/saleAgreement' };
/** The agreements' status that is in force (server/records/kinds/business.ts). */
const ACTIVE = 'active';
/** The lists cannot filter a date window, so they open sorted by the date the agreements end. */
const SOONEST_FIRST = { orderByColumn: 'validTo', isAsc: 'ascending' };

export function BusinessBoard({ data, link }: BoardProps<'business'>) {
  if (data.agreements.length === 0) return <EmptyState />;
  return (
    <Stack>
      <StatGrid>
        {data.agreements.map((a) => (
          <StatCard
            key={a.kind}
            id={`expiring-${a.kind}`}
            label={D('business.expiringCard', { title: a.title })}
            value={a.expiring.count}
            hint={D('business.inForce', { total: a.total, active: a.byStatus.find((s) => s.value === ACTIVE)?.count ?? 0 })}
            href={link(PAGES[a.kind], SOONEST_FIRST)}
          />
        ))}
      </StatGrid>
      <PanelGrid>
        {data.agreements.map((a) => (
          <TodoList
            key={a.kind}
            id={`expiring-${a.kind}`}
            title={D('business.expiring', { title: a.title })}
            total={a.expiring.count}
            href={link(PAGES[a.kind], SOONEST_FIRST)}
            items={a.expiring.rows.map((r) => ({ key: r.recordId, title: `${r.partner}（${r.agreementNo}）`, detail: D('business.validTo', { date: r.validTo }) }))}
          />
        ))}
      </PanelGrid>
      <PanelGrid>
        {data.agreements.map((a) => (
          <ChartFigure key={a.kind} id={`status-${a.kind}`} title={D('business.byStatus', { title: a.title })} empty={a.total === 0}>
            <Donut data={a.byStatus.map((s) => ({ name: s.label, value: s.count }))} />
          </ChartFigure>
        ))}
      </PanelGrid>
    </Stack>
  );
}
