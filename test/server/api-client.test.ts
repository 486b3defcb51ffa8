/**
 * The typed client of examples/rpa/api-client.ts against the real app (in-process fetch): sign-in by
 * organisation code, a typed read and write of an organisation parameter (examples/rpa/org-parameter.ts),
 * path parameters and list queries typed by their contracts, and a refusal surfacing as ApiError with the
 * server's status and field.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, signedIn } from '../../examples/rpa/api-client.js';
import { orgParameter } from '../../examples/rpa/org-parameter.js';
import type { recordGet, recordList } from '../../server/contracts/records.js';
import { PASSWORD, setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('rpa api client');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

const inProcess = (h: Harness) => async (url: string, init: RequestInit) => h.app.request(url, init);

test('a script signs in, reads and sets a parameter of its hotel', async ({ h }) => {
  const api = await signedIn({ url: 'http://hotel.test', user: 'admin', password: PASSWORD, orgCode: 'HT002', fetch: inProcess(h) });
  assert.is(await orgParameter(api, 'watermark', 'Y'), 'Y');
  assert.is(await orgParameter(api, 'watermark'), 'Y');
  // The other hotel's value is untouched: the session's organisation is the one signed in to.
  const first = await signedIn({ url: 'http://hotel.test', user: 'admin', password: PASSWORD, orgCode: 'HT001', fetch: inProcess(h) });
  assert.is.not(await orgParameter(first, 'watermark'), 'Y');
});

test("path parameters fill the path, a list takes its page keys and plan conditions, replies are the contract's", async ({ h }) => {
  const api = await signedIn({ url: 'http://hotel.test', user: 'admin', password: PASSWORD, fetch: inProcess(h) });
  const page = await api.call<typeof recordList>('GET', '/htservice/records/{kind}/list', { params: { kind: 'customer' }, query: { pageSize: '2', orderByColumn: 'recordId' } });
  assert.is(page.rows.length, 2);
  const first = page.rows[0];
  const planned = await api.call<typeof recordList>('GET', '/htservice/records/{kind}/list', { params: { kind: 'customer' }, query: { 'customerCode[eq]': String(first.customerCode) } });
  assert.equal(planned.rows, [first]);
  const one = await api.call<typeof recordGet>('GET', '/htservice/records/{kind}/{id}', { params: { kind: 'customer', id: first.recordId } });
  assert.equal(one.data, first);
});

test('a refusal is an ApiError with the status and the field the server names', async ({ h }) => {
  const api = await signedIn({ url: 'http://hotel.test', user: 'admin', password: PASSWORD, fetch: inProcess(h) });
  const error = await orgParameter(api, 'no.such.key').catch((e: unknown) => e);
  assert.instance(error, ApiError);
  assert.is((error as ApiError).status, 404);
  assert.is((error as ApiError).field, 'paraKey');
  const refused = await signedIn({ url: 'http://hotel.test', user: 'admin', password: 'wrong', fetch: inProcess(h) }).catch((e: unknown) => e);
  assert.is((refused as ApiError).status, 401);
});

test.run();
