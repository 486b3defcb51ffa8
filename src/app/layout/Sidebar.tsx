/**
 * The sidebar (SPEC.md sections 2 and 9): title ('service back-office', with the logo when sidebarLogo is
 * on), the module's menu in a container of calc(100% - 90px) — calc(100% - 130px) in the service
 * platform (3003) — and the user panel (82 px; 46 px in the initialisation area).
 */
import { ScrollArea } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { INITPLAT_MODULE_ID, menuContainerHeight } from '../../state/routes.model';
import { layout } from '../../state/settings.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { ShortcutMenus } from './ShortcutMenus';
import { SidebarMenu } from './SidebarMenu';
import { UserPanel } from './UserPanel';

export function Sidebar({ module, activePath }: { module: RouteNode; activePath: string }) {
  useSignals();
  return (
    <>
      <div className="ht-sidebar-title">
        {layout.value.sidebarLogo && <img src="/favicon.svg" alt="" width={24} height={24} />}
        <span>{t('app.sidebarTitle')}</span>
      </div>
      <ScrollArea component="nav" aria-label={t('layout.menu')} h={menuContainerHeight(module.moduleId)} style={{ flex: 1 }}>
        <ShortcutMenus activePath={activePath} />
        <SidebarMenu module={module} activePath={activePath} />
      </ScrollArea>
      <UserPanel reduced={module.moduleId === INITPLAT_MODULE_ID} />
    </>
  );
}
