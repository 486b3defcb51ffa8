/**
 * Body limits before any handler work (plugins/body-shape.ts): a deeply nested body is refused with
 * 422 and a message naming the limit — on public endpoints too — without stalling anyone else's
 * requests; a body over the size limit answers 413; the public login-log endpoint spends its address
 * budget before it parses anything.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_JSON_DEPTH, jsonDepth } from '../../server/plugins/body-shape.js';
import { IP_MAX_FAILURES } from '../../server/plugins/rate-limit.js';
import { setup, type Harness } from './support.js';

let h: Harness;
test.before(async () => {
  h = await setup();
});
test.after(async () => {
  await h.close();
});

/** The audit's body: 40 KB of nested arrays, legal JSON twenty thousand levels deep. */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

test('jsonDepth reads nesting from the text, ignoring brackets inside strings', () => {
  assert.is(jsonDepth('{"a":[1,{"b":[]}]}'), 4);
  assert.is(jsonDepth('{"a":"[[[[\\"[[[["}'), 1);
  assert.is(jsonDepth('"no structure"'), 0);
  assert.is(jsonDepth(nested(20_000), MAX_JSON_DEPTH), MAX_JSON_DEPTH + 1, 'stops as soon as the limit is passed');
});

test('a deeply nested body answers 422 naming the limit, on public and signed-in endpoints alike', async () => {
  const publicAnswer = await h.call('POST', '/prod-api/htservice/logininfor', { body: nested(20_000), ip: '10.9.0.1' });
  assert.is(publicAnswer.status, 422);
  assert.is(publicAnswer.body.field, 'body');
  assert.match(publicAnswer.body.msg, String(MAX_JSON_DEPTH));

  const token = await h.login('admin');
  const english = await h.call('PUT', '/prod-api/htservice/user/profile', { token, body: `{"nickName":${nested(5_000)}}`, headers: { 'accept-language': 'en' } });
  assert.is(english.status, 422);
  assert.match(english.body.msg, /nested too deeply.*32/);

  const justInside = await h.call('POST', '/prod-api/htservice/logininfor', {
    body: `{"userName":"x","status":"Error","msg":"${'['.repeat(40)}","nickName":${nested(MAX_JSON_DEPTH - 1)}}`,
    ip: '10.9.0.2',
  });
  assert.is(justInside.status, 422, 'a shallow body reaches validation (nickName must be text)');
  assert.is(justInside.body.field, 'nickName');
});

test('deep bodies do not stall other clients: their requests stay fast meanwhile', async () => {
  const attacks = Array.from({ length: 20 }, (_, i) => h.call('POST', '/prod-api/htservice/logininfor', { body: nested(20_000), ip: `10.9.1.${i}` }));
  const latencies = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const started = performance.now();
      const answer = await h.call('GET', '/prod-api/code', { ip: '10.9.2.1' });
      assert.is(answer.status, 200);
      return performance.now() - started;
    }),
  );
  const answers = await Promise.all(attacks);
  assert.ok(
    answers.every((a) => a.status === 422),
    `every attack refused: ${answers.map((a) => a.status).join(',')}`,
  );
  // Before the limit each deep body held the event loop for a second or more; now each costs a pass over 40 KB.
  assert.ok(Math.max(...latencies) < 1000, `slowest other request ${Math.round(Math.max(...latencies))} ms`);
});

test('a body over the size limit answers 413 saying the limit', async () => {
  const huge = JSON.stringify({ userName: 'x', status: 'Error', msg: 'y'.repeat(1024 * 1024) });
  const answer = await h.call('POST', '/prod-api/htservice/logininfor', { body: huge, ip: '10.9.3.1' });
  assert.is(answer.status, 413);
  assert.match(answer.body.msg, '1024 KB');
});

test('the public login-log endpoint checks the address budget before it parses the body', async () => {
  const ip = '10.9.4.1';
  for (let i = 0; i < IP_MAX_FAILURES; i++) {
    const logged = await h.call('POST', '/prod-api/htservice/logininfor', { body: { userName: `u${i}`, status: 'Error', msg: 'x' }, ip });
    assert.is(logged.status, 200);
  }
  // Malformed JSON would be a 400 if it were parsed first; the spent budget answers before that.
  const refused = await h.call('POST', '/prod-api/htservice/logininfor', { body: '{"userName":', ip });
  assert.is(refused.status, 429);
});

test.run();
