/**
 * Warehouse stock import: upload a stock file (xlsx/csv), follow its progress live (the task socket), cancel it, and
 * download the rejected rows; the recent stock imports are listed below with the same controls.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { permissions, roles } from '../../state/session.model';
import { startTask, TASK_KIND_PERMISSION, taskActions, tasks } from '../../state/tasks.model';
import { PageHeader } from '../../ui/PageHeader';
import { ImportPanel } from '../../ui/ImportPanel';
import { hasPermi } from '../../ui/permissions';
import { TaskList } from '../../ui/TaskCard';

const KIND = 'stock-import';

export function StockImportPage(_props: { path: string; menuId: number }) {
  useSignals();
  const allowed = roles.value.includes('admin') || hasPermi(permissions.value, [TASK_KIND_PERMISSION[KIND]]);
  return (
    <Stack gap="sm">
      <PageHeader title={t('consumables.importTitle')}>
        <Text size="sm" c="dimmed">
          {t('consumables.importHint')}
        </Text>
        <ImportPanel allowed={allowed} onStart={(file, importValidRows) => startTask(KIND, file, { importValidRows: String(importValidRows) })} />
      </PageHeader>
      <Title order={2} size="h5">
        {t('consumables.recent')}
      </Title>
      <TaskList tasks={tasks.value.filter((task) => task.kind === KIND).slice(0, 10)} actions={taskActions} empty={t('task.empty')} />
    </Stack>
  );
}
