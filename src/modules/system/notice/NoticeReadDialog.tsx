/**
 * One notice opened to be read (from the bell or the reader page): loaded from the reader's own call,
 * and marked read as it opens. The content is plain text shown as text (line breaks kept), never HTML.
 */
import { Badge, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { MyNoticeDetail } from '../../../../server/contracts/notice';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { noticeBell } from '../../../state/notices.model';

export function NoticeReadDialog({ noticeId, onClose }: { noticeId: number; onClose: () => void }) {
  useSignals();
  const [notice, setNotice] = useState<MyNoticeDetail | null>(null);
  useEffect(() => {
    let live = true;
    api.get<{ data: MyNoticeDetail }>(`/htservice/notice/my/${noticeId}`).then(
      (reply) => {
        if (!live) return;
        setNotice(reply.data);
        if (!reply.data.read) void noticeBell.read(noticeId).catch(() => undefined);
      },
      () => live && onClose(), // withdrawn meanwhile: the request layer said so
    );
    return () => void (live = false);
  }, [noticeId]);

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
