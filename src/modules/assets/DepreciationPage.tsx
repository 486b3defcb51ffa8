/**
 * Asset depreciation (assets/depreciation/index): choose an accounting period and depreciate it (a task: progress
 * in the task card, a refusal such as a closed or already depreciated period as its end step); below, the
 * depreciated periods with their total and the posted voucher (linking to the voucher detail route), and
 * each period's amounts per card. The latest period's run can be reversed (after a confirm; the server
 * refuses it once its voucher is audited or its period closed, and says so).
 */
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { DepreciationLineRow, DepreciationRunRow } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { startRun, taskActions, tasks } from '../../state/tasks.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import { textOf } from '../../ui/crud/draw-resource';
import type { CrudResource } from '../../ui/crud/crud-types';
import { useHasPermi } from '../../ui/Permission';
import { TaskList } from '../../ui/TaskCard';
import { useTasksFinished } from '../../ui/use-tasks-finished';
import { formatDateTime } from '../../lib/format-date';
import { formatFen } from '../../lib/money';
import { VoucherLink } from './VoucherLink';

const KIND = 'asset-depreciation';
const L = textsUnder('assets');
const K = keysUnder('assets');
/** The twelve accounting periods of a year. */
const PERIODS = Array.from({ length: 12 }, (_, i) => i + 1);
const periodLabel = (r: { year: number; period: number }) => L('periodText', { year: r.year, period: r.period });

function reverse(run: DepreciationRunRow, reload: () => void) {
  const period = periodLabel(run);
  modals.openConfirmModal({
    title: L('reverseOf', { period }),
    children: L('reverseConfirm', { period }),
    labels: { confirm: L('reverse'), cancel: L('cancel') },
    confirmProps: { color: 'red', 'data-ht': 'depreciation-reverse-confirm' },
    onConfirm: () =>
      void api.delete(`/htservice/assets/depreciation/${run.runId}`).then(
        () => {
          notifications.show({ message: L('reversed', { period }), color: 'green' });
          reload();
        },
        () => undefined,
      ),
  });
}

function runResource(showLines: (run: DepreciationRunRow) => void, canReverse: boolean): CrudResource<DepreciationRunRow> {
  return {
    tableId: 'assets-depreciation',
    title: K('depreciationTitle'),
    idField: 'runId',
    base: '/htservice/assets/depreciation',
    columns: [
      { key: 'period', label: K('period'), prop: 'period', width: 140, sortable: true, render: periodLabel },
      { key: 'cardCount', label: K('cardCount'), prop: 'cardCount', width: 90, align: 'right', sortable: true },
      { key: 'total', label: K('total'), prop: 'total', width: 140, align: 'right', sortable: true, render: (r) => formatFen(r.total) },
      {
        key: 'voucher',
        label: K('voucher'),
        prop: 'voucherNumber',
        width: 120,
        render: (r) => <VoucherLink voucherId={r.voucherId} voucherNumber={r.voucherNumber} label={L('voucherOf', { no: r.voucherNumber ?? '' })} hook="depreciation-voucher" />,
      },
      { key: 'userName', label: K('userName'), prop: 'userName', width: 100 },
      { key: 'createdAt', label: K('createdAt'), prop: 'createdAt', width: 170, sortable: true, render: (r) => formatDateTime(r.createdAt) },
    ],
    filters: [{ key: 'year', label: K('year'), type: 'text', maxLength: 4 }],
    fields: [],
    permissions: {},
    rowActions: (r, reload) => (
      <>
        <Button size="compact-xs" variant="subtle" aria-label={L('linesOf', { period: periodLabel(r) })} data-ht="depreciation-lines" onClick={() => showLines(r)}>
          {L('lines')}
        </Button>
        {canReverse && r.latest && (
          <Button size="compact-xs" variant="subtle" color="red" aria-label={L('reverseOf', { period: periodLabel(r) })} data-ht="depreciation-reverse" onClick={() => reverse(r, reload)}>
            {L('reverse')}
          </Button>
        )}
      </>
    ),
  };
}

function lineResource(run: DepreciationRunRow): CrudResource<DepreciationLineRow> {
  return {
    tableId: 'assets-depreciation-lines',
    title: () => L('linesTitle', { period: periodLabel(run) }),
    idField: 'cardId',
    base: '/htservice/assets/depreciation/line',
    fixedQuery: { runId: String(run.runId) },
    columns: [
      { key: 'assetCode', label: K('assetCode'), prop: 'assetCode', width: 120, sortable: true },
      { key: 'assetName', label: K('assetName'), prop: 'assetName', width: 160 },
      { key: 'deptName', label: K('deptName'), prop: 'deptName', width: 100 },
      { key: 'amount', label: K('amount'), prop: 'amount', width: 120, align: 'right', sortable: true, render: (r) => formatFen(r.amount) },
      { key: 'accumulatedAfter', label: K('accumulatedAfter'), prop: 'accumulatedAfter', width: 150, align: 'right', sortable: true, render: (r) => formatFen(r.accumulatedAfter) },
    ],
    filters: [],
    fields: [],
    permissions: {},
  };
}

export function DepreciationPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const canRun = useHasPermi(['assets:depreciation:calculate']);
  const canReverse = useHasPermi(['assets:depreciation:reverse']);
  const now = new Date();
  const [year, setYear] = useState(now.getFullYear());
  const [period, setPeriod] = useState(String(now.getMonth() + 1));
  const [lines, setLines] = useState<DepreciationRunRow | null>(null);
  const refresh = useTasksFinished([KIND], true);
  const resource = useMemo(() => runResource(setLines, canReverse), [canReverse]);
  const lineList = useMemo(() => (lines ? lineResource(lines) : null), [lines]);
  const run = () =>
    void startRun(KIND, { year, period: Number(period) })
      .then(() => notifications.show({ message: L('depreciationStarted'), color: 'blue' }))
      .catch(() => undefined);
  return (
    <Stack gap="sm">
      <CrudPage
        resource={resource}
        pageId={String(menuId)}
        refreshKey={refresh}
        belowTitle={
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {L('depreciationHint')}
            </Text>
            {canRun && (
              <Group align="flex-end" gap="sm" data-ht="depreciation-panel">
                <NumberInput label={L('year')} value={year} onChange={(v) => setYear(Number(v) || now.getFullYear())} min={1900} max={2199} w={110} data-ht="depreciation-year" />
                {/* Shows the period as words (Period 11); scripts read the number from the hidden input (depreciation-period-value). */}
                <Select
                  label={L('period')}
                  data={PERIODS.map((n) => ({ value: String(n), label: L('periodN', { n }) }))}
                  value={period}
                  onChange={(v) => setPeriod(v ?? period)}
                  allowDeselect={false}
                  w={120}
                  data-ht="depreciation-period"
                  hiddenInputProps={{ 'data-ht': 'depreciation-period-value' } as React.ComponentProps<'input'>}
                />
                <Button onClick={run} data-ht="depreciation-run">
                  {L('runDepreciation')}
                </Button>
              </Group>
            )}
            <TaskList tasks={tasks.value.filter((task) => task.kind === KIND).slice(0, 3)} actions={taskActions} />
          </Stack>
        }
      />
      {lines && lineList && (
        <Modal opened onClose={() => setLines(null)} title={textOf(lineList.title)} size="xl" data-ht="depreciation-lines-dialog">
          <CrudPage resource={lineList} pageId={`${menuId}-lines`} inDialog />
        </Modal>
      )}
    </Stack>
  );
}
