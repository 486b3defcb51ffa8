/** The explanation of a stale save (409 on the version) inside a form, with the way out: reload the record. */
import { Alert, Button, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';

export function ConflictAlert({ onReload }: { onReload(): void }) {
  useSignals();
  return (
    <Alert color="orange" role="alert" data-ht="crud-conflict">
      <Stack gap="xs" align="flex-start">
        {t('ui.crud.conflict')}
        <Button size="compact-sm" variant="light" color="orange" onClick={onReload} data-ht="crud-reload">
          {t('ui.crud.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
