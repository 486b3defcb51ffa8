/**
 * The request fields every contract is built from: ids, versions, id lists, pages and list filters.
 * Contracts import only zod, shared/ and each other, so the browser's type check (tsconfig.browser.json)
 * can follow them without reaching server code; the server's validation (plugins/validate.ts,
 * lib/list-query.ts) uses these same schemas.
 */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { MAX_IDS, PAGE_SIZE_ALL } from '../../shared/wire-constants.js';

/**
 * An id as shells send it: a JSON number or a numeric string (RuoYi clients mix both), as a number.
 * At most 9 digits, so it always fits an integer column of either engine.
 */
export const numericId = z.union([
  z.number().int().positive().max(999_999_999),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/** The version a client last read, for optimistic concurrency (a JSON number or a numeric string). */
export const versionNumber = z.union([
  z.number().int().min(0).max(999_999_999),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/** RuoYi's comma-separated ids of a batch delete (`/1,2,3`), as distinct numbers. */
export const idList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive()).min(1).max(MAX_IDS));

/** Optional page query (`pageNum`, `pageSize`; size 100000000 means all), with RuoYi's defaults 1 and 10. */
export const PageQuery = z.object({
  pageNum: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().min(1))
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(PAGE_SIZE_ALL))
    .optional(),
});

/** An optional text filter: trimmed, '' means absent. */
export const textFilter = (max = 100) =>
  z
    .string()
    .max(max)
    .transform((v) => v.trim() || undefined)
    .optional();

/**
 * A list's "created / signed in between two days" bound (`beginTime`, `endTime`: YYYY-MM-DD, both days
 * inclusive, in the server's local time zone; lib/day-range.ts applies them).
 */
export const dayFilter = z.string().refine(isIsoDate).optional();
