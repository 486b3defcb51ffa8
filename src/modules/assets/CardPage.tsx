/**
 * Asset cards (assets/card/index): the organisation's asset cards (CrudPage: form, delete, generation and
 * check status tags), copy to another department, generation of one card or of every card still to be
 * generated (a task), and the card import on top (upload, live progress, rejected rows). A generated card
 * still in use can be transferred to another department or disposed of (with its voucher); every
 * card's history (transfers, disposal) opens from its row. The list reloads when an import or a generation
 * finishes and after a copy, transfer or disposal.
 */
import { Button, Spoiler, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { AssetCardRow } from '../../../server/contracts/asset';
import { t } from '../../lib/i18n';
import { startRun, startTask, taskActions, tasks } from '../../state/tasks.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import { ImportPanel } from '../../ui/ImportPanel';
import { useHasPermi } from '../../ui/Permission';
import { TaskList } from '../../ui/TaskCard';
import { useTasksFinished } from '../../ui/use-tasks-finished';
import { cardResource } from './card-resource';
import { CopyDialog } from './CopyDialog';
import { DisposeDialog } from './DisposeDialog';
import { HistoryDialog } from './HistoryDialog';
import { TransferDialog } from './TransferDialog';
import { useAssetOptions } from './options';

const IMPORT = 'asset-card-import';
const GENERATION = 'asset-generation';

function generate(cardIds?: number[]) {
  void startRun(GENERATION, cardIds ? { cardIds } : {})
    .then(() => notifications.show({ message: t('assets.generationStarted'), color: 'blue' }))
    .catch(() => undefined);
}

export function CardPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const options = useAssetOptions();
  const canAdd = useHasPermi(['assets:card:add']);
  const canImport = useHasPermi(['assets:card:import']);
  const canGenerate = useHasPermi(['assets:card:generate']);
  const canTransfer = useHasPermi(['assets:card:transfer']);
  const canDispose = useHasPermi(['assets:card:dispose']);
  const [copying, setCopying] = useState<AssetCardRow | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'transfer' | 'dispose' | 'history'; card: AssetCardRow } | null>(null);
  const tasksFinished = useTasksFinished([IMPORT, GENERATION], true);
  const [changes, setChanges] = useState(0);
  const refresh = tasksFinished + changes;
  const closed = (changed: boolean) => {
    setDialog(null);
    if (changed) setChanges((n) => n + 1);
  };
  const resource = useMemo(
    () =>
      cardResource(options, {
        toolbar: () =>
          canGenerate && (
            <Button variant="light" onClick={() => generate()} data-ht="asset-generate-all">
              {t('assets.generateAll')}
            </Button>
          ),
        // After edit: the card's next step (generate; transfer or dispose once generated), then copy and history.
        rowMenu: {
          name: (row) => row.assetCode,
          actions: (row) => {
            const inUse = row.genStatus === '1' && !row.disposalDate;
            return [
              canGenerate &&
                row.genStatus === '0' && { label: t('assets.generate'), name: t('assets.generateOf', { code: row.assetCode }), hook: 'asset-generate', onClick: () => generate([row.cardId]) },
              canTransfer &&
                inUse && { label: t('assets.transfer'), name: t('assets.transferOf', { code: row.assetCode }), hook: 'asset-transfer-open', onClick: () => setDialog({ kind: 'transfer', card: row }) },
              canDispose &&
                inUse && {
                  label: t('assets.dispose'),
                  name: t('assets.disposeOf', { code: row.assetCode }),
                  hook: 'asset-dispose-open',
                  color: 'red',
                  onClick: () => setDialog({ kind: 'dispose', card: row }),
                },
              canAdd && { label: t('assets.copy'), name: t('assets.copyOf', { code: row.assetCode }), hook: 'asset-copy-open', onClick: () => setCopying(row) },
              { label: t('assets.history'), name: t('assets.historyOf', { code: row.assetCode }), hook: 'asset-history-open', onClick: () => setDialog({ kind: 'history', card: row }) },
            ];
          },
        },
      }),
    [options, canAdd, canGenerate, canTransfer, canDispose],
  );
  return (
    <Stack gap="sm">
      <CrudPage
        resource={resource}
        pageId={String(menuId)}
        refreshKey={refresh}
        belowTitle={
          canImport && (
            <Stack gap="xs">
              {/* Two lines of the long column list, the rest on request: it filled a phone's first screen. */}
              <Spoiler maxHeight={44} showLabel={t('assets.importHintMore')} hideLabel={t('assets.importHintLess')} styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}>
                <Text size="sm" c="dimmed">
                  {t('assets.importHint')}
                </Text>
              </Spoiler>
              <ImportPanel allowed={canImport} onStart={(file, importValidRows) => startTask(IMPORT, file, { importValidRows: String(importValidRows) })} />
              <TaskList tasks={tasks.value.filter((task) => task.kind === IMPORT || task.kind === GENERATION).slice(0, 3)} actions={taskActions} />
            </Stack>
          )
        }
      />
      {copying && (
        <CopyDialog
          card={copying}
          depts={options.depts}
          onClose={(copied) => {
            setCopying(null);
            if (copied) setChanges((n) => n + 1);
          }}
        />
      )}
      {dialog?.kind === 'transfer' && <TransferDialog card={dialog.card} depts={options.depts} onClose={closed} />}
      {dialog?.kind === 'dispose' && <DisposeDialog card={dialog.card} onClose={closed} />}
      {dialog?.kind === 'history' && <HistoryDialog card={dialog.card} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
