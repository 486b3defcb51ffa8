/**
 * The roles of one user as checkboxes (the roles this organisation may assign), saved through PUT authRole:
 * inline on the user's detail page (`UserRoles`) and as the user list's dialog (`UserRolesDialog`, on
 * FormDialog so the save button stays in view however many roles there are). Both share the loading and
 * saving (`useUserRoles`) and the checkboxes (`RoleChecks`).
 */
import { Badge, Button, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { FormDialog } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import type { AuthRoleReply } from '../../../server/contracts/user-admin';
import { namedText } from '../../ui/named-text';
import { useEndpoint } from '../../ui/use-endpoint';

const heldRoles = (reply: AuthRoleReply) => reply.roles.filter((role) => role.flag).map((role) => String(role.roleId));

function useUserRoles(userId: number, onSaved?: () => void) {
  // The save is a write to /htservice/user: the server-state layer reads the roles again.
  const reply = useEndpoint(`/htservice/user/authRole/${userId}`, undefined, (r: AuthRoleReply) => r).data ?? null;
  const [checked, setChecked] = useState<string[]>([]);
  // The boxes start as the server has them, and again whenever its answer changes.
  useEffect(() => setChecked(reply ? heldRoles(reply) : []), [reply]);
  const { busy, submit: save } = useDialogSubmit(async () => {
    await api.put('/htservice/user/authRole', { userId, roleIds: checked.map(Number) });
    notifications.show({ message: t('ui.crud.saved'), color: 'green' });
    onSaved?.();
  });
  return { reply, checked, setChecked, busy, save };
}

function RoleChecks({ reply, checked, onChange, canEdit }: { reply: AuthRoleReply; checked: string[]; onChange(values: string[]): void; canEdit: boolean }) {
  return (
    <Checkbox.Group value={checked} onChange={onChange} label={t('system.user.roles')} data-ht="user-roles">
      <Stack gap={6} mt={6}>
        {reply.roles.map((role) => (
          <Group key={role.roleId} gap="xs">
            <Checkbox value={String(role.roleId)} label={`${roleName(role)} (${role.roleKey})`} disabled={!canEdit} />
            {role.builtIn && (
              <Badge size="xs" variant="light">
                {t('system.user.builtIn')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export function UserRoles({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const roles = useUserRoles(userId);
  if (!roles.reply) return null;
  return (
    <Stack gap="sm">
      <RoleChecks reply={roles.reply} checked={roles.checked} onChange={roles.setChecked} canEdit={canEdit} />
      {canEdit && (
        <Group>
          <Button onClick={() => roles.save()} loading={roles.busy} data-ht="user-roles-save">
            {t('system.user.saveRoles')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function UserRolesDialog({ user, canEdit, onClose }: { user: { userId: number; userName: string }; canEdit: boolean; onClose(): void }) {
  const roles = useUserRoles(user.userId, onClose);
  const submit = (event: FormEvent) => (canEdit ? roles.save(event) : event.preventDefault());
  return (
    <FormDialog
      size="narrow"
      onClose={onClose}
      onSubmit={submit}
      title={namedText('system.user.authRoleTitle', { name: user.userName })}
      hook="auth-role"
      footer={canEdit ? <DialogButtons busy={roles.busy} hook="user-roles-save" label={t('system.user.saveRoles')} onCancel={onClose} disabled={!roles.reply} /> : null}
    >
      {roles.reply && <RoleChecks reply={roles.reply} checked={roles.checked} onChange={roles.setChecked} canEdit={canEdit} />}
    </FormDialog>
  );
}
