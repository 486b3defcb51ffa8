/**
 * Config keys as the administrator manages them: create, read, update with the version (stale → 409),
 * a taken key → 409, built-in keys ('Y') keep their name and type and cannot be deleted (409 naming
 * them, nothing deleted), and the shell's `configKey/{key}` read (public for its few keys) still
 * answers beside the new routes and sees the administrator's change at once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const CONFIG = '/prod-api/htservice/config';

const test = suite<{ h: Harness; admin: string }>('config keys');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

const byKey = async (h: Harness, token: string, key: string) => (await h.call('GET', `${CONFIG}/list`, { token, query: { configKey: key } })).body.rows.find((r: any) => r.configKey === key);

test('create, read, update with the version; stale → 409 and nothing changed; taken key → 409', async ({ h, admin }) => {
  const made = await h.call('POST', CONFIG, { token: admin, body: { configName: '早餐开始时间', configKey: 'hotel.breakfast.start', configValue: '06:30' } });
  assert.is(made.status, 200, made.text);
  const { configId } = made.body.data;
  assert.equal(made.body.data, { configId, configName: '早餐开始时间', configKey: 'hotel.breakfast.start', configValue: '06:30', configType: 'N', remark: '', version: 1 });
  assert.equal((await h.call('GET', `${CONFIG}/${configId}`, { token: admin })).body.data, made.body.data);

  const renamed = await h.call('PUT', CONFIG, { token: admin, body: { configId, version: 1, configKey: 'hotel.breakfast.from', configValue: '07:00' } });
  assert.equal([renamed.body.data.configKey, renamed.body.data.configValue, renamed.body.data.version], ['hotel.breakfast.from', '07:00', 2]);
  const stale = await h.call('PUT', CONFIG, { token: admin, body: { configId, version: 1, configValue: '08:00' } });
  assert.equal([stale.status, stale.body.field], [409, 'version']);
  assert.is((await h.call('GET', `${CONFIG}/${configId}`, { token: admin })).body.data.configValue, '07:00');

  const taken = await h.call('POST', CONFIG, { token: admin, body: { configName: 'x', configKey: 'sys.index.skinName' } });
  assert.equal(taken.body, { code: 409, msg: '参数键名 sys.index.skinName 已存在', field: 'configKey' });
  const takenByRename = await h.call('PUT', CONFIG, { token: admin, body: { configId, version: 2, configKey: 'sys.index.skinName' } });
  assert.equal([takenByRename.status, takenByRename.body.field], [409, 'configKey']);

  const bad: Array<[unknown, string]> = [
    [{ configKey: 'a.b' }, 'configName'],
    [{ configName: 'x' }, 'configKey'],
    [{ configName: 'x', configKey: 'a.b', configType: 'y' }, 'configType'],
    [{ configName: 'x', configKey: 'a.b', configValue: 'v'.repeat(501) }, 'configValue'],
  ];
  for (const [body, field] of bad) {
    const res = await h.call('POST', CONFIG, { token: admin, body });
    assert.equal([res.status, res.body.field], [422, field], JSON.stringify(body));
  }
  assert.is((await h.call('GET', `${CONFIG}/999999`, { token: admin })).status, 404);
  assert.is((await h.call('PUT', CONFIG, { token: admin, body: { configId: 999999, version: 1 } })).status, 404);
});

test('built-in keys: the value may change, the name and type may not, and they cannot be deleted', async ({ h, admin }) => {
  const skin = await byKey(h, admin, 'sys.index.skinName');
  assert.is(skin.configType, 'Y');
  const value = await h.call('PUT', CONFIG, { token: admin, body: { configId: skin.configId, version: skin.version, configValue: 'skin-green' } });
  assert.is(value.status, 200, value.text);
  const rename = await h.call('PUT', CONFIG, { token: admin, body: { configId: skin.configId, version: value.body.data.version, configKey: 'sys.index.skin' } });
  assert.equal(rename.body, { code: 409, msg: '内置参数 sys.index.skinName 不能修改键名或改为非内置', field: 'configKey' });
  const demote = await h.call('PUT', CONFIG, { token: admin, body: { configId: skin.configId, version: value.body.data.version, configType: 'N' } });
  assert.equal([demote.status, demote.body.field], [409, 'configType']);
  const same = await h.call('PUT', CONFIG, { token: admin, body: { configId: skin.configId, version: value.body.data.version, configKey: 'sys.index.skinName', configType: 'Y', remark: '皮肤' } });
  assert.is(same.status, 200, 'sending the unchanged name back is fine');

  const own = (await h.call('POST', CONFIG, { token: admin, body: { configName: '可删', configKey: 'hotel.deletable' } })).body.data;
  const captcha = await byKey(h, admin, 'sys.account.captchaEnabled');
  const mixed = await h.call('DELETE', `${CONFIG}/${own.configId},${skin.configId},${captcha.configId}`, { token: admin, headers: { 'accept-language': 'en' } });
  assert.equal(mixed.body, { code: 409, msg: 'Built-in config keys cannot be deleted: sys.account.captchaEnabled, sys.index.skinName', field: 'configIds' });
  assert.ok(await byKey(h, admin, 'hotel.deletable'), 'nothing was deleted');
  assert.is((await h.call('DELETE', `${CONFIG}/${own.configId},999999`, { token: admin })).status, 404);
  assert.is((await h.call('DELETE', `${CONFIG}/${own.configId}`, { token: admin })).status, 200);
  assert.not.ok(await byKey(h, admin, 'hotel.deletable'));
});

test('configKey/{key} still answers beside the new routes, public keys without a token', async ({ h, admin }) => {
  const open = await h.call('GET', `${CONFIG}/configKey/sys.account.registerUser`);
  assert.equal(open.body, { code: 200, msg: 'false' });
  assert.is((await h.call('GET', `${CONFIG}/configKey/enableContactService`)).status, 401);
  assert.equal((await h.call('GET', `${CONFIG}/configKey/enableContactService`, { token: admin })).body, { code: 200, msg: '1' });
  // An administrator's change applies at once to what the server reads.
  const register = await byKey(h, admin, 'sys.account.registerUser');
  assert.is((await h.call('PUT', CONFIG, { token: admin, body: { configId: register.configId, version: register.version, configValue: 'true' } })).status, 200);
  assert.equal((await h.call('GET', `${CONFIG}/configKey/sys.account.registerUser`)).body, { code: 200, msg: 'true' });
  // Non-numeric single segments are not ids: `list` is the list, anything else is not found.
  assert.is((await h.call('GET', `${CONFIG}/list`, { token: admin })).body.total, 9, 'eight seeded and the one of the first test');
  assert.is((await h.call('GET', `${CONFIG}/registerEnabled`, { token: admin })).status, 404);
});

test.run();
