/**
 * The condition grammar of exclusive-gateway flows (server/contracts/approval.ts), one implementation for
 * the designer (checked as the user types) and the engine (checked at publish, evaluated over the form
 * data): comparisons `<field> <op> <value>` joined by `&&` and `||` (`&&` binds tighter), op one of
 * == != > >= < <=, value a number, a quoted string ('…' or "…", backslash escapes) or true / false.
 * A Flowable-style `${ … }` wrapper is accepted, as designers often type it. No eval: no field of the
 * data can run code. Pure code without imports: shared/ is imported by the browser and the server.
 */
type Op = '==' | '!=' | '>' | '>=' | '<' | '<=';
type Literal = number | string | boolean;
type Clause = { field: string; op: Op; value: Literal };
export type Condition = { clauses: Clause[]; joins: Array<'&&' | '||'> };
/** Why a condition does not parse, and where (0-based character of the text as given). */
export type ConditionError = { key: 'empty' | 'field' | 'op' | 'value' | 'join' | 'unknownField'; at: number; near: string };
export type ConditionResult = { ok: true; condition: Condition } | { ok: false; error: ConditionError };

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*/;
const OP = /^(==|!=|>=|<=|>|<)/;
const NUMBER = /^-?\d+(\.\d+)?(?![A-Za-z0-9_.])/;
const STRING = /^('([^'\\]|\\.)*'|"([^"\\]|\\.)*")/;
const BOOL = /^(true|false)(?![A-Za-z0-9_])/;
const JOIN = /^(&&|\|\|)/;
const WRAPPED = /^(\s*\$\{)([\s\S]*)\}\s*$/;

/** Parses `text`; `fields`, when given, are the form's field keys a clause may name. */
export function parseCondition(text: string, fields?: readonly string[]): ConditionResult {
  const wrapped = WRAPPED.exec(text);
  // Positions stay those of the text as typed, wrapper included.
  const offset = wrapped ? wrapped[1].length : 0;
  const body = wrapped ? wrapped[2] : text;
  let pos = 0;
  const skip = () => {
    while (pos < body.length && /\s/.test(body[pos])) pos += 1;
  };
  const fail = (key: ConditionError['key'], at = pos): ConditionResult => ({ ok: false, error: { key, at: at + offset, near: body.slice(at, at + 12) } });
  const take = (pattern: RegExp) => {
    skip();
    const hit = pattern.exec(body.slice(pos));
    if (hit) pos += hit[0].length;
    return hit?.[0];
  };

  skip();
  if (pos === body.length) return fail('empty');
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
    if (pos === body.length) return { ok: true, condition: { clauses, joins } };
    const join = take(JOIN) as '&&' | '||' | undefined;
    if (!join) return fail('join');
    joins.push(join);
  }
}

function readValue(token: string | undefined): Literal | undefined {
  if (token === undefined) return undefined;
  if (token === 'true' || token === 'false') return token === 'true';
  if (token.startsWith("'") || token.startsWith('"')) return token.slice(1, -1).replace(/\\(.)/g, '$1');
  return Number(token);
}

/** A dotted field of the data (`guest.count`), or undefined. */
function fieldValue(data: Record<string, unknown>, field: string): unknown {
  let value: unknown = data;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function compare(actual: unknown, op: Op, expected: Literal): boolean {
  let left: number | string | boolean;
  if (typeof expected === 'number') {
    // Form fields may arrive as numeric text ("5000"): compared as numbers; anything else never matches.
    const n = typeof actual === 'number' ? actual : typeof actual === 'string' && actual.trim() !== '' ? Number(actual) : NaN;
    if (!Number.isFinite(n)) return false;
    left = n;
  } else if (typeof expected === 'boolean') {
    if (typeof actual !== 'boolean') return op === '!=';
    left = actual;
  } else {
    if (typeof actual !== 'string' && typeof actual !== 'number') return op === '!=';
    left = String(actual);
  }
  switch (op) {
    case '==':
      return left === expected;
    case '!=':
      return left !== expected;
    case '>':
      return left > expected;
    case '>=':
      return left >= expected;
    case '<':
      return left < expected;
    case '<=':
      return left <= expected;
  }
}

/** Whether the form data meets the condition: `&&` groups first, then any group. */
export function evaluate(condition: Condition, data: Record<string, unknown>): boolean {
  const groups: Clause[][] = [[]];
  condition.clauses.forEach((clause, i) => {
    if (i > 0 && condition.joins[i - 1] === '||') groups.push([]);
    groups[groups.length - 1].push(clause);
  });
  return groups.some((all) => all.every((c) => compare(fieldValue(data, c.field), c.op, c.value)));
}
