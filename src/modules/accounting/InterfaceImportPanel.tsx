/**
 * The upload half of the day's import on the organisation interface page: a file picker (csv or xlsx) and the start button, then
 * the kind's last tasks with their progress, cancel, retry and rejected-row download (TaskCard). Unlike the
 * shared ImportPanel there is no "import the valid rows anyway": a business day is posted whole or not at all.
 */
import { Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { textsUnder } from '../../lib/i18n';
import { startTask, taskActions, tasks } from '../../state/tasks.model';
import { TaskList } from '../../ui/TaskCard';

const L = textsUnder('accounting.iface');
const INTERFACE_IMPORT_KIND = 'interface-import';

export function InterfaceImportPanel({ allowed }: { allowed: boolean }) {
  useSignals();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await startTask(INTERFACE_IMPORT_KIND, file, {});
      setFile(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" data-ht="interface-import">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {L('importTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {L('importHint')}
        </Text>
        <Group align="flex-end" gap="md">
          <FileInput
            label={L('chooseFile')}
            accept=".xlsx,.csv"
            value={file}
            onChange={setFile}
            clearable
            w={320}
            maw="100%"
            disabled={!allowed}
            description={allowed ? undefined : L('noImportRight')}
            data-ht="import-file"
          />
          <Button onClick={() => void start()} disabled={!file || !allowed} loading={busy} data-ht="import-start">
            {L('start')}
          </Button>
        </Group>
        <TaskList tasks={tasks.value.filter((task) => task.kind === INTERFACE_IMPORT_KIND).slice(0, 3)} actions={taskActions} />
      </Stack>
    </Paper>
  );
}
