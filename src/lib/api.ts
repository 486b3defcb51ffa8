/**
 * The one HTTP client (ofetch): base /prod-api, JSON, credentials, 100000 ms timeout, Bearer token unless
 * a request says `isToken: false`. Every JSON answer goes through the error catalogue (http-errors.ts)
 * unless `raw` is set, in which case the caller gets the body or an ApiError and decides itself.
 */
import { ofetch, type FetchResponse } from 'ofetch';
import { bus } from './bus';
import { ApiError, interpret, networkFailure, type Feedback } from './http-errors';

export { ApiError, fieldNamedBy, isStaleVersion, type Feedback } from './http-errors';

export const API_BASE = '/prod-api';
const REQUEST_TIMEOUT_MS = 100000;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** false: send no Authorization header (public calls). */
  isToken?: boolean;
  /**
   * true: skip the catalogue's UI; resolve on code 200, reject with ApiError otherwise. A list of codes: the
   * caller handles those itself (rejected with ApiError, nothing shown); any other failure is shown as usual.
   */
  raw?: boolean | readonly number[];
  /** Cancels the call (a superseded query): it rejects with the signal's reason and shows nothing. */
  signal?: AbortSignal;
  /** false: a POST/PUT that changes nothing a page reads (a heartbeat, a lookup by POST): no `data:written`. */
  invalidates?: false;
};

type Wiring = { feedback: Feedback; token: () => string | undefined; language: () => string };
let wiring: Wiring | undefined;

/** Called once by the app to connect the UI feedback and the session's token. */
export function configureApi(next: Wiring): void {
  wiring = next;
}

function wired(): Wiring {
  if (!wiring) throw new Error('configureApi() must run before the first request');
  return wiring;
}

/**
 * A JSON body parsed by `JSON.parse` at once: ofetch's default (destr) first scans the whole text with
 * regular expressions, 30–65 ms for the 3 MB answer of a 100,000-row list ('all'). A body that is no
 * JSON (a proxy's error page) stays its text, as destr left it. The answers are this server's own.
 */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const http = ofetch.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  retry: 0,
  ignoreResponseError: true,
});

function headersFor(options: { headers?: Record<string, string>; isToken?: boolean }): Record<string, string> {
  const { token, language } = wired();
  const headers: Record<string, string> = { 'Accept-Language': language(), ...options.headers };
  const value = options.isToken === false ? undefined : token();
  if (value) headers.Authorization = `Bearer ${value}`;
  return headers;
}

/**
 * Performs a call, tracking it on the bus so the shell knows when it is idle. A call its caller cancelled
 * is no failure: nothing is shown and the network watch is not asked (`cancelled`).
 */
async function send<T>(url: string, run: () => Promise<FetchResponse<T>>, signal?: AbortSignal): Promise<FetchResponse<T>> {
  bus.emit('http:started', { url });
  let code = 0;
  try {
    const response = await run();
    code = response.status;
    return response;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return networkFailure(error, wired().feedback);
  } finally {
    bus.emit('http:settled', { url, code, ...(signal?.aborted ? { cancelled: true } : {}) });
  }
}

/**
 * ofetch drops its own timeout when given a signal, so a caller's signal is followed by one that also
 * carries the timeout (by hand: AbortSignal.any is newer than the browsers the build targets).
 */
function withTimeout(signal: AbortSignal): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const follow = () => controller.abort(signal.reason);
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return { signal: controller.signal, release: () => (clearTimeout(timer), signal.removeEventListener('abort', follow)) };
}

async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const cancel = options.signal && withTimeout(options.signal);
  const response = await send<T>(
    url,
    // `parseResponse` here, not on the client: ofetch reads every answer as JSON once it is given, downloads' blobs too.
    () => http.raw<T>(url, { method, query: options.query, body: options.body as BodyInit, headers: headersFor(options), signal: cancel?.signal, parseResponse: parseBody }),
    options.signal,
  ).finally(() => cancel?.release());
  // This tab changed something on the server: the server-state layer refetches what may show it. A call
  // carrying a query's signal is that query's read, even when it POSTs (it must not invalidate itself).
  if (method !== 'GET' && !options.signal && options.invalidates !== false && response.ok) bus.emit('data:written', { url });
  const body = response._data as T;
  if (options.raw) {
    const record = (body ?? {}) as { code?: number; msg?: string };
    const code = typeof record.code === 'number' ? record.code : response.ok ? 200 : response.status;
    if (code === 200) return body;
    if (options.raw === true || options.raw.includes(code)) throw new ApiError(code, record.msg || String(code), body);
  }
  return interpret(body, response.status, wired().feedback);
}

export const api = {
  get: <T>(url: string, query?: RequestOptions['query'], options?: RequestOptions) => request<T>(url, { ...options, method: 'GET', query }),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>(url, { ...options, method: 'PUT', body }),
  delete: <T>(url: string, options?: RequestOptions) => request<T>(url, { ...options, method: 'DELETE' }),
};

/**
 * Blob download: posts `params` (JSON, or form-encoded with `form: true`) and saves the answer under
 * `filename`. A JSON answer is an error from the server: its msg is shown as an error toast.
 */
export async function download(url: string, params: Record<string, unknown>, filename: string, options: { form?: boolean; method?: 'GET' | 'POST' } = {}): Promise<void> {
  const body = options.form ? new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v ?? '')])) : params;
  // GET: a file the server already holds (a task's result); the params then travel as the query.
  const get = options.method === 'GET';
  const response = await send<Blob>(url, () =>
    http.raw<Blob, 'blob'>(url, { method: options.method ?? 'POST', ...(get ? { query: params } : { body: body as BodyInit }), headers: headersFor({}), responseType: 'blob' }),
  );
  const blob = response._data as Blob;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const parsed = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    wired().feedback.message(parsed.msg || String(parsed.code ?? response.status), 'error');
    throw new ApiError(parsed.code ?? response.status, parsed.msg ?? '', parsed);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
