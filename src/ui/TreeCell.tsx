/**
 * The first cell of a tree row in a DataTable: indentation by depth, an expand/collapse button (a real
 * button with aria-expanded, named after the row, hook `data-ht="tree-toggle"`) and the cell's content.
 */
import { Group, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n';

export const TREE_INDENT = 18;

type Props = { depth: number; hasChildren: boolean; expanded: boolean; label: string; onToggle(): void; children?: ReactNode };

export function TreeCell({ depth, hasChildren, expanded, label, onToggle, children }: Props) {
  useSignals();
  return (
    <Group gap={4} wrap="nowrap" style={{ paddingInlineStart: depth * TREE_INDENT }} data-depth={depth}>
      {hasChildren ? (
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={t(expanded ? 'ui.table.collapse' : 'ui.table.expand', { label })}
          data-ht="tree-toggle"
          style={{ width: 16, textAlign: 'center', lineHeight: 1 }}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </UnstyledButton>
      ) : (
        <span aria-hidden="true" style={{ width: 16, flex: 'none' }} />
      )}
      {children}
    </Group>
  );
}
