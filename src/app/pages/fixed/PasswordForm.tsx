/**
 * Changing one's password in the personal centre: the current password is checked by the server, the
 * new one must be 8-64 characters with a letter and a digit; the user's other sessions are signed out.
 * `onChanged` runs after a successful change (the first-sign-in page then lets the user in).
 */
import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { api, fieldNamedBy } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { userinfo } from '../../../state/session.model';
import { focusNextOnEnter } from '../../../ui/focus-next';

const STRONG = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
type Errors = Partial<Record<'password' | 'psw' | 'confirm', string>>;

export function PasswordForm({ title = t('profile.changePassword'), onChanged }: { title?: string; onChanged?: () => void } = {}) {
  useSignals();
  const [values, setValues] = useState({ password: '', psw: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.currentTarget.value });
  const visibility = { 'aria-label': t('profile.togglePassword') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.password) found.password = t('login.passwordRequired');
    if (!STRONG.test(values.psw)) found.psw = t('profile.passwordRule');
    else if (values.psw === values.password) found.psw = t('profile.passwordSame');
    if (values.confirm !== values.psw) found.confirm = t('profile.passwordMismatch');
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.put('/htservice/module/updatePassword', { userId: userinfo.value?.userId, password: values.password, psw: values.psw }, { raw: true });
      setValues({ password: '', psw: '', confirm: '' });
      setDone(true);
      onChanged?.();
    } catch (error) {
      const field = fieldNamedBy(error);
      const message = error instanceof Error ? error.message : String(error);
      setErrors(field === 'psw' ? { psw: message } : { password: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate data-ht="password-form">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {done && (
          <Alert color="green" role="status" data-ht="password-changed">
            {t('profile.passwordChanged')}
          </Alert>
        )}
        <PasswordInput
          label={t('profile.currentPassword')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          visibilityToggleButtonProps={visibility}
        />
        <PasswordInput label={t('profile.newPassword')} name="psw" autoComplete="new-password" value={values.psw} onChange={set('psw')} error={errors.psw} visibilityToggleButtonProps={visibility} />
        <PasswordInput
          label={t('profile.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          visibilityToggleButtonProps={visibility}
        />
        <Button type="submit" loading={busy} data-ht="password-save">
          {t('profile.savePassword')}
        </Button>
      </Stack>
    </Paper>
  );
}
