/**
 * The funnel drawn as centred bars, one row per stage: the stage's name on the left, the bar as wide as the
 * share of opportunities that reached it, and its count beside the bar (Ant Design Pro's funnel). Mantine's
 * FunnelChart labels its segments with the value only, so a reader could not tell which stage a number is;
 * here each row is a list item whose text is the stage and its count, read the same by a screen reader.
 */
import { Box, Text } from '@mantine/core';

/** Every row has the same three columns, so the names line up and the bars share one centre line. */
const ROW = { display: 'grid', gridTemplateColumns: '7rem 1fr 3.5rem', gap: 10, alignItems: 'center' } as const;

export type FunnelBar = { name: string; value: number; color: string };

export function FunnelBars({ bars }: { bars: readonly FunnelBar[] }) {
  const widest = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'grid', gap: 6 }} data-ht="funnel-bars">
      {bars.map((bar) => (
        <Box component="li" key={bar.name} style={ROW} data-ht="funnel-bar">
          <Text size="sm" ta="right" data-ht="funnel-stage">
            {bar.name}
          </Text>
          <Box h={28} style={{ display: 'flex', justifyContent: 'center' }} aria-hidden>
            <Box h="100%" bg={bar.color} style={{ width: `${Math.max(2, (bar.value / widest) * 100)}%`, borderRadius: 'var(--mantine-radius-xs)' }} />
          </Box>
          <Text size="sm" fw={600} className="ht-amount" data-ht="funnel-count">
            {bar.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
