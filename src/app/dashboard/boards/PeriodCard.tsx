/** The accounting period holding the business date (accounting and assets boards), or why there is none. */
import type { AccountingPeriod } from '../../../../server/contracts/org';
import { D, StatCard } from '../parts';

export function PeriodCard({ period }: { period: AccountingPeriod | null }) {
  if (!period) return <StatCard id="period" label={D('period.label')} value="—" hint={D('period.none')} />;
  const state = D(period.status === '1' ? 'period.closed' : 'period.open');
  return (
    <StatCard
      id="period"
      label={D('period.label')}
      value={D('period.value', { year: period.year, period: period.period })}
      hint={`${D('period.range', { start: period.startDate, end: period.endDate })} · ${state}`}
    />
  );
}
