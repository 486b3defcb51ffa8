/**
 * What the designer and the form editor show when opened without a definition (a bookmark, a typed
 * address, a menu entry): what is needed and the way to the list to choose from, instead of an editor
 * with nothing to edit.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { openDefinitions } from './nav';
import { PageHeader } from '../../ui/PageHeader';

export function ChooseDefinition({ title }: { title: string }) {
  useSignals();
  return (
    <Stack data-ht="choose-definition">
      <PageHeader title={title} />
      <Alert color="blue" role="status">
        <Stack gap="xs" align="flex-start">
          {t('approvals.designer.missing')}
          <Button size="xs" onClick={openDefinitions} data-ht="open-definitions">
            {t('approvals.designer.openDefinitions')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
