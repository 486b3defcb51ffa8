/**
 * The editor side of query plans: the fields a page offers, the operators that make sense for each
 * type, and the editable draft of a condition (strings, as inputs hold them) turned into a Condition.
 */
import { parseYuan, yuanInputText } from '../lib/money';
import type { Condition, Operator, Scalar } from './query-plan';

/** money: typed as yuan, sent (and kept in a saved plan) as integer fen. */
export type PlanFieldType = 'text' | 'number' | 'money' | 'date' | 'select';
export type PlanField = {
  field: string;
  /** Already translated (a resource's keys are drawn by crud/draw-resource.ts). */
  label: string;
  type: PlanFieldType;
  /** For `select`: the choices (e.g. dictionary data mapped to value/label). */
  options?: { value: string; label: string }[];
};

export const OPERATORS_BY_TYPE: Record<PlanFieldType, readonly Operator[]> = {
  text: ['like', 'eq', 'ne', 'in'],
  number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'],
  money: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'],
  date: ['eq', 'ge', 'le', 'gt', 'lt', 'between'],
  select: ['eq', 'ne', 'in'],
};

export type DraftCondition = { id: number; field: string; operator: Operator; value: string; valueTo: string; values: string[] };

let nextId = 1;
export function newDraft(field: PlanField): DraftCondition {
  return { id: nextId++, field: field.field, operator: OPERATORS_BY_TYPE[field.type][0], value: '', valueTo: '', values: [] };
}

/** The editable draft of a saved condition; a money field's fen shown as yuan. */
export function draftFromCondition(condition: Condition, fields: readonly PlanField[]): DraftCondition {
  const money = fields.find((f) => f.field === condition.field)?.type === 'money';
  const text = (v: Scalar) => (money && typeof v === 'number' ? yuanInputText(v) : String(v));
  const list = Array.isArray(condition.value) ? condition.value.map(text) : [];
  const single = Array.isArray(condition.value) ? '' : text(condition.value);
  return {
    id: nextId++,
    field: condition.field,
    operator: condition.operator,
    value: condition.operator === 'between' ? (list[0] ?? '') : single,
    valueTo: condition.operator === 'between' ? (list[1] ?? '') : '',
    values: condition.operator === 'in' ? list : [],
  };
}

/** The condition a draft stands for, or null while it is incomplete (incomplete rows are left out). */
function toCondition(draft: DraftCondition, fields: readonly PlanField[]): Condition | null {
  const def = fields.find((f) => f.field === draft.field);
  if (!def) return null;
  const cast = (text: string): Scalar => (def.type === 'number' ? Number(text) : def.type === 'money' ? (parseYuan(text, { negative: true }) as number) : text);
  const filled = (text: string) => text.trim() !== '' && (def.type === 'number' ? Number.isFinite(Number(text)) : def.type === 'money' ? parseYuan(text.trim(), { negative: true }) !== null : true);
  if (draft.operator === 'between') {
    return filled(draft.value) && filled(draft.valueTo) ? { field: def.field, operator: 'between', value: [cast(draft.value.trim()), cast(draft.valueTo.trim())] } : null;
  }
  if (draft.operator === 'in') {
    const values = (def.type === 'select' ? draft.values : draft.value.split(',')).map((v) => v.trim()).filter(filled);
    return values.length > 0 ? { field: def.field, operator: 'in', value: values.map(cast) } : null;
  }
  return filled(draft.value) ? { field: def.field, operator: draft.operator, value: cast(draft.value.trim()) } : null;
}

/** The complete conditions; of two rows with the same field and operator the later one counts (one query key each). */
export function toConditions(drafts: readonly DraftCondition[], fields: readonly PlanField[]): Condition[] {
  const byPair = new Map<string, Condition>();
  for (const draft of drafts) {
    const condition = toCondition(draft, fields);
    if (!condition) continue;
    const pair = `${condition.field}[${condition.operator}]`;
    byPair.delete(pair);
    byPair.set(pair, condition);
  }
  return [...byPair.values()];
}
