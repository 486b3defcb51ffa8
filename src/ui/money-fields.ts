/**
 * A form's money fields: the record and the call carry integer fen, the inputs show and take yuan. A
 * form converts once when it takes a record in and once when it sends, so what is typed is kept as typed
 * ("12." while typing) and the amount sent is parsed from the digits (src/lib/money.ts), never a float.
 */
import { parseYuan, yuanInputText } from '../lib/money';

type Field = { key: string; type: string };
type Values = Record<string, unknown>;

const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** `record` with its money fields' fen as the yuan their inputs show. */
export function withYuanInputs<T extends Values>(fields: readonly Field[], record: T): T {
  const money = fields.filter((f) => f.type === 'money' && typeof record[f.key] === 'number');
  return money.length ? { ...record, ...Object.fromEntries(money.map((f) => [f.key, yuanInputText(record[f.key] as number)])) } : record;
}

/**
 * `values` with their money fields' typed yuan as fen; an empty one is left as it is (not given). Call
 * after the form's checks: an amount they let through parses (a negative one too, where a field allows it).
 */
export function withFenAmounts<T extends Values>(fields: readonly Field[], values: T): T {
  const money = fields.filter((f) => f.type === 'money' && given(values[f.key]));
  return money.length ? { ...values, ...Object.fromEntries(money.map((f) => [f.key, parseYuan(String(values[f.key]).trim(), { negative: true })])) } : values;
}
