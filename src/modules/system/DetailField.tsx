/** One labelled value of a read-only detail page (a dash when empty). */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* A div, not Text's <p>: a value may be a badge or a link group, which a paragraph cannot hold. */}
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </div>
  );
}
