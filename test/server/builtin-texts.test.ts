/**
 * Every text the product seeds (the seed and the migrations, on a fresh database) has its English in
 * the shell: dictionary types and labels, jobs, roles, config keys, organisation parameters and approval
 * categories in the built-in tables by their keys, with the zh side equal to what is stored (else the
 * shell would take a seeded row for a relabelled one); modules, approval definitions and menus through
 * the route-title dictionary. And the personal centre can name the caller's roles: the profile answers
 * each with its key. The server-pg tier runs it on PostgreSQL.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProfileReply } from '../../server/contracts/user-admin.js';
import { buttonTitles } from '../../src/locales/button-titles.js';
import { builtinTexts } from '../../src/locales/builtin-texts.js';
import { routeTitles } from '../../src/locales/route-titles.js';
import { leaves } from '../unit/support/text-leaves.js';
import { setup, type Harness } from './support.js';

const zh = leaves(builtinTexts.zh.builtin);
const en = leaves(builtinTexts.en.builtin);
const titles: Record<string, string> = { ...routeTitles, ...buttonTitles };

const test = suite<{ h: Harness }>('builtin-texts');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
});
test.after(async (ctx) => ctx.h.close());

test('every seeded row with a stable key has its Chinese as stored and its English, and no entry names a row the seed lacks', async ({ h }) => {
  const db = h.db;
  const [dictData, dictTypes, jobs, roles, config, paras, categories, codingRules] = await Promise.all([
    db.selectFrom('dict_data').select(['dict_type', 'dict_value', 'dict_label']).execute(),
    db.selectFrom('dict_type').select(['dict_type', 'dict_name']).execute(),
    db.selectFrom('sys_job').select(['job_key', 'job_name', 'remark']).execute(),
    db.selectFrom('roles').select(['role_key', 'role_name']).execute(),
    db.selectFrom('config').select(['config_key', 'config_name', 'remark']).execute(),
    db.selectFrom('base_org_para').select(['para_key', 'para_name', 'remark']).execute(),
    db.selectFrom('approval_categories').select(['category_code', 'category_name']).execute(),
    db.selectFrom('coding_rules').select(['code_kind', 'remark']).execute(),
  ]);
  const stored = new Map<string, string>();
  const put = (key: string, text: string) => text && stored.set(key, text);
  for (const r of dictData) put(`dict.${r.dict_type}.${r.dict_value}`, r.dict_label);
  for (const r of dictTypes) put(`dictType.${r.dict_type}`, r.dict_name);
  for (const r of jobs) put(`job.${r.job_key}.name`, r.job_name), put(`job.${r.job_key}.remark`, r.remark);
  for (const r of roles) put(`role.${r.role_key}`, r.role_name);
  for (const r of config) put(`config.${r.config_key}.name`, r.config_name), put(`config.${r.config_key}.remark`, r.remark);
  for (const r of paras) put(`orgPara.${r.para_key}.name`, r.para_name), put(`orgPara.${r.para_key}.remark`, r.remark);
  for (const r of categories) put(`approvalCategory.${r.category_code}`, r.category_name);
  for (const r of codingRules) put(`codingRule.${r.code_kind}.remark`, r.remark ?? '');

  const wrong = [...stored].filter(([key, text]) => zh.get(key) !== text || !en.get(key)).map(([key, text]) => `${key}: stored ${text}, zh ${zh.get(key)}`);
  assert.equal(wrong, []);
  assert.equal(
    [...zh.keys()].filter((key) => !stored.has(key)),
    [],
    'no entry for a row nobody seeds',
  );
});

test('every seeded module, approval definition and menu is titled in English by the route-title dictionary', async ({ h }) => {
  const [modules, definitions, menus] = await Promise.all([
    h.db.selectFrom('modules').select('module_name as name').execute(),
    h.db.selectFrom('approval_definitions').select('name').execute(),
    h.db.selectFrom('menus').select('menu_name as name').execute(),
  ]);
  const missing = new Set([...modules, ...definitions, ...menus].map((r) => r.name).filter((name) => !titles[name]));
  assert.equal([...missing], []);
});

test("the profile names the caller's roles with their keys, so the shell can show each role's name", async ({ h }) => {
  const res = await h.call('GET', '/prod-api/htservice/user/profile', { token: await h.login('frontdesk1') });
  assert.is(res.status, 200);
  const body = res.body as ProfileReply;
  assert.equal(body.roles, [{ roleKey: 'frontdesk', roleName: '前台接待' }]);
  assert.is(body.roleGroup, '前台接待');
  assert.is(body.data.userName, 'frontdesk1');
});

test.run();
