/** The cancel and save buttons at the foot of a form dialog; `hook` is the save button's data-ht. */
import { Button, Group } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';

export function DialogButtons({ busy, hook, onCancel }: { busy: boolean; hook: string; onCancel(): void }) {
  useSignals();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('ui.crud.cancel')}
      </Button>
      <Button type="submit" loading={busy} data-ht={hook}>
        {t('ui.crud.save')}
      </Button>
    </Group>
  );
}
