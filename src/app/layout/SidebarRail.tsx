/**
 * The collapsed sidebar: one icon per top-level menu entry (the icon of the open sidebar), its title as
 * tooltip and accessible name. A group opens its pages in a menu beside the rail (hover or click, arrows
 * and Enter), nested groups as labelled sections, so every page stays one or two clicks away while the
 * work area keeps the width. On a desktop narrower than AUTO_COLLAPSE_WIDTH the shell starts this way.
 */
import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { RouterLink } from '../../ui/RouterLink';
import { menuEntries, type MenuEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { routeTitle } from '../route-title';
import { preloadOnRest } from './preload-on-rest';
import { RouteIcon } from '../../ui/route-icons';

const holds = (entry: MenuEntry, path: string): boolean => entry.path === path || Boolean(entry.children?.some((child) => holds(child, path)));

/** A group's pages for the flyout: leaves in order, a nested group as its label followed by its pages. */
function FlyoutItems({ entries, activePath }: { entries: MenuEntry[]; activePath: string }) {
  return (
    <>
      {entries.map((entry) =>
        entry.children ? (
          <Fragment key={entry.path}>
            <Menu.Label>{routeTitle(entry.title)}</Menu.Label>
            <FlyoutItems entries={entry.children} activePath={activePath} />
          </Fragment>
        ) : entry.external ? (
          <Menu.Item key={entry.path} component="a" href={entry.path} target="_blank" rel="noopener noreferrer" data-ht="menu-item" data-path={entry.path}>
            {routeTitle(entry.title)}
          </Menu.Item>
        ) : (
          <Menu.Item
            key={entry.path}
            component={RouterLink}
            href={entry.path}
            {...preloadOnRest(entry.path)}
            data-active={entry.path === activePath || undefined}
            data-ht="menu-item"
            data-path={entry.path}
          >
            {routeTitle(entry.title)}
          </Menu.Item>
        ),
      )}
    </>
  );
}

function RailGroup({ entry, activePath }: { entry: MenuEntry; activePath: string }) {
  const title = routeTitle(entry.title);
  return (
    <Menu trigger="click-hover" position="right-start" offset={6} withinPortal openDelay={80} closeDelay={150}>
      <Menu.Target>
        <UnstyledButton className="ht-rail-item" aria-label={title} data-active={holds(entry, activePath) || undefined} data-ht="menu-item" data-path={entry.path}>
          <RouteIcon name={entry.node.meta.icon} group />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className="ht-rail-flyout">
        <Menu.Label className="ht-rail-flyout-title">{title}</Menu.Label>
        <FlyoutItems entries={entry.children ?? []} activePath={activePath} />
      </Menu.Dropdown>
    </Menu>
  );
}

function RailPage({ entry, activePath }: { entry: MenuEntry; activePath: string }) {
  const title = routeTitle(entry.title);
  const common = { className: 'ht-rail-item', 'aria-label': title, 'data-ht': 'menu-item', 'data-path': entry.path, children: <RouteIcon name={entry.node.meta.icon} group={false} /> };
  return (
    <Tooltip label={title} position="right" withinPortal>
      {entry.external ? (
        <UnstyledButton component="a" href={entry.path} target="_blank" rel="noopener noreferrer" {...common} />
      ) : (
        <UnstyledButton component={RouterLink} href={entry.path} {...preloadOnRest(entry.path)} data-active={entry.path === activePath || undefined} {...common} />
      )}
    </Tooltip>
  );
}

export function SidebarRail({ module, activePath }: { module: RouteNode; activePath: string }) {
  return (
    <div className="ht-rail">
      {menuEntries(module).map((entry) =>
        entry.children ? <RailGroup key={entry.path} entry={entry} activePath={activePath} /> : <RailPage key={entry.path} entry={entry} activePath={activePath} />,
      )}
    </div>
  );
}
