/**
 * The user panel at the sidebar bottom (SPEC.md "Layout"): '(user name) nickname', '(org code) org name'
 * with the full name on hover (falling back to a short default), the login date and its accounting
 * period, and the logout icon.
 */
import { Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Link } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { loadLoginPeriod, loginDate, loginPeriod, organisation, setLoginDate, user } from '../../state/session.model';
import { LogoutButton } from './LogoutButton';

export const USER_PANEL_HEIGHT = 82;

function changeLoginDate(date: string): void {
  setLoginDate(date.slice(0, 10));
  void loadLoginPeriod();
}
export const USER_PANEL_HEIGHT_INITPLAT = 46;

/** In the initialisation area the panel is reduced to the user name (linking to InitplatProfile) and logout. */
export function UserPanel({ reduced = false }: { reduced?: boolean }) {
  useSignals();
  const org = organisation.value;
  const period = loginPeriod.value;
  const orgName = org?.name || t('user.defaultOrg');
  const frame = { borderTop: '1px solid var(--mantine-color-gray-3)' };
  if (reduced) {
    return (
      <Group data-ht="user-panel" h={USER_PANEL_HEIGHT_INITPLAT} px="sm" justify="space-between" wrap="nowrap" style={frame}>
        <Anchor component={Link} href="/initplat/profile" size="sm" fw={600} data-ht="user-name">
          {user.value?.name}
        </Anchor>
        <LogoutButton variant="icon" />
      </Group>
    );
  }
  return (
    <Group data-ht="user-panel" h={USER_PANEL_HEIGHT} px="sm" justify="space-between" wrap="nowrap" style={frame}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate data-ht="user-name">
          ({user.value?.name}) {user.value?.nickName}
        </Text>
        <Tooltip label={`(${org?.code ?? ''}) ${orgName}`} multiline maw={400}>
          <Text size="xs" c="dimmed" truncate tabIndex={0} data-ht="org-name">
            ({org?.code}) {orgName}
          </Text>
        </Tooltip>
        {/* The login date can be picked but neither typed nor cleared; a change reloads the period. */}
        <Group gap={4} wrap="nowrap">
          <DatePickerInput
            size="xs"
            variant="unstyled"
            aria-label={`${t('user.loginDateLabel')} ${loginDate.value}`}
            valueFormat="YYYY-MM-DD"
            value={loginDate.value}
            clearable={false}
            onChange={(value) => value && changeLoginDate(String(value))}
            data-ht="login-date"
            popoverProps={{ withinPortal: true, position: 'top-start' }}
          />
          <Text size="xs" c="dimmed" data-ht="login-period">
            {period ? t('user.periodLabel', { year: period.year, period: period.period }) : t('user.noPeriod')}
          </Text>
        </Group>
      </Stack>
      <LogoutButton variant="icon" />
    </Group>
  );
}
