/**
 * The approval decision, the generator's table import and the user-roles dialog sit on FormDialog like
 * every other form dialog: their buttons in the sticky footer, a refused action focusing what it needs,
 * and the same calls as before. The server is a scripted fetch.
 */
// First: form-js brings dompurify, which must be created with happy-dom's corrections (see the file).
import './support/dompurify-happy-dom';
import { act, type ReactNode } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { DecisionPanel } from '../../src/modules/service/DecisionPanel';
import { approvalsTexts } from '../../src/modules/service/locales';
import { GenImportDialog } from '../../src/modules/tools/GenImportDialog';
import { systemTexts } from '../../src/modules/system/locales';
import { toolsModule } from '../../src/modules/tools';
import { UserRolesDialog } from '../../src/modules/system/UserRoles';
import { uiTexts } from '../../src/ui/ui-texts';
import { answersFrom, scriptApi, type RecordedCall } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { mountPage } from './support/mount-page';

if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

let calls: RecordedCall[] = [];
const ANSWERS: Record<string, unknown> = {
  'GET /prod-api/htservice/gen/db/list': {
    code: 200,
    rows: [
      { tableName: 'config', tableComment: '参数', columnCount: 6 },
      { tableName: 'posts', tableComment: '岗位', columnCount: 5 },
    ],
    total: 2,
  },
  'POST /prod-api/htservice/gen/importTable': { code: 200, msg: '操作成功' },
  'GET /prod-api/htservice/user/authRole/7': {
    code: 200,
    msg: '操作成功',
    user: {},
    roles: [
      { roleId: 2, roleName: '前台接待', roleKey: 'frontdesk', flag: true },
      { roleId: 3, roleName: '会计', roleKey: 'accountant', flag: false },
    ],
  },
  'PUT /prod-api/htservice/user/authRole': { code: 200, msg: '操作成功' },
  'GET /prod-api/htservice/approvalCenter/status/11': { code: 404, msg: '访问资源不存在' },
  'GET /prod-api/htservice/approvalCenter/colleagues': { code: 200, data: [{ userId: 5, userName: 'accountant1', nickName: '李建国' }] },
  'POST /prod-api/htservice/approvalCenter/task/3/decide': { code: 200, msg: '操作成功', data: {} },
};
scriptApi(test, answersFrom(ANSWERS, { push: (call) => calls.push(call) }));
const { wrap } = withServerState(test);
test.before.each(() => {
  registerMessages('zh', { ...zh, ...uiTexts.zh, ...systemTexts.zh, ...approvalsTexts.zh, ...toolsModule.locales.zh });
  locale.value = 'zh';
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const { render } = mountPage(test, { wrap });
async function show(node: ReactNode) {
  calls = [];
  await render(node);
  await settle();
}
const dialog = (hook: string) => document.querySelector(`[data-ht="${hook}"]`) as HTMLElement;
const footer = (hook: string) => dialog(hook).querySelector('[data-ht="dialog-footer"]') as HTMLElement;
const button = (within: HTMLElement, name: string) => [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
const click = (el: HTMLElement) => act(async () => el.click());

test('the decision panel: decisions in the sticky footer; a reject without a reason focuses the reason', async () => {
  await show(<DecisionPanel task={{ taskId: 3, instanceId: 11, taskName: '部门负责人审批', approvalName: '采购申请', initiator: '王晓燕', createTime: '' }} onClose={() => {}} onDecided={() => {}} />);
  const foot = footer('decision-panel');
  assert.is(foot.style.position, 'sticky');
  assert.equal(
    [...foot.querySelectorAll('button')].map((b) => b.textContent?.trim()),
    ['转办', '退回', '驳回', '同意'],
  );
  await click(button(foot, '驳回'));
  const reason = dialog('decision-panel').querySelector('textarea') as HTMLTextAreaElement;
  assert.is(reason.getAttribute('aria-invalid'), 'true');
  assert.is(document.activeElement, reason, 'the reason it needs has the focus');
  assert.not.ok(
    calls.some((c) => c.path.endsWith('/decide')),
    'nothing decided',
  );
  await click(button(foot, '同意'));
  await settle();
  const decided = calls.find((c) => c.path.endsWith('/task/3/decide'));
  assert.equal(decided?.body, { action: 'approve' });
});

test('the table import: import and cancel in the footer; Enter in the name searches; nothing chosen is said in the form', async () => {
  let imported = 0;
  await show(<GenImportDialog onClose={() => {}} onImported={() => (imported += 1)} />);
  const foot = footer('gen-import-dialog');
  assert.ok(foot.querySelector('[data-ht="gen-import-submit"]'), 'import is in the sticky footer');
  assert.is(foot.style.position, 'sticky');
  const name = dialog('gen-import-dialog').querySelector('input[name="tableName"]') as HTMLInputElement;
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(name, 'conf');
    name.dispatchEvent(new Event('input', { bubbles: true }));
    name.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await settle();
  assert.equal(
    calls.filter((c) => c.path.endsWith('/db/list')).map((c) => new URLSearchParams(c.query).get('tableName')),
    ['', 'conf'],
  );
  await click(foot.querySelector('[data-ht="gen-import-submit"]') as HTMLButtonElement);
  const alert = dialog('gen-import-dialog').querySelector('[role="alert"]');
  assert.is(alert?.textContent, '请选择要导入的表');
  assert.not.ok(calls.some((c) => c.path.endsWith('/importTable')));
  // happy-dom has no layout, so the virtualised rows are not drawn: choose them all from the header.
  await click(dialog('gen-import-dialog').querySelector('[data-ht="select-all"] input, input[data-ht="select-all"]') as HTMLElement);
  assert.is(dialog('gen-import-dialog').querySelector('[role="alert"]'), null, 'choosing clears the message');
  await click(foot.querySelector('[data-ht="gen-import-submit"]') as HTMLButtonElement);
  await settle();
  assert.is(calls.find((c) => c.path.endsWith('/importTable'))?.query, `?tables=${encodeURIComponent('config,posts')}`);
  assert.is(imported, 1);
});

test('the user-roles dialog: the roles as checkboxes, save in the sticky footer, saving the checked ones', async () => {
  let closed = 0;
  await show(<UserRolesDialog user={{ userId: 7, userName: 'frontdesk1' }} canEdit onClose={() => (closed += 1)} />);
  const roles = dialog('auth-role').querySelector('[data-ht="user-roles"]') as HTMLElement;
  const boxes = [...roles.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  assert.equal(
    boxes.map((b) => b.checked),
    [true, false],
  );
  await click(boxes[1]);
  const save = footer('auth-role').querySelector('[data-ht="user-roles-save"]') as HTMLButtonElement;
  assert.is(save.textContent?.trim(), '保存角色');
  await click(save);
  await settle();
  assert.equal(calls.find((c) => c.method === 'PUT')?.body, { userId: 7, roleIds: [2, 3] });
  assert.is(closed, 1, 'closed once saved');
});

test.run();
