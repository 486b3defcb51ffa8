/**
 * The department and menu forms and the role's add-users dialog save through useDialogSubmit like every
 * other dialog: their own checks first (nothing sent), busy while the save runs (a second press sends
 * nothing more), a field the server names shown at that field with the dialog left open, and closed
 * once saved.
 */
import { act, type ReactNode } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../src/lib/api';
import { locale, registerMessages } from '../../src/lib/i18n';
import { zh } from '../../src/locales/zh';
import { DeptForm } from '../../src/modules/system/DeptForm';
import { systemTexts } from '../../src/modules/system/locales';
import { RoleUsers } from '../../src/modules/system/RoleUsers';
import { uiTexts } from '../../src/ui/ui-texts';
import type { DeptDraft } from '../../src/modules/system/dept-tree';
import { answersFrom, scriptApi, type RecordedCall } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { mountPage } from './support/mount-page';

if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

let calls: RecordedCall[] = [];
const USERS = { code: 200, rows: [{ userId: 8, userName: 'frontdesk2', nickName: '赵敏', phonenumber: '' }], total: 1 };
const ANSWERS: Record<string, unknown> = {
  'GET /prod-api/htservice/role/authUser/allocatedList': { code: 200, rows: [], total: 0 },
  'GET /prod-api/htservice/role/authUser/unallocatedList': USERS,
  'PUT /prod-api/htservice/role/authUser/selectAll': { code: 200, msg: '操作成功' },
};
scriptApi(test, answersFrom(ANSWERS, { push: (call) => calls.push(call) }));
const { wrap } = withServerState(test);
test.before.each(() => {
  registerMessages('zh', { ...zh, ...uiTexts.zh, ...systemTexts.zh });
  locale.value = 'zh';
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const { render } = mountPage(test, { wrap });
async function show(node: ReactNode) {
  calls = [];
  await render(node);
  await settle();
}
const saveButton = (hook: string) => document.querySelector(`[data-ht="${hook}"]`) as HTMLButtonElement;
const click = (el: HTMLElement) => act(async () => el.click());
const fieldError = (name: string) => document.querySelector(`[name="${name}"]`)?.getAttribute('aria-invalid') === 'true';

const DEPTS = [{ deptId: 1, parentId: 0, deptName: '总部', deptCode: 'HQ', orderNum: 0, leaderUserId: null, leaderName: '', status: '0' }];
const draft = (over: Partial<DeptDraft> = {}): DeptDraft => ({ parentId: '1', deptName: '前厅部', deptCode: 'FO', orderNum: 1, leaderUserId: null, status: '0', ...over });
const deptForm = (initial: DeptDraft, onSubmit: (d: DeptDraft) => Promise<void>) => (
  <DeptForm title="新增部门" initial={initial} depts={DEPTS as never} leaders={[]} onDirtyChange={() => {}} onCancel={() => {}} onSubmit={onSubmit} />
);

test('the department form: its own check sends nothing; busy while saving, a second press sends nothing more', async () => {
  const sent: DeptDraft[] = [];
  let finish = () => {};
  await show(deptForm(draft({ deptName: ' ' }), (d) => (sent.push(d), new Promise<void>((resolve) => (finish = resolve)))));
  await click(saveButton('crud-save'));
  assert.is(sent.length, 0);
  assert.ok(fieldError('deptName'), 'the missing name is marked');
  await render(null); // the next form mounts afresh

  await show(deptForm(draft(), (d) => (sent.push(d), new Promise<void>((resolve) => (finish = resolve)))));
  await click(saveButton('crud-save'));
  assert.is(sent.length, 1);
  assert.ok(saveButton('crud-save').disabled || saveButton('crud-save').hasAttribute('data-loading'), 'busy while the save runs');
  await click(saveButton('crud-save'));
  assert.is(sent.length, 1, 'pressed again while busy: nothing more sent');
  await act(async () => finish());
  await settle();
  assert.not.ok(saveButton('crud-save').hasAttribute('data-loading'));
});

test('the department form: a field the server names is shown there and the dialog stays open', async () => {
  await show(deptForm(draft(), async () => Promise.reject(new ApiError(409, '部门编码已存在', { code: 409, msg: '部门编码已存在', field: 'deptCode' }))));
  await click(saveButton('crud-save'));
  await settle();
  assert.ok(fieldError('deptCode'));
  assert.ok(document.body.textContent?.includes('部门编码已存在'));
  assert.ok(saveButton('crud-save'), 'still open');
});

test("the role's add-users dialog: adds the chosen users once and closes", async () => {
  await show(<RoleUsers role={{ roleId: 4, roleName: '收银', roleKey: 'cashier', builtIn: false } as never} canEdit />);
  await click(document.querySelector('[data-ht="role-add-users-open"]') as HTMLElement);
  await settle();
  await click(document.querySelector('input[type="checkbox"][value="8"]') as HTMLElement);
  await click(saveButton('role-add-users-save'));
  await settle();
  assert.equal(
    calls.filter((c) => c.method === 'PUT').map((c) => c.body),
    [{ roleId: 4, userIds: [8] }],
  );
  assert.not.ok(document.querySelector('[data-ht="role-add-users"]'), 'closed once added');
});

test.run();
