/** Log out with the confirm of SPEC.md section 5 ('Confirm to log out and exit the system?'); Cancel does nothing. */
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import { logoutWithConfirm } from '../shell-actions';
import { LogoutIcon } from './icons';

export function LogoutButton({ variant }: { variant: 'icon' | 'button' }) {
  useSignals();
  if (variant === 'button') {
    return (
      <Button variant="default" leftSection={<LogoutIcon />} onClick={() => void logoutWithConfirm()} data-ht="logout">
        {t('user.logout')}
      </Button>
    );
  }
  return (
    <Tooltip label={t('user.logout')}>
      <ActionIcon variant="subtle" color="gray" aria-label={t('user.logout')} onClick={() => void logoutWithConfirm()} data-ht="logout">
        <LogoutIcon />
      </ActionIcon>
    </Tooltip>
  );
}
