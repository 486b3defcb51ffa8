/**
 * zod schemas of record writes, built from a kind's field definitions: every field typed and bounded,
 * unknown keys refused (strict), empty optional values stored as absent. A create must carry every
 * required field; an update may carry a subset, and the merged record is then checked as a whole.
 */
import { z } from 'zod';
import type { RecordField, RecordKind } from '../contracts/records.js';
import { isIsoDate } from '../../shared/iso-date.js';
import { numericId, versionNumber } from '../plugins/validate.js';

export type RecordValues = Record<string, string | number | null>;

/** Numbers arrive as JSON numbers or, from some forms and scripts, as numeric text. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const integer = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const LIMIT = 1_000_000_000_000;

function valueSchema(field: RecordField): z.ZodType<string | number> {
  switch (field.type) {
    case 'number':
      return numeric.pipe(z.number().finite().min(-LIMIT).max(LIMIT));
    case 'money':
      // Integer fen on the wire, kept as yuan with two decimals in the record's JSON (json-field.ts reads it back as fen).
      return integer
        .pipe(
          z
            .number()
            .int()
            .min(-LIMIT * 100)
            .max(LIMIT * 100),
        )
        .transform((fen) => fen / 100);
    case 'date':
      return z.string().trim().refine(isIsoDate);
    case 'select':
      // A dictionary's values are checked against the dictionary by the route (references.ts).
      if (field.dict) return z.string().trim().min(1).max(100);
      return z.enum((field.options ?? []).map((o) => o.value) as [string, ...string[]]);
    case 'user':
      return z.string().trim().min(1).max(64);
    case 'textarea':
      return z
        .string()
        .trim()
        .min(1)
        .max(field.maxLength ?? 1000);
    case 'text':
      return z
        .string()
        .trim()
        .min(1)
        .max(field.maxLength ?? 100);
  }
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One field: required fields must hold a value; optional ones take '' or null as "no value". */
function fieldSchema(field: RecordField) {
  const value = valueSchema(field);
  if (field.required) return value;
  return z.preprocess((v) => (isEmpty(v) ? null : v), value.nullable()).optional();
}

export function createSchema(kind: RecordKind) {
  return z.strictObject(Object.fromEntries(kind.fields.map((f) => [f.key, fieldSchema(f)])));
}

/** An update names its record and the version it read; any field may be left out (kept as stored). */
export function updateSchema(kind: RecordKind) {
  const fields = Object.fromEntries(kind.fields.map((f) => [f.key, f.required ? valueSchema(f).optional() : fieldSchema(f)]));
  return z.strictObject({ ...fields, recordId: numericId, version: versionNumber });
}

/** The values a record keeps: every field of the kind, null where it has none. */
export function normalise(kind: RecordKind, values: Record<string, unknown>): RecordValues {
  return Object.fromEntries(kind.fields.map((f) => [f.key, (values[f.key] as string | number | null | undefined) ?? null]));
}
