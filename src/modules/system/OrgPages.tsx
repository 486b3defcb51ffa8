/**
 * The organisation list (system/org/index), the initialisation platform's organisation list
 * (initplat/org/index, with each organisation's set-up state) and the organisation parameters
 * (system/orgPara/index). Each organisation code opens its detail page: /htservice/org?orgId=… in the main
 * shell, /initplat/org/detail?orgId=… in the initialisation platform (each area keeps its own sign-in).
 */
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { organisation } from '../../state/session.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import { HasPermi } from '../../ui/Permission';
import type { SysOrgRow } from '../../../server/contracts/org';
import type { ParaUpdateResult } from '../../../server/contracts/org-para';
import { initOrgResource, orgDetailHref, orgParaResource, orgResource } from './org-resources';

type PageProps = { path: string; menuId: number };

const detailLink = (area: 'main' | 'initplat') => (row: SysOrgRow) => (
  <Anchor component={Link} href={orgDetailHref(row.orgId, area)} aria-label={t('system.org.openDetail', { code: row.orgCode })} data-ht="org-detail-link">
    {row.orgCode}
  </Anchor>
);

export function OrgPage({ menuId }: PageProps) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => orgResource(detailLink('main')), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}

export function InitOrgPage({ menuId }: PageProps) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => initOrgResource(detailLink('initplat')), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}

export function OrgParaPage({ menuId }: PageProps) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => orgParaResource(), [lang]);
  // Remounting the list is how it reloads after parameters were added (CrudPage loads on its query).
  const [generation, setGeneration] = useState(0);
  const org = organisation.value;
  const update = async () => {
    if (!org) return;
    const reply = await api.get<{ data: ParaUpdateResult }>('/htservice/baseOrgPara/baseOrgParaUpdate', { orgId: org.id, orgCode: org.code, orgName: org.name }).catch(() => null);
    if (!reply) return;
    const keys = reply.data.added.map((p) => p.paraName).join('、');
    notifications.show({ color: 'green', message: keys ? t('system.orgPara.updated', { count: reply.data.added.length, keys }) : t('system.orgPara.upToDate') });
    setGeneration((g) => g + 1);
  };
  return (
    <Stack gap="xs">
      <HasPermi value={['system:orgPara:add']}>
        <Group justify="flex-end">
          <Button variant="light" size="xs" onClick={() => void update()} data-ht="org-para-update">
            {t('system.orgPara.update')}
          </Button>
        </Group>
      </HasPermi>
      <CrudPage key={generation} resource={resource} pageId={String(menuId)} />
    </Stack>
  );
}
