/**
 * What a list without rows says (issue 16, "empty states that say what to do next"): that there is nothing,
 * why when the search narrowed it (with the way back: reset the search), and, where the page can create
 * one and the user may, the create action itself. Handed to DataTable as its `empty`; a dashboard's to-do list
 * words its own `text` and `hint` (what has none, and what to do instead).
 */
import { Button, Stack, Text } from '@mantine/core';
import { t } from '../lib/i18n';

type Action = { label: string; onClick: () => void };

export function EmptyState({ filtered, reset, create, text, hint }: { filtered: boolean; reset?: Action; create?: Action; text?: string; hint?: string }) {
  const next = filtered ? reset : create;
  return (
    <Stack gap={6} align="center" data-ht="empty">
      <Text size="sm" c="dimmed" ta="center">
        {text ?? t(filtered ? 'ui.table.emptyFiltered' : 'ui.table.empty')}
      </Text>
      {next && (
        <>
          <Text size="xs" c="dimmed" ta="center">
            {hint ?? t(filtered ? 'ui.table.emptyResetHint' : 'ui.table.emptyCreateHint', { action: next.label })}
          </Text>
          <Button size="xs" variant="light" onClick={next.onClick} data-ht={filtered ? 'empty-reset' : 'empty-create'}>
            {next.label}
          </Button>
        </>
      )}
    </Stack>
  );
}
