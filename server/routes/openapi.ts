/**
 * `GET /prod-api/openapi.json` (DESIGN.md section 4): an OpenAPI 3.1 document of every call, for RPA
 * scripts and integrators. It is read from the API's own route table at the first request, so it can
 * never list a call that does not exist or miss one that does; what it says about security comes from
 * the facts the guarding middleware carry (lib/route-facts.ts): whether a session is needed, and which
 * permission or role. An endpoint that validates with its declared contract (plugins/contract.ts)
 * is described from those zod schemas by zod-openapi: parameters, body, reply and the refusals it can
 * answer. One whose contract is not declared yet keeps its path, method, the path parameters' router
 * patterns and the generic envelope, so the document is whole either way. The WebSocket channels and
 * their frames follow in `x-websockets` (contracts/sockets.ts).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import type { AppEnv } from '../context.js';
import { ErrorReply, FILE_MEDIA, GenericReply, type Endpoint } from '../contracts/endpoint.js';
import { openApiDocument } from '../contracts/openapi.js';
import { SOCKET_CHANNELS } from '../contracts/sockets.js';
import { PageParams } from '../lib/list-query.js';
import { factsOf, type RouteFacts } from '../lib/route-facts.js';
import { contract } from '../plugins/contract.js';

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

/** What each refusal means, as the document says it once for every operation that can answer it. */
const REFUSALS: Record<number, string> = {
  400: 'Malformed request (a body that is not JSON, a wrong captcha)',
  401: 'No live session (or, at sign-in, wrong client credentials or password)',
  403: 'Refused: a permission or role is missing, or another organisation is named',
  404: "Not found (or not in the session's organisation)",
  409: 'Conflict: a stale version, or a key that is taken',
  413: 'The uploaded file is too large',
  415: 'The uploaded file is not of a type this call takes',
  422: 'Invalid input: `field` names it',
  423: 'The account is locked for a while after repeated failures',
  429: 'Too many attempts from this address',
  503: 'The database is unreachable or the server is stopping: retry after Retry-After seconds',
};
/** An endpoint whose contract is not declared yet may answer any of these (its guards may sit inside its handler). */
const GENERIC_REFUSALS = [400, 401, 403, 404, 409, 422, 503];

const refusal = (status: number) => ({ description: REFUSALS[status], content: { 'application/json': { schema: ErrorReply } } });

function replyOf(endpoint: Endpoint | undefined): ZodOpenApiResponseObject {
  if (!endpoint) return { description: "Done (the generic envelope: this endpoint's contract is not declared yet)", content: { 'application/json': { schema: GenericReply } } };
  if (endpoint.reply.kind === 'file') {
    const { media } = endpoint.reply;
    return { description: `A ${media.join(', ')} document`, content: Object.fromEntries(media.map((m) => [FILE_MEDIA[m], { schema: { type: 'string', format: 'binary' } }])) };
  }
  return { description: 'Done', content: { 'application/json': { schema: endpoint.reply.schema } } };
}

/** The statuses an operation answers: from its guards (facts), its validation and what its contract declares. */
function statusesOf(facts: RouteFacts): number[] {
  const { endpoint } = facts;
  const statuses = new Set(endpoint ? [503, ...(endpoint.refusals ?? [])] : GENERIC_REFUSALS);
  if (endpoint && (endpoint.params || endpoint.query || endpoint.list || endpoint.exportFields || endpoint.body || endpoint.upload)) statuses.add(422);
  // A body that is not JSON at all is a 400 (plugins/validate.ts).
  if (endpoint?.body || endpoint?.exportFields) statuses.add(400);
  if (facts.session || endpoint?.security === 'basic') statuses.add(401);
  if (facts.permissions || facts.roles || facts.permissionRule) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function operation(method: string, path: string, params: Param[], facts: RouteFacts): ZodOpenApiOperationObject {
  const { endpoint } = facts;
  const responses: ZodOpenApiResponsesObject = { 200: replyOf(endpoint) };
  for (const status of statusesOf(facts)) responses[String(status) as '400'] = refusal(status);
  const op: ZodOpenApiOperationObject = {
    // SPEC.md has both /org/initData and /org/initData/: the slash is named so the ids stay unique.
    operationId: `${method}${path
      .replace(/[{}]/g, '')
      .replace(/\/$/, 'Slash')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [
      path
        .split('/')
        .filter(Boolean)
        .find((s) => s !== 'htservice') ?? 'api',
    ],
    // Until its contract is declared, an endpoint is summed up by its call.
    summary: endpoint?.summary ?? `${method.toUpperCase()} ${path}`,
    description: describeAccess(facts),
    security: facts.session ? [{ bearer: [] }] : endpoint?.security === 'basic' ? [{ basic: [] }] : [],
    responses,
  };
  // Declared path parameters carry their schema; the router's own pattern describes the rest.
  if (endpoint?.params) op.requestParams = { path: endpoint.params };
  else op.parameters = params.map((p) => ({ name: p.name, in: 'path', required: true, schema: p.pattern ? { type: 'string', pattern: `^(?:${p.pattern})$` } : { type: 'string' } }));
  if (endpoint?.query) op.requestParams = { ...op.requestParams, query: endpoint.query };
  if (endpoint?.list) op.requestParams = { ...op.requestParams, query: PageParams.extend(endpoint.list.shape) };
  // An export (a POST with list filters) takes them from the query string or a form or JSON body alike (lib/export-input.ts).
  if (endpoint?.list && method === 'post') {
    const filters = { schema: PageParams.extend(endpoint.list.shape) };
    op.requestBody = { required: false, content: { 'application/x-www-form-urlencoded': filters, 'application/json': filters } };
  }
  // An export's own fields: in a form or JSON body (the query string is read too, lib/export-input.ts).
  if (endpoint?.exportFields) {
    const fields = { schema: endpoint.exportFields };
    op.requestBody = { required: false, content: { 'application/x-www-form-urlencoded': fields, 'application/json': fields } };
  }
  if (facts.permissions) op['x-permissions'] = facts.permissions;
  if (facts.roles) op['x-roles'] = facts.roles;
  if (facts.permissionRule) op['x-permission-rule'] = facts.permissionRule;
  if (endpoint?.body && endpoint.textField) {
    // The field's value alone is taken too: as plain text, or as a JSON string (plugins/validate.ts, parseJsonOrText).
    const value = (endpoint.body as z.ZodObject).shape[endpoint.textField] as z.ZodType;
    op.requestBody = { required: true, content: { 'application/json': { schema: z.union([endpoint.body, value]) }, 'text/plain': { schema: value } } };
  } else if (endpoint?.body) op.requestBody = { required: true, content: { 'application/json': { schema: endpoint.body } } };
  else if (endpoint?.upload) {
    const form = { type: 'object' as const, required: [endpoint.upload], properties: { [endpoint.upload]: { type: 'string' as const, format: 'binary' } } };
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: form } } };
  } else if (!endpoint && method !== 'get' && method !== 'delete')
    op.requestBody = { required: false, content: { 'application/json': { schema: { type: 'object' } }, 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } };
  return op;
}

function buildOpenApi(routes: ReadonlyArray<{ method: string; path: string; handler: unknown }>) {
  const byRoute = new Map<string, { method: string; path: string; facts: RouteFacts }>();
  for (const r of routes) {
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const entry = byRoute.get(key) ?? { method: r.method.toLowerCase(), path: r.path, facts: {} };
    Object.assign(entry.facts, factsOf(r.handler));
    byRoute.set(key, entry);
  }
  const paths: ZodOpenApiPathsObject = {};
  for (const { method, path: honoPath, facts } of byRoute.values()) {
    const { path, params } = openApiPath(honoPath);
    (paths[path] ??= {})[method as 'get'] = operation(method, path, params, facts);
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: '合软酒店后台 API · Hotel back-office API',
        version: '1',
        description:
          'Every call of the hotel back-office. Sign in with POST /auth/oauth/token (see README), then send the access token as Authorization: Bearer. Answers are JSON in the RuoYi envelope { code, msg, … } with the HTTP status equal to code.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/prod-api' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The opaque access_token of the sign-in answer' },
          basic: { type: 'http', scheme: 'basic', description: 'The OAuth client of the sign-in call: client id and secret (web:web unless the operator set HT_CLIENT_SECRET)' },
        },
      },
      paths,
    },
    { allowEmptySchema: { unknown: true } },
  );
  return { ...document, 'x-websockets': websockets() };
}

/** The sockets' channels with their frames as JSON Schema, from the schemas the sockets use. */
function websockets() {
  const schema = (type: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(type, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return Object.fromEntries(SOCKET_CHANNELS.map((ch) => [`/prod-api${ch.path}`, { summary: ch.summary, clientFrames: schema(ch.client, 'input'), serverFrames: schema(ch.server, 'output') }]));
}

export function mountOpenApi(api: Hono<AppEnv>) {
  let document: ReturnType<typeof buildOpenApi> | null = null;
  api.get('/openapi.json', contract(openApiDocument), (c) => {
    // Built once, at the first request: every route is registered by then.
    document ??= buildOpenApi(api.routes);
    return c.json(document);
  });
}
