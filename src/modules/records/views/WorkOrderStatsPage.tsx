/**
 * Maintenance record statistics: per customer company, its work orders by type and status, the last on-site visit and the
 * last accepted order (GET /htservice/crm/workOrderStats), as a stacked bar chart of the ten busiest
 * and a table of all; choosing a company (its row's button) lists its work orders below (the record
 * store's work-order list, narrowed to that customer).
 */
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type FormEvent } from 'react';
import type { WorkOrderStatsReply, WorkOrderStatsRow } from '../../../../server/contracts/crm-views';
import type { RecordMeta, RecordRow } from '../../../../server/contracts/records';
import { locale } from '../../../lib/i18n';
import type { Column } from '../../../ui/column-types';
import { DataTable } from '../../../ui/DataTable';
import { useEndpoint } from '../../../ui/use-endpoint';
import { isDate } from '../../../lib/format-date';
import { DateField } from '../../../ui/DateField';
import { columnsOf } from '../resource';
import { useChartStyles, V } from './common';
import { actionLabel } from '../../../ui/action-label';
import { PAGE_SIZE_ALL } from '../../../../shared/wire-constants';
import { PageHeader } from '../../../ui/PageHeader';

type Data = WorkOrderStatsReply['data'];
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'];
const NO_ROWS: RecordRow[] = [];

function CompanyOrders({ name }: { name: string }) {
  useSignals();
  const lang = locale.value;
  const meta = useEndpoint('/htservice/records/meta/workOrder', undefined, (r: { data: RecordMeta }) => r.data).data ?? null;
  // The list filter matches by "contains": keep this customer's orders only.
  const orders = useEndpoint('/htservice/records/workOrder/list', { customerName: name, pageSize: PAGE_SIZE_ALL, orderByColumn: 'acceptDate', isAsc: 'desc' }, (r: { rows: RecordRow[] }) =>
    r.rows.filter((row) => row.customerName === name),
  );
  const rows = orders.isError ? NO_ROWS : (orders.data ?? null);
  const columns = useMemo(() => (meta ? columnsOf(meta, lang) : []), [meta, lang]);
  // Mounted once its rows are there: the virtualised body measures its box when it first renders.
  if (!rows || !meta)
    return (
      <Text c="dimmed" size="sm">
        {V('loading')}
      </Text>
    );
  return (
    <DataTable
      tableId="work-order-stats-drill"
      label={V('ordersOf', { name })}
      columns={columns}
      rows={rows ?? []}
      rowKey="recordId"
      loading={!rows || !meta}
      maxHeight="min(360px, calc(100vh - 300px))"
    />
  );
}

export function WorkOrderStatsPage(_props: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  useChartStyles();
  const [query, setQuery] = useState({ customerName: '', from: '', to: '' });
  const [form, setForm] = useState(query);
  // Keyed by the language too; the figures shown stay while another range loads.
  const asked = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
  const data: Data | null = useEndpoint('/htservice/crm/workOrderStats', asked, (r: WorkOrderStatsReply) => r.data, { language: lang, keepShown: true }).data ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const bad = (v: string) => v !== '' && !isDate(v);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!bad(form.from) && !bad(form.to)) setQuery(form);
  };
  const columns = useMemo<Column<WorkOrderStatsRow>[]>(() => {
    if (!data) return [];
    return [
      { key: 'customerName', label: V('company'), prop: 'customerName', width: 200, fixed: 'left' },
      { key: 'total', label: V('orders'), prop: 'total', width: 80, align: 'right' },
      ...data.types.map((o) => ({ key: `t-${o.value}`, label: o.label, width: 100, align: 'right' as const, render: (r: WorkOrderStatsRow) => String(r.byType[o.value] ?? 0) })),
      ...data.statuses.map((o) => ({ key: `s-${o.value}`, label: o.label, width: 80, align: 'right' as const, render: (r: WorkOrderStatsRow) => String(r.byStatus[o.value] ?? 0) })),
      { key: 'lastVisit', label: V('lastVisit'), prop: 'lastVisit', width: 110 },
      { key: 'lastAccepted', label: V('lastAccepted'), prop: 'lastAccepted', width: 110 },
      {
        key: 'drill',
        label: V('ordersOf', { name: '' }).trim(),
        width: 110,
        render: (r: WorkOrderStatsRow) => (
          <Button size="compact-xs" variant="subtle" aria-label={actionLabel(V('orders'), r.customerName)} onClick={() => setChosen(r.customerName)} data-ht="drill">
            {V('orders')}
          </Button>
        ),
      },
    ];
  }, [data]);
  const top = (data?.rows ?? []).slice(0, 10).map((r) => ({ company: r.customerName, ...r.byType }));
  return (
    <Stack gap="md" data-ht="work-order-stats">
      <PageHeader title={V('statsTitle')} />
      <form onSubmit={submit}>
        <Group align="end" gap="sm">
          <TextInput label={V('company')} w={200} value={form.customerName} onChange={(e) => setForm({ ...form, customerName: e.currentTarget.value })} />
          <DateField
            label={V('acceptedFrom')}
            placeholder={V('dateHint')}
            w={170}
            value={form.from}
            error={bad(form.from) ? V('badDate') : undefined}
            onChange={(from) => setForm({ ...form, from })}
          />
          <DateField label={V('to')} placeholder={V('dateHint')} w={140} value={form.to} error={bad(form.to) ? V('badDate') : undefined} onChange={(to) => setForm({ ...form, to })} />
          <Button type="submit">{V('query')}</Button>
        </Group>
      </form>
      {data && data.rows.length > 0 && (
        <Paper withBorder p="sm" component="figure" m={0} aria-label={V('statsChart')} data-ht="report-chart" data-chart-type="bar">
          <Text component="figcaption" fw={600} size="sm" mb="xs">
            {V('statsChart')}
          </Text>
          {/* Counts of work orders: whole numbers on the axis, never "2.25". */}
          <BarChart
            h={280}
            data={top}
            dataKey="company"
            type="stacked"
            withLegend
            yAxisProps={{ allowDecimals: false }}
            series={data.types.map((o, i) => ({ name: o.value, label: o.label, color: COLORS[i % COLORS.length] }))}
          />
        </Paper>
      )}
      {data && (
        <DataTable
          tableId="work-order-stats"
          label={V('statsTitle')}
          empty={
            <Text c="dimmed" size="sm">
              {V('noData')}
            </Text>
          }
          columns={columns}
          rows={data?.rows ?? []}
          rowKey="customerName"
          loading={!data}
          maxHeight="min(420px, calc(100vh - 300px))"
          onRowClick={(r) => setChosen(r.customerName)}
        />
      )}
      {chosen && (
        <Stack gap="xs" data-ht="work-order-stats-drill">
          <Group justify="space-between">
            <Title order={5}>{V('ordersOf', { name: chosen })}</Title>
            <Button size="xs" variant="default" onClick={() => setChosen(null)}>
              {V('closeDrill')}
            </Button>
          </Group>
          <CompanyOrders name={chosen} />
        </Stack>
      )}
    </Stack>
  );
}
