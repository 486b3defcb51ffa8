/**
 * The dashboards' two chart shapes on @mantine/charts (recharts 3): bars (plain or stacked) and a donut.
 * Loaded only with the dashboard's chunk, never with the shell. No animation for scripts or under
 * prefers-reduced-motion (DESIGN.md section 7), as everywhere else.
 */
import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { locale } from '../../lib/i18n';
import { motionAllowed } from '../../ui/scroll-to-top';

/** Colours in series order: the same palette as the report charts. */
const CHART_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'indigo.6'];

export type BarSeries = { name: string; label: string; color?: string };

/**
 * A value axis's tick in the UI language's short form (38M in English, its ten-thousands form in Chinese): the full figure ("38,000,000.00")
 * was wider than the axis and was cut at the card's edge. The tooltip keeps the full figure. Ticks are
 * whole numbers: a count of 1 drew ticks at 0.3 and 0.5 sign-ins.
 */
function axisTick(scale: number): (value: number) => string {
  const short = new Intl.NumberFormat(locale.value === 'zh' ? 'zh-CN' : 'en', { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => short.format(value / scale);
}

export function Bars({
  data,
  dataKey,
  series,
  stacked = false,
  valueFormatter,
  valueScale = 1,
}: {
  data: Array<Record<string, string | number>>;
  dataKey: string;
  series: BarSeries[];
  stacked?: boolean;
  valueFormatter?: (value: number) => string;
  /** What one unit of the axis is in the data: 100 for fen shown as yuan. */
  valueScale?: number;
}) {
  // recharts sorts legend items by their label unless told otherwise; they follow the series (a lifecycle's order).
  const order = new Map(series.map((s, i) => [s.name, i]));
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
      yAxisProps={{ tickFormatter: axisTick(valueScale), allowDecimals: false }}
      legendProps={{ itemSorter: (item) => order.get(String(item.dataKey)) ?? 0 }}
      barProps={{ isAnimationActive: motionAllowed() }}
    />
  );
}

/**
 * A donut with the total in its hole and, beside it, each part's colour, name, count and share: the
 * chart's own legend named the parts only, so the figures were hidden in tooltips.
 */
export function Donut({ data }: { data: Array<{ name: string; value: number }> }) {
  const cells = data.filter((d) => d.value > 0).map((d, i) => ({ ...d, color: CHART_COLORS[i % CHART_COLORS.length] }));
  const total = cells.reduce((sum, d) => sum + d.value, 0);
  return (
    <Group gap="xl" wrap="wrap" justify="center">
      <DonutChart data={cells} size={160} thickness={26} withTooltip tooltipDataSource="segment" chartLabel={total} pieProps={{ isAnimationActive: motionAllowed() }} />
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-ht="chart-legend">
        {cells.map((d) => (
          <Group component="li" key={d.name} gap="xs" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${d.color.replace('.', '-')})`} size={10} withShadow={false} />
            <Text size="sm" miw={64}>
              {d.name}
            </Text>
            <Text size="sm" fw={600} className="ht-amount" ta="right" miw={32}>
              {d.value}
            </Text>
            <Text size="xs" c="dimmed" className="ht-amount" ta="right" miw={40}>
              {Math.round((d.value / total) * 100)}%
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
