/**
 * `raw` with a list of codes (src/lib/api.ts): the caller handles those failures itself and nothing is
 * shown; any other failure goes through the error catalogue as usual (GenEditPage: a table gone is said
 * on the page, a server error in a message).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api, type ApiError } from '../../src/lib/api';
import { jsonAnswer, scriptApi } from './support/scripted-api';

const { messages } = scriptApi(test, (async (input: RequestInfo | URL) => {
  const code = Number(new URL(String(input), 'http://x').pathname.split('/').at(-1));
  return jsonAnswer({ code, msg: `failed ${code}` });
}) as typeof fetch);

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (error: ApiError) => error.code,
  );

test('a listed code rejects without a message; another is shown as the catalogue says', async () => {
  assert.is(await failure(api.get('/answer/404', undefined, { raw: [404, 422] })), 404);
  assert.equal(messages, []);
  assert.is(await failure(api.get('/answer/500', undefined, { raw: [404, 422] })), 500);
  assert.equal(messages, ['failed 500']);
});

test.run();
