/**
 * One conversation of the customer-service chat: messages oldest first (own on the right), the
 * messages still being sent, and a composer (Enter sends, Shift+Enter breaks the line). Bodies render
 * as text only: whatever a message contains is never markup. No session knowledge: data and the send
 * action come in through props, texts too.
 */
import { Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { formatDateTime } from '../../lib/format-date';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../server/contracts/chat';

type ChatThreadTexts = { placeholder: string; send: string; sending: string; empty: string; read: string; delivered: string; inputLabel: string };
export type ChatThreadProps = {
  messages: ChatMessage[];
  outbox: Array<{ clientId: string; body: string }>;
  /** Messages from this side are the reader's own (right-aligned, with delivery marks). */
  ownSideIsDesk: boolean;
  texts: ChatThreadTexts;
  onSend: (body: string) => void;
  height?: number | string;
  disabled?: boolean;
};

function Bubble({ own, name, body, note }: { own: boolean; name: string; body: string; note: string }) {
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} data-ht="chat-message" data-own={own ? '1' : '0'}>
      <Paper px="sm" py={6} radius="md" maw="80%" withBorder bg={own ? 'var(--mantine-primary-color-light)' : undefined}>
        <Text size="xs" c="dimmed">
          {name}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-ht="chat-body">
          {body}
        </Text>
        {note && (
          <Text size="xs" c="dimmed" ta="right">
            {note}
          </Text>
        )}
      </Paper>
    </Group>
  );
}

export function ChatThread({ messages, outbox, ownSideIsDesk, texts, onSend, height = 320, disabled }: ChatThreadProps) {
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, outbox.length]);
  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    onSend(body);
    setDraft('');
  };
  return (
    <Stack gap="xs">
      <ScrollArea h={height} viewportRef={viewport} data-ht="chat-thread">
        <Stack gap={6} p={4}>
          {messages.length === 0 && outbox.length === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {texts.empty}
            </Text>
          )}
          {messages.map((m) => {
            const own = m.fromDesk === ownSideIsDesk;
            const note = `${formatDateTime(m.createdAt)}${own ? ` · ${m.readAt ? texts.read : m.deliveredAt ? texts.delivered : ''}` : ''}`;
            return <Bubble key={m.messageId} own={own} name={m.senderName} body={m.body} note={note.replace(/ · $/, '')} />;
          })}
          {outbox.map((o) => (
            <Bubble key={o.clientId} own name="" body={o.body} note={texts.sending} />
          ))}
        </Stack>
      </ScrollArea>
      <Box>
        <Textarea
          aria-label={texts.inputLabel}
          placeholder={texts.placeholder}
          rows={3}
          maxLength={2000}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          data-ht="chat-input"
        />
        <Group justify="flex-end" mt={6}>
          <Button size="xs" onClick={submit} disabled={disabled || !draft.trim()} data-ht="chat-send">
            {texts.send}
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}
