/**
 * The one report page: renders any computed report (GET /htservice/report/{key}) from the description
 * the server answers with: the date range and grouping it takes, its charts (@mantine/charts, with their
 * stylesheet loaded with this page), the lines in the shared DataTable and the totals. PDF preview and
 * Excel export run as tasks (reportPdf / reportExcel) whose cards show here and in the job centre.
 */
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ReportData, ReportKey, ReportReply, ReportRow } from '../../../server/contracts/report';
import { isDate } from '../../lib/format-date';
import { locale, textsUnder } from '../../lib/i18n';
import { loadStylesheet } from '../../lib/stylesheet';
import { permissions, roles } from '../../state/session.model';
import { startRun, TASK_KIND_PERMISSION, taskActions, tasks } from '../../state/tasks.model';
import type { Column } from '../../ui/column-types';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { DateField } from '../../ui/DateField';
import { hasPermi } from '../../ui/permissions';
import { TaskList } from '../../ui/TaskCard';
import { useEndpoint } from '../../ui/use-endpoint';
import { formatCell } from './format';
import { ReportCharts } from './ReportCharts';

type Query = { from?: string; to?: string; groupBy?: string };
const L = textsUnder('reports');
const dataOf = (reply: ReportReply) => reply.data;

function Totals({ data }: { data: ReportData }) {
  const shown = data.columns.filter((c) => c.type !== 'text');
  return (
    <Paper withBorder p="sm" data-ht="report-totals" aria-label={L('totals')}>
      <Group gap="xl">
        <Text fw={600}>{L('totals')}</Text>
        {shown.map((c) => (
          <Stack key={c.key} gap={0} data-total={c.key}>
            <Text size="xs" c="dimmed">
              {c.label}
            </Text>
            <Text fw={600} className="ht-amount">
              {formatCell(c.type, data.totals[c.key])}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

function ReportPage({ reportKey }: { reportKey: ReportKey }) {
  useSignals();
  const lang = locale.value;
  const [query, setQuery] = useState<Query>({});
  const [form, setForm] = useState({ from: '', to: '' });

  useEffect(() => void loadStylesheet('ht-styles-charts'), []);

  // Keyed by the language too: titles and labels come from the server in the user's language. The report
  // shown stays while another range or grouping loads.
  const report = useEndpoint(`/htservice/report/${reportKey}`, query, dataOf, { language: lang, keepShown: true });
  const data = report.data ?? null;
  const loading = report.isFetching;
  // The range fields show the range the server answered for (its defaults when none was asked).
  useEffect(() => {
    if (data) setForm({ from: data.from ?? '', to: data.to ?? '' });
  }, [data]);

  const columns = useMemo<Column<ReportRow>[]>(
    () =>
      (data?.columns ?? []).map((c) => ({
        key: c.key,
        label: c.label,
        prop: c.key,
        width: c.type === 'text' ? 180 : 130,
        align: c.type === 'text' ? undefined : 'right',
        render: (row: ReportRow) => formatCell(c.type, row[c.key]),
      })),
    [data],
  );

  const badFrom = form.from !== '' && !isDate(form.from);
  const badTo = form.to !== '' && !isDate(form.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badFrom || badTo) return;
    setQuery({ ...query, from: form.from || undefined, to: form.to || undefined });
  };

  const mayExport = roles.value.includes('admin') || hasPermi(permissions.value, [TASK_KIND_PERMISSION.reportExcel]);
  const exportAs = async (kind: 'reportPdf' | 'reportExcel') => {
    if (!data) return;
    await startRun(kind, { reportKey, ...(data.range ? { from: data.from, to: data.to } : {}), ...(data.groupBy ? { groupBy: data.groupBy } : {}) });
    notifications.show({ message: L('started'), color: 'blue' });
  };
  const exports = data ? tasks.value.filter((task) => (task.kind === 'reportPdf' || task.kind === 'reportExcel') && task.fileName.startsWith(data.title)).slice(0, 5) : [];

  return (
    <Stack gap="sm" data-ht="report" data-report={reportKey}>
      <PageHeader
        title={data?.title ?? L('loading')}
        actions={
          mayExport && (
            <>
              <Button variant="light" disabled={!data} onClick={() => void exportAs('reportPdf')} data-ht="report-pdf">
                {L('pdf')}
              </Button>
              <Button variant="light" color="teal" disabled={!data} onClick={() => void exportAs('reportExcel')} data-ht="report-excel">
                {L('excel')}
              </Button>
            </>
          )
        }
      >
        {exports.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h5">
              {L('exports')}
            </Title>
            <TaskList tasks={exports} actions={taskActions} />
          </Stack>
        )}
      </PageHeader>
      {data && (data.range || data.groupings.length > 0) && (
        <form onSubmit={submit} data-ht="report-filters">
          <Group align="end" gap="sm">
            {data.range && (
              <>
                <DateField
                  label={L('from')}
                  name="from"
                  placeholder={L('dateHint')}
                  w={140}
                  value={form.from}
                  error={badFrom ? L('badDate') : undefined}
                  onChange={(from) => setForm({ ...form, from })}
                />
                <DateField label={L('to')} name="to" placeholder={L('dateHint')} w={140} value={form.to} error={badTo ? L('badDate') : undefined} onChange={(to) => setForm({ ...form, to })} />
              </>
            )}
            {data.groupings.length > 0 && (
              <Select
                label={L('groupBy')}
                name="groupBy"
                w={160}
                allowDeselect={false}
                data={data.groupings.map((g) => ({ value: g.value, label: g.label }))}
                value={data.groupBy}
                onChange={(v) => v && setQuery({ ...query, from: data.from ?? undefined, to: data.to ?? undefined, groupBy: v })}
              />
            )}
            <Button type="submit" data-ht="report-search">
              {L('query')}
            </Button>
          </Group>
        </form>
      )}
      {data && data.rows.length === 0 && <Alert color="gray">{L('noRows')}</Alert>}
      {data && data.rows.length > 0 && <ReportCharts charts={data.charts} />}
      <DataTable
        tableId={`report-${reportKey}`}
        label={data?.title ?? L('table')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(_row, i) => i}
        loading={loading}
        maxHeight="min(420px, calc(100vh - 300px))"
      />
      {data && <Totals data={data} />}
    </Stack>
  );
}

/** The page of one report, as the module descriptor hands it to the shell. */
export const pageFor = (reportKey: ReportKey) =>
  // biome-ignore lint/correctness/noComponentHookFactories: made once per report when its chunk loads (module-pages.ts keeps one page per component key); it calls no hook
  function Report(_props: { path: string; menuId: number }) {
    return <ReportPage reportKey={reportKey} />;
  };
