/**
 * The OpenAPI document at /prod-api/openapi.json (DESIGN.md section 4): public, OpenAPI 3.1, every
 * endpoint of the app in it with its method, its path parameters and their patterns, and the security
 * the code enforces (session, permission, role) — read from the same route table the requests go through.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openApiPath } from '../../server/routes/openapi.js';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness; doc: any }>('openapi document');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const res = await ctx.h.call('GET', '/prod-api/openapi.json');
  assert.is(res.status, 200);
  ctx.doc = res.body;
});
test.after(async (ctx) => ctx.h.close());

test('Hono paths become OpenAPI paths with their parameter patterns, nested braces included', () => {
  assert.equal(openApiPath('/htservice/dict/type/:dictIds{[0-9,]+}'), { path: '/htservice/dict/type/{dictIds}', params: [{ name: 'dictIds', pattern: '[0-9,]+' }] });
  assert.equal(openApiPath('/profile/avatar/:name{[0-9a-f]{32}\\.(png|jpg|webp)}'), { path: '/profile/avatar/{name}', params: [{ name: 'name', pattern: '[0-9a-f]{32}\\.(png|jpg|webp)' }] });
  assert.equal(openApiPath('/htservice/online/:tokenId'), { path: '/htservice/online/{tokenId}', params: [{ name: 'tokenId', pattern: undefined }] });
});

test('every endpoint of the app is in the document, and nothing else', ({ h, doc }) => {
  assert.is(doc.openapi, '3.1.0');
  assert.equal(doc.servers, [{ url: '/prod-api' }]);
  const inApp = new Set(
    h.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/prod-api/')).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path.slice('/prod-api'.length)).path}`),
  );
  const inDoc = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m} ${path}`)));
  assert.equal(
    [...inApp].filter((k) => !inDoc.has(k)),
    [],
  );
  assert.equal(
    [...inDoc].filter((k) => !inApp.has(k)),
    [],
  );
  assert.ok(inDoc.size >= 100, `${inDoc.size} operations`);
});

test('security as enforced: public calls, session calls, permissions, roles and computed permissions', ({ doc }) => {
  const code = doc.paths['/code'].get;
  assert.equal(code.security, []);
  const info = doc.paths['/htservice/user/getInfo'].get;
  assert.equal(info.security, [{ bearer: [] }]);
  assert.is(info['x-permissions'], undefined);
  const dictRemove = doc.paths['/htservice/dict/type/{dictIds}'].delete;
  assert.equal(dictRemove['x-permissions'], ['system:dict:remove']);
  assert.ok(dictRemove.responses['403'] && dictRemove.responses['401']);
  // A declared contract describes its path parameter with its own schema; others keep the router's pattern.
  assert.equal(dictRemove.parameters, [{ in: 'path', name: 'dictIds', schema: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9})*$' }, required: true }]);
  const generic = Object.values(doc.paths as Record<string, Record<string, any>>)
    .flatMap((ops) => Object.values(ops))
    .find((op) => op.responses['200'].content?.['application/json']?.schema?.$ref === '#/components/schemas/Reply' && op.parameters?.some((p: any) => p.schema.pattern));
  // Once every endpoint declares its contract there is no such operation left to look at.
  if (generic) assert.match(generic.parameters.find((p: any) => p.schema.pattern).schema.pattern, /^\^\(\?:.*\)\$$/);
  const moduleAdd = doc.paths['/htservice/module'].post;
  assert.equal(moduleAdd['x-roles'], ['admin']);
  const recordAdd = doc.paths['/htservice/records/{kind}'].post;
  assert.match(recordAdd['x-permission-rule'], ':add');
  // Every operation that is not public says so and names its 401.
  for (const ops of Object.values(doc.paths) as Array<Record<string, any>>) {
    for (const op of Object.values(ops)) if (op.security.length) assert.ok(op.responses['401'], op.operationId);
  }
});

test('a declared contract is described whole: query, body, reply, file media types, refusals and the client scheme', ({ doc }) => {
  const getOrg = doc.paths['/htservice/org/getOrg'].get;
  assert.equal(
    getOrg.parameters.map((p: any) => [p.name, p.in, p.required ?? false]),
    [
      ['orgId', 'query', true],
      ['loginDate', 'query', true],
    ],
  );
  assert.equal(getOrg.responses['200'].content['application/json'].schema.required, ['code', 'msg', 'data']);
  assert.equal(Object.keys(getOrg.responses).sort(), ['200', '401', '403', '404', '422', '503']);
  assert.equal(getOrg.responses['422'].content['application/json'].schema, { $ref: '#/components/schemas/Error' });
  assert.ok(doc.components.schemas.Error.properties.field, 'a 422 names its field');
  const list = doc.paths['/htservice/baseOrgPara/list'].get;
  assert.ok(['pageNum', 'pageSize', 'orderByColumn', 'isAsc', 'paraKey', 'paraName'].every((n) => list.parameters.some((p: any) => p.name === n)));
  assert.equal(list.responses['200'].content['application/json'].schema.required, ['code', 'msg', 'rows', 'total']);
  const add = doc.paths['/htservice/baseOrgPara'].post;
  assert.equal(add.requestBody.content['application/json'].schema.properties.paraName, { type: 'string', minLength: 1, maxLength: 100 });
  assert.ok(add.responses['409']);
  const token = doc.paths['/auth/oauth/token'].post;
  assert.equal(token.security, [{ basic: [] }]);
  assert.ok(['401', '422', '423', '429'].every((s) => token.responses[s]));
  assert.ok(token.responses['200'].content['application/json'].schema.required.includes('access_token'));
  assert.equal(Object.keys(doc.paths['/crmPrint/printpdf/voucherprint'].post.responses['200'].content), ['application/pdf']);
  assert.equal(Object.keys(doc.paths['/crmPrint/printpdf/voucherExport'].post.responses['200'].content), ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  assert.equal(doc.components.securitySchemes.basic, { type: 'http', scheme: 'basic', description: doc.components.securitySchemes.basic.description });
});

test('the WebSocket channels are described with their frames both ways', ({ doc }) => {
  const sockets = doc['x-websockets'];
  assert.equal(Object.keys(sockets).sort(), ['/prod-api/ws/chat', '/prod-api/ws/notice', '/prod-api/ws/task']);
  const types = (frames: any) => frames.anyOf.map((f: any) => f.properties.type.const);
  assert.equal(types(sockets['/prod-api/ws/chat'].clientFrames), ['auth', 'send', 'sync']);
  assert.equal(types(sockets['/prod-api/ws/chat'].serverFrames), ['ready', 'ack', 'message', 'read', 'error']);
  assert.equal(types(sockets['/prod-api/ws/task'].clientFrames), ['auth', 'subscribe', 'unsubscribe']);
  assert.equal(types(sockets['/prod-api/ws/notice'].serverFrames), ['ready', 'changed', 'approval']);
  assert.is(sockets['/prod-api/ws/notice'].clientFrames.properties.type.const, 'auth');
  const progress = sockets['/prod-api/ws/task'].serverFrames.anyOf[1];
  assert.ok(['taskId', 'kind', 'status', 'done', 'total', 'step'].every((k) => progress.required.includes(k)));
});

test.run();
