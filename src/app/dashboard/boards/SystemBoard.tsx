/** System services: users online, failed sign-ins of the last 24 hours, the week's sign-ins and the latest failed job runs. */
import { Stack } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { Bars } from '../charts';
import { FIXED_LINKS, withQuery } from '../links';
import { ChartFigure, D, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const ONLINE = 'system/online/index';
const LOGIN_LOG = 'system/logininfor/index';

export function SystemBoard({ data, link }: BoardProps<'system'>) {
  const { online, signIns, jobFailures } = data;
  return (
    <Stack>
      <StatGrid>
        {online ? <StatCard id="online" label={D('system.online')} value={online.count} href={link(ONLINE)} /> : null}
        {signIns ? <StatCard id="failed24h" label={D('system.failed24h')} value={signIns.failed24h} href={link(LOGIN_LOG, { status: 'Error' })} /> : null}
        {jobFailures ? <StatCard id="jobFailures" label={D('system.jobFailures')} value={jobFailures.length} href={withQuery(FIXED_LINKS.jobLog, { status: '1' })} /> : null}
      </StatGrid>
      <PanelGrid>
        {signIns ? (
          <ChartFigure id="sign-ins" title={D('system.signIns')} empty={signIns.byDay.every((d) => d.success + d.failed === 0)}>
            <Bars
              data={signIns.byDay.map((d) => ({ ...d, day: d.day.slice(5) }))}
              dataKey="day"
              series={[
                { name: 'success', label: D('system.success'), color: 'teal.6' },
                { name: 'failed', label: D('system.failed'), color: 'red.6' },
              ]}
            />
          </ChartFigure>
        ) : null}
        {jobFailures ? (
          <TodoList
            id="jobFailures"
            title={D('system.jobFailures')}
            href={withQuery(FIXED_LINKS.jobLog, { status: '1' })}
            items={jobFailures.map((f) => ({ key: f.jobLogId, title: f.jobName, detail: `${formatDateTime(f.startTime)} · ${f.message}` }))}
          />
        ) : null}
      </PanelGrid>
    </Stack>
  );
}
