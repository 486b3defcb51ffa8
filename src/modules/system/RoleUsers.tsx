/**
 * The users holding a role (allocatedList), adding users of the organisation (unallocatedList → authUser/selectAll) and revoking one
 * (authUser/cancel). Both lists are the server-state layer's: an addition or a revocation (a write to /htservice/role) reads them again.
 */
import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import type { TableReply } from '../../../server/contracts/common';
import type { AdminRole, AdminUser } from '../../../server/contracts/user-admin';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { FormDialog } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import { namedText } from '../../ui/named-text';
import { useEndpoint } from '../../ui/use-endpoint';
import { PAGE_SIZE_ALL } from '../../../shared/wire-constants';

const ALL = PAGE_SIZE_ALL;
const NONE: AdminUser[] = [];
const rowsOf = (r: TableReply<AdminUser>) => r.rows;

function AddUsers({ role, onClose }: { role: AdminRole; onClose(added: boolean): void }) {
  const unallocated = useEndpoint('/htservice/role/authUser/unallocatedList', { roleId: role.roleId, pageSize: ALL }, rowsOf);
  const candidates = unallocated.isError ? NONE : unallocated.data;
  const [chosen, setChosen] = useState<string[]>([]);
  const { busy, submit: add } = useDialogSubmit(async () => {
    await api.put('/htservice/role/authUser/selectAll', { roleId: role.roleId, userIds: chosen.map(Number) });
    onClose(true);
  });
  return (
    <FormDialog
      size="narrow"
      onClose={() => onClose(false)}
      title={namedText('system.role.addUsersTitle', { name: roleName(role) })}
      hook="role-add-users"
      onSubmit={add}
      footer={<DialogButtons busy={busy} hook="role-add-users-save" label={t('system.role.confirmAdd')} disabled={chosen.length === 0} onCancel={() => onClose(false)} />}
    >
      <Stack gap="sm">
        {candidates?.length === 0 && <Text c="dimmed">{t('system.role.noCandidates')}</Text>}
        <Checkbox.Group value={chosen} onChange={setChosen}>
          <Stack gap={6}>
            {candidates?.map((u) => (
              <Checkbox key={u.userId} value={String(u.userId)} label={`${u.userName} · ${u.nickName}`} aria-label={t('system.role.choose', { name: u.userName })} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </FormDialog>
  );
}

export function RoleUsers({ role, canEdit }: { role: AdminRole; canEdit: boolean }) {
  const users = useEndpoint('/htservice/role/authUser/allocatedList', { roleId: role.roleId, pageSize: ALL }, rowsOf).data ?? NONE;
  const [adding, setAdding] = useState(false);
  const revoke = (user: AdminUser) => api.put('/htservice/role/authUser/cancel', { roleId: role.roleId, userId: user.userId }).catch(() => undefined);
  const mayAssign = canEdit && (!role.builtIn || role.roleKey === 'common');
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('system.role.users')}
        </Title>
        {mayAssign && (
          <Button size="xs" variant="light" onClick={() => setAdding(true)} data-ht="role-add-users-open">
            {t('system.role.addUsers')}
          </Button>
        )}
      </Group>
      {users.length === 0 ? (
        <Text c="dimmed">{t('system.role.noUsers')}</Text>
      ) : (
        <Table data-ht="role-users" aria-label={t('system.role.users')}>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.userId} data-ht="row" data-row-key={u.userId}>
                <Table.Td>{u.userName}</Table.Td>
                <Table.Td>{u.nickName}</Table.Td>
                <Table.Td>{u.phonenumber}</Table.Td>
                <Table.Td>
                  {mayAssign && (
                    <Button size="compact-xs" variant="subtle" color="red" aria-label={t('system.role.removeUserOf', { name: u.userName })} onClick={() => void revoke(u)}>
                      {t('system.role.removeUser')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding && <AddUsers role={role} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
