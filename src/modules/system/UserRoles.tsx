/** The roles of one user as checkboxes (the roles this organisation may assign), saved through PUT authRole. */
import { Badge, Button, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import type { AuthRoleReply } from '../../../server/contracts/user-admin';

export function UserRoles({ userId, canEdit, onSaved }: { userId: number; canEdit: boolean; onSaved?(): void }) {
  const [reply, setReply] = useState<AuthRoleReply | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.get<AuthRoleReply>(`/htservice/user/authRole/${userId}`).then((r) => {
      setReply(r);
      setChecked(r.roles.filter((role) => role.flag).map((role) => String(role.roleId)));
    }, () => undefined);
  }, [userId]);
  if (!reply) return null;
  const save = () => {
    setBusy(true);
    api
      .put('/htservice/user/authRole', { userId, roleIds: checked.map(Number) })
      .then(() => {
        notifications.show({ message: t('ui.crud.saved'), color: 'green' });
        onSaved?.();
      }, () => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="sm" data-ht="user-roles">
      <Checkbox.Group value={checked} onChange={setChecked} label={t('system.user.roles')}>
        <Stack gap={6} mt={6}>
          {reply.roles.map((role) => (
            <Group key={role.roleId} gap="xs">
              <Checkbox value={String(role.roleId)} label={`${roleName(role)} (${role.roleKey})`} disabled={!canEdit} />
              {role.builtIn && <Badge size="xs" variant="light">{t('system.user.builtIn')}</Badge>}
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
      {canEdit && (
        <Group>
          <Button onClick={save} loading={busy} data-ht="user-roles-save">
            {t('system.user.saveRoles')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
