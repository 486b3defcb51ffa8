/**
 * The condition grammar of exclusive-gateway flows (server/contracts/approval.ts): comparisons
 * `<field> <op> <value>` joined by `&&` and `||` (`&&` binds tighter), op one of == != > >= < <=,
 * value a number, a quoted string ('…' or "…") or true / false. A Flowable-style `${ … }` wrapper is
 * accepted, as designers often type it. Parsed once at publish (a bad condition names its flow) and
 * evaluated over the form data; no eval, no field of the data can run code.
 */

export type Op = '==' | '!=' | '>' | '>=' | '<' | '<=';
export type Literal = number | string | boolean;
export type Comparison = { field: string; op: Op; value: Literal };
/** Disjunction of conjunctions: `a && b || c` is [[a, b], [c]]. */
export type Condition = Comparison[][];

export class ConditionError extends Error {}

const TOKEN = /\s*(?:(&&|\|\|)|(==|!=|>=|<=|>|<)|(-?\d+(?:\.\d+)?)(?![\w.])|'([^']*)'|"([^"]*)"|([A-Za-z_][A-Za-z0-9_.]*))/y;
type Token = { kind: 'join' | 'op' | 'number' | 'string' | 'word'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(source);
    if (!m) throw new ConditionError(`unexpected text at ${at + 1}: ${source.slice(at, at + 12).trim()}`);
    if (m[1]) tokens.push({ kind: 'join', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'op', text: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: 'number', text: m[3] });
    else if (m[4] !== undefined) tokens.push({ kind: 'string', text: m[4] });
    else if (m[5] !== undefined) tokens.push({ kind: 'string', text: m[5] });
    else tokens.push({ kind: 'word', text: m[6] });
  }
  return tokens;
}

function literal(token: Token | undefined): Literal {
  if (!token) throw new ConditionError('a value is missing after the operator');
  if (token.kind === 'number') return Number(token.text);
  if (token.kind === 'string') return token.text;
  if (token.kind === 'word' && (token.text === 'true' || token.text === 'false')) return token.text === 'true';
  throw new ConditionError(`not a value: ${token.text}`);
}

/** Parses a condition or throws ConditionError saying what is wrong. */
export function parseCondition(source: string): Condition {
  const unwrapped = /^\s*\$\{([\s\S]*)\}\s*$/.exec(source)?.[1] ?? source;
  const tokens = tokenize(unwrapped);
  if (tokens.length === 0) throw new ConditionError('the condition is empty');
  const result: Condition = [[]];
  let i = 0;
  for (;;) {
    const [field, op] = [tokens[i], tokens[i + 1]];
    if (!field || field.kind !== 'word') throw new ConditionError(`a field name is expected${field ? `, not ${field.text}` : ''}`);
    if (!op || op.kind !== 'op') throw new ConditionError(`an operator (== != > >= < <=) is expected after ${field.text}`);
    result[result.length - 1].push({ field: field.text, op: op.text as Op, value: literal(tokens[i + 2]) });
    i += 3;
    if (i === tokens.length) return result;
    const join = tokens[i];
    if (join.kind !== 'join') throw new ConditionError(`&& or || is expected, not ${join.text}`);
    if (join.text === '||') result.push([]);
    i += 1;
  }
}

/** A dotted field of the data (`guest.count`), or undefined. */
function valueOf(data: Record<string, unknown>, field: string): unknown {
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
    case '==': return left === expected;
    case '!=': return left !== expected;
    case '>': return left > expected;
    case '>=': return left >= expected;
    case '<': return left < expected;
    case '<=': return left <= expected;
  }
}

export function evaluate(condition: Condition, data: Record<string, unknown>): boolean {
  return condition.some((all) => all.every((c) => compare(valueOf(data, c.field), c.op, c.value)));
}
