/**
 * One notice opened to be read (from the bell or the reader page): loaded from the reader's own call,
 * and marked read as it opens. The content is plain text shown as text (line breaks kept), never HTML.
 */
import { Badge, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { MyNoticeDetail } from '../../../../server/contracts/notice';
import { t } from '../../../lib/i18n';
import { noticeBell } from '../../../state/notices.model';
import { useCloseOnFailure } from '../../../ui/use-close-on-failure';
import { useEndpoint } from '../../../ui/use-endpoint';

export function NoticeReadDialog({ noticeId, onClose }: { noticeId: number; onClose: () => void }) {
  useSignals();
  const answer = useEndpoint(`/htservice/notice/my/${noticeId}`, undefined, (reply: { data: MyNoticeDetail }) => reply.data);
  const notice = answer.data ?? null;
  // Withdrawn meanwhile: the request layer said so.
  useCloseOnFailure(answer.isError, onClose);
  // Marked read as it opens; the mark is a write to the notices, so this answer and the reader's list are read again.
  const unread = notice !== null && !notice.read;
  useEffect(() => {
    if (unread) void noticeBell.read(noticeId).catch(() => undefined);
  }, [unread, noticeId]);

  return (
    <Modal opened onClose={onClose} size="lg" title={notice?.noticeTitle ?? t('system.notice.title')} closeButtonProps={{ 'aria-label': t('system.notice.close') }} data-ht="notice-read">
      {notice ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color={notice.noticeType === '2' ? 'orange' : 'blue'}>
              {t(`system.notice.types.${notice.noticeType}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('system.notice.readAt', { time: notice.publishTime, publisher: notice.publisher })}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-ht="notice-content">
            {notice.noticeContent}
          </Text>
        </Stack>
      ) : (
        <Loader size="sm" aria-label={t('system.notice.title')} />
      )}
    </Modal>
  );
}
