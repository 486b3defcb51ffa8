/**
 * How src/lib/api.ts reads an answer's body: JSON is parsed (JSON.parse, not ofetch's slower default), and a
 * body that claims JSON but is none (a proxy's error page) reaches the error catalogue by its status
 * instead of failing to parse; a download's answer stays its bytes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api, download, type ApiError } from '../../src/lib/api';
import { jsonAnswer, scriptApi } from './support/scripted-api';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const { messages } = scriptApi(test, (async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path.endsWith('/export')) return new Response('PK\u0003\u0004 sheet bytes', { status: 200, headers: { 'content-type': XLSX } });
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

test("a download's answer stays the file's bytes, not parsed as JSON", async () => {
  const saved: unknown[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  const { click } = HTMLAnchorElement.prototype;
  URL.createObjectURL = (file: Blob | MediaSource) => (saved.push(file), 'blob:saved');
  URL.revokeObjectURL = () => undefined;
  // happy-dom would follow the link's click (a navigation that keeps the process waiting); the browser saves the file.
  HTMLAnchorElement.prototype.click = () => undefined;
  try {
    await download('/export', { pageSize: 10 }, 'log.xlsx');
  } finally {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    HTMLAnchorElement.prototype.click = click;
  }
  assert.is(saved.length, 1);
  assert.instance(saved[0], Blob);
  assert.is(await (saved[0] as Blob).text(), 'PK\u0003\u0004 sheet bytes');
});

test.run();
