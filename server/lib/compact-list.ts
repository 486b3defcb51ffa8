/**
 * The compact form of a list answer, which every list call gives a caller that asks with `format=compact`
 * (the browser does at page size 'all', and on projected resource pages): `{ code, msg, total, fields,
 * rows }`, where `fields` names the columns once and each row is an array of its values in that order.
 * A 100,000-row 'all' list then carries a third of the bytes, and the browser parses arrays, not 100,000
 * objects repeating the same keys. Without `format` the answer stays RuoYi's `{ code, msg, rows, total }`.
 *
 * The form is chosen where the answer becomes JSON text (`toJSON`), so the list layer's `listReply`
 * gives it to every list route without a route of its own changing: each still answers
 * `c.json(listReply(c, result))`, and code reading the reply in-process sees the plain reply. Lists of
 * plain columns have the database write the same form instead (lib/list-answer.ts).
 */
import type { CompactTableReply, TableReply } from '../contracts/common.js';

/** The value of `format` that asks for the compact form (list-query.ts PageParams refuses any other). */
export const COMPACT_FORMAT = 'compact';

/** The compact form of a reply: rows as arrays of their values, in the order of `fields`. */
function compactForm<Row>(reply: TableReply<Row>): CompactTableReply {
  const { rows } = reply;
  // Every row of a list has the selection's keys, in the selection's order.
  const fields = rows.length > 0 ? Object.keys(rows[0] as object) : [];
  const values = new Array<unknown[]>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<string, unknown>;
    const out = new Array<unknown>(fields.length);
    for (let f = 0; f < fields.length; f++) out[f] = row[fields[f]];
    values[r] = out;
  }
  return { code: reply.code, msg: reply.msg, total: reply.total, fields, rows: values };
}

/** The reply, written as its compact form when it becomes JSON text (JSON.stringify calls toJSON). */
export function compactOnTheWire<Row>(reply: TableReply<Row>): TableReply<Row> {
  return Object.defineProperty(reply, 'toJSON', { value: () => compactForm(reply), enumerable: false });
}
