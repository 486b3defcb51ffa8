/**
 * The module's server menu (SPEC.md "Layout"), drawn from `menuEntries` (hidden items and the
 * single-child rule are applied there); external links open in a new tab; one submenu open at a time;
 * labels over 18 characters get a tooltip (at most 400x400).
 */
import { NavLink, Tooltip } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useMemo, useState } from 'react';
import { RouterLink } from '../../ui/RouterLink';
import { menuEntries, type MenuEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { locale } from '../../lib/i18n';
import { routeTitle } from '../route-title';
import { RouteIcon } from './route-icons';

export const TOOLTIP_LABEL_LENGTH = 18;

function MenuLabel({ text }: { text: string }) {
  if (text.length <= TOOLTIP_LABEL_LENGTH) return <>{text}</>;
  return (
    <Tooltip label={text} multiline maw={400} mah={400} position="right" withinPortal>
      <span className="ht-menu-label">{text}</span>
    </Tooltip>
  );
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || null;

/** `lang` is the current language: titles follow it without each entry subscribing to it (see SidebarMenu). */
type EntryProps = { entry: MenuEntry; activePath: string | null; openKey: string | null; setOpenKey: (key: string | null) => void; lang: string; top?: boolean };

/** The open submenu's key when it is `entry`'s or lies below it (the test `opened` makes), else null. */
const openWithin = (entry: MenuEntry, key: string | null) => (key !== null && (key === entry.path || key.startsWith(`${entry.path}/`)) ? key : null);

/** The active path when `entry` or one of its descendants is that page, else null. */
const holds = (entry: MenuEntry, path: string): boolean => entry.path === path || Boolean(entry.children?.some((child) => holds(child, path)));
const activeWithin = (entry: MenuEntry, path: string | null) => (path !== null && holds(entry, path) ? path : null);

/**
 * Entries are memoised and each gets the active path and open submenu only when they concern it, so a
 * navigation re-renders the one or two entries whose state changed instead of the whole menu.
 */
const Entry = memo(function Entry({ entry, activePath, openKey, setOpenKey, lang, top = false }: EntryProps) {
  const label = <MenuLabel text={routeTitle(entry.title)} />;
  // Top-level entries carry their icon, the same the collapsed sidebar shows alone.
  const icon = top ? <RouteIcon name={entry.node.meta.icon} group={Boolean(entry.children)} /> : undefined;
  if (entry.children) {
    // One open chain at a time: opening a submenu closes its siblings.
    const opened = openKey !== null && (openKey === entry.path || openKey.startsWith(`${entry.path}/`));
    return (
      <NavLink
        label={label}
        leftSection={icon}
        opened={opened}
        onChange={(open) => setOpenKey(open ? entry.path : parentOf(entry.path))}
        data-ht="menu-item"
        data-path={entry.path}
        childrenOffset="md"
      >
        {entry.children.map((child) => (
          <Entry key={child.path} entry={child} activePath={activeWithin(child, activePath)} openKey={openWithin(child, openKey)} setOpenKey={setOpenKey} lang={lang} />
        ))}
      </NavLink>
    );
  }
  if (entry.external) {
    return <NavLink label={label} leftSection={icon} href={entry.path} target="_blank" rel="noopener noreferrer" data-ht="menu-item" data-path={entry.path} />;
  }
  return <DraggableEntry entry={entry} label={label} icon={icon} active={activePath === entry.path} />;
});

/** SPEC.md section 9: a drag starts only after the pointer is held 50 ms, so a click never becomes a drag. */
export const DRAG_DELAY_MS = 50;

/** A page entry that can be dragged out as a copy (never moved or reordered): the drop makes a shortcut. */
function DraggableEntry({ entry, label, icon, active }: { entry: MenuEntry; label: React.ReactNode; icon: React.ReactNode; active: boolean }) {
  const [armed, setArmed] = useState(false);
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  const disarm = () => {
    clearTimeout(timer);
    setArmed(false);
  };
  return (
    <NavLink
      component={RouterLink}
      href={entry.path}
      label={label}
      leftSection={icon}
      active={active}
      draggable={armed}
      onPointerDown={() => setTimer(setTimeout(() => setArmed(true), DRAG_DELAY_MS))}
      onPointerUp={disarm}
      onPointerCancel={disarm}
      onDragEnd={disarm}
      onDragStart={(event: React.DragEvent) => {
        event.dataTransfer.effectAllowed = 'copy';
        event.dataTransfer.setData('application/x-ht-route', entry.path);
        event.dataTransfer.setData('text/plain', entry.path);
      }}
      data-ht="menu-item"
      data-path={entry.path}
    />
  );
}

export function SidebarMenu({ module, activePath }: { module: RouteNode; activePath: string }) {
  // The one subscription of the menu: entries are memoised and take the language as a prop, because
  // an entry that subscribed itself was also re-rendered by signals read after it in the same render.
  useSignals();
  const lang = locale.value;
  // Following the route: the submenu holding the active page opens (and no other). Adjusted while
  // rendering, not in an effect: a navigation then commits the menu once instead of twice (active entry,
  // then open submenu), which a tab switch would pay for in re-rendered entries.
  const [openKey, setOpenKey] = useState<string | null>(parentOf(activePath));
  const [followed, setFollowed] = useState(activePath);
  if (followed !== activePath) {
    setFollowed(activePath);
    setOpenKey(parentOf(activePath));
  }
  const entries = useMemo(() => menuEntries(module), [module]);
  return (
    <>
      {entries.map((entry) => (
        <Entry key={entry.path} entry={entry} activePath={activeWithin(entry, activePath)} openKey={openWithin(entry, openKey)} setOpenKey={setOpenKey} lang={lang} top />
      ))}
    </>
  );
}
