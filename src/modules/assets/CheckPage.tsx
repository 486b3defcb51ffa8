/** Asset checks (assets/check/index): the organisation's asset checks, and a new check of one department's cards. */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { AssetCheckRow } from '../../../server/contracts/asset';
import { today } from '../../lib/format-date';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { CrudResource } from '../../ui/crud/crud-types';
import { useHasPermi } from '../../ui/Permission';
import { CheckDialog } from './CheckDialog';
import { useAssetOptions, type AssetOptions } from './options';

const L = textsUnder('assets');
const K = keysUnder('assets');

function checkResource(options: AssetOptions, toolbar: CrudResource<AssetCheckRow>['toolbar']): CrudResource<AssetCheckRow> {
  return {
    tableId: 'assets-check',
    title: K('checkTitle'),
    idField: 'checkId',
    base: '/htservice/assets/check',
    columns: [
      { key: 'checkDate', label: K('checkDate'), prop: 'checkDate', width: 120, sortable: true },
      { key: 'deptName', label: K('deptName'), prop: 'deptName', width: 120 },
      { key: 'checkedCount', label: K('checkedCount'), prop: 'checkedCount', width: 100, align: 'right', sortable: true },
      { key: 'lossCount', label: K('lossCount'), prop: 'lossCount', width: 100, align: 'right', sortable: true },
      { key: 'userName', label: K('checkBy'), prop: 'userName', width: 100 },
      { key: 'remark', label: K('remark'), prop: 'remark', width: 200 },
    ],
    filters: [{ key: 'deptId', label: K('deptId'), type: 'select', options: options.depts }],
    fields: [],
    permissions: {},
    toolbar,
  };
}

export function CheckPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
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
      create: canAdd ? { label: K('addCheck'), onClick: () => setAdding(true) } : undefined,
    }),
    [options, canAdd],
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
