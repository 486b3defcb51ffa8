/**
 * The module's server menu (SPEC.md "Layout"), drawn from `menuEntries` (hidden items and the
 * single-child rule are applied there); external links open in a new tab; one submenu open at a time;
 * labels over 18 characters get a tooltip (at most 400x400).
 */
import { AccordionChevron, getSpacing, NavLink, Tooltip, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { type CSSProperties, memo, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RouterLink } from '../../ui/RouterLink';
import { menuEntries, type MenuEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { locale } from '../../lib/i18n';
import { routeTitle } from '../route-title';
import { onPathChange, PathMark } from './at-path';
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

/**
 * Which submenus are open: the chain of groups down to `key` (one chain at a time, so opening a submenu
 * closes its siblings). A group follows whether it is on the chain by flipping its own elements (OpenChain
 * `follow`), so opening or closing a submenu, a tab switch's included, renders no component: Mantine's
 * NavLink rendered a dozen components per group whose submenu changed, and its Collapse hid a closed
 * submenu in an <Activity>, whose entries' effects it tore down and set up again on every opening.
 */
type OpenChain = { set(key: string | null): void; follow(path: string, apply: (opened: boolean) => void): () => void };

function createOpenChain(initial: string | null): OpenChain {
  let key = initial;
  const groups = new Map<string, (opened: boolean) => void>();
  const opens = (path: string, at: string | null) => at !== null && (at === path || at.startsWith(`${path}/`));
  return {
    set(next) {
      if (next === key) return;
      const previous = key;
      key = next;
      for (const [path, apply] of groups) if (opens(path, previous) !== opens(path, next)) apply(opens(path, next));
    },
    follow(path, apply) {
      groups.set(path, apply);
      apply(opens(path, key));
      return () => void groups.delete(path);
    },
  };
}

/** `lang` is the current language: titles follow it without each entry subscribing to it (see SidebarMenu). */
type EntryProps = { entry: MenuEntry; chain: OpenChain; lang: string; top?: boolean };

/**
 * Entries are memoised and render only with the menu itself (its module or language): a page entry
 * follows the address itself (PathMark), a group whether its submenu is open (OpenChain).
 */
// The function has a name of its own: named `Entry`, its name would shadow the memoised `Entry` inside its
// body, and the submenu's entries it renders would not be memoised.
const Entry = memo(function SidebarEntry({ entry, chain, lang, top = false }: EntryProps) {
  const label = <MenuLabel text={routeTitle(entry.title)} />;
  // Top-level entries carry their icon, the same the collapsed sidebar shows alone.
  const icon = top ? <RouteIcon name={entry.node.meta.icon} group={Boolean(entry.children)} /> : undefined;
  if (entry.children) {
    return (
      <GroupEntry entry={entry} chain={chain} label={label} icon={icon}>
        {entry.children.map((child) => (
          <Entry key={child.path} entry={child} chain={chain} lang={lang} />
        ))}
      </GroupEntry>
    );
  }
  if (entry.external) {
    return <NavLink label={label} leftSection={icon} href={entry.path} target="_blank" rel="noopener noreferrer" data-ht="menu-item" data-path={entry.path} />;
  }
  return <DraggableEntry entry={entry} label={label} icon={icon} />;
});

// Mantine's NavLink with children and `childrenOffset="md"`, as the markup it renders (its classes and CSS
// variables; test/unit/sidebar-group.test.tsx holds it to that), and its submenu kept mounted, hidden by display.
const ROOT = `mantine-focus-auto ${NavLink.classes.root} mantine-NavLink-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const SECTION = `${NavLink.classes.section} mantine-NavLink-section`;
const BODY = `${NavLink.classes.body} mantine-NavLink-body`;
const LABEL = `${NavLink.classes.label} mantine-NavLink-label`;
const DESCRIPTION = `${NavLink.classes.description} mantine-NavLink-description`;
const CHEVRON = `${NavLink.classes.chevron} mantine-NavLink-chevron`;
const CHILDREN = `${NavLink.classes.children} mantine-NavLink-children`;
const CHILDREN_OFFSET = { '--nl-offset': getSpacing('md') } as CSSProperties;

/** Open: `data-expanded` and `aria-expanded` on the entry, its chevron turned (`data-rotate`), its submenu shown; closed, none of it. */
function markGroup(link: HTMLAnchorElement, chevron: HTMLSpanElement, submenu: HTMLDivElement, opened: boolean): void {
  if (opened) {
    link.setAttribute('data-expanded', 'true');
    chevron.setAttribute('data-rotate', 'true');
  } else {
    link.removeAttribute('data-expanded');
    chevron.removeAttribute('data-rotate');
  }
  link.setAttribute('aria-expanded', String(opened));
  submenu.style.display = opened ? '' : 'none';
}

/**
 * A group: a click (or Enter or Space) opens its submenu, closing its siblings', or closes it, leaving its parent
 * open. Mantine's group is an <a> without an address, which the keyboard cannot reach; here it is the same
 * element as a button in the tab order (role, tabindex, aria-expanded), so keyboard users open submenus too.
 */
function GroupEntry({ entry, chain, label, icon, children }: { entry: MenuEntry; chain: OpenChain; label: ReactNode; icon: ReactNode; children: ReactNode }) {
  const link = useRef<HTMLAnchorElement>(null);
  const chevron = useRef<HTMLSpanElement>(null);
  const submenu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => chain.follow(entry.path, (opened) => markGroup(link.current!, chevron.current!, submenu.current!, opened)), [chain, entry.path]);
  const toggle = () => chain.set(link.current!.hasAttribute('data-expanded') ? parentOf(entry.path) : entry.path);
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: Mantine's NavLink markup and styles are an <a>; role and tabindex make it the button it is */}
      <a
        ref={link}
        className={ROOT}
        role="button"
        tabIndex={0}
        // biome-ignore lint/a11y/useValidAnchor: as above: an <a> in Mantine's markup, a button by its role
        onClick={(event) => (event.preventDefault(), toggle())}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), toggle())}
        data-ht="menu-item"
        data-path={entry.path}
      >
        {icon && (
          <span className={SECTION} data-position="left">
            {icon}
          </span>
        )}
        <div className={BODY}>
          <span className={LABEL}>{label}</span>
          <span className={DESCRIPTION} />
        </div>
        <span ref={chevron} className={SECTION} data-position="right">
          <AccordionChevron className={CHEVRON} />
        </span>
      </a>
      <div ref={submenu} className="mantine-NavLink-collapse">
        <div className={CHILDREN} style={CHILDREN_OFFSET}>
          {children}
        </div>
      </div>
    </>
  );
}

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
 * The group holding each page of the menu, by the page's path. A page's path need not lie under its group's:
 * SPEC.md's absolute paths (the departments page at /htservice/dept in system management) do not, so the tree says which submenu opens.
 */
function groupsOfPages(entries: MenuEntry[]): Map<string, string> {
  const groups = new Map<string, string>();
  const walk = (list: MenuEntry[], group: string | null) => {
    for (const entry of list) {
      if (entry.children) walk(entry.children, entry.path);
      else if (group !== null) groups.set(entry.path, group);
    }
  };
  walk(entries, null);
  return groups;
}

/** The submenu to open for the page at `path`: its group in the menu, else the group its path lies under. */
const groupOf = (groups: Map<string, string>, path: string) => groups.get(path) ?? parentOf(path);

export function SidebarMenu({ module }: { module: RouteNode }) {
  // The one subscription of the menu to the language: entries are memoised and take it as a prop, because
  // an entry that subscribed itself was also re-rendered by signals read after it in the same render.
  useSignals();
  const lang = locale.value;
  const entries = useMemo(() => menuEntries(module), [module]);
  const groups = useMemo(() => groupsOfPages(entries), [entries]);
  // Following the route: the submenu holding the active page opens (and no other), from the navigation
  // itself, so a tab switch renders nothing here.
  const [chain] = useState(() => createOpenChain(groupOf(groups, location.pathname)));
  useLayoutEffect(() => {
    chain.set(groupOf(groups, location.pathname));
    return onPathChange((path) => chain.set(groupOf(groups, path)));
  }, [chain, groups]);
  return (
    <>
      {entries.map((entry) => (
        <Entry key={entry.path} entry={entry} chain={chain} lang={lang} top />
      ))}
    </>
  );
}
