/**
 * The upload half of an import page: a file picker (xlsx or csv), the "import the valid rows anyway"
 * choice, the kind's own fields (`children`, e.g. a year) and the start button. What starting means
 * (the call, the task it answers) is the page's, through `onStart`.
 */
import { Button, Checkbox, FileInput, Group, Paper } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { t } from '../lib/i18n';

export type ImportPanelProps = {
  onStart: (file: File, importValidRows: boolean) => Promise<unknown>;
  /** Whether the user may start one (the kind's import permission). */
  allowed: boolean;
  children?: ReactNode;
};

export function ImportPanel({ onStart, allowed, children }: ImportPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [validRows, setValidRows] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await onStart(file, validRows);
      setFile(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm" data-ht="import-panel">
      <Group align="flex-end" gap="md">
        <FileInput
          label={t('task.chooseFile')}
          placeholder={t('task.filePlaceholder')}
          // FileInput draws its placeholder as text (not a native ::placeholder), so it must be readable: dimmed, not the paler placeholder grey.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept=".xlsx,.csv"
          value={file}
          onChange={setFile}
          clearable
          w={320}
          disabled={!allowed}
          data-ht="import-file"
        />
        {children}
        <Checkbox label={t('task.importValidRows')} checked={validRows} onChange={(e) => setValidRows(e.currentTarget.checked)} disabled={!allowed} data-ht="import-valid-rows" />
        <Button onClick={() => void start()} disabled={!file || !allowed} loading={busy} data-ht="import-start">
          {t('task.start')}
        </Button>
      </Group>
    </Paper>
  );
}
