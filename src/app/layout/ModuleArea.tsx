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
import { useLocationProperty } from 'wouter/use-browser-location';
import type { RouteNode } from '../../../server/contracts/menu';
import { t } from '../../lib/i18n';
import { currentModule, enterModule, homeOf, moduleForPath, modules } from '../../state/routes.model';
import { device, evaluateDevice, layout, MOBILE_BREAKPOINT, setSidebar, sidebarOpened } from '../../state/settings.model';
import { openTab } from '../../state/tabs.model';
import { HeaderBar } from './HeaderBar';
import { KeepAliveOutlet, redirectTarget, refreshPage } from './KeepAliveOutlet';
import { resolvePage } from './resolve-page';
import { RouteAccessCheck } from './RouteAccessCheck';
import { SettingsDrawer as SettingsDrawerPart } from './SettingsDrawer';
import { ShellNotices as ShellNoticesPart } from './ShellNotices';
import { JobCentre as JobCentrePart } from '../jobs/JobCentre';
import { showsRail, Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { Watermark as WatermarkPart } from './Watermark';

const SIDEBAR_WIDTH = 240;
/** The collapsed sidebar's icon rail. */
const RAIL_WIDTH = 64;
const HEADER_HEIGHT = 50;
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

/**
 * Opens the tab of the page at `pagePath` (null: the address is no page) once per address: the page is
 * resolved again here rather than captured, since the render's resolution is a new object every time.
 */
function useTab(pagePath: string | null, fullPath: string): void {
  useEffect(() => {
    const page = pagePath === null ? null : resolvePage(pagePath);
    if (!page) return;
    if (page.kind === 'module') enterModule(page.module);
    const meta = page.kind === 'module' ? page.entry.node.meta : { title: page.route.titleKey };
    const queryAt = fullPath.indexOf('?');
    openTab({
      path: page.path,
      fullPath,
      query: Object.fromEntries(new URLSearchParams(queryAt < 0 ? '' : fullPath.slice(queryAt + 1))),
      name: page.name,
      title: meta.title,
      meta: { title: meta.title, affix: page.affix, noCache: page.noCache, initplatType: 'initplatType' in meta ? meta.initplatType : null },
    });
  }, [pagePath, fullPath]);
}

const isRedirect = (path: string) => path.startsWith(`${REDIRECT_PREFIX}/`);

/** What follows every address: the page's tab, the phone's sidebar, and `/redirect/<path>` remounting one page. Renders nothing. */
function AddressFollower() {
  useSignals();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const pagePath = !isRedirect(location) && resolvePage(location) ? location : null;
  useDeviceTracking(location);
  useTab(pagePath, location + (search ? `?${search}` : ''));

  useEffect(() => {
    if (!isRedirect(location)) return;
    const target = location.slice(REDIRECT_PREFIX.length) + (search ? `?${search}` : '');
    refreshPage(location.slice(REDIRECT_PREFIX.length));
    navigate(target, { replace: true });
  }, [location, search, navigate]);
  return null;
}

const REDIRECTING = 'redirect';
const NO_MODULE = 'no-module';
const NOT_A_PAGE = 'not-a-page';

/**
 * What the address asks of the layout, as a value that changes only when the layout must change: the
 * module whose layout shows the page (its path), or that there is nothing to lay out. A tab switch
 * within a module leaves it as it was, so ModuleArea and the layout around the pages do not render again;
 * the parts that follow the address (breadcrumb, tab entries, menu entries, the shown page) read it themselves.
 */
function layoutKey(path: string): string {
  // Refreshing a page (`/redirect/<path>`) keeps the layout of that page, so the other kept pages stay mounted.
  if (isRedirect(path)) {
    const key = layoutKey(redirectTarget(path) ?? '');
    return key === NOT_A_PAGE || key === NO_MODULE ? REDIRECTING : key;
  }
  const page = resolvePage(path);
  if (!page) return NOT_A_PAGE;
  return (page.module ?? currentModule.value ?? modules.value[0])?.path ?? NO_MODULE;
}

export function ModuleArea() {
  useSignals();
  const key = useLocationProperty(() => layoutKey(location.pathname));
  let body: React.ReactNode = null;
  if (key === NOT_A_PAGE) body = <NotAPage />;
  else if (key === NO_MODULE) body = <Redirect to="/module/module" replace />;
  else if (key !== REDIRECTING) body = <ModuleLayout module={modules.value.find((m) => m.path === key) ?? currentModule.value ?? modules.value[0]} />;
  return (
    <>
      {body}
      <AddressFollower />
    </>
  );
}

/** An address that is no page of the user's: the module's home, or the route table tells a page they may not open (403 tab) from none (/404). */
function NotAPage() {
  const [location] = useLocation();
  const module = moduleForPath(location);
  const home = module && homeOf(module)?.path;
  return home ? <Redirect to={home} replace /> : <RouteAccessCheck path={location} />;
}

/** The layout around one module's pages: memoised on the module, so a navigation inside it renders it no more. */
const ModuleLayout = memo(function ModuleLayout({ module }: { module: RouteNode }) {
  useSignals();
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
            <HeaderBar />
          </div>
          {settings.tagsView && <TagsView />}
          <ShellNotices />
        </div>
        <section className="ht-content" aria-label={t('layout.main')}>
          <KeepAliveOutlet />
          <Watermark />
        </section>
      </AppShell.Main>
      <SettingsDrawer />
      <JobCentre />
    </AppShell>
  );
});
