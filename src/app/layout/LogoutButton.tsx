/** Log out with the confirm of SPEC.md section 5 ('Confirm to log out and exit the system?'); Cancel does nothing. */
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { t } from '../../lib/i18n';
import { clearModule, resetRoutes } from '../../state/routes.model';
import { logout } from '../../state/session.model';
import { confirmBox } from '../feedback';

export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  return async () => {
    const ok = await confirmBox({ text: t('user.logoutConfirm'), ok: t('common.ok'), cancel: t('common.cancel') });
    if (!ok) return;
    await logout();
    clearModule();
    resetRoutes();
    navigate('/login', { replace: true });
  };
}

function LogoutIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}

export function LogoutButton({ variant }: { variant: 'icon' | 'button' }) {
  useSignals();
  const onLogout = useLogout();
  if (variant === 'button') {
    return (
      <Button variant="default" leftSection={<LogoutIcon />} onClick={() => void onLogout()} data-ht="logout">
        {t('user.logout')}
      </Button>
    );
  }
  return (
    <Tooltip label={t('user.logout')}>
      <ActionIcon variant="subtle" color="gray" aria-label={t('user.logout')} onClick={() => void onLogout()} data-ht="logout">
        <LogoutIcon />
      </ActionIcon>
    </Tooltip>
  );
}
