/**
 * A user's detail page (/htservice/user?userId=…): the profile, the roles (editable with
 * system:user:edit) and the user's online sessions (with system:online:list). The initialisation
 * platform shows the same page as /pppp/initSysUser?userId=… (area 'initplat': its title and list).
 */
import { Alert, Anchor, Avatar, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { joinList, t, type KeysUnder } from '../../lib/i18n';
import { useHasPermi } from '../../ui/Permission';
import type { UserDetailReply } from '../../../server/contracts/user-admin';
import type { TableReply } from '../../../server/contracts/common';
import { DetailMissing } from './DetailMissing';
import { label, statusOptions } from '../../ui/choice-options';
import { PEOPLE_AREAS, type PeopleArea } from './people-areas';
import { sexOptions } from './user-resources';
import { usePageQuery } from '../../ui/use-page-query';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import { UserRoles } from './UserRoles';

type Session = { tokenId: string; userName: string; ipaddr: string; browser: string; os: string; loginTime: string; lastActiveTime: string };

function Field({ name, children }: { name: KeysUnder<'system.user'>; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {t(`system.user.${name}`)}
      </Text>
      <Text>{children || '—'}</Text>
    </div>
  );
}

const ONLINE_LIST = '/htservice/online/list';

function Sessions({ userName }: { userName: string }) {
  const query = { userName, pageSize: 100 };
  const { data: rows = [] } = useServerQuery({
    queryKey: endpointKey(ONLINE_LIST, query),
    queryFn: ({ signal }) => api.get<TableReply<Session>>(ONLINE_LIST, query, { signal }).then((r) => r.rows.filter((s) => s.userName === userName)),
  });
  if (rows.length === 0) return <Text c="dimmed">{t('system.user.noSessions')}</Text>;
  return (
    <Table data-ht="user-sessions" aria-label={t('system.user.sessions')}>
      <Table.Thead>
        <Table.Tr>
          {(['ipaddr', 'browser', 'loginTime', 'lastActiveTime'] as const).map((k) => (
            <Table.Th key={k}>{t(`system.user.${k}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((s) => (
          <Table.Tr key={s.tokenId}>
            <Table.Td>{s.ipaddr}</Table.Td>
            <Table.Td>{`${s.browser} / ${s.os}`}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.loginTime}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.lastActiveTime}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function UserDetailPage({ path, area = 'main' }: { path: string; menuId: number; area?: PeopleArea }) {
  useSignals();
  const facts = PEOPLE_AREAS[area];
  const userId = usePageQuery(path, 'userId');
  const canEdit = useHasPermi(['system:user:edit']);
  const canSeeSessions = useHasPermi(['system:online:list']);
  const [reply] = useRecordQuery(idEndpoint('/htservice/user', userId), (url, signal) => api.get<UserDetailReply>(url, undefined, { signal }));
  if (!userId) return <DetailMissing title={t(facts.texts.userDetail)} what={t('system.detail.userId')} listPath={facts.userList} listLabel={t(facts.texts.userBack)} />;
  if (reply === undefined) return null;
  const back = (
    <Anchor component={Link} href={facts.userList}>
      {t(facts.texts.userBack)}
    </Anchor>
  );
  if (reply === null)
    return (
      <Alert color="red" title={t('system.user.notFound')}>
        {back}
      </Alert>
    );
  const user = reply.data;
  return (
    <Stack maw={900} data-ht="user-detail" data-user-id={user.userId}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t(facts.texts.userDetail)} · <span data-user-text>{user.userName}</span>
        </Title>
        {back}
      </Group>
      <Paper withBorder p="lg">
        <Title order={2} size="h5" mb="sm">
          {t('system.user.profile')}
        </Title>
        <Group align="flex-start" gap="xl">
          <Avatar src={user.avatar ? `/prod-api${user.avatar}` : null} size={72} alt={user.nickName} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
            <Field name="userName">{user.userName}</Field>
            <Field name="nickName">{user.nickName}</Field>
            <Field name="phonenumber">{user.phonenumber}</Field>
            <Field name="email">{user.email}</Field>
            <Field name="sex">{label(sexOptions())(user.sex)}</Field>
            <Field name="status">{label(statusOptions())(user.status)}</Field>
            <Field name="createTime">{user.createTime}</Field>
            <Field name="dept">{user.deptName}</Field>
            <Field name="posts">{joinList((reply.posts ?? []).filter((p) => user.postIds?.includes(p.postId)).map((p) => p.postName))}</Field>
          </SimpleGrid>
        </Group>
      </Paper>
      <Paper withBorder p="lg">
        <UserRoles userId={user.userId} canEdit={canEdit} />
      </Paper>
      {canSeeSessions && (
        <Paper withBorder p="lg">
          <Title order={2} size="h5" mb="sm">
            {t('system.user.sessions')}
          </Title>
          <Sessions userName={user.userName} />
        </Paper>
      )}
    </Stack>
  );
}
