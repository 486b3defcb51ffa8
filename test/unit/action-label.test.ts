/**
 * Row actions and dashboard links are named by what they show, then the record (WCAG 2.5.3, label in name):
 * a speech user says the visible text, and scripts click `重置密码：admin` in every language's way.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, t } from '../../src/lib/i18n';
import { actionLabel } from '../../src/ui/action-label';
import { registerShellTexts } from './support/shell-texts';

registerShellTexts();

test.after.each(() => {
  locale.value = 'zh';
});

test('zh: the visible text, a full-width colon, the record', () => {
  locale.value = 'zh';
  assert.is(actionLabel(t('system.user.resetPwd'), 'admin'), '重置密码：admin');
  assert.is(actionLabel(t('system.job.runOnce'), '释放失效授权席位'), '执行一次：释放失效授权席位');
  assert.is(actionLabel(t('system.dept.addChild'), '总经办'), '新增下级：总经办');
});

test('en: the visible text, a colon, the record', () => {
  locale.value = 'en';
  assert.is(actionLabel(t('system.user.resetPwd'), 'admin'), 'Reset password: admin');
  assert.is(actionLabel(t('system.job.runOnce'), 'Release seats'), 'Run once: Release seats');
  assert.is(actionLabel(t('system.dept.addChild'), 'Front office'), 'Add below: Front office');
});

test.run();
