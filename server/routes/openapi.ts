/**
 * `GET /prod-api/openapi.json` (DESIGN.md section 4): an OpenAPI 3.1 document of every call, for RPA
 * scripts and integrators. It is read from the API's own route table at the first request, so it can
 * never list a call that does not exist or miss one that does; what it says about security comes from
 * the facts the guarding middleware carry (lib/route-facts.ts): whether a session is needed, and which
 * permission or role. Path parameters keep the pattern the router enforces. Bodies and answers follow
 * the RuoYi envelope described once under components.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { factsOf, type RouteFacts } from '../lib/route-facts.js';

type Operation = Record<string, unknown>;
type Param = { name: string; pattern?: string };

/** Splits Hono's `/a/:id{[0-9]+}/b` into the OpenAPI path `/a/{id}/b` and its parameters (patterns may nest braces). */
export function openApiPath(honoPath: string): { path: string; params: Param[] } {
  const params: Param[] = [];
  let path = '';
  for (let i = 0; i < honoPath.length; i++) {
    if (honoPath[i] !== ':') {
      path += honoPath[i];
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(honoPath.slice(i + 1))![0];
    i += name.length;
    let pattern: string | undefined;
    if (honoPath[i + 1] === '{') {
      let depth = 0;
      let j = i + 1;
      for (; j < honoPath.length; j++) {
        if (honoPath[j] === '{') depth++;
        else if (honoPath[j] === '}' && --depth === 0) break;
      }
      pattern = honoPath.slice(i + 2, j);
      i = j;
    }
    params.push({ name, pattern });
    path += `{${name}}`;
  }
  return { path, params };
}

function describeAccess(facts: RouteFacts): string {
  if (!facts.session) return 'Public: no session needed.';
  const parts = ['Needs a session (Authorization: Bearer).'];
  if (facts.permissions) parts.push(`Permission: one of ${facts.permissions.join(', ')}.`);
  if (facts.permissionRule) parts.push(`Permission: ${facts.permissionRule}.`);
  if (facts.roles) parts.push(`Role: one of ${facts.roles.join(', ')}.`);
  return parts.join(' ');
}

const REPLY = { $ref: '#/components/schemas/Reply' };
const ERROR = { description: 'Refused: `msg` says why in the caller\'s language, `field` names the offending input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

function operation(method: string, path: string, params: Param[], facts: RouteFacts): Operation {
  const responses: Record<string, unknown> = {
    200: { description: 'Done (RuoYi envelope; lists carry rows and total, single records data; exports are files)', content: { 'application/json': { schema: REPLY } } },
    400: ERROR,
    404: ERROR,
    409: ERROR,
    422: ERROR,
    503: ERROR,
  };
  if (facts.session) responses[401] = ERROR;
  if (facts.permissions || facts.roles || facts.permissionRule) responses[403] = ERROR;
  const op: Operation = {
    operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [path.split('/').filter(Boolean).find((s) => s !== 'htservice') ?? 'api'],
    description: describeAccess(facts),
    security: facts.session ? [{ bearer: [] }] : [],
    parameters: params.map((p) => ({ name: p.name, in: 'path', required: true, schema: p.pattern ? { type: 'string', pattern: `^(?:${p.pattern})$` } : { type: 'string' } })),
    responses,
  };
  if (facts.permissions) op['x-permissions'] = facts.permissions;
  if (facts.roles) op['x-roles'] = facts.roles;
  if (facts.permissionRule) op['x-permission-rule'] = facts.permissionRule;
  if (method !== 'get' && method !== 'delete') op.requestBody = { required: false, content: { 'application/json': { schema: { type: 'object' } }, 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } };
  return op;
}

export function buildOpenApi(routes: ReadonlyArray<{ method: string; path: string; handler: unknown }>) {
  const byRoute = new Map<string, { method: string; path: string; facts: RouteFacts }>();
  for (const r of routes) {
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const entry = byRoute.get(key) ?? { method: r.method.toLowerCase(), path: r.path, facts: {} };
    Object.assign(entry.facts, factsOf(r.handler));
    byRoute.set(key, entry);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path: honoPath, facts } of byRoute.values()) {
    const { path, params } = openApiPath(honoPath);
    (paths[path] ??= {})[method] = operation(method, path, params, facts);
  }
  return {
    openapi: '3.1.0',
    info: { title: '合软酒店后台 API · Hotel back-office API', version: '1', description: 'Every call of the hotel back-office. Sign in with POST /auth/oauth/token (see README), then send the access token as Authorization: Bearer. Answers are JSON in the RuoYi envelope { code, msg, … } with the HTTP status equal to code.' },
    servers: [{ url: '/prod-api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The opaque access_token of the sign-in answer' } },
      schemas: {
        Reply: { type: 'object', required: ['code', 'msg'], properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {}, rows: { type: 'array', items: {} }, total: { type: 'integer' } } },
        Error: { type: 'object', required: ['code', 'msg'], properties: { code: { type: 'integer' }, msg: { type: 'string' }, field: { type: 'string' } } },
      },
    },
    paths,
  };
}

export function mountOpenApi(api: Hono<AppEnv>) {
  let document: ReturnType<typeof buildOpenApi> | null = null;
  api.get('/openapi.json', (c) => {
    // Built once, at the first request: every route is registered by then.
    document ??= buildOpenApi(api.routes);
    return c.json(document);
  });
}
