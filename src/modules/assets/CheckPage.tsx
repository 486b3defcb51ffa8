/** Asset checks (assets/check/index): the organisation's asset checks, and a new check of one department's cards. */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { AssetCheckRow } from '../../../server/contracts/asset';
import { today } from '../../lib/format-date';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { CrudResource } from '../../ui/crud/crud-types';
import { useHasPermi } from '../../ui/Permission';
import { CheckDialog } from './CheckDialog';
import { useAssetOptions, type AssetOptions } from './options';

const L = (k: string) => t(`assets.${k}`);

function checkResource(options: AssetOptions, toolbar: CrudResource<AssetCheckRow>['toolbar']): CrudResource<AssetCheckRow> {
  return {
    tableId: 'assets-check',
    title: L('checkTitle'),
    idField: 'checkId',
    base: '/htservice/assets/check',
    columns: [
      { key: 'checkDate', label: L('checkDate'), prop: 'checkDate', width: 120, sortable: true },
      { key: 'deptName', label: L('deptName'), prop: 'deptName', width: 120 },
      { key: 'checkedCount', label: L('checkedCount'), prop: 'checkedCount', width: 100, align: 'right', sortable: true },
      { key: 'lossCount', label: L('lossCount'), prop: 'lossCount', width: 100, align: 'right', sortable: true },
      { key: 'userName', label: L('checkBy'), prop: 'userName', width: 100 },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 200 },
    ],
    filters: [{ key: 'deptId', label: L('deptId'), type: 'select', options: options.depts }],
    fields: [],
    permissions: {},
    toolbar,
  };
}

export function CheckPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const options = useAssetOptions(false);
  const canAdd = useHasPermi(['assets:check:add']);
  const [adding, setAdding] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const resource = useMemo(
    () => ({
      ...checkResource(
        options,
        () =>
          canAdd && (
            <Button variant="light" onClick={() => setAdding(true)} data-ht="crud-add">
              {L('addCheck')}
            </Button>
          ),
      ),
      create: canAdd ? { label: L('addCheck'), onClick: () => setAdding(true) } : undefined,
    }),
    [lang, options, canAdd],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} refreshKey={refresh} />
      {adding && (
        <CheckDialog
          depts={options.depts}
          today={today()}
          onClose={(saved) => {
            setAdding(false);
            if (saved) setRefresh((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
