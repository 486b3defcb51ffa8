/**
 * One menu of the initialisation platform (/pppp/menu?menuId=…): where it sits (module, parent, the
 * address it opens), how it shows, whether it is one of the initial (seeded) menus, and its buttons
 * with the permissions a role gains through them. Read-only: menus change in menu management.
 */
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { organisation } from '../../state/session.model';
import type { OrgModulesReply } from '../../../server/contracts/module';
import type { MenuListReply, SysMenu } from '../../../server/contracts/menu-manage';
import { DetailField } from './DetailField';
import { DetailMissing } from './DetailMissing';
import { menuAddress } from './initplat-menus';
import { INITPLAT_PATHS } from './initplat-paths';
import { menuText } from './menu-tree';
import { usePageQuery } from '../../ui/use-page-query';
import { useEndpoint } from '../../ui/use-endpoint';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';

const LIST_PATH = INITPLAT_PATHS.menuList;
const L = textsUnder('system.initplat');
const readMenu = (url: string, signal: AbortSignal) => api.get<{ data: SysMenu }>(url, undefined, { signal }).then((r) => r.data);

export function InitMenuDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const menuId = usePageQuery(path, 'menuId');
  // Writes to menus (menu management) go to /htservice/menu: the layer reads the menu and the list again.
  const endpoint = idEndpoint('/htservice/menu', menuId);
  const [menu] = useRecordQuery(endpoint, readMenu);
  const list = useEndpoint('/htservice/menu/list', undefined, (r: MenuListReply) => r.data, { enabled: Boolean(endpoint) });
  const orgId = organisation.value?.id;
  // Without its module the menu is still shown (the module's id for its name; the request layer said why).
  const modules = useEndpoint('/htservice/module/getModuleByOrg', { orgId }, (r: OrgModulesReply) => r.data, { enabled: Boolean(endpoint) && orgId !== undefined });

  const back = (
    <Anchor component={Link} href={LIST_PATH}>
      {L('menuBack')}
    </Anchor>
  );
  if (!menuId) return <DetailMissing title={L('menuDetail')} what={t('system.detail.menuId')} listPath={LIST_PATH} listLabel={L('menuBack')} />;
  if (menu === undefined || (menu && (list.isPending || (orgId !== undefined && modules.isPending)))) return null;
  const all = list.data;
  if (menu === null || !all)
    return (
      <Alert color="red" title={L('menuNotFound')}>
        {back}
      </Alert>
    );
  const module = modules.data?.find((m) => m.moduleId === menu.moduleId);
  const moduleName = module?.moduleName ?? String(menu.moduleId);
  const parent = all.find((m) => m.menuId === menu.parentId);
  const children = all.filter((m) => m.parentId === menu.menuId).sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
  const buttons = children.filter((m) => m.menuType === 'F');
  const subMenus = children.filter((m) => m.menuType !== 'F');
  const status = (m: SysMenu) => (
    <Badge variant="light" color={m.status === '0' ? 'blue' : 'red'}>
      {t(m.status === '0' ? 'ui.choice.normal' : 'ui.choice.disabled')}
    </Badge>
  );
  return (
    <Stack maw={960} data-ht="init-menu-detail" data-menu-id={menu.menuId}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {L('menuDetail')} · <span data-user-text>{routeTitle(menu.menuName)}</span>
        </Title>
        {back}
      </Group>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailField label={menuText('menuName')}>{routeTitle(menu.menuName)}</DetailField>
          <DetailField label={menuText('menuType')}>{menuText(`type${menu.menuType}`)}</DetailField>
          <DetailField label={L('module')}>{routeTitle(moduleName)}</DetailField>
          <DetailField label={L('parent')}>
            {parent ? (
              <Anchor component={Link} href={`${INITPLAT_PATHS.menuDetail}?menuId=${parent.menuId}`}>
                {routeTitle(parent.menuName)}
              </Anchor>
            ) : (
              L('topLevel')
            )}
          </DetailField>
          <DetailField label={L('address')}>{menuAddress(menu, all, module?.path)}</DetailField>
          <DetailField label={menuText('component')}>{menu.component}</DetailField>
          <DetailField label={menuText('perms')}>{menu.perms}</DetailField>
          <DetailField label={menuText('orderNum')}>{menu.orderNum}</DetailField>
          <DetailField label={menuText('icon')}>{menu.icon}</DetailField>
          <DetailField label={menuText('visible')}>{menuText(menu.visible === '0' ? 'show' : 'hide')}</DetailField>
          <DetailField label={menuText('status')}>{status(menu)}</DetailField>
          <DetailField label={L('cache')}>{L(menu.isCache === '0' ? 'cached' : 'notCached')}</DetailField>
          <DetailField label={menuText('scope')}>{menu.orgCode ?? menuText('shared')}</DetailField>
          <DetailField label={L('seeded')}>{menu.menuKey ? L('seededYes', { key: menu.menuKey }) : L('seededNo')}</DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h5" mb="sm">
          {L('buttons')}
        </Title>
        {buttons.length === 0 ? (
          <Text c="dimmed">{L('noButtons')}</Text>
        ) : (
          <Table data-ht="init-menu-buttons" aria-label={L('buttons')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{menuText('menuName')}</Table.Th>
                <Table.Th>{menuText('perms')}</Table.Th>
                <Table.Th>{menuText('status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {buttons.map((b) => (
                <Table.Tr key={b.menuId}>
                  <Table.Td>{routeTitle(b.menuName)}</Table.Td>
                  <Table.Td>{b.perms}</Table.Td>
                  <Table.Td>{status(b)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {subMenus.length > 0 && (
        <Paper withBorder p="lg">
          <Title order={2} size="h5" mb="sm">
            {L('subMenus')}
          </Title>
          <Group gap="md">
            {subMenus.map((m) => (
              <Anchor key={m.menuId} component={Link} href={`${INITPLAT_PATHS.menuDetail}?menuId=${m.menuId}`} aria-label={L('openMenu', { name: routeTitle(m.menuName) })}>
                {routeTitle(m.menuName)}
              </Anchor>
            ))}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
