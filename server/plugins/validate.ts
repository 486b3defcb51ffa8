/**
 * zod validation of body, query and params. Every failure is the caller's mistake: malformed JSON
 * → 400, a missing, invalid or unknown (strict objects) field → 422 with `field` naming the first
 * offender (and the message naming it, or all unknown ones, too), never a 500.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from '../errors.js';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The path of the first string (value or key) holding a NUL character, or null. No field of a back
 * office has a use for one, and PostgreSQL refuses it in text: refused up front on both engines.
 * Walked with an explicit stack, never by recursion, so no input can overflow the call stack (the
 * body-shape middleware already refuses deep bodies; query and params are flat).
 */
function nulAt(input: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    // Pushed last to first, so the first offender in document order is found first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * The uploaded file of multipart field `field`, or a 422 naming it: missing, not a file, or a file name
 * holding a NUL character (the same rule as every other text the server takes; the name is stored).
 */
export function uploadedFile(value: unknown, field: string): File {
  if (!(value instanceof File)) throw new HttpError(422, 'fieldRequired', field, { field });
  if (value.name.includes('\u0000')) throw new HttpError(422, 'fieldInvalid', field, { field });
  return value;
}

/** Parses `input` with `schema` or throws a 422 HttpError naming the first bad field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = nulAt(input);
  if (nul) {
    const field = nul.join('.') || 'body';
    throw new HttpError(422, 'fieldInvalid', field, { field });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((k) => [...issue.path.map(String), k].join('.'));
    throw new HttpError(422, 'fieldUnknown', names[0], { field: names.join(', ') });
  }
  const field = issue.path.map(String).join('.') || 'body';
  const raw = valueAt(input, issue.path);
  const missing = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  throw new HttpError(422, missing ? 'fieldRequired' : 'fieldInvalid', field, { field });
}

// The request fields of the contracts (contracts/fields.ts), for records, tasks and the code generator's output.
export { numericId, versionNumber } from '../contracts/fields.js';

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}

/** Reads the body as JSON whatever the Content-Type claims (an empty body is malformed too). */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'badJson', 'body');
  }
  return parseWith(schema, body);
}

/** A JSON body, or the bare value of `field` as plain text or a JSON string (read as `{ [field]: value }`). */
export async function parseJsonOrText<S extends z.ZodType>(c: Context, schema: S, field: string): Promise<z.output<S>> {
  const text = (await c.req.text()).trim();
  let input: unknown = { [field]: text };
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      input = typeof parsed === 'string' ? { [field]: parsed } : parsed;
    } catch {
      throw new HttpError(400, 'badJson', 'body');
    }
  }
  return parseWith(schema, input);
}
