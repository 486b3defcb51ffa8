/**
 * A voucher split into printed pages the way accountants expect: a fixed number of lines per page,
 * every page but the last closed by 过次页 (carried forward) with the running totals, every page but
 * the first opened by 承前页 (brought forward), and the last closed by 合计 with the amount in capitals.
 */
import type { VoucherLine } from '../contracts/voucher.js';

const LINES_PER_PAGE = 6;

type Amounts = Pick<VoucherLine, 'debit' | 'credit'>;

/** `L`: a line; paging reads only its amounts. */
export type SheetPage<L extends Amounts = VoucherLine> = {
  index: number;
  count: number;
  /** Running totals brought forward from the pages before (null on the first page). */
  broughtForward: { debit: number; credit: number } | null;
  lines: L[];
  /** Totals up to the end of this page; on the last page the voucher's totals. */
  carried: { debit: number; credit: number };
  last: boolean;
};

export function paginate<L extends Amounts>(lines: readonly L[], perPage = LINES_PER_PAGE): Array<SheetPage<L>> {
  const count = Math.max(1, Math.ceil(lines.length / perPage));
  const pages: Array<SheetPage<L>> = [];
  let running = { debit: 0, credit: 0 };
  for (let i = 0; i < count; i++) {
    const slice = lines.slice(i * perPage, (i + 1) * perPage);
    const before = running;
    running = slice.reduce((sum, l) => ({ debit: sum.debit + l.debit, credit: sum.credit + l.credit }), running);
    pages.push({ index: i, count, broughtForward: i === 0 ? null : before, lines: slice, carried: running, last: i === count - 1 });
  }
  return pages;
}
