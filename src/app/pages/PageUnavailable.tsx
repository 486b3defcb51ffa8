/**
 * The dead end of a menu whose component key names no page (a menu an administrator entered by hand
 * with a wrong component): a clear "this page does not exist" inside the tab, never a blank screen or a
 * crash. Every page the product ships is registered (module descriptors), so only such a menu gets here.
 * The component key is an internal address: only those who can fix the menu (the admin role, menu
 * editors) see it.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { permissions, roles } from '../../state/session.model';
import { hasPermi, hasRole } from '../../ui/permissions';

/** Who may see and fix a menu's component key. */
export function canFixMenus(userRoles: readonly string[], userPerms: readonly string[]): boolean {
  return hasRole(userRoles, ['admin']) || hasPermi(userPerms, ['system:menu:edit']);
}

export function PageUnavailable({ title, component }: { title: string; component: string }) {
  useSignals();
  const showKey = canFixMenus(roles.value, permissions.value);
  return (
    <Stack data-ht="page-missing" data-status="404">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert color="gray" title={t('page.unavailable')} role="status">
        <Stack gap={4}>
          <Text size="sm">{t('page.unavailableHint')}</Text>
          {showKey && (
            <Text size="sm" c="dimmed" data-ht="page-missing-component">
              {t('page.unavailableComponent', { component })}
            </Text>
          )}
        </Stack>
      </Alert>
    </Stack>
  );
}
