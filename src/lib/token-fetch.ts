/**
 * JSON calls for the widgets: a widget may sit on a page without the shell (embed.html), where the
 * shell's api.ts is not configured, so it carries its token getter itself. Calls are announced on the
 * bus like api.ts's, so the shell's whenIdle() waits for them when the widget runs inside it.
 */
import { bus } from './bus';
import { API_BASE } from './api';

export type TokenFetch = { token: () => string | undefined; base?: string };

export async function tokenFetch<T>(options: TokenFetch, path: string, init: { method?: string; query?: Record<string, string | number>; body?: unknown } = {}): Promise<T> {
  const url = new URL(`${options.base ?? API_BASE}${path}`, location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
  const token = options.token();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  bus.emit('http:started', { url: path });
  let code = 0;
  try {
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    code = response.status;
    const body = (await response.json().catch(() => null)) as (T & { code?: number; msg?: string }) | null;
    if (!response.ok || !body || (typeof body.code === 'number' && body.code !== 200)) throw new Error(body?.msg || String(response.status));
    return body;
  } finally {
    bus.emit('http:settled', { url: path, code });
  }
}
