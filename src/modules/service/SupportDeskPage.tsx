/**
 * The support desk (module 3003): the hotel group's desk sees every hotel's conversations
 * (server/chat/access.ts), latest first with unread counts, and answers in the one it opens. New
 * messages arrive over the chat socket, which owns the conversations' messages; the list of
 * conversations is server state (useEndpoint) and is read again when a message arrives or is read.
 */
import { Alert, Badge, Grid, Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { openChat, type ChatConnection, type ChatSnapshot } from '../../lib/chat-client';
import { locale, textsUnder } from '../../lib/i18n';
import { token } from '../../state/session.model';
import { ChatThread } from '../../ui/chat/ChatThread';
import { PageHeader } from '../../ui/PageHeader';
import type { ChatConversation, ChatConversationsReply, ChatHistoryReply } from '../../../server/contracts/chat';
import { useInvalidateEndpoints } from '../../ui/server-query';
import { useEndpoint } from '../../ui/use-endpoint';

const S = textsUnder('service.supportDesk');
const LIST_SIZE = 100;
const CONVERSATIONS = '/chat/desk/conversations';
const NO_ROWS: ChatConversation[] = [];

export function SupportDeskPage(_: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const list = useEndpoint(CONVERSATIONS, { pageSize: LIST_SIZE }, (r: ChatConversationsReply) => r.rows);
  const rows = list.data ?? NO_ROWS;
  const invalidate = useInvalidateEndpoints();
  const [selected, setSelected] = useState<number | null>(null);
  const [snapshot, setSnapshot] = useState<ChatSnapshot | null>(null);
  const [hasMore, setHasMore] = useState<Record<number, boolean>>({});
  const chat = useRef<ChatConnection | null>(null);

  const reload = useCallback(() => void invalidate((endpoint) => endpoint === CONVERSATIONS), [invalidate]);

  useEffect(() => {
    let seen = 0;
    chat.current = openChat({
      token: () => token.value,
      onChange: (next) => {
        setSnapshot(next);
        // Every new message (either side, any hotel) may change the order and the unread counts.
        if (next.messages.length === seen) return;
        seen = next.messages.length;
        if (seen) reload();
      },
    });
    return () => chat.current?.close();
  }, [reload]);

  const loadPage = useCallback(async (conversationId: number, beforeId?: number) => {
    const page = await api.get<ChatHistoryReply>('/chat/messages', { conversationId, pageSize: 30, beforeId });
    chat.current?.merge(page.data.messages);
    setHasMore((h) => ({ ...h, [conversationId]: page.data.hasMore }));
  }, []);

  const open = (conversationId: number) => {
    setSelected(conversationId);
    void loadPage(conversationId);
  };

  const messages = useMemo(() => (snapshot?.messages ?? []).filter((m) => m.conversationId === selected), [snapshot, selected]);
  const unreadHere = messages.some((m) => !m.fromDesk && m.readAt === null);
  useEffect(() => {
    if (selected === null || !unreadHere) return;
    void api.put('/chat/read', { conversationId: selected }).then(() => {
      chat.current?.markRead(selected, true, Date.now());
      reload();
    });
  }, [selected, unreadHere, reload]);

  const current = rows.find((r) => r.conversationId === selected);
  const texts = useMemo(
    () => ({ placeholder: S('placeholder'), send: S('send'), sending: S('sending'), empty: S('empty'), read: S('read'), delivered: S('delivered'), inputLabel: S('inputLabel') }),
    [lang],
  );

  return (
    <Stack gap="sm" data-ht="page" data-page="support-desk">
      <PageHeader title={S('title')}>
        <Text size="sm" c="dimmed">
          {S('scope')}
        </Text>
      </PageHeader>
      {snapshot?.state === 'closed' && (
        <Alert color="yellow" py={4}>
          {S('reconnecting')}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs">
            <Text fw={600} size="sm" mb="xs">
              {S('conversations')}
            </Text>
            <ScrollArea.Autosize mah={480}>
              {list.data?.length === 0 && (
                <Stack gap={4} data-ht="empty">
                  <Text size="sm" c="dimmed">
                    {S('none')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {S('noneHint')}
                  </Text>
                </Stack>
              )}
              <Stack gap={4} data-ht="table" data-table="support-conversations">
                {rows.map((r) => (
                  <UnstyledButton
                    key={r.conversationId}
                    onClick={() => open(r.conversationId)}
                    aria-label={S('open', { name: r.nickName })}
                    aria-current={r.conversationId === selected ? 'true' : undefined}
                    data-ht="row"
                    data-id={r.conversationId}
                    p={6}
                    style={{ borderRadius: 4, background: r.conversationId === selected ? 'var(--mantine-primary-color-light)' : undefined }}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {r.nickName} ({r.userName})
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          ({r.orgCode}) {r.orgName}
                        </Text>
                      </div>
                      {r.unread > 0 && (
                        <Badge color="red" size="sm" data-ht="unread">
                          {S('unread', { count: r.unread })}
                        </Badge>
                      )}
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="xs">
            {selected === null || !current ? (
              <Text size="sm" c="dimmed">
                {S('pick')}
              </Text>
            ) : (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {current.nickName} ({current.userName}) · ({current.orgCode}) {current.orgName}
                  {current.phone ? ` · ${S('phone')} ${current.phone}` : ''}
                </Text>
                <Text size="xs" c="dimmed" data-ht="chat-registration">
                  {S('account')} {current.accountCode} · {S('licence')} {current.serverLicense}
                </Text>
                {hasMore[selected] && (
                  <UnstyledButton onClick={() => void loadPage(selected, messages[0]?.messageId)}>
                    <Text size="xs" c="blue">
                      {S('earlier')}
                    </Text>
                  </UnstyledButton>
                )}
                <ChatThread
                  key={selected}
                  messages={messages}
                  outbox={(snapshot?.outbox ?? []).filter((o) => o.conversationId === selected)}
                  ownSideIsDesk
                  texts={texts}
                  height={400}
                  onSend={(body) => chat.current?.send(body, selected)}
                />
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
