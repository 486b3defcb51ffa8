/** The colour scheme and contrast a user keeps: saved and read back, merged with the other settings, validated by name. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const PREFS = '/prod-api/htservice/user/preferences';

const test = suite<{ h: Harness; fd: string }>('preferences: colour scheme and contrast');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.fd = await ctx.h.login('frontdesk1');
});
test.after(async (ctx) => ctx.h.close());

const put = (h: Harness, token: string, body: unknown) => h.call('PUT', PREFS, { token, body });

test('each scheme and contrast is kept, beside the settings saved before', async ({ h, fd }) => {
  assert.is((await put(h, fd, { settings: { themeColor: '#13c2c2' } })).status, 200);
  for (const colorScheme of ['dark', 'auto', 'light'] as const) {
    for (const contrast of ['high', 'normal'] as const) {
      const saved = await put(h, fd, { settings: { colorScheme, contrast } });
      assert.is(saved.status, 200, saved.text);
      const read = await h.call('GET', PREFS, { token: fd });
      assert.equal(read.body.data.settings, { themeColor: '#13c2c2', colorScheme, contrast });
    }
  }
  // One key alone leaves the other as it was.
  await put(h, fd, { settings: { colorScheme: 'dark' } });
  assert.equal((await h.call('GET', PREFS, { token: fd })).body.data.settings, { themeColor: '#13c2c2', colorScheme: 'dark', contrast: 'normal' });
});

test('an unknown scheme or contrast → 422 naming the key, and nothing is saved', async ({ h }) => {
  const token = await h.login('accountant1');
  const cases: Array<[unknown, string]> = [
    [{ settings: { colorScheme: 'sepia' } }, 'settings.colorScheme'],
    [{ settings: { colorScheme: 'DARK' } }, 'settings.colorScheme'],
    [{ settings: { colorScheme: true } }, 'settings.colorScheme'],
    [{ settings: { contrast: 'extra' } }, 'settings.contrast'],
    [{ settings: { contrast: 1 } }, 'settings.contrast'],
    [{ settings: { colorScheme: 'dark', contrast: 'low' } }, 'settings.contrast'],
  ];
  for (const [body, field] of cases) {
    const res = await put(h, token, body);
    assert.equal([res.status, res.body.code, res.body.field], [422, 422, field], JSON.stringify(body));
    assert.match(res.body.msg, field);
  }
  assert.equal((await h.call('GET', PREFS, { token })).body.data, { settings: {}, shortcuts: [], version: 0 });
});

test.run();
