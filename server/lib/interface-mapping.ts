/**
 * How one day's front-office/POS export becomes voucher lines through an interface programme, as pure
 * functions (the import task and the tests share them). A revenue row is booked on the account and side
 * its item is mapped to, a settlement row on its payment method's; a department code (mapped to one of the
 * hotel's departments) is the line's auxiliary item and shows in the summary. Amounts are integer fen and
 * may be negative (a refund, an adjustment): lines of one account and summary are netted, a net on the
 * other side moves there, a net of zero disappears. What comes out balances or is refused.
 */
import type { NewLine } from '../db/vouchers.js';
import type { Reason } from '../tasks/row-rules.js';
import { formatFen } from './voucher-rules.js';

export type MappingType = 'revenue' | 'payment' | 'department';
export type Mapping = { type: MappingType; code: string; name: string; accountCode: string | null; side: 'D' | 'C' | null; auxDeptCode: string | null };

/** A programme's mappings with what they point at, read once per import. */
export type MappingBook = {
  programmeCode: string;
  mappings: Map<string, Mapping>;
  /** Enabled accounts of the organisation: code → name. */
  accounts: Map<string, string>;
  /** Departments of the organisation: dept_code → name. */
  departments: Map<string, string>;
};

export type DayRow = { businessDate: string; source: string; lineType: 'revenue' | 'payment'; deptCode: string; itemCode: string; amount: number };
export type Posting = { date: string; source: string; accountCode: string; side: 'D' | 'C'; amount: number; name: string; dept: string };

export const mappingKey = (type: MappingType, code: string) => `${type}|${code}`;

/** The posting of one row, or why it cannot be booked (unmapped code, disabled account, vanished department). */
export function resolveRow(row: DayRow, book: MappingBook): { posting: Posting } | { reason: Reason } {
  const programme = book.programmeCode;
  const item = book.mappings.get(mappingKey(row.lineType, row.itemCode));
  if (!item?.accountCode || !item.side) {
    return { reason: { msg: row.lineType === 'revenue' ? 'ifaceUnmappedRevenue' : 'ifaceUnmappedPayment', params: { value: row.itemCode, programme } } };
  }
  if (!book.accounts.has(item.accountCode)) return { reason: { msg: 'ifaceMappedAccountDisabled', params: { value: row.itemCode, account: item.accountCode } } };
  let deptCode = item.auxDeptCode ?? '';
  if (row.deptCode) {
    const dept = book.mappings.get(mappingKey('department', row.deptCode));
    if (!dept?.auxDeptCode) return { reason: { msg: 'ifaceUnmappedDept', params: { value: row.deptCode, programme } } };
    deptCode = dept.auxDeptCode;
  }
  if (deptCode && !book.departments.has(deptCode)) return { reason: { msg: 'ifaceMappedDeptUnknown', params: { value: row.deptCode || row.itemCode, dept: deptCode } } };
  return {
    posting: {
      date: row.businessDate,
      source: row.source,
      accountCode: item.accountCode,
      side: item.side,
      amount: row.amount,
      name: item.name,
      dept: deptCode ? book.departments.get(deptCode)! : '',
    },
  };
}

/** The placeholders a summary template may use. */
const SUMMARY_PLACEHOLDERS = ['date', 'source', 'name', 'dept'] as const;
export const DEFAULT_SUMMARY_TEMPLATE = '{date} {source} {name} {dept}';

/** Whether every `{…}` in the template is a known placeholder. */
export function templateIsValid(template: string): boolean {
  return [...template.matchAll(/\{(\w*)\}?/g)].every((m) => m[0].endsWith('}') && (SUMMARY_PLACEHOLDERS as readonly string[]).includes(m[1]));
}

/** The summary of a posting: the template filled, spaces collapsed, at most 200 characters (a voucher line's limit). */
function summaryOf(template: string, p: Posting): string {
  const values: Record<string, string> = { date: p.date, source: p.source, name: p.name, dept: p.dept };
  const text = template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...(text || p.name)].slice(0, 200).join('');
}

/** Signed fen: debit positive, credit negative. */
const signed = (p: Posting) => (p.side === 'D' ? p.amount : -p.amount);

export type DayVoucher = { source: string | null; date: string; lines: NewLine[] };

/**
 * The vouchers of a day: one (mode 'day') or one per source (mode 'source'), each with its postings netted
 * by account and summary, debit lines first, each side in the order the file first named it.
 */
export function dayVouchers(postings: readonly Posting[], template: string, mode: 'day' | 'source'): DayVoucher[] {
  const groups = new Map<string, Posting[]>();
  for (const p of postings) {
    const key = mode === 'source' ? p.source : '';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()].map(([source, group]) => {
    const nets = new Map<string, { accountCode: string; summary: string; net: number }>();
    for (const p of group) {
      const summary = summaryOf(template, p);
      const key = `${p.accountCode}|${summary}`;
      const line = nets.get(key) ?? { accountCode: p.accountCode, summary, net: 0 };
      line.net += signed(p);
      nets.set(key, line);
    }
    const kept = [...nets.values()].filter((l) => l.net !== 0);
    const lines: NewLine[] = [
      ...kept.filter((l) => l.net > 0).map((l) => ({ summary: l.summary, accountCode: l.accountCode, debit: l.net, credit: 0 })),
      ...kept.filter((l) => l.net < 0).map((l) => ({ summary: l.summary, accountCode: l.accountCode, debit: 0, credit: -l.net })),
    ];
    return { source: mode === 'source' ? source : null, date: group[0].date, lines };
  });
}

/** Why the day's postings cannot make balanced vouchers (per source in mode 'source'), or null. */
export function balanceReason(postings: readonly Posting[], mode: 'day' | 'source'): Reason | null {
  const sums = new Map<string, { debit: number; credit: number }>();
  for (const p of postings) {
    const key = mode === 'source' ? p.source : '';
    const sum = sums.get(key) ?? { debit: 0, credit: 0 };
    // A negative amount counts on the other side, as it will be booked.
    if (signed(p) >= 0) sum.debit += Math.abs(p.amount);
    else sum.credit += Math.abs(p.amount);
    sums.set(key, sum);
  }
  for (const [source, sum] of sums) {
    if (sum.debit !== sum.credit) {
      const params = { source, debit: formatFen(sum.debit), credit: formatFen(sum.credit), diff: formatFen(sum.debit - sum.credit) };
      return { msg: mode === 'source' ? 'ifaceSourceUnbalanced' : 'ifaceUnbalanced', params };
    }
    if (sum.debit === 0) return { msg: 'ifaceNothingToPost' };
  }
  return null;
}

/** The `import_ref` of a day's voucher: unique per organisation, so a day is never posted twice. */
export const importRef = (date: string, source: string | null) => (source === null ? `iface:${date}` : `iface:${date}:${source}`);
/** The business date an `import_ref` of this interface belongs to, or null for other vouchers. */
export const refDate = (ref: string): string | null => /^iface:(\d{4}-\d{2}-\d{2})(?::|$)/.exec(ref)?.[1] ?? null;
