/**
 * The lock screen over the open tabs (the pages stay as they were underneath): unlock with the password
 * (checked by the server), or let another person 'switch user'.
 */
import { Alert, Button, Group, Overlay, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { locked, unlock } from '../../state/lock.model';
import { user } from '../../state/session.model';
import { switchUser } from './lock-actions';

export function LockScreen() {
  useSignals();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!locked.value) return null;
  const name = user.value?.nickName ?? user.value?.name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const ok = await unlock(password, user.value?.name ?? '').catch((e: Error) => (setError(e.message), null));
    setBusy(false);
    setPassword('');
    if (ok === false) setError(t('lock.wrong'));
  };

  return (
    <Overlay fixed blur={8} color="#0b1f33" backgroundOpacity={0.6} zIndex={1000} center data-ht="lock-screen">
      <Paper component="form" onSubmit={submit} p="xl" radius="md" w={380} maw="92vw" shadow="xl" role="dialog" aria-modal="true" aria-labelledby="ht-lock-title">
        <Stack>
          <Title order={2} size="h3" id="ht-lock-title">
            {t('lock.title')}
          </Title>
          <Text size="sm">{t('lock.hint', { name })}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label={t('lock.password')}
            name="unlockPassword"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => void switchUser()} data-ht="switch-user">
              {t('lock.switchUser')}
            </Button>
            <Button type="submit" loading={busy} disabled={!password} data-ht="unlock">
              {t('lock.unlock')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Overlay>
  );
}
