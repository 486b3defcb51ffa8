/**
 * Opening balances: the organisation's opening balances (read-only list, filtered by year) with the import on
 * top: upload for a year, live progress, cancel, rejected rows; the list reloads when an import finishes.
 */
import { NumberInput, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { OpeningBalanceRow } from '../../../server/contracts/ledger';
import { keysUnder, t, textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { permissions, roles } from '../../state/session.model';
import { startTask, TASK_KIND_PERMISSION, taskActions, tasks } from '../../state/tasks.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { CrudResource } from '../../ui/crud/crud-types';
import { ImportPanel } from '../../ui/ImportPanel';
import { hasPermi } from '../../ui/permissions';
import { TaskList } from '../../ui/TaskCard';
import { useTasksFinished } from '../../ui/use-tasks-finished';

const KIND = 'opening-balance-import';

const L = textsUnder('accounting');
const K = keysUnder('accounting');

const resource: CrudResource<OpeningBalanceRow> = {
  tableId: 'accounting-opening-balance',
  title: K('openingTitle'),
  idField: 'balanceId',
  base: '/htservice/accounting/openingBalance',
  columns: [
    { key: 'year', label: K('year'), prop: 'year', width: 80, sortable: true },
    { key: 'accountCode', label: K('accountCode'), prop: 'accountCode', width: 130, sortable: true },
    { key: 'accountName', label: K('accountName'), prop: 'accountName', width: 200, sortable: true },
    { key: 'direction', label: K('direction'), prop: 'direction', width: 90, render: (r) => L(r.direction === 'D' ? 'debit' : 'credit') },
    { key: 'openingBalance', label: K('openingBalance'), prop: 'openingBalance', width: 150, align: 'right', sortable: true, render: (r) => formatFen(r.openingBalance) },
  ],
  filters: [
    { key: 'year', label: K('year'), type: 'text', maxLength: 4 },
    { key: 'accountCode', label: K('accountCode'), type: 'text', maxLength: 20 },
    { key: 'accountName', label: K('accountName'), type: 'text' },
  ],
  fields: [],
  planFields: [
    { field: 'accountCode', label: K('accountCode'), type: 'text' },
    { field: 'accountName', label: K('accountName'), type: 'text' },
  ],
  permissions: {},
};

export function OpeningBalancePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const [year, setYear] = useState<number>(new Date().getFullYear());
  // The list shows the new balances once an import of them is done: remount it.
  const generation = useTasksFinished([KIND]);
  const allowed = roles.value.includes('admin') || hasPermi(permissions.value, [TASK_KIND_PERMISSION[KIND]]);
  return (
    <CrudPage
      key={generation}
      resource={resource}
      pageId={String(menuId)}
      belowTitle={
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('accounting.importHint')}
          </Text>
          <ImportPanel allowed={allowed} onStart={(file, importValidRows) => startTask(KIND, file, { importValidRows: String(importValidRows), year: String(year) })}>
            <NumberInput label={t('accounting.year')} value={year} onChange={(v) => setYear(Number(v) || new Date().getFullYear())} min={1900} max={2199} w={110} data-ht="import-year" />
          </ImportPanel>
          <TaskList tasks={tasks.value.filter((task) => task.kind === KIND).slice(0, 3)} actions={taskActions} />
        </Stack>
      }
    />
  );
}
