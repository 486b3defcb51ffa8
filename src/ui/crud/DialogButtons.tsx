/**
 * The cancel and submit buttons at the foot of a form dialog (FormDialog keeps them in view); `hook` is
 * the submit button's data-ht, `label` names it when the dialog does more than save (reset, add, copy).
 */
import { Button, Group } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';

type Props = { busy: boolean; hook: string; onCancel(): void; label?: string; color?: string; disabled?: boolean };

export function DialogButtons({ busy, hook, onCancel, label, color, disabled }: Props) {
  useSignals();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('ui.crud.cancel')}
      </Button>
      <Button type="submit" loading={busy} color={color} disabled={disabled} data-ht={hook}>
        {label ?? t('ui.crud.save')}
      </Button>
    </Group>
  );
}
