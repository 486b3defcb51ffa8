/**
 * The organisation list (system/org/index), the initialisation platform's organisation list
 * (initplat/org/index, with each organisation's set-up state) and the organisation parameters
 * (system/orgPara/index). Each organisation code opens its detail page: /htservice/org?orgId=… in the main
 * shell, /initplat/org/detail?orgId=… in the initialisation platform (each area keeps its own sign-in);
 * there each row also opens its initial configuration (/pppp/config?orgId=…).
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { joinList, t } from '../../lib/i18n';
import { organisation, roles } from '../../state/session.model';
import { startRun, taskActions, tasks } from '../../state/tasks.model';
import type { CrudResource } from '../../ui/crud/crud-types';
import { CrudPage } from '../../ui/crud/CrudPage';
import { HasPermi } from '../../ui/Permission';
import { TaskList } from '../../ui/TaskCard';
import type { SysOrgRow } from '../../../server/contracts/org';
import type { ParaUpdateResult } from '../../../server/contracts/org-para';
import { INITPLAT_PATHS } from './initplat-paths';
import { initOrgResource, orgDetailHref, orgParaName, orgParaResource, orgResource } from './org-resources';

type PageProps = { path: string; menuId: number };

const detailLink = (area: 'main' | 'initplat') => (row: SysOrgRow) => (
  <Anchor component={Link} size="sm" href={orgDetailHref(row.orgId, area)} aria-label={t('system.org.openDetail', { code: row.orgCode })} data-ht="org-detail-link">
    {row.orgCode}
  </Anchor>
);

const orgList = orgResource(detailLink('main'));

export function OrgPage({ menuId }: PageProps) {
  return <CrudPage resource={orgList} pageId={String(menuId)} />;
}

const initOrgList: CrudResource<SysOrgRow> = {
  ...initOrgResource(detailLink('initplat')),
  rowActions: (row) => (
    <Button
      component={Link}
      href={`${INITPLAT_PATHS.configDetail}?orgId=${row.orgId}`}
      size="compact-xs"
      variant="subtle"
      aria-label={t('system.initplat.configOf', { code: row.orgCode })}
      data-ht="init-config-link"
    >
      {t('system.initplat.config')}
    </Button>
  ),
};

export function InitOrgPage({ menuId }: PageProps) {
  useSignals();
  // The platform administrator brings every hotel up to the group's templates at once (the data-sync task).
  const isAdmin = roles.value.includes('admin');
  return (
    <CrudPage
      resource={initOrgList}
      pageId={String(menuId)}
      belowTitle={
        isAdmin && (
          <Stack gap="xs" data-ht="data-sync">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('system.initOrg.syncHint')}
              </Text>
              <Button variant="light" onClick={() => void startRun('data-sync', {})} data-ht="data-sync-start">
                {t('system.initOrg.sync')}
              </Button>
            </Group>
            <TaskList tasks={tasks.value.filter((task) => task.kind === 'data-sync').slice(0, 3)} actions={taskActions} />
          </Stack>
        )
      }
    />
  );
}

export function OrgParaPage({ menuId }: PageProps) {
  useSignals();
  // Remounting the list is how it reloads after parameters were added (CrudPage loads on its query).
  const [generation, setGeneration] = useState(0);
  const org = organisation.value;
  const update = async () => {
    if (!org) return;
    const reply = await api.get<{ data: ParaUpdateResult }>('/htservice/baseOrgPara/baseOrgParaUpdate', { orgId: org.id, orgCode: org.code, orgName: org.name }).catch(() => null);
    if (!reply) return;
    const keys = joinList(reply.data.added.map(orgParaName));
    notifications.show({ color: 'green', message: keys ? t('system.orgPara.updated', { count: reply.data.added.length, keys }) : t('system.orgPara.upToDate') });
    setGeneration((g) => g + 1);
  };
  return (
    // The page-wide action sits under the title (issue 16's template), never above it.
    <CrudPage
      key={generation}
      resource={orgParaResource}
      pageId={String(menuId)}
      belowTitle={
        <HasPermi value={['system:orgPara:add']}>
          <Group>
            <Button variant="light" onClick={() => void update()} data-ht="org-para-update">
              {t('system.orgPara.update')}
            </Button>
          </Group>
        </HasPermi>
      }
    />
  );
}
