/**
 * 我的通知公告 (/user/notice, a fixed route: every signed-in user reads the notices addressed to their
 * organisation): newest first, searchable by title, unread only on demand, paged; the list state is in
 * the URL. A row opens the notice to read; the list follows the bell (pushes, marks made elsewhere).
 */
import { Badge, Button, Group, Paper, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { MyNoticeList } from '../../../../server/contracts/notice';
import { t } from '../../../lib/i18n';
import { noticeBell } from '../../../state/notices.model';
import { Pagination } from '../../../ui/Pagination';
import { useInvalidateEndpoints } from '../../../ui/server-query';
import { useEndpoint } from '../../../ui/use-endpoint';
import { useListState } from '../../../ui/use-list-state';
import { NoticeReadDialog } from './NoticeReadDialog';

const FILTERS = ['noticeTitle', 'unread'] as const;
const LIST = '/htservice/notice/my/list';

export function NoticeReaderPage(_: { path: string }) {
  useSignals();
  const [state, patch] = useListState({ filterKeys: FILTERS });
  const [draft, setDraft] = useState(state.filters.noticeTitle ?? '');
  const [reading, setReading] = useState<number | null>(null);
  // The previous page stays on screen while the next one loads.
  const data = useEndpoint(LIST, { pageNum: state.pageNum, pageSize: state.pageSize, ...state.filters }, (reply: MyNoticeList) => reply, { keepShown: true }).data ?? null;
  // Marks made here are writes to the notices (the layer reads them again); a push the bell learnt of (a notice
  // published or withdrawn, one read in another tab) bumps its revision instead.
  const revision = noticeBell.revision.value;
  const invalidate = useInvalidateEndpoints();
  useEffect(() => {
    if (revision) void invalidate((endpoint) => endpoint === LIST);
  }, [revision, invalidate]);

  const setFilter = (key: (typeof FILTERS)[number], value: string) => patch({ pageNum: 1, filters: { ...state.filters, [key]: value } });
  return (
    <Stack gap="sm" data-ht="notice-reader">
      <Title order={1} size="h3">
        {t('system.notice.reader')}
      </Title>
      <Group gap="xs" align="flex-end" component="form" role="search" onSubmit={(e: React.FormEvent) => (e.preventDefault(), setFilter('noticeTitle', draft.trim()))}>
        <TextInput label={t('system.notice.search')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} w={220} />
        <Button type="submit">{t('ui.crud.search')}</Button>
        <Switch label={t('system.notice.onlyUnread')} checked={state.filters.unread === '1'} onChange={(e) => setFilter('unread', e.currentTarget.checked ? '1' : '')} mb={8} />
        <Button variant="light" disabled={!data?.unread} onClick={() => void noticeBell.readAll().catch(() => undefined)} data-ht="notice-reader-read-all">
          {t('system.notice.markAllRead')}
        </Button>
      </Group>
      {data && data.rows.length === 0 && <Text c="dimmed">{t('system.notice.readerEmpty')}</Text>}
      {data?.rows.map((n) => (
        <Paper key={n.noticeId} withBorder p="sm" data-ht="notice-row" data-notice-id={n.noticeId} data-read={n.read}>
          <UnstyledButton w="100%" onClick={() => setReading(n.noticeId)} aria-label={`${t('system.notice.open', { title: n.noticeTitle })}${n.read ? '' : ` (${t('system.notice.unreadMark')})`}`}>
            {/* Title first, time and publisher below: a phone keeps the whole title. */}
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" color={n.noticeType === '2' ? 'orange' : 'blue'} style={{ flex: 'none' }} mt={2}>
                {t(`system.notice.types.${n.noticeType}`)}
              </Badge>
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={n.read ? 400 : 600} lineClamp={2}>
                    {n.noticeTitle}
                  </Text>
                  {!n.read && (
                    <Badge color="red" size="xs" variant="filled" style={{ flex: 'none' }}>
                      {t('system.notice.unreadMark')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {n.publishTime} · {n.publisher}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        </Paper>
      ))}
      {data && <Pagination total={data.total} pageNum={state.pageNum} pageSize={state.pageSize} onChange={(page) => patch(page)} />}
      {reading !== null && <NoticeReadDialog noticeId={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}
