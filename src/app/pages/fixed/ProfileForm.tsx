/**
 * The personal centre's own profile: the avatar (PNG, JPEG or WebP up to 1 MB, previewed before it
 * is sent; the server checks the bytes) and nickname, phone, e-mail and sex. After a save the session
 * reloads the user, so the header shows the new name and picture at once.
 */
import { Avatar, Button, FileButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError, fieldNamedBy } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { loadUserInfo, user } from '../../../state/session.model';
import { focusNextOnEnter } from '../../../ui/focus-next';
import type { AdminUser, AvatarReply } from '../../../../server/contracts/user-admin';

const MAX_AVATAR_BYTES = 1_000_000;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
type Values = Pick<AdminUser, 'nickName' | 'phonenumber' | 'email' | 'sex'>;

function AvatarUpload() {
  useSignals();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const pick = (next: File | null) => {
    setError(undefined);
    if (next && !TYPES.includes(next.type)) return setError(t('profile.avatarType'));
    if (next && next.size > MAX_AVATAR_BYTES) return setError(t('profile.avatarSize'));
    setFile(next);
  };
  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.set('avatarfile', file, file.name);
    setBusy(true);
    try {
      await api.post<AvatarReply>('/htservice/user/profile/avatar', form, { raw: true });
      await loadUserInfo();
      setFile(null);
      notifications.show({ message: t('profile.avatarSaved'), color: 'green' });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="center" gap="lg" data-ht="avatar-upload">
      <Avatar src={preview ?? (user.value?.avatar || null)} size={80} radius="xl" alt={t('profile.avatar')} data-ht="avatar-preview" />
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton onChange={pick} accept={TYPES.join(',')}>
            {(props) => (
              <Button variant="default" size="xs" {...props} data-ht="avatar-choose">
                {t('profile.chooseAvatar')}
              </Button>
            )}
          </FileButton>
          <Button size="xs" disabled={!file} loading={busy} onClick={() => void upload()} data-ht="avatar-save">
            {t('profile.uploadAvatar')}
          </Button>
        </Group>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('profile.avatarRule')}
        </Text>
      </Stack>
    </Group>
  );
}

/** `profile`: the caller's own row as GET /htservice/user/profile answered it (read by the page, which shows the roles too). */
export function ProfileForm({ profile }: { profile: AdminUser }) {
  const [values, setValues] = useState<Values>(() => ({ nickName: profile.nickName, phonenumber: profile.phonenumber, email: profile.email, sex: profile.sex }));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.nickName.trim()) return setErrors({ nickName: t('profile.nickNameRequired') });
    setErrors({});
    setBusy(true);
    try {
      await api.put('/htservice/user/profile', values, { raw: true });
      await loadUserInfo();
      notifications.show({ message: t('profile.saved'), color: 'green' });
    } catch (e) {
      const field = (fieldNamedBy(e) ?? 'nickName') as keyof Values;
      setErrors({ [field]: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="lg" data-ht="profile-form">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('profile.basic')}
        </Title>
        <AvatarUpload />
        <form onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate>
          <Stack gap="sm" maw={420}>
            <TextInput label={t('profile.nickName')} name="nickName" withAsterisk value={values.nickName} error={errors.nickName} onChange={(e) => set('nickName')(e.currentTarget.value)} />
            <TextInput label={t('profile.phonenumber')} name="phonenumber" value={values.phonenumber} error={errors.phonenumber} onChange={(e) => set('phonenumber')(e.currentTarget.value)} />
            <TextInput label={t('profile.email')} name="email" value={values.email} error={errors.email} onChange={(e) => set('email')(e.currentTarget.value)} />
            <Select
              label={t('profile.sex')}
              name="sex"
              allowDeselect={false}
              value={values.sex}
              error={errors.sex}
              data={[
                { value: '0', label: t('profile.male') },
                { value: '1', label: t('profile.female') },
                { value: '2', label: t('profile.unknownSex') },
              ]}
              onChange={(v) => set('sex')(v ?? '2')}
            />
            <Group>
              <Button type="submit" loading={busy} data-ht="profile-save">
                {t('profile.saveProfile')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
