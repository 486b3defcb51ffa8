/**
 * Mantine's modal and notification hosts, with their own provider, in their own chunk: the login page does not load them until a
 * message has to be shown; the signed-in area loads them at once.
 */
import { Text } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ThemedProvider } from './ThemedProvider';

let markMounted: () => void;
/** Resolves when the hosts are in the tree and can receive open/show events. */
export const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const COLORS = { error: 'red', success: 'green', info: 'blue', warning: 'yellow' } as const;
export type MessageKind = keyof typeof COLORS;

export function show(text: string, kind: MessageKind, durationMs: number, title?: string): void {
  notifications.show({ title, message: text, color: COLORS[kind], autoClose: durationMs, withBorder: true });
}

export function confirm(options: { title: string; text: string; ok: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.text}</Text>,
      labels: { confirm: options.ok, cancel: options.cancel },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
      'data-ht': 'confirm',
    } as Parameters<typeof modals.openConfirmModal>[0]);
  });
}

export function Overlays() {
  useEffect(() => markMounted(), []);
  return (
    <ThemedProvider>
      <ModalsProvider />
      <Notifications position="top-center" />
    </ThemedProvider>
  );
}
