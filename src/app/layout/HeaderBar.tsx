/**
 * The header (SPEC.md section 2): sidebar toggle, breadcrumb, command palette button (replaces header
 * search), fullscreen, size and language selectors, and the user menu (personal centre, layout
 * settings, lock, log out with the confirm).
 */
import { ActionIcon, Avatar, Group, Indicator, Menu, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { LOCALES, locale, t } from '../../lib/i18n';
import { user } from '../../state/session.model';
import { SIZES, setLocale, setSize, showSettings, size, toggleSidebar } from '../../state/settings.model';
import { openPalette } from '../palette/open-palette';
import { lockNow } from '../kiosk/lock-actions';
import { closeWindowFlow, logoutWithConfirm, toggleFullscreen } from '../shell-actions';
import { showMessage } from '../feedback';
import { contactEnabled, contactUnread, loadContactSetting, requestContact } from '../../state/contact.model';
import { ChatMount } from './ChatMount';
import { NoticeBell } from '../../modules/system/notice/NoticeBell';
import { Breadcrumb } from './Breadcrumb';
import { ChatIcon, FullscreenIcon, JobsIcon, LanguageIcon, MenuIcon, SearchIcon, SizeIcon } from './icons';
import { jobCentreOpen, mayUseTasks, runningCount } from '../../state/tasks.model';

function IconButton({ label, onClick, children, hook }: { label: string; onClick: () => void; children: React.ReactNode; hook: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick} data-ht={hook}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** An icon button opening a menu of choices; the current one is disabled; items carry `data-value`. */
function ChoiceMenu<V extends string>({
  label,
  hook,
  icon,
  options,
  current,
  onPick,
}: {
  label: string;
  hook: string;
  icon: React.ReactNode;
  options: { value: V; label: string }[];
  current: V;
  onPick: (value: V) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-ht={hook}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item key={option.value} onClick={() => onPick(option.value)} disabled={current === option.value} data-value={option.value}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Opens the customer-service chat; until its widget is installed, says so instead of doing nothing. */
function openContact(): void {
  if (!requestContact()) showMessage(t('layout.contactUnavailable'), 'info');
}

/** The sidebar toggle: memoised (like the tools) so a navigation re-renders only the breadcrumb. */
const SidebarToggle = memo(function SidebarToggle() {
  useSignals();
  return (
    <IconButton label={t('layout.toggleSidebar')} onClick={toggleSidebar} hook="sidebar-toggle">
      <MenuIcon />
    </IconButton>
  );
});

/** Everything right of the breadcrumb; it depends on no address, so a tab switch leaves it alone. */
const HeaderTools = memo(function HeaderTools() {
  useSignals();
  useEffect(() => void loadContactSetting(), []);
  return (
    <Group gap={4} wrap="nowrap">
      <IconButton label={t('palette.open')} onClick={openPalette} hook="palette-open">
        <SearchIcon />
      </IconButton>
      <NoticeBell />
      {mayUseTasks.value && (
        <Indicator label={runningCount.value} size={16} disabled={runningCount.value === 0} offset={6}>
          <IconButton label={t('task.open')} onClick={() => (jobCentreOpen.value = true)} hook="job-centre-open">
            <JobsIcon />
          </IconButton>
        </Indicator>
      )}
      {contactEnabled.value && (
        <Indicator label={contactUnread.value} size={16} color="red" disabled={!contactUnread.value} offset={6} data-ht="contact-unread">
          <IconButton label={contactUnread.value ? `${t('layout.contact')} (${t('layout.contactUnread', { count: contactUnread.value })})` : t('layout.contact')} onClick={openContact} hook="contact">
            <ChatIcon />
          </IconButton>
        </Indicator>
      )}
      <ChatMount />
      <IconButton label={t('layout.fullscreen')} onClick={toggleFullscreen} hook="fullscreen">
        <FullscreenIcon />
      </IconButton>
      <ChoiceMenu label={t('layout.size')} hook="size-select" icon={<SizeIcon />} options={SIZES.map((s) => ({ value: s, label: t(`size.${s}`) }))} current={size.value} onPick={setSize} />
      <ChoiceMenu
        label={t('app.language')}
        hook="language-select"
        icon={<LanguageIcon />}
        options={LOCALES.map((l) => ({ value: l, label: t(`app.languageName.${l}`) }))}
        current={locale.value}
        onPick={setLocale}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton className="ht-user-button" data-ht="user-menu">
            <Group gap={6} wrap="nowrap">
              {/* Decorative: the button's name already says whose menu it is. */}
              <Avatar src={user.value?.avatar || null} size={24} radius="xl" alt="" data-ht="user-avatar" />
              {/* Named by its content (so the name contains the visible nickname): the product's words, then the user's own. */}
              <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
              <span className="ht-user-nick" data-user-text>
                {user.value?.nickName}
              </span>
            </Group>
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
  );
});

/** Memoised and given nothing: of the header only the breadcrumb follows a navigation, by reading the address itself. */
export const HeaderBar = memo(function HeaderBar() {
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" className="ht-header" data-ht="header">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <SidebarToggle />
        <Breadcrumb />
      </Group>
      <HeaderTools />
    </Group>
  );
});
