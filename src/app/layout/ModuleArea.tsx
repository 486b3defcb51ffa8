/**
 * The signed-in layout (SPEC.md section 2): the path chooses the page and its module ("the module is
 * chosen by matching the path against the route list"), fixed routes open in the current module; the
 * sidebar shows that module's server menu; every named page becomes a tab; pages stay alive behind their
 * tabs. `/redirect/<path>` refreshes one page. Pages of the organisation the user may not open show the
 * 403 panel in their tab (route-access.ts); paths nobody holds go to /404.
 */
import { AppShell } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { t } from '../../lib/i18n';
import { currentModule, enterModule, homeOf, moduleForPath, modules } from '../../state/routes.model';
import { device, evaluateDevice, layout, MOBILE_BREAKPOINT, setSidebar, sidebarOpened } from '../../state/settings.model';
import { openTab } from '../../state/tabs.model';
import { HeaderBar } from './HeaderBar';
import { KeepAliveOutlet, refreshPage } from './KeepAliveOutlet';
import { resolvePage, type ResolvedPage } from './resolve-page';
import { RouteAccessCheck } from './RouteAccessCheck';
import { SettingsDrawer as SettingsDrawerPart } from './SettingsDrawer';
import { ShellNotices as ShellNoticesPart } from './ShellNotices';
import { JobCentre as JobCentrePart } from '../jobs/JobCentre';
import { showsRail, Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { Watermark as WatermarkPart } from './Watermark';

export const SIDEBAR_WIDTH = 240;
/** The collapsed sidebar's icon rail. */
export const RAIL_WIDTH = 64;
export const HEADER_HEIGHT = 50;
const REDIRECT_PREFIX = '/redirect';

// Parts of the layout that depend on no address: memoised, so a navigation (a tab switch) does not render
// them again; their own signals still re-render them.
const SettingsDrawer = memo(SettingsDrawerPart);
const ShellNotices = memo(ShellNoticesPart);
const JobCentre = memo(JobCentrePart);
const Watermark = memo(WatermarkPart);

function useDeviceTracking(path: string): void {
  useEffect(() => {
    const onResize = () => evaluateDevice(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  // On a phone-sized screen the sidebar closes after each navigation.
  useEffect(() => {
    if (device.value === 'mobile' && sidebarOpened.value) setSidebar(false, true, false);
  }, [path]);
}

function useTab(page: ResolvedPage | null, fullPath: string, search: string): void {
  useEffect(() => {
    if (!page) return;
    if (page.kind === 'module') enterModule(page.module);
    const meta = page.kind === 'module' ? page.entry.node.meta : { title: page.route.titleKey };
    openTab({
      path: page.path,
      fullPath,
      query: Object.fromEntries(new URLSearchParams(search)),
      name: page.name,
      title: meta.title,
      meta: { title: meta.title, affix: page.affix, noCache: page.noCache, initplatType: 'initplatType' in meta ? meta.initplatType : null },
    });
  }, [page?.path, fullPath]);
}

export function ModuleArea() {
  useSignals();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const fullPath = location + (search ? `?${search}` : '');
  const page = location.startsWith(`${REDIRECT_PREFIX}/`) ? null : resolvePage(location);
  useDeviceTracking(location);
  useTab(page, fullPath, search);

  useEffect(() => {
    if (!location.startsWith(`${REDIRECT_PREFIX}/`)) return;
    const target = location.slice(REDIRECT_PREFIX.length) + (search ? `?${search}` : '');
    refreshPage(location.slice(REDIRECT_PREFIX.length));
    navigate(target, { replace: true });
  }, [location, search]);

  if (location.startsWith(`${REDIRECT_PREFIX}/`)) return null;
  if (!page) {
    const module = moduleForPath(location);
    const home = module && homeOf(module)?.path;
    // Not a page of the user's: the route table tells a page they may not open (403 tab) from none (/404).
    return home ? <Redirect to={home} replace /> : <RouteAccessCheck path={location} />;
  }
  const module = page.module ?? currentModule.value ?? modules.value[0];
  if (!module) return <Redirect to="/module/module" replace />;

  const settings = layout.value;
  return (
    <AppShell
      navbar={{ width: showsRail() ? RAIL_WIDTH : SIDEBAR_WIDTH, breakpoint: MOBILE_BREAKPOINT, collapsed: { mobile: !sidebarOpened.value, desktop: false } }}
      padding={0}
      data-device={device.value}
      data-sidebar={sidebarOpened.value ? 'open' : device.value === 'desktop' ? 'rail' : 'hidden'}
    >
      <AppShell.Navbar data-ht="sidebar" aria-label={t('layout.menu')}>
        <Sidebar module={module} />
      </AppShell.Navbar>
      <AppShell.Main id="main" className="ht-main">
        <div className={settings.fixedHeader ? 'ht-top ht-top-fixed' : 'ht-top'}>
          <div style={{ height: HEADER_HEIGHT }}>
            <HeaderBar page={page} />
          </div>
          {settings.tagsView && <TagsView />}
          <ShellNotices />
        </div>
        <div className="ht-content" aria-label={t('layout.main')} role="region">
          <KeepAliveOutlet active={page} />
          <Watermark />
        </div>
      </AppShell.Main>
      <SettingsDrawer />
      <JobCentre />
    </AppShell>
  );
}
