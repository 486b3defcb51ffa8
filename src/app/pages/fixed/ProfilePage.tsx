/** Personal centre (/user/profile) and the initialisation area's profile (InitplatProfile): who is signed in, where and for which date. */
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { roleName } from '../../../ui/builtin-labels';
import { useEndpoint } from '../../../ui/use-endpoint';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { loginDate, loginPeriod, organisation, user, userinfo } from '../../../state/session.model';
import type { ProfileReply } from '../../../../server/contracts/user-admin';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

export function ProfilePage({ path }: { path: string }) {
  useSignals();
  const period = loginPeriod.value;
  // The caller's own row and roles: the session holds only role keys, the page names each role.
  const profile = useEndpoint('/htservice/user/profile', undefined, (reply: ProfileReply) => reply).data ?? null;
  return (
    <Stack maw={720}>
      <Title order={1} size="h3">
        {t(path === '/initplat/profile' ? 'fixed.initplatProfile' : 'fixed.profile')}
      </Title>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Row label={t('fixed.profileUser')}>
            ({user.value?.name}) {user.value?.nickName}
          </Row>
          <Row label={t('fixed.profileOrg')}>
            ({organisation.value?.code}) {organisation.value?.name}
          </Row>
          <Row label={t('fixed.profilePhone')}>{userinfo.value?.phonenumber || '—'}</Row>
          <Row label={t('fixed.profileLoginDate')}>{loginDate.value}</Row>
          <Row label={t('fixed.profilePeriod')}>{period ? t('user.periodLabel', { year: period.year, period: period.period }) : t('user.noPeriod')}</Row>
          <div>
            <Text size="sm" c="dimmed">
              {t('fixed.profileRoles')}
            </Text>
            <Group gap={4} data-ht="profile-roles">
              {profile?.roles.map((role) => (
                <Badge key={role.roleKey} variant="light" tt="none">
                  {roleName(role)}
                </Badge>
              ))}
            </Group>
          </div>
        </SimpleGrid>
      </Paper>
      {path !== '/initplat/profile' && profile && <ProfileForm profile={profile.data} />}
      <PasswordForm />
    </Stack>
  );
}
