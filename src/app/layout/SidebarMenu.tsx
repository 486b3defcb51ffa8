/**
 * The module's server menu (SPEC.md "Layout"), drawn from `menuEntries` (hidden items and the
 * single-child rule are applied there); external links open in a new tab; one submenu open at a time;
 * labels over 18 characters get a tooltip (at most 400x400).
 */
import { Collapse, createTheme, MantineThemeProvider, NavLink, Tooltip } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useMemo, useRef, useState } from 'react';
import { RouterLink } from '../../ui/RouterLink';
import { menuEntries, type MenuEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { locale } from '../../lib/i18n';
import { routeTitle } from '../route-title';
import { usePathname } from 'wouter/use-browser-location';
import { PathMark } from './at-path';
import { preloadOnRest } from './preload-on-rest';
import { RouteIcon } from '../../ui/route-icons';

const TOOLTIP_LABEL_LENGTH = 18;

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
type EntryProps = { entry: MenuEntry; openKey: string | null; setOpenKey: (key: string | null) => void; lang: string; top?: boolean };

/** The open submenu's key when it is `entry`'s or lies below it (the test `opened` makes), else null. */
const openWithin = (entry: MenuEntry, key: string | null) => (key !== null && (key === entry.path || key.startsWith(`${entry.path}/`)) ? key : null);

/**
 * Entries are memoised and each gets the open submenu only when it concerns it; a page entry follows the
 * address itself (PathMark). A navigation renders the marks of the two page entries whose state changed
 * and, when the open submenu changes, the groups it concerns, instead of every group on the active chain.
 */
// The function has a name of its own: named `Entry`, its name would shadow the memoised `Entry` inside its
// body, and the submenu's entries it renders would not be memoised (every entry of a submenu rendered when it opened or closed).
const Entry = memo(function SidebarEntry({ entry, openKey, setOpenKey, lang, top = false }: EntryProps) {
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
          <Entry key={child.path} entry={child} openKey={openWithin(child, openKey)} setOpenKey={setOpenKey} lang={lang} />
        ))}
      </NavLink>
    );
  }
  if (entry.external) {
    return <NavLink label={label} leftSection={icon} href={entry.path} target="_blank" rel="noopener noreferrer" data-ht="menu-item" data-path={entry.path} />;
  }
  return <DraggableEntry entry={entry} label={label} icon={icon} />;
});

/** SPEC.md section 9: a drag starts only after the pointer is held 50 ms, so a click never becomes a drag. */
const DRAG_DELAY_MS = 50;

/** A page entry that can be dragged out as a copy (never moved or reordered): the drop makes a shortcut. */
function DraggableEntry({ entry, label, icon }: { entry: MenuEntry; label: React.ReactNode; icon: React.ReactNode }) {
  const link = useRef<HTMLAnchorElement>(null);
  const preload = preloadOnRest(entry.path);
  const [armed, setArmed] = useState(false);
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  const disarm = () => {
    clearTimeout(timer);
    setArmed(false);
  };
  return (
    <>
      <NavLink
        ref={link}
        component={RouterLink}
        href={entry.path}
        label={label}
        leftSection={icon}
        {...preload}
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
      <PathMark target={link} path={entry.path} mark={markEntry} />
    </>
  );
}

/**
 * The page entry is active (`data-active`, what Mantine's NavLink styles) while the address is its page
 * (PathMark). The NavLink is never given `active`, so React never writes the attribute itself.
 */
const markEntry = (link: HTMLAnchorElement, active: boolean) => link.toggleAttribute('data-active', active);

/**
 * Submenus open and close at once (issue 18): a tab switch to a page in another submenu opens it in the
 * switch's own commit, where Mantine's 200 ms height animation rendered both submenus again on each of its
 * steps and laid the sidebar out on every frame meanwhile. For clicks too: NavLink passes no transition
 * to its Collapse, so only the theme of the menu can set it.
 */
const INSTANT_SUBMENUS = createTheme({ components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) } });

export function SidebarMenu({ module }: { module: RouteNode }) {
  // The one subscription of the menu to the language: entries are memoised and take it as a prop, because
  // an entry that subscribed itself was also re-rendered by signals read after it in the same render.
  useSignals();
  const lang = locale.value;
  const activePath = usePathname();
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
    <MantineThemeProvider theme={INSTANT_SUBMENUS}>
      {entries.map((entry) => (
        <Entry key={entry.path} entry={entry} openKey={openWithin(entry, openKey)} setOpenKey={setOpenKey} lang={lang} top />
      ))}
    </MantineThemeProvider>
  );
}
