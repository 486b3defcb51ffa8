/**
 * The dashboards' two chart shapes on @mantine/charts (recharts 3): bars (plain or stacked) and a donut.
 * Loaded only with the dashboard's chunk, never with the shell. No animation for scripts or under
 * prefers-reduced-motion (DESIGN.md section 7), as everywhere else.
 */
import { BarChart, DonutChart } from '@mantine/charts';
import { motionAllowed } from '../../ui/scroll-to-top';

/** Colours in series order: the same palette as the report charts. */
const CHART_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'indigo.6'];

export type BarSeries = { name: string; label: string; color?: string };

export function Bars({
  data,
  dataKey,
  series,
  stacked = false,
  valueFormatter,
}: {
  data: Array<Record<string, string | number>>;
  dataKey: string;
  series: BarSeries[];
  stacked?: boolean;
  valueFormatter?: (value: number) => string;
}) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey={dataKey}
      series={series.map((s, i) => ({ ...s, color: s.color ?? CHART_COLORS[i % CHART_COLORS.length] }))}
      type={stacked ? 'stacked' : 'default'}
      withLegend={series.length > 1}
      tickLine="y"
      valueFormatter={valueFormatter}
      barProps={{ isAnimationActive: motionAllowed() }}
    />
  );
}

export function Donut({ data, valueFormatter }: { data: Array<{ name: string; value: number }>; valueFormatter?: (value: number) => string }) {
  const cells = data.filter((d) => d.value > 0).map((d, i) => ({ ...d, color: CHART_COLORS[i % CHART_COLORS.length] }));
  return <DonutChart data={cells} size={160} thickness={26} withTooltip withLegend tooltipDataSource="segment" valueFormatter={valueFormatter} pieProps={{ isAnimationActive: motionAllowed() }} />;
}
