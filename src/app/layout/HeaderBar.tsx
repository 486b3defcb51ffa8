/**
 * The header (SPEC.md section 2): sidebar toggle, breadcrumb, command palette button (replaces header
 * search), fullscreen, size and language selectors, and the user menu (personal centre, layout
 * settings, lock, log out with the confirm).
 */
import { ActionIcon, Group, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LOCALES, locale, t, type Locale } from '../../lib/i18n';
import { user } from '../../state/session.model';
import { SIZES, setLocale, setSize, showSettings, size, toggleSidebar } from '../../state/settings.model';
import { openPalette } from '../palette/open-palette';
import { lockNow } from '../kiosk/lock-actions';
import { closeWindowFlow, logoutWithConfirm, toggleFullscreen } from '../shell-actions';
import { showMessage } from '../feedback';
import { contactEnabled, loadContactSetting, requestContact } from '../../state/contact.model';
import { Breadcrumb } from './Breadcrumb';
import { ChatIcon, FullscreenIcon, LanguageIcon, MenuIcon, SearchIcon, SizeIcon } from './icons';
import type { ResolvedPage } from './resolve-page';

function IconButton({ label, onClick, children, hook }: { label: string; onClick: () => void; children: React.ReactNode; hook: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick} data-ht={hook}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Opens the customer-service chat; until its widget is installed, says so instead of doing nothing. */
function openContact(): void {
  if (!requestContact()) showMessage(t('layout.contactUnavailable'), 'info');
}

export function HeaderBar({ page }: { page: ResolvedPage }) {
  useSignals();
  const [, navigate] = useLocation();
  useEffect(() => void loadContactSetting(), []);
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" data-ht="header">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconButton label={t('layout.toggleSidebar')} onClick={toggleSidebar} hook="sidebar-toggle">
          <MenuIcon />
        </IconButton>
        <Breadcrumb page={page} />
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconButton label={t('palette.open')} onClick={openPalette} hook="palette-open">
          <SearchIcon />
        </IconButton>
        {contactEnabled.value && (
          <IconButton label={t('layout.contact')} onClick={openContact} hook="contact">
            <ChatIcon />
          </IconButton>
        )}
        <IconButton label={t('layout.fullscreen')} onClick={toggleFullscreen} hook="fullscreen">
          <FullscreenIcon />
        </IconButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('layout.size')} data-ht="size-select">
              <SizeIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {SIZES.map((s) => (
              <Menu.Item key={s} onClick={() => setSize(s)} disabled={size.value === s} data-value={s}>
                {t(`size.${s}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('app.language')} data-ht="language-select">
              <LanguageIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {LOCALES.map((l: Locale) => (
              <Menu.Item key={l} onClick={() => setLocale(l)} disabled={locale.value === l} data-value={l}>
                {t(`app.languageName.${l}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className="ht-user-button" aria-label={t('user.menu', { name: user.value?.nickName ?? '' })} data-ht="user-menu">
              {user.value?.nickName}
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => navigate('/user/profile')}>{t('user.profile')}</Menu.Item>
            <Menu.Item onClick={() => (showSettings.value = true)}>{t('user.layoutSettings')}</Menu.Item>
            <Menu.Item onClick={() => lockNow('user')}>{t('lock.lockNow')}</Menu.Item>
            <Menu.Item onClick={() => void closeWindowFlow()}>{t('palette.closeWindow')}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => void logoutWithConfirm()}>
              {t('user.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
