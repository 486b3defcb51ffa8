/**
 * How src/lib/api.ts reads an answer's body: JSON is parsed (JSON.parse, not ofetch's slower default), and a
 * body that claims JSON but is none (a proxy's error page) reaches the error catalogue by its status
 * instead of failing to parse.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api, type ApiError } from '../../src/lib/api';
import { jsonAnswer, scriptApi } from './support/scripted-api';

const { messages } = scriptApi(test, (async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path.endsWith('/broken')) return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'application/json' } });
  return jsonAnswer({ code: 200, msg: 'ok', data: { rows: [{ id: 1, name: '大堂' }], total: 1 } });
}) as typeof fetch);

test('a JSON answer reaches the caller parsed', async () => {
  const answer = await api.get<{ data: { rows: Array<{ id: number; name: string }>; total: number } }>('/list');
  assert.equal(answer.data, { rows: [{ id: 1, name: '大堂' }], total: 1 });
});

test('a body that is no JSON is refused by its status, not by a parse error', async () => {
  const error = await api.get('/broken').then(
    () => null,
    (e: ApiError) => e,
  );
  assert.is(error?.code, 502);
  assert.ok(error?.message);
  assert.not.match(error?.message ?? '', /JSON|Unexpected token/);
  assert.equal(messages, []);
});

test.run();
