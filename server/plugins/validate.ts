/**
 * zod validation of body, query and params. Every failure is the caller's mistake: malformed JSON
 * → 400, a missing or invalid field → 422 with `field` naming the first offender (and the message
 * naming it too), never a 500.
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

/** Parses `input` with `schema` or throws a 422 HttpError naming the first bad field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  const raw = valueAt(input, issue.path);
  const missing = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  throw new HttpError(422, missing ? 'fieldRequired' : 'fieldInvalid', field, { field });
}

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
