/** Wire shapes shared by every call (RuoYi-family conventions, DESIGN.md section 4). Types only. */

/** A page of a list. `pageSize` 100000000 means all rows. */
export type TableReply<T> = { code: number; msg: string; rows: T[]; total: number };

/** A page of a list asked for with `format=compact`: `fields` names the values of each row, in order (server/lib/compact-list.ts). */
export type CompactTableReply<Values extends unknown[] = unknown[]> = { code: number; msg: string; total: number; fields: string[]; rows: Values[] };
