/**
 * The header bell (shell region `notice-bell`): the signed-in user's unread count as a badge, and a
 * popover of the latest notices; an item opens the notice to read (marking it read), 'mark all read'
 * and 'view all' (the reader page /user/notice) sit below. The count follows pushes and polls
 * (src/state/notices.model.ts).
 */
import { ActionIcon, Button, Divider, Group, Indicator, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
// The router's navigate without a subscription to the address: the bell sits in the header on every page.
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../../lib/i18n';
import { noticeBell } from '../../../state/notices.model';
import { area } from '../../../state/session.model';
import { NoticeReadDialog } from './NoticeReadDialog';

/** Where 'view all' leads (a fixed route of the shell: every signed-in user reads their notices). */
const NOTICE_READER_PATH = '/user/notice';

const BellIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.73 21a2 2 0 0 1-3.46 0" />
  </svg>
);

export function NoticeBell() {
  useSignals();
  const [opened, setOpened] = useState(false);
  const [reading, setReading] = useState<number | null>(null);
  const unread = noticeBell.unread.value;
  // The initialisation platform's reduced shell has no notices.
  if (area.value !== 'main') return null;
  const label = unread ? t('system.notice.bellUnread', { count: unread }) : t('system.notice.bell');
  const open = (noticeId: number) => {
    setOpened(false);
    setReading(noticeId);
  };
  return (
    <>
      {/* The indicator wraps the whole popover: the target's aria attributes must land on the button itself. */}
      <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={!unread} offset={6} data-ht="notice-unread">
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} withinPortal shadow="md">
          <Popover.Target>
            <Tooltip label={label} disabled={opened}>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} aria-expanded={opened} aria-haspopup="dialog" onClick={() => setOpened((o) => !o)} data-ht="notice-bell">
                <BellIcon />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown p={0} role="dialog" aria-label={t('system.notice.bell')} data-ht="notice-popover">
            <Stack gap={0}>
              {noticeBell.latest.value.length === 0 && (
                <Text size="sm" c="dimmed" p="md" ta="center">
                  {t('system.notice.bellEmpty')}
                </Text>
              )}
              {noticeBell.latest.value.map((n) => (
                <UnstyledButton
                  key={n.noticeId}
                  px="md"
                  py={8}
                  className="ht-notice-item"
                  aria-label={`${t('system.notice.open', { title: n.noticeTitle })}${n.read ? '' : ` (${t('system.notice.unreadMark')})`}`}
                  onClick={() => open(n.noticeId)}
                  data-ht="notice-item"
                  data-notice-id={n.noticeId}
                  data-read={n.read}
                >
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    {/* The dot repeats what the button's name says: decorative. */}
                    <span aria-hidden="true" style={{ marginTop: 7, width: 6, height: 6, flex: 'none', borderRadius: 3, background: n.read ? 'transparent' : 'var(--mantine-color-red-6)' }} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={n.read ? 400 : 600} lineClamp={2}>
                        [{t(`system.notice.types.${n.noticeType}`)}] {n.noticeTitle}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {n.publishTime} · {n.publisher}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              ))}
              <Divider />
              <Group justify="space-between" px="xs" py={6}>
                <Button size="compact-sm" variant="subtle" disabled={!unread} onClick={() => void noticeBell.readAll().catch(() => undefined)} data-ht="notice-read-all">
                  {t('system.notice.markAllRead')}
                </Button>
                <Button size="compact-sm" variant="subtle" onClick={() => (setOpened(false), navigate(NOTICE_READER_PATH))} data-ht="notice-view-all">
                  {t('system.notice.viewAll')}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {reading !== null && <NoticeReadDialog noticeId={reading} onClose={() => setReading(null)} />}
    </>
  );
}
