/**
 * Reports: the report records of the report query page (how many, how many still unaudited, by status) and the latest
 * report calculations (which report and period, who, when, how it ended); with none calculated yet, where
 * to calculate one.
 */
import { Stack } from '@mantine/core';
import { navigate } from 'wouter/use-browser-location';
import type { TaskSummary } from '../../../../server/contracts/dashboard';
import { formatDateTime } from '../../../lib/format-date';
import { t } from '../../../lib/i18n';
import { EmptyState as NextStep } from '../../../ui/EmptyState';
import { Donut } from '../charts';
import { ChartFigure, D, EmptyState, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const CALCULATE = 'reports/calculate/index';
const QUERY = 'reports/query/index';
/** The report records' status that waits for an audit (server/records/kinds/reports.ts). */
const UNAUDITED = 'draft';

export function ReportsBoard({ data, link }: BoardProps<'reports'>) {
  const { calculations, records } = data;
  if (!calculations && !records) return <EmptyState />;
  const calculate = link(CALCULATE);
  const latest = calculations?.[0];
  const unaudited = records?.byStatus.find((s) => s.value === UNAUDITED);
  const ran = (status: TaskSummary['status'], user: string, time: string) => `${t(`task.status.${status}`)} · ${D('reports.calculatedBy', { user, time: formatDateTime(time) })}`;
  return (
    <Stack>
      <StatGrid>
        {records ? <StatCard id="reports" label={D('reports.records')} value={records.total} href={link(QUERY)} /> : null}
        {unaudited ? <StatCard id="unaudited" label={D('reports.unaudited')} value={unaudited.count} href={link(QUERY, { status: UNAUDITED })} /> : null}
        {latest ? (
          <StatCard id="latestCalculation" label={D('reports.latest')} value={latest.label} hint={ran(latest.status, latest.userName, latest.finishTime ?? latest.createTime)} href={calculate} />
        ) : null}
      </StatGrid>
      <PanelGrid>
        {calculations ? (
          <TodoList
            id="calculations"
            title={D('reports.calculations')}
            href={calculate}
            empty={
              <NextStep
                filtered={false}
                text={D('reports.noCalculations')}
                hint={D('reports.noCalculationsHint')}
                create={calculate ? { label: D('reports.calculate'), onClick: () => navigate(calculate) } : undefined}
              />
            }
            items={calculations.map((task) => ({ key: task.taskId, title: task.label, detail: ran(task.status, task.userName, task.createTime) }))}
          />
        ) : null}
        {records ? (
          <ChartFigure id="reports-by-status" title={D('reports.byStatus')} empty={records.total === 0}>
            <Donut data={records.byStatus.map((s) => ({ name: s.label, value: s.count }))} />
          </ChartFigure>
        ) : null}
      </PanelGrid>
    </Stack>
  );
}
