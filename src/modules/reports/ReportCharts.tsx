/**
 * A report's charts with @mantine/charts (recharts): bars, lines or a donut as the server describes
 * them. Money series arrive in fen and are drawn in yuan. Each chart is a labelled figure
 * (`data-ht=report-chart`) so people and scripts can find it.
 */
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReportChart } from '../../../server/contracts/report';
import { formatFen } from '../../lib/money';
import { formatNumber } from './format';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'indigo.6'];

function OneChart({ chart }: { chart: ReportChart }) {
  const money = chart.unit === 'money';
  // Drawn on the fen the server sends; the axis and tooltips write them as yuan.
  const scale = (v: unknown) => Number(v ?? 0);
  const format = (v: number) => (money ? formatFen(v) : formatNumber(v));
  const series = chart.series.map((s, i) => ({ name: s.key, label: s.label, color: COLORS[i % COLORS.length] }));
  if (chart.type === 'donut') {
    const key = chart.series[0].key;
    const data = chart.data.map((row, i) => ({ name: String(row[chart.index] ?? ''), value: scale(row[key]), color: COLORS[i % COLORS.length] })).filter((d) => d.value > 0);
    return <DonutChart data={data} withLabels withLabelsLine labelsType="percent" withTooltip valueFormatter={format} size={180} thickness={28} />;
  }
  const data = chart.data.map((row) => ({ ...row, ...Object.fromEntries(chart.series.map((s) => [s.key, scale(row[s.key])])) }));
  const common = { h: 260, data, dataKey: chart.index, series, withLegend: true, valueFormatter: format, tickLine: 'y' as const };
  return chart.type === 'line' ? <LineChart {...common} curveType="monotone" /> : <BarChart {...common} />;
}

export function ReportCharts({ charts }: { charts: readonly ReportChart[] }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: Math.min(charts.length, 2) }}>
      {charts.map((chart) => (
        <Paper key={chart.title} withBorder p="sm" component="figure" m={0} aria-label={chart.title} data-ht="report-chart" data-chart-type={chart.type}>
          <Text component="figcaption" fw={600} size="sm" mb="xs">
            {chart.title}
          </Text>
          <OneChart chart={chart} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
