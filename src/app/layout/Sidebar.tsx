/**
 * The sidebar (SPEC.md sections 2 and 9): title ('service back-office', with the logo when sidebarLogo is
 * on), the module's menu in a container of calc(100% - 90px) — calc(100% - 130px) in the service
 * platform (3003) — and the user panel (82 px; 46 px in the initialisation area). Collapsed on a desktop
 * it becomes the icon rail (SidebarRail): the logo, one icon per entry and the logout button.
 */
import { ScrollArea } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../lib/i18n';
import { INITPLAT_MODULE_ID, menuContainerHeight } from '../../state/routes.model';
import { device, layout, sidebarOpened } from '../../state/settings.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { ProductMark } from './icons';
import { LogoutButton } from './LogoutButton';
import { ShortcutMenus } from './ShortcutMenus';
import { SidebarMenu } from './SidebarMenu';
import { SidebarRail } from './SidebarRail';
import { UserPanel as UserPanelPart } from './UserPanel';

/** Depends on no address: a navigation re-renders the menu's active entries, not the panel. */
const UserPanel = memo(UserPanelPart);

/** Whether the sidebar shows as the icon rail: collapsed on a desktop (on a phone collapsed means hidden). */
export const showsRail = () => device.value === 'desktop' && !sidebarOpened.value;

/** The rail's entries follow the address here; the open sidebar's entries each follow it themselves (SidebarMenu). */
function RailEntries({ module }: { module: RouteNode }) {
  const [activePath] = useLocation();
  return <SidebarRail module={module} activePath={activePath} />;
}

export const Sidebar = memo(function Sidebar({ module }: { module: RouteNode }) {
  useSignals();
  if (showsRail()) {
    return (
      <>
        <div className="ht-sidebar-title ht-rail-title" title={t('app.sidebarTitle')}>
          <ProductMark size={24} label={t('app.sidebarTitle')} />
        </div>
        <ScrollArea component="nav" aria-label={t('layout.menu')} style={{ flex: 1 }}>
          <RailEntries module={module} />
        </ScrollArea>
        <div className="ht-rail-foot">
          <LogoutButton variant="icon" />
        </div>
      </>
    );
  }
  return (
    <>
      <div className="ht-sidebar-title">
        {layout.value.sidebarLogo && <ProductMark size={24} />}
        <span title={t('app.sidebarTitle')}>{t('app.sidebarTitle')}</span>
      </div>
      <ScrollArea component="nav" aria-label={t('layout.menu')} h={menuContainerHeight(module.moduleId)} style={{ flex: 1 }}>
        <ShortcutMenus />
        <SidebarMenu module={module} />
      </ScrollArea>
      <UserPanel reduced={module.moduleId === INITPLAT_MODULE_ID} />
    </>
  );
});
