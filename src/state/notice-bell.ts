/**
 * The header bell's logic, apart from its wiring (notices.model.ts) so it can be tested without a server:
 * the unread count and the latest notices of the signed-in user, refreshed on demand. Refreshes never
 * overlap: one asked for while another runs is run once after it, so a burst of pushes (a batch
 * publish) costs two requests, not one per push, and the answer shown is never older than the last ask.
 * Marking read updates what is shown at once, then takes the server's count.
 */
import { signal } from '@preact/signals-core';
import type { MyNotice } from '../../server/contracts/notice';

/** How many notices the bell's popover lists. */
export const BELL_SIZE = 6;

export type NoticeCalls = {
  list: (pageSize: number) => Promise<{ rows: MyNotice[]; unread: number }>;
  markRead: (noticeId: number) => Promise<{ unread: number }>;
  markAll: () => Promise<{ unread: number }>;
};

export function createNoticeBell(calls: NoticeCalls) {
  const unread = signal(0);
  const latest = signal<MyNotice[]>([]);
  /** Bumped after every change the bell learns of, so an open reader page reloads its list too. */
  const revision = signal(0);
  let running: Promise<void> | null = null;
  let again = false;

  async function load(): Promise<void> {
    const reply = await calls.list(BELL_SIZE);
    unread.value = reply.unread;
    latest.value = reply.rows;
  }

  /** Reads the count and the latest notices again (coalesced, see above); failures keep what is shown. */
  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await load().catch(() => undefined);
      } while (again);
      running = null;
      revision.value += 1;
    })();
    return running;
  }

  const markShown = (noticeId: number | null) => {
    latest.value = latest.value.map((n) => (noticeId === null || n.noticeId === noticeId ? { ...n, read: true } : n));
  };

  async function read(noticeId: number): Promise<void> {
    const wasUnread = latest.value.some((n) => n.noticeId === noticeId && !n.read);
    markShown(noticeId);
    if (wasUnread) unread.value = Math.max(0, unread.value - 1);
    unread.value = (await calls.markRead(noticeId)).unread;
    revision.value += 1;
  }

  async function readAll(): Promise<void> {
    markShown(null);
    unread.value = 0;
    unread.value = (await calls.markAll()).unread;
    revision.value += 1;
  }

  function clear(): void {
    unread.value = 0;
    latest.value = [];
  }

  return { unread, latest, revision, refresh, read, readAll, clear };
}
