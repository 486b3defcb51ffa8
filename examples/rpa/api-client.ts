/**
 * A small typed client for scripts that talk to the API directly rather than through the shell: sign in
 * once, then call endpoints with their inputs and replies typed by the contracts the server validates
 * with (server/contracts, `endpoint({...})`). Name the contract as the type argument:
 *
 *   const api = await signedIn({ url, user, password, orgCode: 'HT001' });
 *   const { data } = await api.call<typeof orgParaValue>('GET', '/htservice/baseOrgPara/getParaValueByKey', { query: { paraKey: 'watermark' } });
 *   const { data: status } = await api.call<typeof approvalStatusGet>('GET', '/htservice/approvalCenter/status/{instanceId}', { params: { instanceId: 7 } });
 *
 * The query is the contract's query, or for a list its filters beside the page keys (pageNum, pageSize,
 * orderByColumn, isAsc) and query-plan conditions (`field[op]`); path parameters fill the path's `{name}`s.
 * Money is integer fen both ways (12345 = ¥123.45; contracts type it `Fen`, shared/money.ts), never yuan.
 * A refusal throws ApiError with the status, the server's message and the field it names. Only types
 * come from the server: the script carries no server code. `fetch` is injectable (tests use the app in-process).
 */
import type { LoginOrg } from '../../server/contracts/org';
import type { Endpoint } from '../../server/contracts/endpoint';
import type { TokenReply } from '../../server/contracts/auth';
import type { PageParams } from '../../server/lib/list-query';
import type { z } from 'zod';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** An object type without its index signature (an empty zod object's input is Record<string, never>). */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/** A list's query: its filters, the page keys and any query-plan condition (`field[op]=value`). */
type ListQuery<S> = S extends z.ZodType ? Known<z.input<S>> & z.input<typeof PageParams> & { [plan: `${string}[${string}]`]: string } : never;

/** What a call sends: path parameters fill the path's `{name}`s, the query and body are the contract's. */
export type CallInput<E extends Endpoint> = { params?: InputOf<E['params']>; query?: InputOf<E['query']> | ListQuery<E['list']>; body?: InputOf<E['body']> };
/** What a call answers: the reply schema's type, or the bytes of a file. */
export type CallReply<E extends Endpoint> = E['reply'] extends { kind: 'json'; schema: infer S extends z.ZodType } ? z.output<S> : Uint8Array;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly field?: string,
  ) {
    super(`${status} ${msg}${field ? ` (${field})` : ''}`);
  }
}

async function answer(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? await res.json() : new Uint8Array(await res.arrayBuffer());
  if (!res.ok) {
    const error = body as { msg?: string; field?: string };
    throw new ApiError(res.status, error.msg ?? res.statusText, error.field);
  }
  return body;
}

const queryString = (query: Record<string, unknown> | undefined) => {
  const entries = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]): [string, string] => [k, String(v)]);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

/** A client over `url` (the server's origin) with `token`. */
export function apiClient(url: string, token: string, fetchImpl: Fetch = fetch) {
  return {
    token,
    async call<E extends Endpoint>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, input: CallInput<E> = {}): Promise<CallReply<E>> {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (input.body !== undefined) headers['content-type'] = 'application/json';
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((input.params as Record<string, unknown> | undefined)?.[name] ?? '')));
      const res = await fetchImpl(`${url}/prod-api${filled}${queryString(input.query as Record<string, unknown>)}`, {
        method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
      return (await answer(res)) as CallReply<E>;
    },
  };
}

export type SignInOptions = { url: string; user: string; password: string; orgCode?: string; clientSecret?: string; loginDate?: string; fetch?: Fetch };

/** Signs in (the organisation by code, default the first offered) and answers a client with the session's token. */
export async function signedIn(options: SignInOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const orgs = (await answer(await fetchImpl(`${options.url}/prod-api/htservice/org/getLoginOrgData`, { method: 'GET' }))) as { data: LoginOrg[] };
  const org = orgs.data.find((o) => !options.orgCode || o.orgCode === options.orgCode);
  if (!org) throw new ApiError(404, `no organisation ${options.orgCode}`);
  const secret = options.clientSecret ?? 'web';
  const query = {
    username: options.user,
    password: options.password,
    orgId: String(org.orgId),
    client_id: 'web',
    client_secret: secret,
    grant_type: 'password',
    scope: 'server',
    websource: 'pc',
    loginDate: options.loginDate,
  };
  const res = await fetchImpl(`${options.url}/prod-api/auth/oauth/token${queryString(query)}`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`web:${secret}`).toString('base64')}` },
  });
  const token = (await answer(res)) as TokenReply;
  return apiClient(options.url, token.access_token, fetchImpl);
}
