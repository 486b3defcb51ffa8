/**
 * The initial menus page (initplat/initMenu/index): the menus a new organisation gets, i.e. the shared ones (orgCode
 * null), as a read-only tree by module; buttons are left to each menu's detail. A menu's name opens its
 * detail (/pppp/menu?menuId=…). Menus are changed in menu management, not here.
 */
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { locale, t, textsUnder } from '../../lib/i18n';
import { organisation } from '../../state/session.model';
import type { Column } from '../../ui/column-types';
import { DataTable } from '../../ui/DataTable';
import { useHasPermi } from '../../ui/Permission';
import { TreeCell } from '../../ui/TreeCell';
import type { TreeRow } from '../../ui/tree-rows';
import { useTreeExpansion } from '../../ui/use-tree-expansion';
import { useEndpoint } from '../../ui/use-endpoint';
import type { OrgModulesReply } from '../../../server/contracts/module';
import type { MenuListReply, SysMenu } from '../../../server/contracts/menu-manage';
import { initialMenus } from './initplat-menus';
import { INITPLAT_PATHS } from './initplat-paths';
import { itemAccessors, menuItems, menuText, type MenuItem, type ModuleInfo } from './menu-tree';

const L = textsUnder('system.initplat');

export function InitMenuPage(_props: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const canQuery = useHasPermi(['system:menu:query']);
  const list = useEndpoint('/htservice/menu/list', undefined, (r: MenuListReply) => initialMenus(r.data));
  const orgId = organisation.value?.id;
  const modules = useEndpoint('/htservice/module/getModuleByOrg', { orgId }, (r: OrgModulesReply): ModuleInfo[] => r.data, { enabled: orgId !== undefined }).data;
  const menus = list.data;

  const items = useMemo(() => menuItems(menus ?? [], modules ?? [], true), [menus, modules, lang]);
  // Collapsed to one row per module at first, as in menu management.
  const { rows, toggle, allOpen, toggleAll } = useTreeExpansion(items, itemAccessors, { openAll: false });

  const columns = useMemo((): Column<TreeRow<MenuItem>>[] => {
    const of = (render: (m: SysMenu) => React.ReactNode) => (row: TreeRow<MenuItem>) => (row.item.menu ? render(row.item.menu) : null);
    const name = (row: TreeRow<MenuItem>) => {
      const menu = row.item.menu;
      if (!menu) return <span style={{ fontWeight: 600 }}>{row.item.name}</span>;
      if (!canQuery) return row.item.name;
      return (
        <Anchor component={Link} size="sm" href={`${INITPLAT_PATHS.menuDetail}?menuId=${menu.menuId}`} aria-label={L('openMenu', { name: row.item.name })} data-ht="init-menu-link">
          {row.item.name}
        </Anchor>
      );
    };
    return [
      {
        key: 'menuName',
        label: menuText('menuName'),
        width: 280,
        fixed: 'left',
        disabled: true,
        render: (row) => (
          <TreeCell depth={row.depth} hasChildren={row.hasChildren} expanded={row.expanded} label={row.item.name} onToggle={() => toggle(row.key)}>
            {name(row)}
          </TreeCell>
        ),
      },
      { key: 'menuType', label: menuText('menuType'), width: 80, render: of((m) => menuText(`type${m.menuType}`)) },
      { key: 'perms', label: menuText('perms'), width: 220, render: of((m) => m.perms) },
      { key: 'path', label: menuText('path'), width: 220, render: of((m) => m.path) },
      { key: 'visible', label: menuText('visible'), width: 80, render: of((m) => menuText(m.visible === '0' ? 'show' : 'hide')) },
      {
        key: 'status',
        label: menuText('status'),
        width: 80,
        render: of((m) => (
          <Badge variant="light" color={m.status === '0' ? 'blue' : 'red'}>
            {t(m.status === '0' ? 'ui.choice.normal' : 'ui.choice.disabled')}
          </Badge>
        )),
      },
    ];
  }, [lang, toggle, canQuery]);

  return (
    <Stack gap="sm" data-ht="init-menus">
      <Title order={1} size="h3">
        {L('menus')}
      </Title>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={720}>
          {L('menusHint')}
        </Text>
        <Button variant="default" onClick={toggleAll} data-ht="tree-toggle-all">
          {allOpen ? menuText('collapseAll') : menuText('expandAll')}
        </Button>
      </Group>
      <DataTable tableId="init-menu" label={L('menuTable')} columns={columns} rows={rows} rowKey="key" loading={list.isFetching} />
    </Stack>
  );
}
