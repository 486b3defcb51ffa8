/**
 * The user panel at the sidebar bottom (SPEC.md "Layout"): '(user name) nickname', '(org code) org name'
 * with the full name on hover (falling back to a short default), the login date and its accounting
 * period, and the logout icon.
 */
import { Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { RouterLink } from '../../ui/RouterLink';
import { useSignals } from '@preact/signals-react/runtime';
import { locale, t } from '../../lib/i18n';
import { loginDate, loginPeriod, organisation, token, user } from '../../state/session.model';
import { mount as mountLoginDate } from '../../../widgets/login-date/index';
import { LogoutButton } from './LogoutButton';

const USER_PANEL_HEIGHT = 82;

/** The login-date picker widget; it stores the date and reloads the period, the session model follows (bus). */
function LoginDateWidget({ orgId }: { orgId: number }) {
  const host = useRef<HTMLDivElement>(null);
  const lang = locale.value;
  useEffect(() => {
    if (!host.current) return undefined;
    return mountLoginDate(host.current, { token: () => token.value, orgId, initialDate: loginDate.peek(), locale: lang, showPeriod: false });
  }, [orgId, lang]);
  // Never shrinks: a date broken over two lines reads as two values.
  return <div ref={host} style={{ flex: 'none', whiteSpace: 'nowrap' }} />;
}
const USER_PANEL_HEIGHT_INITPLAT = 46;

/** In the initialisation area the panel is reduced to the user name (linking to InitplatProfile) and logout. */
export function UserPanel({ reduced = false }: { reduced?: boolean }) {
  useSignals();
  const org = organisation.value;
  const period = loginPeriod.value;
  const orgName = org?.name || t('user.defaultOrg');
  const periodText = period ? t('user.periodLabel', { year: period.year, period: period.period }) : t('user.noPeriod');
  const frame = { borderTop: '1px solid var(--ht-divider)' };
  if (reduced) {
    return (
      <Group data-ht="user-panel" h={USER_PANEL_HEIGHT_INITPLAT} px="sm" justify="space-between" wrap="nowrap" style={frame}>
        <Anchor component={RouterLink} href="/initplat/profile" size="sm" fw={600} data-ht="user-name" data-user-text>
          {user.value?.name}
        </Anchor>
        <LogoutButton variant="icon" />
      </Group>
    );
  }
  return (
    <Group data-ht="user-panel" h={USER_PANEL_HEIGHT} px="sm" justify="space-between" wrap="nowrap" style={frame}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate data-ht="user-name" data-user-text>
          ({user.value?.name}) {user.value?.nickName}
        </Text>
        <Tooltip label={`(${org?.code ?? ''}) ${orgName}`} multiline maw={400}>
          <Text size="xs" c="dimmed" truncate tabIndex={0} data-ht="org-name">
            {/* The name is data; the fallback is the product's own words. */}({org?.code}) {org?.name ? <span data-user-text>{orgName}</span> : orgName}
          </Text>
        </Tooltip>
        {/* The login date can be picked but neither typed nor cleared; a change reloads the period. */}
        <Group gap={4} wrap="nowrap">
          {org && <LoginDateWidget orgId={org.id} />}
          <Text size="xs" c="dimmed" truncate title={periodText} data-ht="login-period">
            {periodText}
          </Text>
        </Group>
      </Stack>
      <LogoutButton variant="icon" />
    </Group>
  );
}
