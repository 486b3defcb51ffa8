/**
 * Pure paging arithmetic of the shared pagination control (SPEC.md section 2 "Layout", section 9):
 * default size 10, size options 500 / 1000 / 2000 / all, 7 pager buttons.
 */
import { PAGE_SIZE_ALL } from '../../shared/wire-constants';

export { PAGE_SIZE_ALL };
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES: readonly number[] = [500, 1000, 2000, PAGE_SIZE_ALL];
export const PAGER_BUTTONS = 7;

/** A pager slot: a page number, or an ellipsis that jumps `buttons - 2` pages back or forward. */
export type PagerItem = number | 'prev-more' | 'next-more';

/** The size options offered: the fixed ones, plus the current size (e.g. the default 10) so it can be shown. */
export function pageSizeOptions(current: number, sizes: readonly number[] = PAGE_SIZES): number[] {
  return sizes.includes(current) ? [...sizes] : [...sizes, current].sort((a, b) => a - b);
}

export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The slots shown between "prev" and "next": always the first and last page, and at most `buttons`
 * numbers in all, with ellipses where pages are left out (the pager of Element UI that the product's
 * users know: 1 … 4 5 6 7 8 … 20).
 */
export function pagerItems(pageNum: number, pageCount: number, buttons = PAGER_BUTTONS): PagerItem[] {
  if (pageCount < 1) return [];
  const current = clampPage(pageNum, pageCount);
  const half = Math.floor((buttons - 1) / 2);
  const prevMore = pageCount > buttons && current > buttons - half;
  const nextMore = pageCount > buttons && current < pageCount - half;

  let middle: number[];
  if (prevMore && !nextMore) middle = range(pageCount - (buttons - 2), pageCount - 1);
  else if (!prevMore && nextMore) middle = range(2, buttons - 1);
  else if (prevMore && nextMore) {
    const offset = Math.floor(buttons / 2) - 1;
    middle = range(current - offset, current + offset);
  } else middle = range(2, pageCount - 1);

  const items: PagerItem[] = [1];
  if (prevMore) items.push('prev-more');
  items.push(...middle);
  if (nextMore) items.push('next-more');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** Where an ellipsis leads: `buttons - 2` pages away, kept inside the list. */
export function morePage(item: 'prev-more' | 'next-more', pageNum: number, pageCount: number, buttons = PAGER_BUTTONS): number {
  const step = buttons - 2;
  return clampPage(item === 'prev-more' ? pageNum - step : pageNum + step, pageCount);
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}
