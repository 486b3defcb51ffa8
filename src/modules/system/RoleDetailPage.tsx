/**
 * A role's detail page (/htservice/role?roleId=…): its menus and permissions as a checkable tree
 * (saved with the role's version: a stale save is refused with a message) and the users holding it.
 * Built-in roles are shown read-only. The initialisation platform shows the same page as
 * /pppp/initSysRole?roleId=… (area 'initplat': its title and list).
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import { useHasPermi } from '../../ui/Permission';
import type { AdminRole, RoleMenuTreeReply } from '../../../server/contracts/user-admin';
import { DetailMissing } from './DetailMissing';
import { PEOPLE_AREAS, type PeopleArea } from './people-areas';
import { RoleMenuTree } from './RoleMenuTree';
import { RoleUsers } from './RoleUsers';
import { usePageQuery } from '../../ui/use-page-query';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';
import { useInvalidateEndpoints } from '../../ui/server-query';

const readRole = (url: string, signal: AbortSignal) => api.get<{ data: AdminRole }>(url, undefined, { signal }).then((r) => r.data);
const readTree = (url: string, signal: AbortSignal) => api.get<RoleMenuTreeReply>(url, undefined, { signal });

export function RoleDetailPage({ path, area = 'main' }: { path: string; menuId: number; area?: PeopleArea }) {
  useSignals();
  const facts = PEOPLE_AREAS[area];
  const roleId = usePageQuery(path, 'roleId');
  const canEdit = useHasPermi(['system:role:edit']);
  const invalidate = useInvalidateEndpoints();
  const treeUrl = idEndpoint('/htservice/menu/userMenuTreeselect', roleId);
  // The role is read again after the save below (a write to /htservice/role); its tree is asked for again explicitly.
  const [role] = useRecordQuery(idEndpoint('/htservice/role', roleId), readRole);
  const [tree] = useRecordQuery(treeUrl, readTree);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  // The boxes start as the server has them, and again whenever its answer changes.
  useEffect(() => setChecked(new Set(tree?.checkedKeys ?? [])), [tree]);

  if (!roleId) return <DetailMissing title={t(facts.texts.roleDetail)} what={t('system.detail.roleId')} listPath={facts.roleList} listLabel={t(facts.texts.roleBack)} />;
  if (role === undefined || (role && tree === undefined)) return null;
  const back = (
    <Anchor component={Link} href={facts.roleList}>
      {t(facts.texts.roleBack)}
    </Anchor>
  );
  if (role === null || !tree)
    return (
      <Alert color="red" title={t('system.role.notFound')}>
        {back}
      </Alert>
    );
  const readOnly = !canEdit || role.builtIn;
  const save = () => {
    setBusy(true);
    api
      .put('/htservice/role', { roleId: role.roleId, version: role.version, menuIds: [...checked] })
      .then(
        () => {
          notifications.show({ message: t('ui.crud.saved'), color: 'green' });
          return invalidate((endpoint) => endpoint === treeUrl);
        },
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  return (
    <Stack maw={900} data-ht="role-detail" data-role-id={role.roleId}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t(facts.texts.roleDetail)} · <span data-user-text>{roleName(role)}</span> ({role.roleKey})
        </Title>
        {back}
      </Group>
      {role.builtIn && <Alert color="gray">{t('system.role.builtIn')}</Alert>}
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {t('system.role.menus')}
          </Title>
          {!readOnly && (
            <Button size="xs" onClick={save} loading={busy} data-ht="role-menus-save">
              {t('system.role.saveMenus')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" mb="xs">
          {t('system.role.menuTree', { name: roleName(role) })}
        </Text>
        <RoleMenuTree menus={tree.menus} checked={checked} disabled={readOnly} onChange={setChecked} />
      </Paper>
      <Paper withBorder p="lg">
        <RoleUsers role={role} canEdit={canEdit} />
      </Paper>
    </Stack>
  );
}
