/**
 * To-dos the server wrote are drawn from their message keys in the UI language, with the product's module
 * and approval-definition names translated; the sentences are the server's own (server/i18n.ts) word for
 * word, and a to-do stored as text shows exactly as answered.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { TaskNotice } from '../../server/contracts/task-notice';
import { translate, type MsgKey } from '../../server/i18n';
import { noticeContent, noticeTitle } from '../../src/app/pages/fixed/notice-text';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';

registerMessages('zh', zh);
registerMessages('en', en);

const row = (over: Partial<TaskNotice>): TaskNotice => ({
  noticeId: 1,
  noticeType: 'sys',
  title: 'answered title',
  content: 'answered content',
  link: null,
  done: '0',
  viewFlag: '0',
  createTime: '2026-11-26 08:00:00',
  titleKey: null,
  contentKey: null,
  params: null,
  ...over,
});
const licence = { org: 'Grand Hotel', module: 'Cloud POS', date: '2026-12-31', days: 5 };
const approval = { name: 'Leave request', task: 'HR check', initiator: 'Lee' };

test.after.each(() => {
  locale.value = 'zh';
});

test('the shell words each key as the server does, in both languages', () => {
  const cases: Array<[MsgKey, MsgKey, Record<string, string | number>]> = [
    ['licenceNoticeTitle', 'licenceNoticeContent', licence],
    ['licenceNoticeTitle', 'licenceNoticeEnded', licence],
    ['approvalNoticeTitle', 'approvalNoticeContent', approval],
  ];
  for (const lang of ['zh', 'en'] as const) {
    locale.value = lang;
    for (const [titleKey, contentKey, params] of cases) {
      const notice = row({ titleKey, contentKey, params });
      assert.is(noticeTitle(notice), translate(lang, titleKey, params));
      assert.is(noticeContent(notice), translate(lang, contentKey, params));
    }
  }
});

test('module and definition names show in the UI language; what people typed stays', () => {
  locale.value = 'en';
  const notice = row({ titleKey: 'licenceNoticeTitle', contentKey: 'licenceNoticeContent', params: { ...licence, module: '固定资产', org: '一号酒店' } });
  assert.is(noticeTitle(notice), 'Module licence ending: Fixed assets');
  assert.is(noticeContent(notice), 'The licence of Fixed assets at 一号酒店 ends on 2026-12-31 (5 days left); please renew it');
  const todo = row({ titleKey: 'approvalNoticeTitle', contentKey: 'approvalNoticeContent', params: { name: '采购申请', task: '部门负责人审批', initiator: '张三' } });
  assert.is(noticeTitle(todo), 'Approval to do: Purchase request - 部门负责人审批');
  locale.value = 'zh';
  assert.is(noticeTitle(notice), '模块授权即将到期：固定资产');
});

test('a to-do stored as text, or with a key this shell does not know, shows as answered', () => {
  locale.value = 'en';
  assert.is(noticeTitle(row({})), 'answered title');
  assert.is(noticeContent(row({ contentKey: 'somethingNew', params: {} })), 'answered content');
});

test.run();
