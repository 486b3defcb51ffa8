/** Reset a user's password (PUT resetPwd): the server applies the password rules and signs the user out everywhere. */
import { PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import type { AdminUser } from '../../../server/contracts/user-admin';

export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const firstError = useRevealFirstError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('ui.crud.required', { label: t('system.user.newPassword') }));
      return firstError.reveal();
    }
    setBusy(true);
    api
      .put('/htservice/user/resetPwd', { userId: user.userId, password }, { raw: true })
      .then(() => {
        notifications.show({ message: t('system.user.passwordDone', { name: user.userName }), color: 'green' });
        onClose();
      }, (e: unknown) => (setError(e instanceof ApiError ? e.message : String(e)), firstError.reveal()))
      .finally(() => setBusy(false));
  };
  return (
    <FormDialog
      size="narrow"
      onClose={onClose}
      title={t('system.user.resetPwdTitle', { name: user.userName })}
      hook="reset-password"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="reset-password-save" onCancel={onClose} />}
    >
      <Stack gap="sm">
        <PasswordInput label={t('system.user.newPassword')} name="password" autoComplete="new-password" withAsterisk value={password} error={error} onChange={(e) => (setPassword(e.currentTarget.value), setError(undefined))} data-autofocus />
        <Text size="xs" c="dimmed">
          {t('system.user.passwordRule')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
