/**
 * The exclusive-gateway condition grammar of server/contracts/approval.ts: `<field> <op> <value>` joined by
 * `&&` / `||`, op one of == != > >= < <=. Values are numbers, quoted strings or true/false. Checked as the
 * designer types, so a condition the engine cannot read is never saved silently.
 */
export type Op = '==' | '!=' | '>' | '>=' | '<' | '<=';
export type Clause = { field: string; op: Op; value: number | string | boolean };
export type Condition = { clauses: Clause[]; joins: Array<'&&' | '||'> };
/** Why a condition does not parse: a text key of `approvals.condition.*` and where (0-based character). */
export type ConditionError = { key: 'empty' | 'field' | 'op' | 'value' | 'join' | 'unknownField'; at: number; near: string };
export type ConditionResult = { ok: true; condition: Condition } | { ok: false; error: ConditionError };

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*/;
const OP = /^(==|!=|>=|<=|>|<)/;
const NUMBER = /^-?\d+(\.\d+)?(?![A-Za-z0-9_.])/;
const STRING = /^('([^'\\]|\\.)*'|"([^"\\]|\\.)*")/;
const BOOL = /^(true|false)(?![A-Za-z0-9_])/;
const JOIN = /^(&&|\|\|)/;

/** Parses `text`; `fields`, when given, are the form's field keys a clause may name. */
export function parseCondition(text: string, fields?: readonly string[]): ConditionResult {
  let pos = 0;
  const skip = () => {
    while (pos < text.length && /\s/.test(text[pos])) pos += 1;
  };
  const fail = (key: ConditionError['key'], at = pos): ConditionResult => ({ ok: false, error: { key, at, near: text.slice(at, at + 12) } });
  const take = (pattern: RegExp) => {
    skip();
    const hit = pattern.exec(text.slice(pos));
    if (hit) pos += hit[0].length;
    return hit?.[0];
  };

  skip();
  if (pos === text.length) return fail('empty');
  const clauses: Clause[] = [];
  const joins: Condition['joins'] = [];
  for (;;) {
    skip();
    const fieldAt = pos;
    const field = take(FIELD);
    if (!field || BOOL.test(field)) return fail('field', fieldAt);
    if (fields && !fields.includes(field)) return fail('unknownField', fieldAt);
    const op = take(OP) as Op | undefined;
    if (!op) return fail('op');
    skip();
    const valueAt = pos;
    const value = readValue(take(NUMBER) ?? take(STRING) ?? take(BOOL));
    if (value === undefined) return fail('value', valueAt);
    clauses.push({ field, op, value });
    skip();
    if (pos === text.length) return { ok: true, condition: { clauses, joins } };
    const join = take(JOIN) as '&&' | '||' | undefined;
    if (!join) return fail('join');
    joins.push(join);
  }
}

function readValue(token: string | undefined): Clause['value'] | undefined {
  if (token === undefined) return undefined;
  if (token === 'true' || token === 'false') return token === 'true';
  if (token.startsWith("'") || token.startsWith('"')) return token.slice(1, -1).replace(/\\(.)/g, '$1');
  return Number(token);
}
