/**
 * Texts the product stores as data, drawn in the UI language: a built-in dictionary label, job, role or
 * module name shows its English in English and its stored Chinese in Chinese; a row a user created or
 * relabelled shows exactly what was typed, in every language. Their parity: text-parity.test.ts; that
 * they match what the seed writes: test/server/builtin-texts.test.ts.
 */
import { MantineProvider } from '@mantine/core';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RecordMeta } from '../../server/contracts/records';
import { RECORD_KINDS } from '../../server/records/kinds/index';
import '../../src/app/route-title';
import { joinList, locale } from '../../src/lib/i18n';
import { builtinText, routeTitle } from '../../src/lib/stored-texts';
import { optionsOf } from '../../src/modules/records/resource';
import { jobName, jobRemark } from '../../src/modules/system/job-resources';
import { dictLabel, dictTypeName, roleName } from '../../src/ui/builtin-labels';
import { DictTag } from '../../src/ui/DictTag';

const normal = { dictType: 'sys_normal_disable', dictValue: '0', dictLabel: '正常' };

test.after.each(() => {
  locale.value = 'zh';
});

test('a built-in dictionary label shows in English in en and as stored in zh', () => {
  locale.value = 'en';
  assert.is(dictLabel(normal), 'Normal');
  assert.is(dictLabel({ ...normal, dictValue: '1', dictLabel: '停用' }), 'Disabled');
  assert.is(dictTypeName({ dictType: 'sys_user_sex', dictName: '用户性别' }), 'User sex');
  locale.value = 'zh';
  assert.is(dictLabel(normal), '正常');
});

test('a label a user typed stays as typed: a new row, a relabelled built-in row, a row of a new type', () => {
  locale.value = 'en';
  assert.is(dictLabel({ dictType: 'sys_normal_disable', dictValue: '9', dictLabel: '暂停' }), '暂停');
  assert.is(dictLabel({ ...normal, dictLabel: '启用' }), '启用', 'relabelled: the hotel chose its own word');
  assert.is(dictLabel({ dictType: 'room_type', dictValue: '0', dictLabel: '正常' }), '正常');
  assert.is(dictLabel({ dictValue: '0', dictLabel: '正常' }), '正常', 'no type given: nothing to key on');
  assert.is(builtinText('dict.sys_normal_disable.0', ''), '');
  assert.is(builtinText('role.admin', null), null);
});

test('DictTag draws built-in labels in the UI language and a typed label as it is', async () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  const options = [
    { ...normal, listClass: 'primary' },
    { dictType: 'sys_normal_disable', dictValue: '1', dictLabel: '冻结', listClass: 'danger' },
  ];
  locale.value = 'en';
  await act(async () => root.render(createElement(MantineProvider, null, createElement(DictTag, { options, value: '0,1' }))));
  assert.is(host.querySelector('[data-ht="dict-tag"]')!.textContent, 'Normal冻结');
  // The tag follows a language switch by itself (it reads the language signal).
  await act(async () => void (locale.value = 'zh'));
  assert.is(host.querySelector('[data-ht="dict-tag"]')!.textContent, '正常冻结');
  await act(async () => root.unmount());
});

test('a record field over a dictionary offers its built-in labels in the language of the page', () => {
  const kind = RECORD_KINDS.find((k) => k.fields.some((f) => f.dict === 'sys_normal_disable'))!;
  const meta = { ...kind, users: [] } as RecordMeta;
  // As the meta answer fills it: the stored label in both languages (server/records/references.ts).
  const status = {
    ...meta.fields.find((f) => f.dict === 'sys_normal_disable')!,
    options: [
      { value: '0', zh: '正常', en: '正常' },
      { value: '7', zh: '试用', en: '试用' },
    ],
  };
  assert.equal(optionsOf(meta, status, 'en'), [
    { value: '0', label: 'Normal' },
    { value: '7', label: '试用' },
  ]);
  assert.equal(optionsOf(meta, status, 'zh'), [
    { value: '0', label: '正常' },
    { value: '7', label: '试用' },
  ]);
});

test('seeded job, role and module names show in English; renamed ones as renamed', () => {
  locale.value = 'en';
  const job = { jobKey: 'purgeSessions', jobName: '清理过期会话和验证码', remark: '删除已退出、超时或到期的会话，以及过期的验证码' };
  assert.is(jobName(job), 'Purge ended sessions and captchas');
  assert.match(String(jobRemark(job)), /^Deletes sessions/);
  assert.is(jobName({ ...job, jobName: '夜间清理' }), '夜间清理');
  assert.is(roleName({ roleKey: 'admin', roleName: '超级管理员' }), 'Super administrator');
  assert.is(roleName({ roleKey: 'frontdesk', roleName: '前台接待' }), 'Front desk');
  assert.is(roleName({ roleKey: 'nightaudit', roleName: '夜审员' }), '夜审员');
  assert.is(routeTitle('会计核算'), 'Accounting', 'module names are the modules’ route titles');
  assert.is(routeTitle('新增用户'), 'Add user', 'the catalogue’s buttons, as the menu and role trees show them');
  assert.is(routeTitle('个人中心'), 'Personal centre', 'operation-log modules of the calls no menu names');
  locale.value = 'zh';
  assert.is(roleName({ roleKey: 'admin', roleName: '超级管理员' }), '超级管理员');
  assert.is(jobName(job), '清理过期会话和验证码');
});

test('lists in running text are joined the way each language writes them', () => {
  assert.is(joinList(['前台', '财务'], 'zh'), '前台、财务');
  assert.is(joinList(['Front desk', 'Accountant'], 'en'), 'Front desk, Accountant');
});

test.run();
