/**
 * The first cell of a tree row in a DataTable: indentation by depth, an expand/collapse button (a real
 * button with aria-expanded, named after the row, hook `data-ht="tree-toggle"`) and the cell's content.
 * In Mantine's markup as plain elements (a Group and an UnstyledButton, see cell-controls.tsx): every row
 * of a tree list draws one.
 */
import { UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties, ReactNode } from 'react';
import { t } from '../lib/i18n';
import { CellActions } from './cell-controls';

const TREE_INDENT = 18;
const TOGGLE_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const TOGGLE_STYLE: CSSProperties = { width: 16, textAlign: 'center', lineHeight: 1 };
const NO_TOGGLE_STYLE: CSSProperties = { width: 16, flex: 'none' };

type Props = { depth: number; hasChildren: boolean; expanded: boolean; label: string; onToggle(): void; children?: ReactNode };

export function TreeCell({ depth, hasChildren, expanded, label, onToggle, children }: Props) {
  useSignals();
  return (
    <CellActions style={{ paddingInlineStart: depth * TREE_INDENT }} data-depth={depth}>
      {hasChildren ? (
        <button
          style={TOGGLE_STYLE}
          className={TOGGLE_CLASS}
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={t(expanded ? 'ui.table.collapse' : 'ui.table.expand', { label })}
          data-ht="tree-toggle"
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
      ) : (
        <span aria-hidden="true" style={NO_TOGGLE_STYLE} />
      )}
      {children}
    </CellActions>
  );
}
