/**
 * A voucher split into printed pages the way accountants expect: a fixed number of lines per page,
 * every page but the last closed by 过次页 (carried forward) with the running totals, every page but
 * the first opened by 承前页 (brought forward), and the last closed by 合计 with the amount in capitals.
 */
import type { VoucherLine } from '../contracts/voucher.js';

export const LINES_PER_PAGE = 6;

export type SheetPage = {
  index: number;
  count: number;
  /** Running totals brought forward from the pages before (null on the first page). */
  broughtForward: { debit: number; credit: number } | null;
  lines: VoucherLine[];
  /** Totals up to the end of this page; on the last page the voucher's totals. */
  carried: { debit: number; credit: number };
  last: boolean;
};

export function paginate(lines: readonly VoucherLine[], perPage = LINES_PER_PAGE): SheetPage[] {
  const count = Math.max(1, Math.ceil(lines.length / perPage));
  const pages: SheetPage[] = [];
  let running = { debit: 0, credit: 0 };
  for (let i = 0; i < count; i++) {
    const slice = lines.slice(i * perPage, (i + 1) * perPage);
    const before = running;
    running = slice.reduce((sum, l) => ({ debit: sum.debit + l.debit, credit: sum.credit + l.credit }), running);
    pages.push({ index: i, count, broughtForward: i === 0 ? null : before, lines: slice, carried: running, last: i === count - 1 });
  }
  return pages;
}
