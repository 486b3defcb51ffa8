/** Notices (/htservice/notice): administrators draft, edit, publish, withdraw and delete notices. */
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { Notice } from '../../../server/contracts/notice';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { roles } from '../../state/session.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { FieldOption } from '../../ui/crud/crud-types';
import { useHasPermi } from '../../ui/Permission';
import { useEndpoint } from '../../ui/use-endpoint';
import { noticeResource } from './notice/notice-resource';

type LoginOrg = { orgId: number; orgCode: string; orgName: string };

/** Publish or withdraw, after a confirm; the list reloads after it. */
const NO_ORGS: FieldOption[] = [];

function NoticeAction({ row, reload }: { row: Notice; reload: () => void }) {
  const action = row.status === '1' ? 'withdraw' : 'publish';
  const run = () =>
    modals.openConfirmModal({
      title: t('system.notice.confirmTitle'),
      children: t(action === 'publish' ? 'system.notice.confirmPublish' : 'system.notice.confirmWithdraw', { title: row.noticeTitle }),
      labels: { confirm: t('system.notice.ok'), cancel: t('system.notice.cancel') },
      onConfirm: () =>
        void api.put(`/htservice/notice/${row.noticeId}/${action}`).then(
          () => {
            notifications.show({ message: t(action === 'publish' ? 'system.notice.published' : 'system.notice.withdrawn'), color: 'green' });
            reload();
          },
          () => undefined,
        ),
    });
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={action === 'publish' ? 'green' : 'orange'}
      aria-label={t(`system.notice.${action}Of`, { title: row.noticeTitle })}
      onClick={run}
      data-ht={`notice-${action}`}
    >
      {t(`system.notice.${action}`)}
    </Button>
  );
}

export function NoticePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const platform = roles.value.includes('admin');
  const canEdit = useHasPermi(['system:notice:edit']);
  const orgs =
    useEndpoint('/htservice/org/getLoginOrgData', undefined, (r: { data: LoginOrg[] }) => r.data.map((o): FieldOption => ({ value: String(o.orgId), label: `${o.orgCode} ${o.orgName}` })), {
      enabled: platform,
    }).data ?? NO_ORGS;
  const resource = useMemo(() => noticeResource({ platform, orgs, rowActions: (row, reload) => canEdit && <NoticeAction row={row} reload={reload} /> }), [platform, orgs, canEdit]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
