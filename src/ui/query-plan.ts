/**
 * Advanced query plans (SPEC.md section 2 "Layout"), pure: a named list of conditions, its stored
 * text, and the query parameters it adds to a list call.
 *
 * Query format (the server's list endpoints read it through an allowlist of fields):
 *   eq       field=value                       (the plain RuoYi filter, so simple plans fit any list)
 *   other    field[op]=value                   e.g. amount[ge]=100, name[like]=王
 *   between  field[between]=from,to
 *   in       field[in]=a,b,c
 */

const OPERATORS = ['eq', 'ne', 'like', 'gt', 'ge', 'lt', 'le', 'between', 'in'] as const;
export type Operator = (typeof OPERATORS)[number];
export type Scalar = string | number;
export type Condition = { field: string; operator: Operator; value: Scalar | Scalar[] };
export type QueryPlan = { name: string; conditions: Condition[] };

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function isOperator(value: unknown): value is Operator {
  return typeof value === 'string' && (OPERATORS as readonly string[]).includes(value);
}

/** Throws an Error naming what is wrong; returns the plan, normalised (trimmed name, copied lists). */
function validatePlan(input: unknown): QueryPlan {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new Error('query plan: expected an object with name and conditions');
  const { name, conditions } = input as { name?: unknown; conditions?: unknown };
  if (typeof name !== 'string' || name.trim() === '') throw new Error('query plan: name must be a non-empty string');
  return { name: name.trim(), conditions: validateConditions(conditions) };
}

/** The conditions part of validatePlan: an unsaved plan (no name yet) can still be applied. */
function validateConditions(conditions: unknown): Condition[] {
  if (!Array.isArray(conditions)) throw new Error('query plan: conditions must be a list');
  const seen = new Set<string>();
  return conditions.map((condition: unknown, i): Condition => {
    const where = `query plan: condition ${i + 1}`;
    if (!condition || typeof condition !== 'object') throw new Error(`${where} must be an object`);
    const { field, operator, value } = condition as { field?: unknown; operator?: unknown; value?: unknown };
    if (typeof field !== 'string' || !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(field)) throw new Error(`${where}: field must be a field name`);
    if (!isOperator(operator)) throw new Error(`${where}: operator must be one of ${OPERATORS.join(', ')}`);
    // Two conditions on the same field and operator would collide in the query: refuse rather than drop one.
    const pair = `${field}[${operator}]`;
    if (seen.has(pair)) throw new Error(`${where}: ${pair} appears twice`);
    seen.add(pair);
    if (operator === 'between') {
      if (!Array.isArray(value) || value.length !== 2 || !value.every(isScalar)) throw new Error(`${where}: between needs [from, to]`);
      return { field, operator, value: [...value] };
    }
    if (operator === 'in') {
      if (!Array.isArray(value) || value.length === 0 || !value.every(isScalar)) throw new Error(`${where}: in needs a non-empty list`);
      return { field, operator, value: [...value] };
    }
    if (!isScalar(value)) throw new Error(`${where}: value must be a string or a number`);
    return { field, operator, value };
  });
}

export function serializePlan(plan: QueryPlan): string {
  return JSON.stringify(validatePlan(plan));
}

/** Reads a stored plan; malformed text or shape throws an Error saying what is wrong. */
export function parsePlan(text: string): QueryPlan {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('query plan: not valid JSON');
  }
  return validatePlan(value);
}

/**
 * A plan as a server keeps it: `content` is serializePlan's text, or just the conditions list, and a
 * separately stored `name` (a rename on the server) wins over the one inside the text.
 */
export function readStoredPlan(content: string, name?: string): QueryPlan {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new Error('query plan: not valid JSON');
  }
  if (Array.isArray(value)) value = { name, conditions: value };
  else if (name !== undefined && value && typeof value === 'object') value = { ...value, name };
  return validatePlan(value);
}

/** The query parameters a plan adds to the list call (see the format above). */
export function planToQuery(plan: Pick<QueryPlan, 'conditions'>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const { field, operator, value } of validateConditions(plan.conditions)) {
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
    query[operator === 'eq' ? field : `${field}[${operator}]`] = text;
  }
  return query;
}
