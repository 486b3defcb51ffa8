/**
 * The roles of the organisation (system/role/index, also initplat/initRole/index): list, add, edit, delete,
 * status; a role's name opens its detail (/htservice/role?roleId=…, in the initialisation platform /pppp/initSysRole?roleId=…).
 */
import { Anchor, Badge, Group } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { roleName } from '../../ui/builtin-labels';
import { useHasPermi } from '../../ui/Permission';
import { PEOPLE_AREAS, type PeopleArea } from './people-areas';
import { StatusSwitch } from '../../ui/StatusSwitch';
import { roleResource } from './user-resources';

export function RolePage({ menuId, area = 'main' }: { path: string; menuId: number; area?: PeopleArea }) {
  useSignals();
  const facts = PEOPLE_AREAS[area];
  const canEdit = useHasPermi(['system:role:edit']);
  const [refresh, setRefresh] = useState(0);
  const resource = useMemo(
    () => ({
      ...roleResource({
        name: (row) => (
          <Group gap={4} wrap="nowrap">
            <Anchor component={Link} size="sm" href={`${facts.roleDetail}?roleId=${row.roleId}`} aria-label={t('system.role.open', { name: roleName(row) })} data-ht="role-link">
              {roleName(row)}
            </Anchor>
            {row.builtIn && (
              <Badge size="xs" variant="light" title={t('system.role.builtIn')}>
                {t('system.user.builtIn')}
              </Badge>
            )}
          </Group>
        ),
        status: (row) => (
          <StatusSwitch
            status={row.status}
            label={t('system.role.statusOf', { name: roleName(row) })}
            disabled={!canEdit || row.builtIn}
            url="/htservice/role/changeStatus"
            body={{ roleId: row.roleId }}
            onChanged={() => setRefresh((n) => n + 1)}
          />
        ),
      }),
      title: facts.texts.roles,
    }),
    [canEdit, facts],
  );
  return <CrudPage resource={resource} pageId={String(menuId)} refreshKey={refresh} />;
}
