/**
 * Coding rules (/pppp/SysCodingRule) and voucher words (/pppp/voucherRule) of the initialisation platform:
 * the seeded defaults of both hotels and their menus; a hotel initialiser sees and edits only their own
 * hotel's; rule edits validated (422 naming segments), refused when existing codes would not fit (409 naming
 * how many and which), stale versions 409; every code created goes through the rule (asset card add, edit,
 * copy; accounts added by 组织初始化, all or nothing); voucher words unique, one default, words vouchers
 * carry kept; GET words for the voucher form; the operation log; and the upgrade of a database from
 * before 0031 (编码规则 moves to its absolute address, the reconcile adds 凭证字 and the buttons).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { reconcileCatalog } from '../../server/catalog/reconcile.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';
import { hotelRoleUser } from './hotel-role.js';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const RULES = `${API}/codingRule`;
const WORDS = `${API}/voucherRule`;

type Ctx = { h: Harness; admin: string; initialiser: string; hotelA: number; hotelB: number };
const test = suite<Ctx>('coding rules and voucher words');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
  ctx.hotelA = await ctx.h.orgId('HT001');
  ctx.hotelB = await ctx.h.orgId('HT002');
  // HT002's initialiser: a hotel role holding both pages with their buttons.
  ctx.initialiser = await hotelRoleUser(ctx.h, { orgCode: 'HT002', roleKey: 'initialiser', userName: 'accountant2', page: { menuKey: 'initplat:/pppp/SysCodingRule' } });
  const role = await ctx.h.db.selectFrom('roles').select('role_id').where('role_key', '=', 'initialiser').executeTakeFirstOrThrow();
  const page = await ctx.h.db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'initplat:/pppp/voucherRule').executeTakeFirstOrThrow();
  const buttons = await ctx.h.db.selectFrom('menus').select('menu_id').where('parent_id', '=', page.menu_id).execute();
  await ctx.h.db
    .insertInto('role_menus')
    .values([page, ...buttons].map((m) => ({ role_id: role.role_id, menu_id: m.menu_id })))
    .execute();
  ctx.initialiser = await ctx.h.login('accountant2', 'HT002');
});
test.after(async (ctx) => ctx.h.close());

const rules = async (h: Harness, token: string) => (await h.call('GET', `${RULES}/list`, { token })).body.rows as Array<Record<string, any>>;
const ruleOf = async (h: Harness, token: string, kind: string) => (await rules(h, token)).find((r) => r.codeKind === kind)!;

test('each hotel has the default rules and words; the initplat menu holds both pages at their SPEC addresses', async ({ h, admin, initialiser, hotelB }) => {
  const own = await rules(h, initialiser);
  assert.equal(
    own.map((r) => [r.codeKind, r.segments, r.separator, r.status]),
    [
      ['account', '4-2-2-2', '', '0'],
      ['assetCard', '2-4', '-', '1'],
    ],
  );
  const ids = (await h.db.selectFrom('coding_rules').select('rule_id').where('org_id', '=', hotelB).execute()).map((r) => r.rule_id);
  assert.equal(
    own.map((r) => r.ruleId),
    ids,
    'only the session organisation',
  );
  const words = (await h.call('GET', `${WORDS}/list`, { token: initialiser })).body.rows;
  assert.equal(
    words.map((w: any) => [w.word, w.wordName, w.status, w.isDefault, w.numbering]),
    [
      ['记', '记账凭证', '0', 'Y', 'period'],
      ['收', '收款凭证', '1', 'N', 'period'],
      ['付', '付款凭证', '1', 'N', 'period'],
      ['转', '转账凭证', '1', 'N', 'period'],
    ],
  );
  const signIn = await h.signIn('admin', { query: { websource: 'initplat', orgId: undefined } });
  const routers = await h.call('GET', `${API}/menu/getRouters`, { token: signIn.body.access_token });
  const paths = JSON.stringify(routers.body.data);
  assert.ok(paths.includes('"/pppp/SysCodingRule"') && paths.includes('"/pppp/voucherRule"'), paths);
  // Another hotel's rule is not found; a user without the permission is refused.
  const other = await h.db.selectFrom('coding_rules').select('rule_id').where('org_id', '!=', hotelB).executeTakeFirstOrThrow();
  assert.is((await h.call('GET', `${RULES}/${other.rule_id}`, { token: initialiser })).status, 404);
  assert.is((await h.call('PUT', RULES, { token: initialiser, body: { ruleId: other.rule_id, version: 1, status: '1' } })).status, 404);
  assert.is((await h.call('GET', `${RULES}/list`, { token: await h.login('frontdesk1') })).status, 403);
  assert.is((await h.call('GET', `${RULES}/list`, { token: admin })).status, 200);
});

test('a rule edit is validated, versioned, and refused when existing codes would not fit', async ({ h, initialiser }) => {
  const account = await ruleOf(h, initialiser, 'account');
  for (const [segments, msg] of [
    ['4-2-x', '编码规则须写成各段长度并用 - 连接，如 4-2-2-2'],
    ['1-1-1-1-1-1-1', '编码规则最多 6 段'],
    ['4-11', '每段长度须为 1 到 10 位'],
    ['10-10-1', '这类编码（含分隔符）最长 20 位，请减少段数或段长'],
  ]) {
    const res = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version, segments } });
    assert.equal([res.status, res.body.field, res.body.msg], [422, 'segments', msg], segments);
  }
  const rekind = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version, codeKind: 'assetCard' } });
  assert.equal([rekind.status, rekind.body.field], [422, 'codeKind']);
  const conflict = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version, segments: '3-3' } });
  assert.equal([conflict.status, conflict.body.field], [409, 'segments']);
  assert.match(conflict.body.msg, /^本组织有 \d+ 个科目编码不符合编码规则 3-3（如 1001, 1002, 1012）：请先修改这些科目编码，再调整规则$/);
  const en = await h.call('PUT', RULES, { token: initialiser, headers: { 'accept-language': 'en' }, body: { ruleId: account.ruleId, version: account.version, segments: '3-3' } });
  assert.match(en.body.msg, /account codes that would not fit the coding rule 3-3 \(e\.g\. 1001, 1002, 1012\)/);
  // 4-2 still fits every account (4 and 6 digits); switched off any rule is accepted.
  const narrowed = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version, segments: ' 4-2 ', remark: '两级' } });
  assert.equal([narrowed.status, narrowed.body.data.segments, narrowed.body.data.version], [200, '4-2', account.version + 1], narrowed.text);
  const stale = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version, segments: '4-2-2' } });
  assert.equal([stale.status, stale.body.field], [409, 'version']);
  const off = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version + 1, segments: '3-3', status: '1' } });
  assert.is(off.status, 200, off.text);
  const back = await h.call('PUT', RULES, { token: initialiser, body: { ruleId: account.ruleId, version: account.version + 2, segments: '4-2-2-2', status: '0' } });
  assert.is(back.status, 200, back.text);
});

test('asset card codes: add, edit and copy go through the rule; a copy gets the next free code of it', async ({ h, admin }) => {
  const rule = await ruleOf(h, admin, 'assetCard');
  const on = await h.call('PUT', RULES, { token: admin, body: { ruleId: rule.ruleId, version: rule.version, status: '0' } });
  assert.is(on.status, 200, on.text);
  const classId = (await h.db.selectFrom('asset_classes').select('class_id').executeTakeFirstOrThrow()).class_id;
  const deptId = (await h.call('GET', `${API}/assets/departments`, { token: admin })).body.data[0].deptId;
  const card = (assetCode: string) => ({ assetCode, assetName: '测试设备', classId, deptId, originalValue: 1000, startDate: '2024-01-01' });
  const bad = await h.call('POST', `${API}/assets/card`, { token: admin, body: card('T-1') });
  assert.equal([bad.status, bad.body.field, bad.body.msg], [422, 'assetCode', '资产编码 T-1 不符合编码规则 2-4 (XX-XXXX)']);
  const badEn = await h.call('POST', `${API}/assets/card`, { token: admin, headers: { 'accept-language': 'en' }, body: card('FA0001') });
  assert.is(badEn.body.msg, 'Asset code FA0001 does not fit the coding rule 2-4 (XX-XXXX)');
  const made = await h.call('POST', `${API}/assets/card`, { token: admin, body: card('TS-0100') });
  assert.is(made.status, 200, made.text);
  const edit = await h.call('PUT', `${API}/assets/card`, { token: admin, body: { cardId: made.body.data.cardId, version: made.body.data.version, assetCode: 'TS-100' } });
  assert.equal([edit.status, edit.body.field], [422, 'assetCode']);
  const source = (await h.call('GET', `${API}/assets/card/list`, { token: admin, query: { assetCode: 'FA-0010' } })).body.rows[0];
  const copy = await h.call('POST', `${API}/assets/card/${source.cardId}/copy`, { token: admin, body: { deptId } });
  assert.equal([copy.status, copy.body.data?.assetCode], [200, 'FA-0022'], copy.text);
  const named = await h.call('POST', `${API}/assets/card/${source.cardId}/copy`, { token: admin, body: { deptId, assetCode: 'FA-10' } });
  assert.equal([named.status, named.body.field], [422, 'assetCode']);
  // Existing cards hold 2-4: a 2-5 rule would break them all.
  const wider = await h.call('PUT', RULES, { token: admin, body: { ruleId: rule.ruleId, version: on.body.data.version, segments: '2-5' } });
  assert.equal([wider.status, wider.body.field], [409, 'segments']);
  assert.match(wider.body.msg, /个资产编码不符合编码规则 2-5 \(XX-XXXXX\)（如 FA-0001, FA-0002, FA-0003）/);
});

test('组织初始化 adds the default rules first and refuses accounts the hotel’s rule does not fit, all or nothing', async ({ h, admin }) => {
  const made = await h.call('POST', `${API}/org`, { token: admin, body: { orgCode: 'HT077', orgName: '规则测试酒店' } });
  assert.is(made.status, 200, made.text);
  const orgId = made.body.data.orgId;
  await h.db.insertInto('coding_rules').values({ org_id: orgId, code_kind: 'account', segments: '4', separator: '', status: '0', remark: '', version: 1, updated_at: Date.now() }).execute();
  const refused = await h.call('GET', `${API}/org/initData/`, { token: admin, query: { orgId: String(orgId) } });
  assert.equal([refused.status, refused.body.field, refused.body.msg], [422, 'accountCode', '科目编码 600101 不符合编码规则 4']);
  const written = await h.db.selectFrom('base_org_para').select('para_id').where('org_id', '=', orgId).execute();
  assert.equal([written.length, (await h.db.selectFrom('voucher_words').select('word').where('org_id', '=', orgId).execute()).length], [0, 0], 'nothing half-written');
  await h.db.updateTable('coding_rules').set({ segments: '4-2-2-2' }).where('org_id', '=', orgId).execute();
  const done = await h.call('GET', `${API}/org/initData/`, { token: admin, query: { orgId: String(orgId) } });
  assert.is(done.status, 200, done.text);
  const kinds = await h.db.selectFrom('coding_rules').select('code_kind').where('org_id', '=', orgId).orderBy('code_kind').execute();
  assert.equal(
    kinds.map((k) => k.code_kind),
    ['account', 'assetCard'],
  );
  assert.equal(
    (await h.db.selectFrom('voucher_words').select('word').where('org_id', '=', orgId).where('is_default', '=', 'Y').execute()).map((w) => w.word),
    ['记'],
  );
});

test('voucher words: unique, one default in use, words vouchers carry are kept; GET words for the voucher form', async ({ h, initialiser }) => {
  const list = async () => (await h.call('GET', `${WORDS}/list`, { token: initialiser })).body.rows as Array<Record<string, any>>;
  const ji = (await list()).find((w) => w.word === '记')!;
  for (const [body, field] of [
    [{ wordName: '现金凭证', printTitle: '现金凭证' }, 'word'],
    [{ word: '1', wordName: '现金凭证', printTitle: '现金凭证' }, 'word'],
    [{ word: '现 金', wordName: '现金凭证', printTitle: '现金凭证' }, 'word'],
    [{ word: '现', printTitle: '现金凭证' }, 'wordName'],
    [{ word: '现', wordName: '现金凭证', printTitle: '现金凭证', numbering: 'day' }, 'numbering'],
  ] as Array<[unknown, string]>) {
    const res = await h.call('POST', WORDS, { token: initialiser, body });
    assert.equal([res.status, res.body.field], [422, field], JSON.stringify(body));
  }
  const dup = await h.call('POST', WORDS, { token: initialiser, body: { word: '收', wordName: '又一个', printTitle: '收款凭证' } });
  assert.equal([dup.status, dup.body.msg], [409, '凭证字 收 在本组织已存在']);
  const offDefault = await h.call('POST', WORDS, { token: initialiser, body: { word: '现', wordName: '现金凭证', printTitle: '现金凭证', isDefault: 'Y', status: '1' } });
  assert.equal([offDefault.status, offDefault.body.field], [422, 'status']);
  const xian = await h.call('POST', WORDS, { token: initialiser, body: { word: '现', wordName: '现金凭证', printTitle: '现金凭证', orderNum: 5, isDefault: 'Y' } });
  assert.is(xian.status, 200, xian.text);
  assert.equal(
    (await list()).filter((w) => w.isDefault === 'Y').map((w) => w.word),
    ['现'],
    'the default moved',
  );
  const keepDefault = await h.call('PUT', WORDS, { token: initialiser, body: { wordId: xian.body.data.wordId, version: 1, status: '1' } });
  assert.equal([keepDefault.status, keepDefault.body.msg], [409, '凭证字 现 是默认凭证字，不能停用或删除：请先把其他凭证字设为默认']);
  assert.is((await h.call('DELETE', `${WORDS}/${xian.body.data.wordId}`, { token: initialiser })).status, 409);
  // 记 is on the seeded vouchers: its text stays and it cannot go.
  const fresh = (await list()).find((w) => w.word === '记')!;
  const rename = await h.call('PUT', WORDS, { token: initialiser, body: { wordId: ji.wordId, version: fresh.version, word: '账' } });
  assert.equal([rename.status, rename.body.msg], [409, '已有凭证使用凭证字 记，不能修改或删除它']);
  assert.is((await h.call('DELETE', `${WORDS}/${ji.wordId}`, { token: initialiser })).status, 409);
  const titled = await h.call('PUT', WORDS, { token: initialiser, body: { wordId: ji.wordId, version: fresh.version, printTitle: '记 账 凭 证', orderNum: 9 } });
  assert.equal([titled.status, titled.body.data?.printTitle], [200, '记 账 凭 证'], titled.text);
  const shou = (await list()).find((w) => w.word === '收')!;
  assert.is((await h.call('DELETE', `${WORDS}/${shou.wordId}`, { token: initialiser })).status, 200);
  const words = await h.call('GET', `${WORDS}/words`, { token: await h.login('accountant2', 'HT002') });
  assert.equal(
    words.body.data.map((w: any) => [w.word, w.isDefault]),
    [
      ['现', 'Y'],
      ['记', 'N'],
    ],
  );
  assert.is((await h.call('GET', `${WORDS}/words`, { token: await h.login('frontdesk2', 'HT002') })).status, 403);
});

test('edits are in the operation log under their page', async ({ h }) => {
  await h.operLog.idle();
  const rows = await h.db.selectFrom('oper_logs').select(['title', 'method', 'status']).where('method', 'in', ['PUT /htservice/codingRule', 'POST /htservice/voucherRule']).execute();
  const titles = new Set(rows.map((r) => `${r.title} ${r.method} ${r.status}`));
  assert.ok(titles.has('编码规则 PUT /htservice/codingRule 0'), JSON.stringify(rows.slice(0, 3)));
  assert.ok(titles.has('凭证字 POST /htservice/voucherRule 0'), JSON.stringify(rows.slice(0, 3)));
});

test('upgrading a database from before 0031: 编码规则 moves to /pppp/SysCodingRule, defaults for every hotel, 凭证字 from the reconcile', async () => {
  await withDatabaseAt(migrationBefore('0031_coding_rules'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    // As the seed before 0031 left it: 编码规则 at 'codingRule' without buttons, no 凭证字.
    await db.deleteFrom('menus').where('menu_key', 'like', 'initplat:/pppp/voucherRule%').execute();
    await db.deleteFrom('menus').where('menu_key', 'like', 'initplat:/pppp/SysCodingRule#%').execute();
    await db.updateTable('menus').set({ path: 'codingRule', menu_key: 'initplat:codingRule' }).where('menu_key', '=', 'initplat:/pppp/SysCodingRule').execute();
    await db.deleteFrom('menu_catalog').where('menu_key', 'like', 'initplat:/pppp/%').execute();
    const before = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'initplat:codingRule').executeTakeFirstOrThrow();
    await migrate(db, 'sqlite');
    const moved = await db.selectFrom('menus').select(['menu_id', 'path']).where('menu_key', '=', 'initplat:/pppp/SysCodingRule').execute();
    assert.equal(moved, [{ menu_id: before.menu_id, path: '/pppp/SysCodingRule' }]);
    assert.ok(await db.selectFrom('sys_route').select('route_id').where('route_addr', '=', '/pppp/SysCodingRule').executeTakeFirst(), 'route row follows');
    const rules = await db.selectFrom('coding_rules').select(['code_kind', 'status']).orderBy('org_id').orderBy('code_kind').execute();
    assert.equal(
      rules.map((r) => `${r.code_kind}:${r.status}`),
      ['account:0', 'assetCard:1', 'account:0', 'assetCard:1'],
    );
    assert.is((await db.selectFrom('voucher_words').select('word').where('is_default', '=', 'Y').execute()).length, 2);
    await reconcileCatalog(db, 'sqlite');
    const keys = (await db.selectFrom('menus').select('menu_key').where('menu_key', 'like', 'initplat:/pppp/%').execute()).map((m) => m.menu_key).sort();
    assert.equal(
      keys.filter((k) => /SysCodingRule|voucherRule/.test(k!)),
      ['initplat:/pppp/SysCodingRule', 'initplat:/pppp/SysCodingRule#initplat:codingRule:edit', 'initplat:/pppp/voucherRule', 'initplat:/pppp/voucherRule#initplat:voucherRule:edit'],
    );
  });
});

test.run();
