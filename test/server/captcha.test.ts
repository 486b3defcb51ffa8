/** The captcha as a caller meets it: a PNG with a uuid, single use, 120 s, switchable off twice over. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const test = suite<{ h: Harness }>('captcha');
test.before(async (ctx) => {
  ctx.h = await setup();
});
test.after(async (ctx) => ctx.h.close());

test('GET /code gives a real PNG and a uuid, never the answer', async ({ h }) => {
  const res = await h.call('GET', '/prod-api/code');
  assert.is(res.status, 200);
  assert.is(res.body.code, 200);
  assert.is(res.body.captchaEnabled, true);
  assert.match(res.body.uuid, /^[0-9a-f-]{36}$/);
  const png = Buffer.from(res.body.img, 'base64');
  assert.equal([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(png.length > 300, 'image has content');
  assert.not.match(res.body.img, /^data:/);
  const answer = await h.captchaAnswer(res.body.uuid);
  assert.match(answer, /^\d{1,2}$/);
  assert.not.ok(res.text.includes(`"answer"`));
  assert.is(res.headers.get('cache-control'), 'no-store');
});

test('a missing captcha is rejected with 400', async ({ h }) => {
  const res = await h.signIn('admin', { query: { code: undefined, uuid: undefined } });
  assert.is(res.status, 400);
  assert.is(res.body.code, 400);
  assert.match(res.body.msg, '验证码');
});

test('a wrong answer is rejected, and that captcha is spent', async ({ h }) => {
  const { uuid, code } = await h.solveCaptcha();
  const wrong = String((Number(code) + 1) % 100);
  const first = await h.signIn('admin', { query: { uuid, code: wrong } });
  assert.is(first.status, 400);
  assert.is(first.body.msg, '验证码错误');
  const retry = await h.signIn('admin', { query: { uuid, code } });
  assert.is(retry.status, 400);
  assert.match(retry.body.msg, '失效');
});

test('a captcha cannot be reused after a successful sign-in', async ({ h }) => {
  const captcha = await h.solveCaptcha();
  const ok = await h.signIn('admin', { query: captcha });
  assert.is(ok.status, 200, ok.text);
  const again = await h.signIn('admin', { query: captcha });
  assert.is(again.status, 400);
  assert.not.ok(again.body.access_token);
});

test('a captcha older than 120 s has expired', async ({ h }) => {
  const captcha = await h.solveCaptcha();
  h.clock.now += 121_000;
  const res = await h.signIn('admin', { query: captcha });
  assert.is(res.status, 400);
  assert.match(res.body.msg, '失效');
  // Just inside the window still works.
  const fresh = await h.solveCaptcha();
  h.clock.now += 119_000;
  assert.is((await h.signIn('admin', { query: fresh })).status, 200);
});

test("config key sys.account.captchaEnabled='false' switches it off", async ({ h }) => {
  await h.db.updateTable('config').set({ config_value: 'false' }).where('config_key', '=', 'sys.account.captchaEnabled').execute();
  try {
    const code = await h.call('GET', '/prod-api/code');
    assert.equal(code.body.captchaEnabled, false);
    assert.is(code.body.code, 200);
    assert.not.ok(code.body.img);
    const res = await h.signIn('admin', { query: { code: undefined, uuid: undefined } });
    assert.is(res.status, 200, res.text);
  } finally {
    await h.db.updateTable('config').set({ config_value: 'true' }).where('config_key', '=', 'sys.account.captchaEnabled').execute();
  }
  assert.is((await h.signIn('admin', { query: { code: undefined, uuid: undefined } })).status, 400);
});

test('HT_CAPTCHA=off turns it off whatever the config key says', async () => {
  const off = await setup({ env: { HT_CAPTCHA: 'off' } });
  try {
    const code = await off.call('GET', '/prod-api/code');
    assert.equal(code.body, { code: 200, msg: '操作成功', captchaEnabled: false });
    const res = await off.signIn('frontdesk2', { query: { code: undefined, uuid: undefined } });
    assert.is(res.status, 200, res.text);
  } finally {
    await off.close();
  }
});

test.run();
