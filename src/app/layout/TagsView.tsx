/**
 * The tabs bar (SPEC.md section 2 "Tabs bar", section 9 constants): one tab per visited page; fixed
 * (affix) tabs cannot be closed; middle click closes; right click opens 'refresh page', 'close current',
 * 'close others', 'close all', kept within the bar (menu width 105, offset 15).
 */
import { CloseButton, Group, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../lib/i18n';
import { closeAll, closeOthers, isEditing, refreshTarget, type Tab } from '../../state/tabs.model';
import { closeTabAt } from '../shell-actions';
import { PathMark } from './at-path';
import { titleForPath } from './resolve-page';
import { visibleTabs } from './visible-tabs';

const TAB_MENU_WIDTH = 105;
const TAB_MENU_OFFSET = 15;

type MenuState = { left: number; top: number; tab: Tab } | null;
type OpenMenu = (event: MouseEvent, tab: Tab) => void;

// The same close as window.htShell.closeTab and the keyboard: an editing tab asks first.
const close = (tab: Tab) => closeTabAt(tab.path);
const go = (result: { navigateTo?: string }) => result.navigateTo && navigate(result.navigateTo);

/** A tab's close button: it does not depend on `active`, so a switch does not render it again. */
const TabClose = memo(function TabClose({ tab, title }: { tab: Tab; title: string }) {
  return <CloseButton size="xs" aria-label={t('tabs.closeOne', { title })} onClick={() => void close(tab)} />;
});

/** The tab of the page at the address: `data-active` on the tab, `aria-current` on its title (PathMark). */
function markTab(tab: HTMLDivElement, active: boolean): void {
  tab.setAttribute('data-active', String(active));
  const title = tab.querySelector('[data-ht="tab-title"]');
  if (active) title?.setAttribute('aria-current', 'page');
  else title?.removeAttribute('aria-current');
}

/**
 * One tab; memoised, and a switch does not render it: its active state follows the address in PathMark,
 * so React never writes `data-active` or `aria-current` itself.
 */
const TabEntry = memo(function TabEntry({ tab, title, onMenu }: { tab: Tab; title: string; onMenu: OpenMenu }) {
  const editing = isEditing(tab);
  const entry = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={entry} className="ht-tag" data-ht="tab" data-path={tab.path} data-affix={Boolean(tab.meta.affix)} data-editing={editing || undefined}>
        <UnstyledButton
          className="ht-tag-title"
          data-ht="tab-title"
          onClick={() => navigate(tab.fullPath)}
          onAuxClick={(e) => e.button === 1 && !tab.meta.affix && void close(tab)}
          onContextMenu={(e) => onMenu(e, tab)}
        >
          {editing ? `● ${title}` : title}
        </UnstyledButton>
        {!tab.meta.affix && <TabClose tab={tab} title={title} />}
      </div>
      {/* After the tab: a ref is set after the effects of the element's own children. */}
      <PathMark target={entry} path={tab.path} mark={markTab} />
    </>
  );
});

/**
 * The tabs themselves: the bar's one subscription to the tabs and (through the titles) the language, not
 * to the address. The active tab is the page at the address (the model's activePath follows it after the
 * commit), so a switch marks it in the same commit that shows the page.
 */
function TabList({ onMenu }: { onMenu: OpenMenu }) {
  useSignals();
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('tabs.label')} px="xs" py={4}>
      {visibleTabs.value.map((tab) => (
        <TabEntry key={tab.path} tab={tab} title={titleForPath(tab.path, tab.title)} onMenu={onMenu} />
      ))}
    </Group>
  );
}

/** Memoised and subscribed to nothing itself: a navigation elsewhere in the layout leaves the bar alone. */
export const TagsView = memo(function TagsView() {
  const bar = useRef<HTMLDivElement>(null);
  const menuBox = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuState>(null);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    // A click elsewhere closes the menu; one inside it (between its items) leaves it open, an item closes it itself.
    const onClick = (e: globalThis.MouseEvent) => !menuBox.current?.contains(e.target as Node) && close();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('click', onClick);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('keydown', onKey);
    };
  }, [menu]);

  const openMenu = useCallback<OpenMenu>((event, tab) => {
    event.preventDefault();
    const rect = bar.current!.getBoundingClientRect();
    const maxLeft = rect.width - TAB_MENU_WIDTH;
    const left = Math.min(event.clientX - rect.left + TAB_MENU_OFFSET, maxLeft);
    setMenu({ left, top: event.clientY - rect.top, tab });
  }, []);

  return (
    <div ref={bar} className="ht-tags" data-ht="tabs">
      {/* Scrolls sideways without a scrollbar, as a ScrollArea of type "never" did, without the observers and
          timers that measured its content again on every switch (the active tab is wider, in bold). */}
      <div className="ht-tags-scroll">
        <TabList onMenu={openMenu} />
      </div>
      {menu && (
        <div ref={menuBox} role="menu" className="ht-tab-menu" data-ht="tab-menu" style={{ left: menu.left, top: menu.top, width: TAB_MENU_WIDTH }}>
          <MenuItem label={t('tabs.refresh')} onPick={() => (setMenu(null), navigate(refreshTarget(menu.tab.path) ?? menu.tab.fullPath, { replace: true }))} />
          {!menu.tab.meta.affix && <MenuItem label={t('tabs.closeCurrent')} onPick={() => (setMenu(null), void close(menu.tab))} />}
          <MenuItem label={t('tabs.closeOthers')} onPick={() => (setMenu(null), void closeOthers(menu.tab.path).then(go))} />
          <MenuItem label={t('tabs.closeAll')} onPick={() => (setMenu(null), void closeAll().then(go))} />
        </div>
      )}
    </div>
  );
});

function MenuItem({ label, onPick }: { label: string; onPick: () => void }) {
  return (
    <UnstyledButton role="menuitem" className="ht-tab-menu-item" onClick={onPick}>
      {label}
    </UnstyledButton>
  );
}
