/** Reset a user's password (PUT resetPwd): the server applies the password rules and signs the user out everywhere. */
import { PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import type { AdminUser } from '../../../server/contracts/user-admin';
import { namedText } from '../../ui/named-text';

export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const firstError = useRevealFirstError();
  const { busy, submit } = useDialogSubmit(
    async () => {
      if (!password) {
        setError(t('ui.crud.required', { label: t('system.user.newPassword') }));
        return firstError.reveal();
      }
      await api.put('/htservice/user/resetPwd', { userId: user.userId, password }, { raw: true });
      notifications.show({ message: t('system.user.passwordDone', { name: user.userName }), color: 'green' });
      onClose();
    },
    (e) => (setError(e instanceof ApiError ? e.message : String(e)), firstError.reveal()),
  );
  return (
    <FormDialog
      size="narrow"
      onClose={onClose}
      title={namedText('system.user.resetPwdTitle', { name: user.userName })}
      hook="reset-password"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="reset-password-save" onCancel={onClose} />}
    >
      <Stack gap="sm">
        <PasswordInput
          label={t('system.user.newPassword')}
          name="password"
          autoComplete="new-password"
          withAsterisk
          value={password}
          error={error}
          onChange={(e) => (setPassword(e.currentTarget.value), setError(undefined))}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {t('system.user.passwordRule')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
