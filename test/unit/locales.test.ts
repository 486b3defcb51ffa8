/** SPEC.md's exact shell texts (key parity and the rest: text-parity.test.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';

test('SPEC texts are exact', () => {
  assert.is(zh.app.defaultTitle, '合软管理平台');
  assert.is(en.user.logoutConfirm, 'Confirm to log out and exit the system?');
  assert.is(en.login.orgRequired, 'Account cannot be empty');
  assert.is(zh.http.default, '系统未知错误,请反馈给管理员');
});

test.run();
