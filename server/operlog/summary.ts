/**
 * The request summary an operation-log entry keeps: the query and the body as JSON, with every value
 * under a key that looks secret replaced by MASK, cut to SUMMARY_MAX characters. Uploads are summarised
 * as their file names and sizes, never their content. Read after the handler, from what it already
 * parsed (Hono caches the body), so summarising costs the write no second read in the common case.
 */
import type { Context } from 'hono';

const MASK = '******';
/** The most characters of a stored summary (RuoYi keeps 2000 of its oper_param). */
const SUMMARY_MAX = 2000;

/**
 * Keys whose values never reach the log: passwords in every spelling the API takes (password, psw,
 * oldPassword, newPassword, pwd), tokens and secrets (access_token, client_secret, Authorization),
 * the captcha's code and uuid, and cookies.
 */
const SECRET_KEY = /pass|pwd|psw|token|secret|authori[sz]ation|cookie|credential|private|api[-_]?key|captcha|^code$|^uuid$/i;

/** Deeper than this a summary shows '…': no request of the API nests so deep, and the walk must not overflow. */
const MAX_DEPTH = 32;

/** `value` with the values of secret keys masked, at any depth (arrays and objects alike). */
function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? MASK : maskSecrets(v, depth + 1)]));
}

/** `text` cut to SUMMARY_MAX characters, marking the cut. */
function bounded(text: string): string {
  return text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1)}…`;
}

type FileLike = { name: string; size: number };
const isFile = (v: unknown): v is FileLike => typeof v === 'object' && v !== null && typeof (v as FileLike).name === 'string' && typeof (v as FileLike).size === 'number';

/** A parsed multipart form with files as `{ file, size }`. */
function formSummary(form: Record<string, unknown>): Record<string, unknown> {
  const describe = (v: unknown) => (isFile(v) ? { file: v.name, size: v.size } : v);
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Array.isArray(v) ? v.map(describe) : describe(v)]));
}

/** The body as a value to summarise: JSON parsed, forms as records, anything else by its length only. */
async function bodyValue(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) return formSummary(await c.req.parseBody({ all: true }));
  const text = await c.req.text();
  if (/^application\/x-www-form-urlencoded/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (refused as such): its text could hold anything, so only its size is kept.
    return `(${text.length} characters, not JSON)`;
  }
}

/** The summary of this request: `{"query":…,"body":…}` with the parts it has, secrets masked, bounded. */
export async function requestSummary(c: Context): Promise<string> {
  const parts: Record<string, unknown> = {};
  const query = c.req.query();
  if (Object.keys(query).length) parts.query = query;
  try {
    const body = await bodyValue(c);
    if (body !== undefined) parts.body = body;
  } catch {
    parts.body = '(unreadable)'; // the body was consumed as a stream or broke off
  }
  return Object.keys(parts).length ? bounded(JSON.stringify(maskSecrets(parts))) : '';
}
