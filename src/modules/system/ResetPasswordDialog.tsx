/** Reset a user's password (PUT resetPwd): the server applies the password rules and signs the user out everywhere. */
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import type { AdminUser } from '../../../server/contracts/user-admin';

export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('ui.crud.required', { label: t('system.user.newPassword') }));
    setBusy(true);
    api
      .put('/htservice/user/resetPwd', { userId: user.userId, password }, { raw: true })
      .then(() => {
        notifications.show({ message: t('system.user.passwordDone', { name: user.userName }), color: 'green' });
        onClose();
      }, (e: unknown) => setError(e instanceof ApiError ? e.message : String(e)))
      .finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={t('system.user.resetPwdTitle', { name: user.userName })} data-ht="reset-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput label={t('system.user.newPassword')} name="password" autoComplete="new-password" withAsterisk value={password} error={error} onChange={(e) => (setPassword(e.currentTarget.value), setError(undefined))} data-autofocus />
          <Text size="xs" c="dimmed">
            {t('system.user.passwordRule')}
          </Text>
          <DialogButtons busy={busy} hook="reset-password-save" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
