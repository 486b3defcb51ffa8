/** Fixed assets: the period, the cards (count, original value, to generate), this period's depreciation and the value per class. */
import { Stack } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { formatFen } from '../../../lib/money';
import { Bars } from '../charts';
import { ChartFigure, D, StatCard, StatGrid } from '../parts';
import { PeriodCard } from './PeriodCard';
import type { BoardProps } from './types';

const CARDS = 'assets/card/index';
const DEPRECIATION = 'assets/depreciation/index';

function DepreciationCard({ depreciation, href }: { depreciation: NonNullable<BoardProps<'assets'>['data']['depreciation']>; href: string | null }) {
  const run = depreciation.run;
  if (!run) return <StatCard id="depreciation" label={D('assets.depreciation')} value={D('assets.notDepreciated')} href={href} />;
  const by = D('assets.depreciationBy', { user: run.userName, time: formatDateTime(run.createTime), cards: run.cardCount });
  return (
    <StatCard
      id="depreciation"
      label={D('assets.depreciation')}
      value={formatFen(run.total)}
      hint={run.voucherNumber ? `${D('assets.depreciated')} · ${by} · ${D('assets.voucher', { no: run.voucherNumber })}` : `${D('assets.depreciated')} · ${by}`}
      href={href}
    />
  );
}

export function AssetsBoard({ data, link }: BoardProps<'assets'>) {
  const { cards, depreciation } = data;
  return (
    <Stack>
      <StatGrid>
        <PeriodCard period={data.period} />
        {cards ? (
          <>
            <StatCard id="cards" label={D('assets.cards')} value={cards.count} hint={`${D('assets.originalValue')} ${formatFen(cards.originalValue)}`} href={link(CARDS)} />
            <StatCard id="toGenerate" label={D('assets.toGenerate')} value={cards.toGenerate} href={link(CARDS, { genStatus: '0' })} />
          </>
        ) : null}
        {depreciation ? <DepreciationCard depreciation={depreciation} href={link(DEPRECIATION)} /> : null}
      </StatGrid>
      {cards ? (
        <ChartFigure id="value-by-class" title={D('assets.byClass')} empty={cards.byClass.length === 0}>
          <Bars data={cards.byClass} dataKey="className" series={[{ name: 'originalValue', label: D('assets.originalValue') }]} valueFormatter={formatFen} valueScale={100} />
        </ChartFigure>
      ) : null}
    </Stack>
  );
}
