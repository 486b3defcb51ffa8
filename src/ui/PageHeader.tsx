/**
 * The top of every page, one template (issue 16): the title row — the page's title (its one h1) and its
 * primary actions on the right — then what belongs to the page as a whole (an import panel, a notice, the
 * page's own actions) below the title, never above it. Filters, the toolbar, the table and the pager follow
 * in the page (CrudPage lays them out). Buttons in the title row are the page's primary actions: filled or
 * light, never the grey default variant that reads as disabled.
 */
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** The page's primary actions, right of the title (wrapping under it on a narrow screen). */
  actions?: ReactNode;
  /** Shown under the title row: import panels, notices, page-wide actions. */
  children?: ReactNode;
};

export function PageHeader({ title, actions, children }: Props) {
  return (
    <Stack gap="xs" data-ht="page-header">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        {actions && (
          <Group gap="xs" wrap="wrap" data-ht="page-actions">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
}
