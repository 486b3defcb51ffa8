/** Wire shapes shared by every call (RuoYi-family conventions, DESIGN.md section 4). Types only. */

/** Every answer carries `code` (equal to the HTTP status) and a human `msg`. */
export type Reply<T = undefined> = { code: number; msg: string } & (T extends undefined ? object : { data: T });

/** An error answer; `field` names the offending request field for 400/422. */
export type ErrorReply = { code: number; msg: string; field?: string };

/** A page of a list. `pageSize` 100000000 means all rows. */
export type TableReply<T> = { code: number; msg: string; rows: T[]; total: number };

/** `orderByColumn` is a wire field name of the list's allowlist (else 422); `isAsc` also takes element-ui's spellings. */
export type PageQuery = { pageNum?: number; pageSize?: number; orderByColumn?: string; isAsc?: 'asc' | 'desc' | 'ascending' | 'descending' };

/** '0' normal, '1' disabled. */
export type Status = '0' | '1';
