/**
 * The fields of a form dialog: two columns once the dialog's content is at least 768 px wide, one
 * column below (phones, narrow dialogs). It is a container query on the dialog, not a media query on the
 * screen, so the same form is right in a wide dialog, a narrow one and a phone. Wide fields (a textarea,
 * a tree picker, a table of lines) go in `Wide` and span both columns.
 */
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The dialog content width from which fields stand in two columns. */
export const TWO_COLUMNS_FROM = '768px';

export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, [TWO_COLUMNS_FROM]: 2 }} spacing="md" verticalSpacing="sm" data-ht="form-grid">
      {children}
    </SimpleGrid>
  );
}

/** A field spanning both columns. */
export function Wide({ children }: { children: ReactNode }) {
  return (
    <div data-wide style={{ gridColumn: '1 / -1', minWidth: 0 }}>
      {children}
    </div>
  );
}
