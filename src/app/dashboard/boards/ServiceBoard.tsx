/** Service platform: my pending approvals, unread support conversations and unread notices. */
import { Button, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { navigate } from 'wouter/use-browser-location';
import { formatDateTime } from '../../../lib/format-date';
import { contactEnabled, requestContact } from '../../../state/contact.model';
import { EmptyState } from '../../../ui/EmptyState';
import { FIXED_LINKS } from '../links';
import { D, PanelGrid, StatCard, StatGrid, TodoList } from '../parts';
import type { BoardProps } from './types';

const APPROVAL_CENTRE = 'service/approvalCenter/index';
const SUPPORT_DESK = 'service/supportDesk/index';
const START_APPROVAL = 'service/approvalInitiated/index';

export function ServiceBoard({ data, link }: BoardProps<'service'>) {
  useSignals();
  const { approvals, chat, notices } = data;
  const centre = link(APPROVAL_CENTRE);
  const start = link(START_APPROVAL);
  // The desk answers on its page; anyone else talks to the desk in the chat widget, when the hotel has it on.
  const chatAction =
    chat.desk || !contactEnabled.value ? null : (
      <Button variant="subtle" size="compact-sm" px={0} onClick={() => requestContact()}>
        {D('service.openChat')}
      </Button>
    );
  return (
    <Stack>
      <StatGrid>
        {approvals ? <StatCard id="pendingApprovals" label={D('service.pending')} value={approvals.pending} href={centre} /> : null}
        <StatCard id="unreadChats" label={D('service.unreadChats')} value={chat.unreadConversations} href={chat.desk ? link(SUPPORT_DESK) : null} action={chatAction} />
        <StatCard id="unreadNotices" label={D('service.unreadNotices')} value={notices.unread} href={FIXED_LINKS.notices} />
      </StatGrid>
      <PanelGrid>
        {approvals ? (
          <TodoList
            id="pendingApprovals"
            title={D('service.pending')}
            total={approvals.pending}
            href={centre}
            // Nothing waits for me: say so, and offer what a person here may want instead (start one), where they may.
            empty={
              <EmptyState
                filtered={false}
                text={D('service.noPending')}
                create={start ? { label: D('service.start'), onClick: () => navigate(start) } : undefined}
                hint={start ? D('service.noPendingHint', { action: D('service.start') }) : undefined}
              />
            }
            items={approvals.latest.map((a) => ({
              key: a.taskId,
              title: `${a.approvalName} · ${a.taskName}`,
              detail: D('service.pendingFrom', { initiator: a.initiator, time: formatDateTime(a.createTime) }),
              href: centre,
            }))}
          />
        ) : null}
        <TodoList
          id="unreadNotices"
          title={D('service.unreadNotices')}
          total={notices.unread}
          href={FIXED_LINKS.notices}
          items={notices.latest.map((n) => ({ key: n.noticeId, title: n.noticeTitle, detail: formatDateTime(n.publishTime), href: FIXED_LINKS.notices }))}
        />
      </PanelGrid>
    </Stack>
  );
}
