/** Wire shapes shared by every call (RuoYi-family conventions, DESIGN.md section 4). Types only. */

/** Every answer carries `code` (equal to the HTTP status) and a human `msg`. */
export type Reply<T = undefined> = { code: number; msg: string } & (T extends undefined ? object : { data: T });

/** An error answer; `field` names the offending request field for 400/422. */
export type ErrorReply = { code: number; msg: string; field?: string };

/** A page of a list. `pageSize` 100000000 means all rows. */
export type TableReply<T> = { code: number; msg: string; rows: T[]; total: number };

/** A page of a list asked for with `format=compact`: `fields` names the values of each row, in order (server/lib/compact-list.ts). */
export type CompactTableReply<Values extends unknown[] = unknown[]> = { code: number; msg: string; total: number; fields: string[]; rows: Values[] };

/** `orderByColumn` is a wire field name of the list's allowlist (else 422); `isAsc` also takes element-ui's spellings. */
export type PageQuery = { pageNum?: number; pageSize?: number; orderByColumn?: string; isAsc?: 'asc' | 'desc' | 'ascending' | 'descending' };

/** '0' normal, '1' disabled. */
export type Status = '0' | '1';

/**
 * Query-plan conditions on a list (and its export): `field=value` means 'eq', every other operator
 * is `field[op]=value`; 'between' takes two values and 'in' several, joined by commas. Only the
 * fields a list declares (typed text, number or date: YYYY-MM-DD covers the whole day) are accepted;
 * an unknown field or operator, or a value its type refuses, is a 422 naming the key.
 */
export type PlanOperator = 'eq' | 'ne' | 'like' | 'gt' | 'ge' | 'lt' | 'le' | 'between' | 'in';
