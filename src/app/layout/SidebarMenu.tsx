/**
 * The module's server menu (SPEC.md "Layout"): hidden items are not shown; a parent with one visible
 * child shows only that child unless flagged always-show; external links open in a new tab; one submenu
 * open at a time.
 */
import { NavLink, Tooltip } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { joinPath } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { routeTitle } from '../route-title';

/** SPEC.md section 9: labels longer than 18 characters get a tooltip (at most 400x400). */
export const TOOLTIP_LABEL_LENGTH = 18;

function MenuLabel({ text }: { text: string }) {
  if (text.length <= TOOLTIP_LABEL_LENGTH) return <>{text}</>;
  return (
    <Tooltip label={text} multiline maw={400} mah={400} position="right" withinPortal>
      <span className="ht-menu-label">{text}</span>
    </Tooltip>
  );
}

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
  const label = <MenuLabel text={routeTitle(node.meta.title)} />;
  if (children.length > 0) {
    // One open chain at a time: opening a submenu closes its siblings (SPEC.md: one submenu open at a time).
    const opened = openKey !== null && (openKey === path || openKey.startsWith(`${path}/`));
    return (
      <NavLink label={label} opened={opened} onChange={(open) => setOpenKey(open ? path : parentOf(path))} data-ht="menu-item" data-path={path} childrenOffset="md">
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

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || null;

export function SidebarMenu({ module, activePath }: { module: RouteNode; activePath: string }) {
  // Following the route: the submenu holding the active page opens (and no other).
  const [openKey, setOpenKey] = useState<string | null>(parentOf(activePath));
  useEffect(() => setOpenKey(parentOf(activePath)), [activePath]);
  return (
    <>
      {visibleChildren(module).map((node) => (
        <MenuEntry key={node.path} node={node} base={module.path} activePath={activePath} openKey={openKey} setOpenKey={setOpenKey} />
      ))}
    </>
  );
}
