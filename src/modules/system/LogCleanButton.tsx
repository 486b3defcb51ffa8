/** The clean button of a log page (job log, operation log): asks first, empties the log on the server, says so, lets the page reload. */
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { HasPermi } from '../../ui/Permission';

export type LogCleanProps = {
  /** The DELETE call that empties the log. */
  url: string;
  permission: string;
  /** Already translated: the button, the question, the notice afterwards. */
  texts: { label: string; confirm: string; done: string };
  /** The automation hook of the button. */
  hook: string;
  onCleaned(): void;
};

export function LogCleanButton({ url, permission, texts, hook, onCleaned }: LogCleanProps) {
  const clean = () =>
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: texts.confirm,
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () =>
        void api.delete(url).then(
          () => {
            notifications.show({ message: texts.done, color: 'green' });
            onCleaned();
          },
          () => undefined,
        ),
    });
  return (
    <HasPermi value={[permission]}>
      <Button variant="light" color="red" onClick={clean} data-ht={hook}>
        {texts.label}
      </Button>
    </HasPermi>
  );
}
