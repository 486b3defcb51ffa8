/**
 * The filters of an export request as one flat record, as the shell's blob download sends them: a
 * form-encoded body (RuoYi's `download`), a JSON body, or the query string. The list keys are then
 * parsed by the list layer exactly as a list's query string would be.
 */
import type { Context } from 'hono';
import { HttpError } from '../errors.js';

/** The request's filters as one flat record: query string, then the body's fields (form or JSON) over it. */
export async function exportInput(c: Context): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { ...c.req.query() };
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    for (const [key, value] of Object.entries(await c.req.parseBody())) if (typeof value === 'string') input[key] = value;
    return input;
  }
  const text = await c.req.text();
  if (!text.trim()) return input;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'badJson', 'body');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'badJson', 'body');
  // A JSON body may carry numbers (pageNum: 1); the list keys are parsed from text like the query string.
  for (const [key, value] of Object.entries(body)) input[key] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  return input;
}
