/** Both languages: every text key exists in zh and in en, and none is empty. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { leaves } from './support/text-leaves';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';


test('zh and en have the same keys', () => {
  assert.equal([...leaves(en).keys()].sort(), [...leaves(zh).keys()].sort());
});

test('no text is empty', () => {
  for (const [key, value] of [...leaves(zh), ...leaves(en)]) assert.ok(typeof value === 'string' && value.trim() !== '', key);
});

test('SPEC texts are exact', () => {
  assert.is(zh.app.defaultTitle, '合软管理平台');
  assert.is(en.user.logoutConfirm, 'Confirm to log out and exit the system?');
  assert.is(en.login.orgRequired, 'Account cannot be empty');
  assert.is(zh.http.default, '系统未知错误,请反馈给管理员');
});

test.run();
