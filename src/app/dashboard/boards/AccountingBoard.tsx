/** Accounting: vouchers to send, to audit and audited this period (each opening its filtered list), the period, the year per period by status (posted apart). */
import { Stack } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { Bars } from '../charts';
import { ChartFigure, D, StatCard, StatGrid } from '../parts';
import { PeriodCard } from './PeriodCard';
import type { BoardProps } from './types';

/** The voucher lists: voucher entry (where a voucher is sent) and voucher audit (where it is audited). */
const ENTRY = 'accounting/voucher/entry/index';
const AUDIT = 'accounting/voucher/audit/index';

const periodOf = (p: { year: number; period: number }) => `${p.year}-${String(p.period).padStart(2, '0')}`;

type PeriodBar = { period: string; unaudited: number; sent: number; audited: number; posted: number };

/**
 * The year's twelve periods, those without vouchers as empty bars: the server sends only periods that
 * have some, which drew one bar across the whole chart early in a year.
 */
export function wholeYear(year: number, bars: readonly PeriodBar[]): PeriodBar[] {
  const sent = new Map(bars.map((bar) => [bar.period, bar]));
  return Array.from({ length: 12 }, (_, i) => {
    const period = `${year}-${String(i + 1).padStart(2, '0')}`;
    return sent.get(period) ?? { period, unaudited: 0, sent: 0, audited: 0, posted: 0 };
  });
}

export function AccountingBoard({ data, link }: BoardProps<'accounting'>) {
  const vouchers = data.vouchers;
  const current = data.period ? periodOf(data.period) : undefined;
  return (
    <Stack>
      <StatGrid>
        <PeriodCard period={data.period} />
        {vouchers ? (
          <>
            <StatCard id="toSend" label={D('accounting.toSend')} value={vouchers.toSend} href={link(ENTRY, { status: '0' })} />
            <StatCard id="toAudit" label={D('accounting.toAudit')} value={vouchers.toAudit} href={link(AUDIT, { status: '1' })} />
            <StatCard id="audited" label={D('accounting.audited')} value={vouchers.auditedThisPeriod} href={current ? link(AUDIT, { status: '2', period: current }) : null} />
          </>
        ) : null}
      </StatGrid>
      {vouchers ? (
        <ChartFigure id="vouchers-per-period" title={D('accounting.chart', { year: vouchers.year })} empty={vouchers.byPeriod.length === 0}>
          <Bars
            data={wholeYear(vouchers.year, vouchers.byPeriod)}
            dataKey="period"
            stacked
            series={[
              { name: 'unaudited', label: t('accounting.voucher.status0') },
              { name: 'sent', label: t('accounting.voucher.status1') },
              { name: 'audited', label: t('accounting.voucher.status2') },
              { name: 'posted', label: t('accounting.voucher.status3') },
            ]}
          />
        </ChartFigure>
      ) : null}
    </Stack>
  );
}
