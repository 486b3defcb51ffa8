/** Role and permission gates (SPEC.md section 6), and their exact Chinese errors on an empty list. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HasPermi, HasRole, PermissionProvider } from '../../src/ui/Permission';
import { hasPermi, hasRole } from '../../src/ui/permissions';

test('hasRole: admin passes everything, else a listed role is needed', () => {
  assert.ok(hasRole(['admin'], ['accountant']));
  assert.ok(hasRole(['frontdesk', 'accountant'], ['accountant', 'boss']));
  assert.not.ok(hasRole(['frontdesk'], ['accountant']));
  assert.not.ok(hasRole([], ['accountant']));
  assert.not.ok(hasRole(undefined, ['accountant']));
});

test('hasPermi: *:*:* passes everything, else a listed permission is needed', () => {
  assert.ok(hasPermi(['*:*:*'], ['system:user:add']));
  assert.ok(hasPermi(['system:user:list', 'system:user:add'], ['system:user:add']));
  assert.not.ok(hasPermi(['system:user:list'], ['system:user:add']));
  assert.not.ok(hasPermi(['system:*:*'], ['system:user:add']), 'only the full wildcard is special');
});

test('an empty list throws the exact Chinese messages', () => {
  assert.throws(
    () => hasRole(['admin'], []),
    (e: Error) => e.message === '请设置角色权限标签值',
  );
  assert.throws(
    () => hasPermi(['*:*:*'], []),
    (e: Error) => e.message === '请设置操作权限标签值',
  );
});

test('<HasRole> and <HasPermi> render children only when allowed', async () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <PermissionProvider value={{ roles: ['frontdesk'], permissions: ['system:config:list'] }}>
        <HasRole value={['frontdesk']}>
          <i>role-yes</i>
        </HasRole>
        <HasRole value={['accountant']}>
          <i>role-no</i>
        </HasRole>
        <HasPermi value={['system:config:list']}>
          <i>perm-yes</i>
        </HasPermi>
        <HasPermi value={['system:config:edit']}>
          <i>perm-no</i>
        </HasPermi>
      </PermissionProvider>,
    ),
  );
  assert.is(host.textContent, 'role-yesperm-yes');
  await act(async () => root.unmount());
});

test.run();
