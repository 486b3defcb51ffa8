/**
 * The rules a record must keep beyond each value's type (validation.ts): a number within its field's
 * bounds (`min`, `max`) and a date not earlier than another date of the same record (`notBefore`).
 * Pure and shared: the routes answer the first broken rule as a 422 naming the field, the record
 * imports (tasks/kinds/record-import.ts) refuse the row with it as the reason.
 */
import type { RecordField, RecordKind } from '../contracts/records.js';
import { HttpError } from '../errors.js';
import type { Lang } from '../i18n.js';
import type { RecordValues } from './validation.js';

export type BrokenRule = { field: RecordField; rule: 'min' | 'max'; limit: number } | { field: RecordField; rule: 'notBefore'; other: RecordField };

/** The first rule `values` (a whole record, null where a field has no value) breaks, or null. */
export function brokenRule(kind: RecordKind, values: RecordValues): BrokenRule | null {
  for (const field of kind.fields) {
    const value = values[field.key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') {
      if (field.min !== undefined && value < field.min) return { field, rule: 'min', limit: field.min };
      if (field.max !== undefined && value > field.max) return { field, rule: 'max', limit: field.max };
    }
    const earliest = field.notBefore ? values[field.notBefore] : null;
    // 'YYYY-MM-DD' text orders like the dates it names.
    if (field.notBefore && typeof earliest === 'string' && String(value) < earliest) {
      return { field, rule: 'notBefore', other: kind.fields.find((f) => f.key === field.notBefore)! };
    }
  }
  return null;
}

/** A route's answer to a broken rule: 422 naming the field, with the labels in the caller's language. */
export function assertRules(kind: RecordKind, values: RecordValues, lang: Lang): void {
  const broken = brokenRule(kind, values);
  if (!broken) return;
  const label = broken.field[lang];
  if (broken.rule === 'notBefore') throw new HttpError(422, 'recordNotBefore', broken.field.key, { label, other: broken.other[lang] });
  throw new HttpError(422, broken.rule === 'min' ? 'recordMin' : 'recordMax', broken.field.key, { label, limit: broken.limit });
}
