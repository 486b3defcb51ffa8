/**
 * A role's menus and permissions as a checkable tree (Mantine Tree, one group per module), with the
 * check rules of menu-check.ts. Controlled: the page holds the checked ids and saves them.
 */
import { ActionIcon, Checkbox, Group, Text, Tree, useTree, type TreeNodeData } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale, t } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { MenuTreeNode } from '../../../server/contracts/user-admin';
import { stateOf, toggle } from './menu-check';

/**
 * Mantine's nodes, titled in the UI language (route-title dictionary); `trail` (module › directory › page)
 * names each checkbox uniquely (every module has a home page).
 */
const toData = (nodes: MenuTreeNode[], parents: string[] = []): TreeNodeData[] =>
  nodes.map((n) => {
    const label = routeTitle(n.label);
    const trail = [...parents, label];
    return { value: String(n.id), label, nodeProps: { node: n, trail: trail.join(' › ') }, children: n.children ? toData(n.children, trail) : undefined };
  });

type Props = { menus: MenuTreeNode[]; checked: Set<number>; disabled: boolean; onChange(next: Set<number>): void };

export function RoleMenuTree({ menus, checked, disabled, onChange }: Props) {
  useSignals();
  const lang = locale.value;
  const data = useMemo(() => toData(menus), [menus, lang]);
  const tree = useTree({ initialExpandedState: Object.fromEntries(menus.map((m) => [String(m.id), true])) });
  return (
    <Tree
      data={data}
      tree={tree}
      expandOnClick={false}
      levelOffset={24}
      data-ht="menu-tree"
      renderNode={({ node, expanded, hasChildren, elementProps }) => {
        const item = node.nodeProps!.node as MenuTreeNode;
        const state = stateOf(item, checked);
        return (
          <Group gap={6} wrap="nowrap" {...elementProps} data-menu-id={item.id}>
            {hasChildren ? (
              <ActionIcon size="xs" variant="subtle" aria-label={t('system.role.expand', { name: node.label as string })} aria-expanded={expanded} onClick={() => tree.toggleExpanded(node.value)}>
                {expanded ? '▾' : '▸'}
              </ActionIcon>
            ) : (
              <span style={{ width: 18 }} />
            )}
            <Checkbox
              size="xs"
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              disabled={disabled}
              aria-label={t('system.role.grant', { name: node.nodeProps!.trail as string })}
              data-ht="menu-check"
              onChange={() => onChange(toggle(menus, checked, item.id))}
            />
            <Text size="sm" fw={item.menuType === 'module' ? 600 : undefined}>
              {node.label}
            </Text>
            {item.perms && (
              <Text size="xs" c="dimmed">
                {item.perms}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
