/**
 * The import slot of a record page, for kinds whose metadata names an `importTask`: a toolbar button
 * (shown with the `<prefix>:import` permission) opens a panel under the page title with the sheet's columns,
 * the shared ImportPanel and the kind's recent imports (TaskCard: live progress, cancel, rejected rows).
 * When one of them is done the page shows the list again from the server (`useTasksFinished`).
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import type { Signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import type { RecordMeta } from '../../../server/contracts/records';
import type { TaskKind } from '../../../server/contracts/task';
import { joinList, locale, t } from '../../lib/i18n';
import { startTask, taskActions, tasks } from '../../state/tasks.model';
import { ImportPanel } from '../../ui/ImportPanel';
import { useHasPermi } from '../../ui/Permission';
import { TaskList } from '../../ui/TaskCard';

/** The toolbar button that shows or hides the import panel. */
export function ImportToggle({ meta, open }: { meta: RecordMeta; open: Signal<boolean> }) {
  useSignals();
  if (!useHasPermi([`${meta.perms}:import`])) return null;
  return (
    <Button variant="light" color="teal" aria-expanded={open.value} onClick={() => (open.value = !open.value)} data-ht="record-import">
      {t('records.import')}
    </Button>
  );
}

export function ImportSection({ meta }: { meta: RecordMeta }) {
  useSignals();
  const lang = locale.value;
  const kind = meta.importTask as TaskKind;
  const code = meta.fields.find((f) => f.key === meta.codeField)!;
  const columns = joinList(
    meta.fields.map((f) => f[lang]),
    lang,
  );
  return (
    <Paper withBorder p="sm" data-ht="record-import-section" aria-label={t('records.importTitle', { kind: meta[lang] })}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('records.importTitle', { kind: meta[lang] })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('records.importHint', { columns, code: code[lang] })}
        </Text>
        <ImportPanel allowed onStart={(file, importValidRows) => startTask(kind, file, { importValidRows: String(importValidRows) })} />
        <TaskList tasks={tasks.value.filter((task) => task.kind === kind).slice(0, 3)} actions={taskActions} />
      </Stack>
    </Paper>
  );
}
