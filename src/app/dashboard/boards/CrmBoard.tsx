/** CRM: open work orders by status, contracts ending within 30 days and the sales funnel. */
import { Stack } from '@mantine/core';
import { formatFen } from '../../../lib/money';
import { Bars, Donut } from '../charts';
import { ChartFigure, D, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const WORK_ORDERS = 'crm/workOrder/index';
const CONTRACTS = 'crm/contract/index';
/** The prospect funnel: the opportunity list, then its funnel views. */
const FUNNEL = ['records/opportunity', 'records/opportunity/funnelEngineer'];

export function CrmBoard({ data, link }: BoardProps<'crm'>) {
  const { workOrders, contracts, funnel } = data;
  const opportunities = funnel?.steps.reduce((n, s) => n + s.count, 0) ?? 0;
  return (
    <Stack>
      <StatGrid>
        {workOrders ? <StatCard id="openWorkOrders" label={D('crm.openWorkOrders')} value={workOrders.open} href={link(WORK_ORDERS)} /> : null}
        {contracts ? (
          <StatCard id="expiringContracts" label={D('crm.expiringContracts')} value={contracts.expiringCount} href={link(CONTRACTS, { orderByColumn: 'endDate', isAsc: 'ascending' })} />
        ) : null}
        {funnel ? <StatCard id="opportunities" label={D('crm.opportunities')} value={opportunities} href={link(FUNNEL)} /> : null}
      </StatGrid>
      <PanelGrid>
        {workOrders ? (
          <ChartFigure id="work-orders" title={D('crm.workOrders')} empty={workOrders.byStatus.every((s) => s.count === 0)}>
            <Donut data={workOrders.byStatus.map((s) => ({ name: s.label, value: s.count }))} />
          </ChartFigure>
        ) : null}
        {funnel ? (
          <ChartFigure id="funnel" title={D('crm.funnel')} empty={opportunities === 0}>
            <Bars data={funnel.steps} dataKey="label" series={[{ name: 'count', label: D('crm.opportunities') }]} />
          </ChartFigure>
        ) : null}
      </PanelGrid>
      {contracts ? (
        <TodoList
          id="expiringContracts"
          title={D('crm.expiringContracts')}
          total={contracts.expiringCount}
          href={link(CONTRACTS, { orderByColumn: 'endDate', isAsc: 'ascending' })}
          items={contracts.expiring.map((c) => ({
            key: c.recordId,
            title: `${c.contractName}（${c.contractNo}）`,
            detail: D('crm.contractEnds', { customer: c.customerName, date: c.endDate, amount: formatFen(c.amount) }),
          }))}
        />
      ) : null}
    </Stack>
  );
}
