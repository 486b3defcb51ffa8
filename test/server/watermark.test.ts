/**
 * The organisation parameter `watermark`: seeded 'N' for every hotel, read by getInfo for the session's
 * organisation (no other hotel's value leaks in), only 'Y' or 'N' accepted, and added by migration 0035
 * to the organisations of an older database that hold parameters (so initialised hotels stay initialised).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { setup, type Harness } from './support.js';

const PARA = '/prod-api/htservice/baseOrgPara';
const INFO = '/prod-api/htservice/user/getInfo';

const test = suite<{ h: Harness; admin: string }>('watermark parameter');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

/** The admin's own reading of the hotel's parameter row, to edit it with its version. */
async function watermarkRow(h: Harness, token: string) {
  const list = await h.call('GET', `${PARA}/list`, { token, query: { paraKey: 'watermark' } });
  assert.is(list.body.total, 1, list.text);
  return list.body.rows[0];
}

test('every hotel starts without the watermark; getInfo says so', async ({ h, admin }) => {
  const row = await watermarkRow(h, admin);
  assert.equal([row.paraName, row.paraValue], ['工作区水印', 'N']);
  const info = await h.call('GET', INFO, { token: admin });
  assert.is(info.status, 200);
  assert.is(info.body.watermark, false);
});

test("switched on in one hotel: its users' getInfo says so, the other hotel's users' does not", async ({ h, admin }) => {
  const row = await watermarkRow(h, admin);
  const on = await h.call('PUT', PARA, { token: admin, body: { paraId: row.paraId, version: row.version, paraValue: 'Y' } });
  assert.is(on.status, 200, on.text);
  assert.is((await h.call('GET', INFO, { token: await h.login('frontdesk1') })).body.watermark, true);
  assert.is((await h.call('GET', INFO, { token: await h.login('frontdesk2') })).body.watermark, false);
  // The administrator signed in to the second hotel sees that hotel's choice.
  assert.is((await h.call('GET', INFO, { token: await h.login('admin', 'HT002') })).body.watermark, false);
  const off = await h.call('PUT', PARA, { token: admin, body: { paraId: row.paraId, version: on.body.data.version, paraValue: 'N' } });
  assert.is(off.status, 200);
  assert.is((await h.call('GET', INFO, { token: await h.login('frontdesk1') })).body.watermark, false);
});

test('a hotel without the parameter (an old one) has no watermark', async ({ h }) => {
  const hotel = await h.orgId('HT002');
  await h.db.deleteFrom('base_org_para').where('org_id', '=', hotel).where('para_key', '=', 'watermark').execute();
  const info = await h.call('GET', INFO, { token: await h.login('frontdesk2') });
  assert.equal([info.status, info.body.watermark, info.body.user.userName], [200, false, 'frontdesk2']);
  // baseOrgParaUpdate brings it back with its default.
  const admin2 = await h.login('admin', 'HT002');
  const added = await h.call('GET', `${PARA}/baseOrgParaUpdate`, { token: admin2, query: { orgId: String(hotel) } });
  assert.equal(added.body.data.added, [{ paraKey: 'watermark', paraName: '工作区水印', paraValue: 'N' }]);
});

test('only Y or N: anything else → 422 naming paraValue, on edit and on create', async ({ h, admin }) => {
  const row = await watermarkRow(h, admin);
  for (const paraValue of ['y', 'yes', '1', '', 'Y ']) {
    const res = await h.call('PUT', PARA, { token: admin, body: { paraId: row.paraId, version: row.version, paraValue } });
    assert.equal([res.status, res.body.field], [422, 'paraValue'], JSON.stringify(paraValue));
  }
  const en = await h.call('PUT', PARA, { token: admin, body: { paraId: row.paraId, version: row.version, paraValue: 'maybe' }, headers: { 'accept-language': 'en' } });
  assert.is(en.body.msg, 'The parameter watermark takes one of: Y / N');
  assert.is((await watermarkRow(h, admin)).version, row.version, 'nothing saved');
  // Another field of the row may still change alone.
  assert.is((await h.call('PUT', PARA, { token: admin, body: { paraId: row.paraId, version: row.version, remark: '前台共用电脑' } })).status, 200);

  const hotel = await h.orgId('HT002');
  await h.db.deleteFrom('base_org_para').where('org_id', '=', hotel).where('para_key', '=', 'watermark').execute();
  const admin2 = await h.login('admin', 'HT002');
  const bad = await h.call('POST', PARA, { token: admin2, body: { paraKey: 'watermark', paraName: '水印' } });
  assert.equal([bad.status, bad.body.field, bad.body.msg], [422, 'paraValue', '参数 watermark 的值须为以下之一：Y / N']);
  const good = await h.call('POST', PARA, { token: admin2, body: { paraKey: 'watermark', paraName: '水印', paraValue: 'Y' } });
  assert.is(good.status, 200, good.text);
  assert.is((await h.call('GET', INFO, { token: await h.login('frontdesk2') })).body.watermark, true);
});

test('migration 0035 adds the parameter to the organisations of an older database that hold parameters', async () => {
  await withDatabaseAt(migrationBefore('0035_watermark_para'), async (db) => {
    await db
      .insertInto('organisations')
      .values([
        { org_code: 'H1', org_name: '一号店', short_name: '', status: '0' },
        { org_code: 'H2', org_name: '二号店', short_name: '', status: '0' },
        { org_code: 'H3', org_name: '三号店', short_name: '', status: '0' },
      ])
      .execute();
    const ids = Object.fromEntries((await db.selectFrom('organisations').select(['org_id', 'org_code']).execute()).map((o) => [o.org_code, o.org_id]));
    await db
      .insertInto('base_org_para')
      .values([
        { org_id: ids.H1, para_key: 'acct.currency', para_name: '本位币', para_value: 'CNY', remark: '', version: 1 },
        { org_id: ids.H3, para_key: 'acct.currency', para_name: '本位币', para_value: 'CNY', remark: '', version: 1 },
        { org_id: ids.H3, para_key: 'watermark', para_name: '工作区水印', para_value: 'Y', remark: '', version: 4 },
      ])
      .execute();
    await migrate(db, 'sqlite');
    const rows = await db.selectFrom('base_org_para').select(['org_id', 'para_value', 'version']).where('para_key', '=', 'watermark').orderBy('org_id').execute();
    assert.equal(
      rows,
      [
        { org_id: ids.H1, para_value: 'N', version: 1 },
        { org_id: ids.H3, para_value: 'Y', version: 4 },
      ],
      'H1 gains it, H2 (no parameters: not initialised) stays as it is, H3 keeps its own value',
    );
  });
});

test.run();
