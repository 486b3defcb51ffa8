/**
 * Menu management (component 'system/menu/index'): the menus the organisation sees as a tree table (one row per
 * module, its menus below; expand, collapse, indentation), searched by name and status (kept in the
 * URL), with add (also below a row), edit, delete with a confirm, and reset to the initial menus.
 * Shared menus (every organisation's) can be changed by the platform administrator only, so their
 * edit and delete buttons show for that role alone; the server enforces the same.
 */
import { Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { organisation } from '../../state/session.model';
import type { Column } from '../../ui/column-types';
import { markEditing } from '../../ui/crud/edit-flag';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { HasPermi, useHasPermi, useHasRole } from '../../ui/Permission';
import { MenuIconName } from '../../ui/route-icons';
import { TreeCell } from '../../ui/TreeCell';
import type { TreeRow } from '../../ui/tree-rows';
import { useTreeExpansion } from '../../ui/use-tree-expansion';
import { useEndpoint } from '../../ui/use-endpoint';
import { useListState } from '../../ui/use-list-state';
import type { OrgModulesReply } from '../../../server/contracts/module';
import type { MenuListReply, SysMenu } from '../../../server/contracts/menu-manage';
import { draftBody, itemAccessors, menuText, menuItems, moduleKey, type MenuDraft, type MenuItem, type ModuleInfo } from './menu-tree';
import { MenuForm } from './MenuForm';
import { MenuReset } from './MenuReset';
import { statusOptions } from '../../ui/choice-options';

const L = menuText;
const FILTERS = ['menuName', 'status'];

type Editing = { initial: MenuDraft; menu?: SysMenu };
const NO_MENUS: SysMenu[] = [];
const NO_MODULES: ModuleInfo[] = [];

const draftOf = (menu: SysMenu): MenuDraft => ({
  menuName: menu.menuName,
  menuType: menu.menuType,
  moduleId: String(menu.moduleId),
  parentId: String(menu.parentId),
  orderNum: menu.orderNum,
  path: menu.path,
  component: menu.component,
  query: menu.query,
  isFrame: menu.isFrame,
  isCache: menu.isCache,
  visible: menu.visible,
  status: menu.status,
  perms: menu.perms,
  icon: menu.icon,
});
const newDraft = (moduleId: number, parentId: number, type: MenuDraft['menuType']): MenuDraft => ({
  menuName: '',
  menuType: type,
  moduleId: String(moduleId),
  parentId: String(parentId),
  orderNum: 0,
  path: '',
  component: '',
  query: '',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
  perms: '',
  icon: '',
});

export function MenuPage(_props: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const [state, patch] = useListState({ filterKeys: FILTERS });
  const [draftFilters, setDraftFilters] = useState<Record<string, string>>(state.filters);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [resetting, setResetting] = useState(false);
  const platform = useHasRole(['admin']);
  const canAdd = useHasPermi(['system:menu:add']);
  const canEdit = useHasPermi(['system:menu:edit']);
  const canQuery = useHasPermi(['system:menu:query']);
  const canRemove = useHasPermi(['system:menu:remove']);
  const searching = Object.keys(state.filters).length > 0;
  const filterKey = JSON.stringify(state.filters);

  // Writes here go to /htservice/menu: the server-state layer reads the list again.
  const list = useEndpoint('/htservice/menu/list', state.filters, (reply: MenuListReply) => reply.data);
  const menus: SysMenu[] = list.data ?? NO_MENUS;
  const orgId = organisation.value?.id;
  const modules: ModuleInfo[] = useEndpoint('/htservice/module/getModuleByOrg', { orgId }, (r: OrgModulesReply) => r.data, { enabled: orgId !== undefined }).data ?? NO_MODULES;

  const items = useMemo(() => menuItems(menus, modules, searching), [menus, modules, searching, lang]);
  // One row per module at first (an overview that fits the screen); a search opens everything so every hit shows.
  const { rows, toggle, allOpen, toggleAll, reveal } = useTreeExpansion(items, itemAccessors, { openAll: searching, resetKey: filterKey });

  const mayChange = (menu: SysMenu) => menu.orgCode !== null || platform;
  const openAdd = (row?: MenuItem) => {
    const parent = row?.menu;
    const moduleId = row?.moduleId ?? modules[0]?.moduleId ?? 0;
    const type = parent?.menuType === 'C' ? 'F' : parent ? 'C' : 'M';
    setEditing({ initial: newDraft(moduleId, parent?.menuId ?? 0, type) });
  };
  const openEdit = async (menu: SysMenu) => {
    // The row as it is now (its version above all); without the query permission, the row as listed.
    const fresh = canQuery
      ? await api.get<{ data: SysMenu }>(`/htservice/menu/${menu.menuId}`).then(
          (r) => r.data,
          () => null,
        )
      : menu;
    if (fresh) setEditing({ initial: draftOf(fresh), menu: fresh });
  };
  const close = () => {
    setEditing(null);
    markEditing(false);
  };
  const save = async (draft: MenuDraft, shared: boolean) => {
    const body = draftBody(draft);
    if (editing?.menu) await api.put('/htservice/menu', { ...body, menuId: editing.menu.menuId, version: editing.menu.version });
    else await api.post('/htservice/menu', shared ? { ...body, orgCode: null } : body);
    notifications.show({ message: t('ui.crud.saved'), color: 'green' });
    close();
    // The new or moved menu shows at once: its module and parent open.
    reveal(moduleKey(body.moduleId), String(body.parentId));
  };
  const remove = (menu: SysMenu) =>
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: L('confirmRemove', { name: routeTitle(menu.menuName) }),
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () =>
        void api.delete(`/htservice/menu/${menu.menuId}`).then(
          () => notifications.show({ message: t('ui.crud.removed'), color: 'green' }),
          () => undefined,
        ),
    });

  const columns = useMemo((): Column<TreeRow<MenuItem>>[] => {
    const flag = (yes: string, no: string) => (value: string) => (value === '0' ? yes : no);
    const typeName = (type: SysMenu['menuType']) => L(`type${type}`);
    const shown = flag(L('show'), L('hide'));
    const status = flag(t('ui.choice.normal'), t('ui.choice.disabled'));
    const of = (render: (m: SysMenu) => React.ReactNode) => (row: TreeRow<MenuItem>) => (row.item.menu ? render(row.item.menu) : null);
    return [
      {
        key: 'menuName',
        label: L('menuName'),
        width: 280,
        fixed: 'left',
        disabled: true,
        render: (row) => (
          <TreeCell depth={row.depth} hasChildren={row.hasChildren} expanded={row.expanded} label={row.item.name} onToggle={() => toggle(row.key)}>
            <span style={{ fontWeight: row.item.menu ? undefined : 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.item.name}</span>
          </TreeCell>
        ),
      },
      {
        key: 'icon',
        label: L('icon'),
        width: 140,
        render: ({ item }) => <MenuIconName name={item.menu?.icon ?? item.icon ?? ''} group={!item.menu || item.menu.menuType === 'M'} />,
      },
      { key: 'orderNum', label: L('orderNum'), width: 80, align: 'right', render: of((m) => m.orderNum) },
      { key: 'menuType', label: L('menuType'), width: 80, render: of((m) => typeName(m.menuType)) },
      { key: 'perms', label: L('perms'), width: 220, render: of((m) => m.perms) },
      { key: 'path', label: L('path'), width: 200, render: of((m) => m.path) },
      { key: 'component', label: L('component'), width: 220, render: of((m) => m.component) },
      { key: 'visible', label: L('visible'), width: 80, render: of((m) => shown(m.visible)) },
      {
        key: 'status',
        label: L('status'),
        width: 80,
        render: of((m) => (
          <Badge variant="light" color={m.status === '0' ? 'blue' : 'red'}>
            {status(m.status)}
          </Badge>
        )),
      },
      { key: 'scope', label: L('scope'), width: 100, render: of((m) => m.orgCode ?? L('shared')) },
    ];
  }, [lang, toggle]);

  const actions: Column<TreeRow<MenuItem>> = {
    key: '__actions',
    label: t('ui.crud.actions'),
    width: 190,
    fixed: 'right',
    disabled: true,
    render: (row) => {
      const menu = row.item.menu;
      return (
        <Group gap={4} wrap="nowrap">
          {menu && canEdit && mayChange(menu) && (
            <Button size="compact-xs" variant="subtle" aria-label={L('editRow', { name: routeTitle(menu.menuName) })} onClick={() => void openEdit(menu)}>
              {t('ui.crud.edit')}
            </Button>
          )}
          {canAdd && menu?.menuType !== 'F' && (
            <Button size="compact-xs" variant="subtle" aria-label={L('addChildOf', { name: row.item.name })} onClick={() => openAdd(row.item)}>
              {L('addChild')}
            </Button>
          )}
          {menu && canRemove && mayChange(menu) && (
            <Button size="compact-xs" variant="subtle" color="red" aria-label={L('removeRow', { name: routeTitle(menu.menuName) })} onClick={() => remove(menu)}>
              {t('ui.crud.remove')}
            </Button>
          )}
        </Group>
      );
    },
  };

  return (
    <Stack gap="sm" data-ht="crud" data-table-id="sys-menu">
      <PageHeader title={L('title')} />
      <Group
        gap="xs"
        align="flex-end"
        component="form"
        role="search"
        onSubmit={(e: React.FormEvent) => (e.preventDefault(), patch({ filters: Object.fromEntries(Object.entries(draftFilters).filter(([, v]) => v)) }))}
      >
        <TextInput label={L('menuName')} name="menuName" value={draftFilters.menuName ?? ''} onChange={(e) => setDraftFilters({ ...draftFilters, menuName: e.currentTarget.value })} w={200} />
        <Select
          label={L('status')}
          data={statusOptions()}
          value={draftFilters.status || null}
          onChange={(v) => setDraftFilters({ ...draftFilters, status: v ?? '' })}
          clearable
          clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
          w={160}
        />
        <Button type="submit" data-ht="crud-search">
          {t('ui.crud.search')}
        </Button>
        <Button variant="default" onClick={() => (setDraftFilters({}), patch({ filters: {} }))}>
          {t('ui.crud.reset')}
        </Button>
      </Group>
      <Group gap="xs">
        <HasPermi value={['system:menu:add']}>
          <Button variant="light" onClick={() => openAdd()} data-ht="crud-add">
            {t('ui.crud.add')}
          </Button>
        </HasPermi>
        <Button variant="default" onClick={toggleAll} data-ht="tree-toggle-all">
          {allOpen ? L('collapseAll') : L('expandAll')}
        </Button>
        {canEdit && canRemove && (
          <Button variant="light" color="orange" onClick={() => setResetting(true)} data-ht="menu-reset">
            {L('reset')}
          </Button>
        )}
      </Group>
      <DataTable tableId="sys-menu" label={L('table')} columns={[...columns, actions]} rows={rows} rowKey="key" loading={list.isFetching} />
      {editing && (
        <MenuForm
          title={editing.menu ? L('editTitle') : L('addTitle')}
          initial={editing.initial}
          editing={editing.menu}
          menus={menus}
          modules={modules.length ? modules : items.filter((i) => !i.menu).map((i) => ({ moduleId: i.moduleId, moduleName: i.name }))}
          mayShare={platform}
          onDirtyChange={markEditing}
          onCancel={close}
          onSubmit={save}
        />
      )}
      {resetting && <MenuReset modules={modules} platform={platform} onClose={() => setResetting(false)} onDone={() => void list.refetch()} />}
    </Stack>
  );
}
