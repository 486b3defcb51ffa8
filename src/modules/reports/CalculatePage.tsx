/**
 * Report calculation (reports/calculate/index): choose an accounting period and run the reportCalculate task, which
 * writes that period's income statement (from its audited vouchers) as report records; the task cards
 * follow it live, and the statement of the period is listed below once it is written. The platform
 * administrator also gets the group result: every hotel's statement of the period side by side, as a workbook.
 */
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TableReply } from '../../../server/contracts/common';
import type { RecordRow } from '../../../server/contracts/records';
import { today } from '../../lib/format-date';
import { locale, t, textsUnder } from '../../lib/i18n';
import { permissions, roles } from '../../state/session.model';
import { startRun, TASK_KIND_PERMISSION, taskActions, tasks } from '../../state/tasks.model';
import type { Column } from '../../ui/column-types';
import { PageHeader } from '../../ui/PageHeader';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { hasPermi } from '../../ui/permissions';
import { TaskList } from '../../ui/TaskCard';
import { useInvalidateEndpoints } from '../../ui/server-query';
import { useEndpoint } from '../../ui/use-endpoint';
import { useTasksFinished } from '../../ui/use-tasks-finished';
import { formatCell, isPeriod } from './format';

const KIND = 'reportCalculate';
const GROUP_KIND = 'group-result';
const L = textsUnder('reports');
/** This month in the browser's time zone (toISOString would give UTC's: the previous month early on the 1st in China). */
const thisMonth = () => today().slice(0, 7);
/** Records answer fen, as the reports do; a missing figure is a dash. */
const money = (v: number | string | null | undefined) => formatCell('money', v);
const REPORTS = '/htservice/records/report/list';
const NO_LINES: RecordRow[] = [];
/** The period's income statement among the report records: its lines (codes `LR-<period>-…`) in code order. */
const statementLines = (rows: RecordRow[], period: string) =>
  rows.filter((r) => String(r.reportCode).startsWith(`LR-${period}-`)).sort((a, b) => String(a.reportCode).localeCompare(String(b.reportCode)));

export function CalculatePage(_props: { path: string; menuId: number }) {
  useSignals();
  const [input, setInput] = useState(thisMonth());
  const [period, setPeriod] = useState(thisMonth());
  const isAdmin = roles.value.includes('admin');
  const mayCalculate = isAdmin || hasPermi(permissions.value, [TASK_KIND_PERMISSION[KIND]]);
  const mayRead = isAdmin || hasPermi(permissions.value, ['reports:report:list']);
  const lang = locale.value;

  const lines = useEndpoint(REPORTS, { period, pageNum: 1, pageSize: 100 }, (reply: TableReply<RecordRow>) => statementLines(reply.rows, period), { enabled: mayRead }).data ?? NO_LINES;
  // A calculation writes the records on the server, not through this tab: once one is done, every period's answer is read again.
  const calculated = useTasksFinished([KIND]);
  const invalidate = useInvalidateEndpoints();
  useEffect(() => {
    if (calculated) void invalidate((endpoint) => endpoint === REPORTS);
  }, [calculated, invalidate]);

  const bad = !isPeriod(input);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (bad) return;
    setPeriod(input);
    await startRun(KIND, { period: input });
  };
  const columns = useMemo<Column<RecordRow>[]>(
    () => [
      { key: 'reportCode', label: t('reports.lineName'), prop: 'reportName', width: 220 },
      { key: 'currentAmount', label: L('current'), prop: 'currentAmount', width: 150, align: 'right', render: (r) => money(r.currentAmount) },
      { key: 'yearAmount', label: L('year'), prop: 'yearAmount', width: 150, align: 'right', render: (r) => money(r.yearAmount) },
      { key: 'lastYearAmount', label: L('lastYear'), prop: 'lastYearAmount', width: 150, align: 'right', render: (r) => money(r.lastYearAmount) },
    ],
    // The labels are texts of the language shown: a language switch draws them again.
    [lang],
  );

  return (
    <Stack gap="sm" data-ht="report-calculate">
      <PageHeader title={L('calculateTitle')}>
        <Text size="sm" c="dimmed">
          {L('calculateHint')}
        </Text>
      </PageHeader>
      <form onSubmit={(e) => void submit(e)}>
        <Group align="end" gap="sm">
          <TextInput
            label={L('period')}
            name="period"
            placeholder={L('periodHint')}
            w={180}
            value={input}
            error={bad ? L('badPeriod') : undefined}
            onChange={(e) => setInput(e.currentTarget.value.trim())}
          />
          <Button type="submit" disabled={!mayCalculate || bad} data-ht="report-calculate-start">
            {L('calculate')}
          </Button>
        </Group>
      </form>
      <TaskList tasks={tasks.value.filter((task) => task.kind === KIND).slice(0, 3)} actions={taskActions} />
      {isAdmin && (
        <Stack gap="xs" data-ht="group-result">
          <Title order={2} size="h5">
            {L('groupTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {L('groupHint')}
          </Text>
          <Group>
            <Button variant="light" disabled={bad} onClick={() => void startRun(GROUP_KIND, { period: input })} data-ht="group-result-start">
              {L('groupStart')}
            </Button>
          </Group>
          <TaskList tasks={tasks.value.filter((task) => task.kind === GROUP_KIND).slice(0, 3)} actions={taskActions} />
        </Stack>
      )}
      {mayRead && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {L('statement', { period })}
          </Title>
          <DataTable
            tableId="report-calculate"
            label={L('statement', { period })}
            columns={columns}
            rows={lines}
            rowKey="recordId"
            maxHeight={360}
            empty={<EmptyState filtered={false} text={L('notCalculated', { period })} />}
          />
        </Stack>
      )}
    </Stack>
  );
}
