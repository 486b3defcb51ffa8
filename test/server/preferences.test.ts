/** Per-user layout settings and shortcut menus: round trip, validation naming the key, version conflicts, isolation. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const PREFS = '/prod-api/htservice/user/preferences';

const test = suite<{ h: Harness; fd: string; ac: string }>('preferences');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.fd = await ctx.h.login('frontdesk1');
  ctx.ac = await ctx.h.login('accountant1');
});
test.after(async (ctx) => ctx.h.close());

const get = (h: Harness, token: string) => h.call('GET', PREFS, { token });
const put = (h: Harness, token: string, body: unknown, headers: Record<string, string> = {}) => h.call('PUT', PREFS, { token, body, headers });

test('nothing saved → empty defaults at version 0', async ({ h, fd }) => {
  const res = await get(h, fd);
  assert.equal(res.body, { code: 200, msg: '操作成功', data: { settings: {}, shortcuts: [], version: 0 } });
  assert.is((await h.call('GET', PREFS)).status, 401);
});

test('round trip: saved settings and shortcuts come back; settings merge, shortcuts replace', async ({ h, fd }) => {
  const first = await put(h, fd, {
    settings: { themeColor: '#13c2c2', size: 'small', tagsView: true, language: 'en' },
    shortcuts: ['/accounting/voucher/entry', '/crm/customer', '/crm/customer'],
    version: 0,
  });
  assert.is(first.status, 200, first.text);
  assert.equal(first.body.data, {
    settings: { themeColor: '#13c2c2', size: 'small', tagsView: true, language: 'en' },
    shortcuts: ['/accounting/voucher/entry', '/crm/customer'],
    version: 1,
  });
  assert.equal((await get(h, fd)).body.data, first.body.data);
  const second = await put(h, fd, { settings: { tagsView: false, fixedHeader: true, sidebarOpened: false, sidebarLogo: false }, version: 1 });
  assert.is(second.status, 200);
  assert.equal(second.body.data, {
    settings: { themeColor: '#13c2c2', size: 'small', tagsView: false, language: 'en', fixedHeader: true, sidebarOpened: false, sidebarLogo: false },
    shortcuts: ['/accounting/voucher/entry', '/crm/customer'],
    version: 2,
  });
  const third = await put(h, fd, { shortcuts: [] }); // no version: last write wins
  assert.equal(third.body.data.shortcuts, []);
  assert.is(third.body.data.version, 3);
  assert.is(third.body.data.settings.themeColor, '#13c2c2');
});

test('invalid values and unknown keys → 422 naming them', async ({ h, ac }) => {
  const cases: Array<[unknown, string]> = [
    [{ settings: { themeColor: 'red' } }, 'settings.themeColor'],
    [{ settings: { size: 'huge' } }, 'settings.size'],
    [{ settings: { tagsView: 'yes' } }, 'settings.tagsView'],
    [{ settings: { language: 'fr' } }, 'settings.language'],
    [{ shortcuts: ['accounting/voucher'] }, 'shortcuts.0'],
    [{ shortcuts: Array.from({ length: 31 }, (_, i) => `/p${i}`) }, 'shortcuts'],
    [{ version: -1 }, 'version'],
    [{ settings: { themeColor: '#ffffff', fontFamily: 'serif' } }, 'settings.fontFamily'],
    [{ userId: 1, settings: {} }, 'userId'],
  ];
  for (const [body, field] of cases) {
    const res = await put(h, ac, body);
    assert.is(res.status, 422, `${JSON.stringify(body)} → ${res.status}`);
    assert.is(res.body.code, 422);
    assert.is(res.body.field, field);
    assert.match(res.body.msg, field);
  }
  const two = await put(h, ac, { settings: { a: 1, b: 2 } }, { 'accept-language': 'en' });
  assert.is(two.body.msg, 'Unknown parameter settings.a, settings.b');
  assert.is((await put(h, ac, '{"settings":')).status, 400);
  assert.is((await get(h, ac)).body.data.version, 0, 'nothing was saved');
});

test('a stale version → 409 with a clear message, and nothing changes', async ({ h, ac }) => {
  const saved = await put(h, ac, { settings: { size: 'mini' }, version: 0 });
  assert.is(saved.status, 200);
  const stale = await put(h, ac, { settings: { size: 'default' }, version: 0 });
  assert.is(stale.status, 409);
  assert.is(stale.body.code, 409);
  assert.match(stale.body.msg, '其他窗口或设备');
  assert.is((await get(h, ac)).body.data.settings.size, 'mini');
  // Two windows saving the same version at once: exactly one wins.
  const v = saved.body.data.version;
  const race = await Promise.all([put(h, ac, { settings: { size: 'small' }, version: v }), put(h, ac, { settings: { size: 'medium' }, version: v })]);
  assert.equal(race.map((r) => r.status).sort(), [200, 409]);
  assert.is((await get(h, ac)).body.data.version, v + 1);
});

test("users never see each other's preferences", async ({ h }) => {
  const mine = await h.login('frontdesk2');
  const theirs = await h.login('accountant2');
  assert.is((await put(h, mine, { settings: { themeColor: '#ff0000' }, shortcuts: ['/crm/contract'] })).status, 200);
  assert.equal((await get(h, theirs)).body.data, { settings: {}, shortcuts: [], version: 0 });
  assert.is((await put(h, theirs, { settings: { themeColor: '#00ff00' } })).status, 200);
  assert.is((await get(h, mine)).body.data.settings.themeColor, '#ff0000');
  assert.equal((await get(h, mine)).body.data.shortcuts, ['/crm/contract']);
});

test.run();
