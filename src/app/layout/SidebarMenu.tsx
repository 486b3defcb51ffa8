/**
 * The module's server menu (SPEC.md "Layout"): hidden items are not shown; a parent with one visible
 * child shows only that child unless flagged always-show; external links open in a new tab; one submenu
 * open at a time.
 */
import { NavLink } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { joinPath } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { routeTitle } from '../route-title';

function visibleChildren(node: RouteNode): RouteNode[] {
  return (node.children ?? []).filter((child) => !child.hidden);
}

function MenuEntry({ node, base, activePath, openKey, setOpenKey }: { node: RouteNode; base: string; activePath: string; openKey: string | null; setOpenKey: (key: string | null) => void }) {
  useSignals();
  const path = joinPath(base, node.path);
  const children = visibleChildren(node);
  if (children.length === 1 && !node.alwaysShow) {
    return <MenuEntry node={children[0]} base={path} activePath={activePath} openKey={openKey} setOpenKey={setOpenKey} />;
  }
  const label = routeTitle(node.meta.title);
  if (children.length > 0) {
    const opened = openKey === path || activePath.startsWith(`${path}/`);
    return (
      <NavLink label={label} opened={opened} onChange={(open) => setOpenKey(open ? path : null)} data-ht="menu-item" data-path={path} childrenOffset="md">
        {children.map((child) => (
          <MenuEntry key={child.path} node={child} base={path} activePath={activePath} openKey={openKey} setOpenKey={setOpenKey} />
        ))}
      </NavLink>
    );
  }
  if (node.meta.link) {
    return <NavLink label={label} href={node.meta.link} target="_blank" rel="noopener noreferrer" data-ht="menu-item" data-path={node.meta.link} />;
  }
  return <NavLink component={Link} href={path} label={label} active={activePath === path} data-ht="menu-item" data-path={path} />;
}

export function SidebarMenu({ module, activePath }: { module: RouteNode; activePath: string }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <>
      {visibleChildren(module).map((node) => (
        <MenuEntry key={node.path} node={node} base={module.path} activePath={activePath} openKey={openKey} setOpenKey={setOpenKey} />
      ))}
    </>
  );
}
