/** Reports: the latest report calculations (which report and period, who, when, how it ended). */
import { Stack } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { t } from '../../../lib/i18n';
import { D, EmptyState, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const CALCULATE = 'reports/calculate/index';

export function ReportsBoard({ data, link }: BoardProps<'reports'>) {
  const calculations = data.calculations;
  if (!calculations) return <EmptyState />;
  const [latest] = calculations;
  return (
    <Stack>
      <StatGrid>
        <StatCard
          id="latestCalculation"
          label={D('reports.calculations')}
          value={latest ? latest.label : '—'}
          hint={latest ? `${t(`task.status.${latest.status}`)} · ${D('reports.calculatedBy', { user: latest.userName, time: formatDateTime(latest.finishTime ?? latest.createTime) })}` : D('empty')}
          href={link(CALCULATE)}
        />
      </StatGrid>
      <TodoList
        id="calculations"
        title={D('reports.calculations')}
        empty={D('empty')}
        href={link(CALCULATE)}
        items={calculations.map((task) => ({
          key: task.taskId,
          title: task.label,
          detail: `${t(`task.status.${task.status}`)} · ${D('reports.calculatedBy', { user: task.userName, time: formatDateTime(task.createTime) })}`,
        }))}
      />
    </Stack>
  );
}
