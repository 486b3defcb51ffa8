/**
 * The lead funnel pages (by engineer, and by win rate): the opportunity funnel (stage counts and amounts, how many
 * reached each stage, conversion to the next, win rate) from the server's stage cells, and a breakdown:
 * per responsible engineer (the engineer page, which can also narrow the funnel to one engineer) or the
 * win rates by stage, sales owner or month of the expected signing (the rate page). Each chart is one
 * call (GET /htservice/crm/funnel), computed by funnel-math.ts.
 */
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type FormEvent } from 'react';
import type { FunnelGroupBy, FunnelReply } from '../../../../server/contracts/crm-views';
import { locale } from '../../../lib/i18n';
import type { Column } from '../../../ui/column-types';
import { DataTable } from '../../../ui/DataTable';
import { useEndpoint } from '../../../ui/use-endpoint';
import { isDate } from '../../../lib/format-date';
import { DateField } from '../../../ui/DateField';
import { formatFen } from '../../../lib/money';
import { percent, useChartStyles, V } from './common';
import { declaredRates, summarise, FUNNEL_STAGES, type FunnelStep } from './funnel-math';
import { PageHeader } from '../../../ui/PageHeader';
import { FunnelBars } from './FunnelBars';

type Data = FunnelReply['data'];
type Mode = 'engineer' | 'rate';
const COLORS = ['blue.7', 'blue.6', 'blue.5', 'blue.4', 'teal.6'];

/** Keyed by the language too (the server names stages and owners in it); the funnel shown stays while another loads. */
function useFunnel(query: Record<string, string | undefined>, lang: string): Data | null {
  const asked = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  return useEndpoint('/htservice/crm/funnel', asked, (r: FunnelReply) => r.data, { language: lang, keepShown: true }).data ?? null;
}

function Summary({ data }: { data: Data }) {
  const s = summarise(data.cells);
  const items: Array<[string, string]> = [
    [V('open'), String(s.open)],
    [V('won'), String(s.won)],
    [V('lost'), String(s.lost)],
    [V('winRate'), percent(s.winRate)],
    [V('openAmount'), formatFen(s.openAmount)],
    [V('wonAmount'), formatFen(s.wonAmount)],
  ];
  return (
    <Paper withBorder p="sm" data-ht="funnel-summary">
      <Group gap="xl">
        {items.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} className="ht-amount">
              {value}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

function StageTable({ data }: { data: Data }) {
  const label = (stage: string) => data.stages.find((s) => s.value === stage)?.label ?? stage;
  const columns: Column<FunnelStep>[] = [
    { key: 'stage', label: V('stage'), width: 140, render: (r) => label(r.stage) },
    { key: 'count', label: V('count'), prop: 'count', width: 90, align: 'right' },
    { key: 'amount', label: V('amount'), width: 140, align: 'right', render: (r) => formatFen(r.amount) },
    { key: 'reached', label: V('reached'), prop: 'reached', width: 90, align: 'right' },
    { key: 'conversion', label: V('conversion'), width: 120, align: 'right', render: (r) => percent(r.conversion) },
  ];
  return <DataTable tableId="funnel-stages" label={V('conversionTable')} columns={columns} rows={summarise(data.cells).steps} rowKey="stage" />;
}

function FunnelFigure({ data }: { data: Data }) {
  const steps = summarise(data.cells).steps;
  const label = (stage: string) => data.stages.find((s) => s.value === stage)?.label ?? stage;
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-label={V('funnelChart')} data-ht="report-chart" data-chart-type="funnel">
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {V('funnelChart')}
      </Text>
      <FunnelBars bars={steps.map((s, i) => ({ name: label(s.stage), value: s.reached, color: COLORS[i % COLORS.length] }))} />
    </Paper>
  );
}

type GroupRow = { group: string; label: string; total: number; won: number; lost: number; winRate: number | null; open: number; openAmount: number; conversions: Array<number | null> };

function groupRows(data: Data): GroupRow[] {
  return data.groups.map((g) => {
    const s = summarise(data.cells, g.value);
    return {
      group: g.value,
      label: g.label,
      total: s.total,
      won: s.won,
      lost: s.lost,
      winRate: s.winRate,
      open: s.open,
      openAmount: s.openAmount,
      conversions: s.steps.slice(0, -1).map((x) => x.conversion),
    };
  });
}

function GroupTable({ data, title, groupLabel }: { data: Data; title: string; groupLabel: string }) {
  const rows = groupRows(data);
  const stage = (v: string) => data.stages.find((s) => s.value === v)?.label ?? v;
  const columns: Column<GroupRow>[] = [
    { key: 'label', label: groupLabel, prop: 'label', width: 140, fixed: 'left' },
    { key: 'total', label: V('count'), prop: 'total', width: 80, align: 'right' },
    { key: 'won', label: V('won'), prop: 'won', width: 80, align: 'right' },
    { key: 'lost', label: V('lost'), prop: 'lost', width: 80, align: 'right' },
    { key: 'winRate', label: V('winRate'), width: 100, align: 'right', render: (r) => percent(r.winRate) },
    ...FUNNEL_STAGES.slice(0, -1).map((s, i) => ({
      key: `c${i}`,
      label: `${stage(s)}→${stage(FUNNEL_STAGES[i + 1])} %`,
      width: 130,
      align: 'right' as const,
      render: (r: GroupRow) => percent(r.conversions[i]),
    })),
    { key: 'openAmount', label: V('openAmount'), width: 130, align: 'right', render: (r) => formatFen(r.openAmount) },
  ];
  return (
    <Stack gap="xs">
      <Title order={5}>{title}</Title>
      <DataTable tableId="funnel-groups" label={title} columns={columns} rows={rows} rowKey="group" maxHeight="min(420px, calc(100vh - 300px))" />
    </Stack>
  );
}

function RateChart({ data }: { data: Data }) {
  const rows = groupRows(data).map((r) => ({ label: r.label, winRate: r.winRate ?? 0 }));
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-label={V('rateChart')} data-ht="report-chart" data-chart-type="bar">
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {V('rateChart')}
      </Text>
      <BarChart h={240} data={rows} dataKey="label" series={[{ name: 'winRate', label: V('winRate'), color: 'teal.6' }]} valueFormatter={(v) => `${v.toFixed(1)}%`} />
    </Paper>
  );
}

function StageRates({ data }: { data: Data }) {
  const stage = (v: string) => data.stages.find((s) => s.value === v)?.label ?? v;
  const rows = declaredRates(data.cells).map((r) => ({ ...r, label: stage(r.stage) }));
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'label', label: V('stage'), prop: 'label', width: 140 },
    { key: 'count', label: V('count'), prop: 'count', width: 90, align: 'right' },
    { key: 'avgWinRate', label: V('declaredRate'), width: 180, align: 'right', render: (r) => percent(r.avgWinRate) },
  ];
  return (
    <Stack gap="xs">
      <Paper withBorder p="sm" component="figure" m={0} aria-label={V('rateChart')} data-ht="report-chart" data-chart-type="bar">
        <Text component="figcaption" fw={600} size="sm" mb="xs">
          {V('declaredRate')}
        </Text>
        <BarChart
          h={240}
          data={rows.map((r) => ({ label: r.label, rate: r.avgWinRate ?? 0 }))}
          dataKey="label"
          series={[{ name: 'rate', label: V('declaredRate'), color: 'blue.6' }]}
          valueFormatter={(v) => `${v.toFixed(1)}%`}
        />
      </Paper>
      <DataTable tableId="funnel-stage-rates" label={V('declaredRate')} columns={columns} rows={rows} rowKey="stage" />
    </Stack>
  );
}

export function FunnelPage({ mode }: { path: string; menuId: number; mode: Mode }) {
  useSignals();
  const lang = locale.value;
  useChartStyles();
  const [engineer, setEngineer] = useState<string | null>(null);
  const [range, setRange] = useState({ from: '', to: '' });
  const [form, setForm] = useState({ from: '', to: '' });
  const [rateBy, setRateBy] = useState<FunnelGroupBy>('owner');
  const dates = { from: range.from || undefined, to: range.to || undefined };
  const funnel = useFunnel({ ...dates, engineer: mode === 'engineer' ? (engineer ?? undefined) : undefined }, lang);
  const breakdownBy: FunnelGroupBy = mode === 'engineer' ? 'engineer' : rateBy === 'none' ? 'owner' : rateBy;
  const breakdown = useFunnel({ ...dates, groupBy: breakdownBy }, lang);
  const engineers = useMemo(() => (mode === 'engineer' && breakdown ? breakdown.groups : []), [mode, breakdown]);
  const badFrom = form.from !== '' && !isDate(form.from);
  const badTo = form.to !== '' && !isDate(form.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!badFrom && !badTo) setRange(form);
  };
  const title = mode === 'engineer' ? V('funnelEngineerTitle') : V('funnelRateTitle');
  return (
    <Stack gap="md" data-ht="funnel" data-mode={mode}>
      <PageHeader title={title} />
      <form onSubmit={submit} data-ht="funnel-filters">
        <Group align="end" gap="sm" wrap="wrap">
          {mode === 'engineer' && (
            <Select label={V('engineer')} w={180} clearable placeholder={V('allEngineers')} data={engineers.map((g) => ({ value: g.value, label: g.label }))} value={engineer} onChange={setEngineer} />
          )}
          {mode === 'rate' && (
            <Select
              label={V('rateBy')}
              w={200}
              allowDeselect={false}
              value={rateBy}
              onChange={(v) => v && setRateBy(v as FunnelGroupBy)}
              data={[
                { value: 'none', label: V('rateByStage') },
                { value: 'owner', label: V('rateByOwner') },
                { value: 'month', label: V('rateByMonth') },
              ]}
            />
          )}
          <DateField label={V('from')} placeholder={V('dateHint')} w={170} value={form.from} error={badFrom ? V('badDate') : undefined} onChange={(from) => setForm({ ...form, from })} />
          <DateField label={V('to')} placeholder={V('dateHint')} w={140} value={form.to} error={badTo ? V('badDate') : undefined} onChange={(to) => setForm({ ...form, to })} />
          <Button type="submit">{V('query')}</Button>
        </Group>
      </form>
      {!funnel && <Text c="dimmed">{V('loading')}</Text>}
      {funnel && (
        <>
          <Summary data={funnel} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <FunnelFigure data={funnel} />
            {mode === 'rate' && rateBy === 'none' ? <StageRates data={funnel} /> : breakdown && <RateChart data={breakdown} />}
          </SimpleGrid>
          <StageTable data={funnel} />
        </>
      )}
      {breakdown && !(mode === 'rate' && rateBy === 'none') && (
        <GroupTable
          data={breakdown}
          title={mode === 'engineer' ? V('byEngineer') : V('byGroup')}
          groupLabel={breakdownBy === 'engineer' ? V('engineer') : breakdownBy === 'owner' ? V('owner') : V('month')}
        />
      )}
    </Stack>
  );
}
