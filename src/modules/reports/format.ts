/** A report cell as the page shows it: money fen → yuan with two decimals, percent with one, none as a dash. */
import type { ReportCell, ReportColumnType } from '../../../server/contracts/report';

const YUAN = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatCell(type: ReportColumnType, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return type === 'text' ? '' : '—';
  if (type === 'money') return YUAN.format(Number(value) / 100);
  if (type === 'percent') return `${Number(value).toFixed(1)}%`;
  if (type === 'number') return PLAIN.format(Number(value));
  return String(value);
}

export const isIsoDate = (v: string) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v);
export const isPeriod = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
