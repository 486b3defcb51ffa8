/** The operation log page (system monitoring): every write through the API, filtered, opened in a detail, exported, deleted or cleaned. */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useHasPermi } from '../../ui/Permission';
import { LogCleanButton } from './LogCleanButton';
import { OperLogDetail } from './OperLogDetail';
import { operLogResource } from './operlog-resource';

export function OperLogPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const canQuery = useHasPermi(['system:operlog:query']);
  const [opened, setOpened] = useState<number | null>(null);
  const resource = useMemo(
    () =>
      operLogResource(
        (row) =>
          canQuery && (
            <Button size="compact-xs" variant="subtle" aria-label={t('system.operlog.detailOf', { id: row.operId })} onClick={() => setOpened(row.operId)} data-ht="operlog-open">
              {t('system.operlog.detail')}
            </Button>
          ),
        (reload) => (
          <LogCleanButton
            url="/htservice/operlog/clean"
            permission="system:operlog:remove"
            texts={{ label: t('system.operlog.clean'), confirm: t('system.operlog.confirmClean'), done: t('system.operlog.cleaned') }}
            hook="operlog-clean"
            onCleaned={reload}
          />
        ),
      ),
    [canQuery],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} />
      {opened !== null && <OperLogDetail operId={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
