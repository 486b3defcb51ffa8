/** The chat panel (bottom right) with its header, contact details, connection notice and thread. */
import { ActionIcon, Affix, Alert, Button, CloseButton, Group, Indicator, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { bus } from '../../src/lib/bus';
import { fillText } from '../../src/lib/fill-text';
import { ChatThread } from '../../src/ui/chat/ChatThread';
import type { ChatOptions } from './index';
import { textsOf } from './texts';
import { useConversation } from './use-conversation';

function ChatGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/**
 * Below Mantine's modals and drawers (200), above the page and its fixed header (100): a dialog or the
 * settings drawer opened while chatting covers the panel instead of having its buttons hidden under it.
 */
const CHAT_LAYER = 190;

export function ChatWidget({ options }: { options: ChatOptions }) {
  const texts = textsOf(options.locale);
  const [open, setOpen] = useState(false);
  const chat = useConversation(options.token, options.userId, open);
  useEffect(() => {
    const show = () => setOpen(true);
    bus.on('contact:requested', show);
    return () => bus.off('contact:requested', show);
  }, []);

  const state = chat.snapshot?.state;
  const notice = chat.failed ? texts.loadFailed : state === 'unauthorized' ? texts.signedOut : state === 'closed' ? texts.reconnecting : !chat.snapshot ? texts.connecting : null;
  const details = [options.accountCode ? `${texts.account} ${options.accountCode}` : '', options.serverLicense ? `${texts.licence} ${options.serverLicense}` : ''].filter(Boolean);

  return (
    <>
      {options.launcher && !open && (
        <Affix position={{ bottom: 20, right: 20 }} zIndex={CHAT_LAYER}>
          <Indicator label={chat.unread} size={18} disabled={!chat.unread} color="red">
            <ActionIcon
              size="xl"
              radius="xl"
              aria-label={chat.unread ? `${texts.open} (${fillText(texts.unread, { n: chat.unread })})` : texts.open}
              onClick={() => setOpen(true)}
              data-ht="chat-launcher"
            >
              <ChatGlyph />
            </ActionIcon>
          </Indicator>
        </Affix>
      )}
      {open && (
        <Affix position={{ bottom: 20, right: 20 }} zIndex={CHAT_LAYER}>
          {/* Escape closes it, as every other panel of the shell. */}
          <Paper shadow="lg" withBorder p="sm" w={360} role="dialog" aria-label={texts.title} data-ht="chat-panel" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{texts.title}</Text>
                  <Text size="xs" c="dimmed" truncate>
                    ({options.orgCode}) {options.orgName} · {options.nickName}
                  </Text>
                  {details.length > 0 && (
                    <Text size="xs" c="dimmed" truncate>
                      {details.join(' · ')}
                    </Text>
                  )}
                </div>
                <CloseButton aria-label={texts.close} onClick={() => setOpen(false)} data-ht="chat-close" />
              </Group>
              {notice && (
                <Alert py={4} color={state === 'unauthorized' || chat.failed ? 'red' : 'yellow'} data-ht="chat-notice">
                  {notice}
                </Alert>
              )}
              {chat.hasMore && (
                <Button variant="subtle" size="compact-xs" onClick={() => void chat.loadEarlier()} data-ht="chat-earlier">
                  {texts.earlier}
                </Button>
              )}
              <ChatThread messages={chat.messages} outbox={chat.snapshot?.outbox ?? []} ownSideIsDesk={false} texts={texts} onSend={chat.send} disabled={!chat.snapshot || state === 'unauthorized'} />
            </Stack>
          </Paper>
        </Affix>
      )}
    </>
  );
}
