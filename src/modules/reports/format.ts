/** A report cell as the page shows it: money fen → yuan with two decimals (src/lib/money.ts), percent with one, none as a dash. */
import type { ReportCell, ReportColumnType } from '../../../server/contracts/report';
import { formatFen } from '../../lib/money';

const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count or measure that is not money: grouped, up to two decimals (charts' axes too). */
export const formatNumber = (value: number) => PLAIN.format(value);

export function formatCell(type: ReportColumnType, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return type === 'text' ? '' : '—';
  if (type === 'money') return formatFen(Number(value));
  if (type === 'percent') return `${Number(value).toFixed(1)}%`;
  if (type === 'number') return formatNumber(Number(value));
  return String(value);
}

export const isPeriod = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
