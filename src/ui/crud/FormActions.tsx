/** The cancel and save buttons at the foot of a record dialog (hook `data-ht="crud-save"` on save). */
import { Button, Group } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';

export function FormActions({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  useSignals();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('ui.crud.cancel')}
      </Button>
      <Button type="submit" loading={busy} data-ht="crud-save">
        {t('ui.crud.save')}
      </Button>
    </Group>
  );
}
