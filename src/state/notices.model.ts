/**
 * The signed-in user's notices and announcements for the header bell (server: routes/notice-reader.ts).
 * Kept current without a reload by the notice socket (/prod-api/ws/notice: a `changed` frame when a
 * notice reaches, leaves or was read by this user elsewhere), with a poll every five minutes as the
 * fallback for a socket that cannot connect (a proxy without WebSockets). One socket per signed-in
 * shell of the main area; none in the initialisation platform or when signed out.
 * The same socket says when an approval concerning this user changed elsewhere (started, decided,
 * withdrawn: server/approvals/push.ts); it becomes the bus's `approval:changed`, so open approval lists and
 * status pages refetch (src/app/server-state.ts) as they do after this tab's own decisions.
 */
import { effect } from '@preact/signals-core';
import type { MyNoticeList } from '../../server/contracts/notice';
import type { NoticeFrame } from '../../server/contracts/notice-socket';
import { api } from '../lib/api';
import { bus } from '../lib/bus';
import { openSocket, type Socket } from '../lib/socket';
import { createNoticeBell } from './notice-bell';
import { area, token } from './session.model';

const NOTICE_POLL_MS = 5 * 60_000;
const BASE = '/htservice/notice/my';

export const noticeBell = createNoticeBell({
  // raw: a failed poll must not pop an error message over whatever the user is doing.
  list: (pageSize) => api.get<MyNoticeList>(`${BASE}/list`, { pageNum: 1, pageSize }, { raw: true }),
  markRead: (noticeId) => api.put<{ data: { unread: number } }>(`${BASE}/${noticeId}/read`).then((r) => r.data),
  markAll: () => api.put<{ data: { unread: number } }>(`${BASE}/readAll`).then((r) => r.data),
});

/** What a frame of the notice socket means for this shell. */
export function onNoticeFrame(frame: NoticeFrame): void {
  // `ready` after every (re)connect: pushes may have been missed meanwhile.
  if (frame.type === 'ready' || frame.type === 'changed') void noticeBell.refresh();
  else if (frame.type === 'approval') bus.emit('approval:changed', { instanceId: frame.instanceId });
}

let socket: Socket | null = null;
let poll: ReturnType<typeof setInterval> | null = null;

function start(): void {
  socket = openSocket({
    path: '/prod-api/ws/notice',
    token: () => token.value,
    onMessage: (message) => onNoticeFrame(message as NoticeFrame),
  });
  poll = setInterval(() => void noticeBell.refresh(), NOTICE_POLL_MS);
}

function stop(): void {
  socket?.close();
  socket = null;
  if (poll) clearInterval(poll);
  poll = null;
  noticeBell.clear();
}

effect(() => {
  const wanted = Boolean(token.value) && area.value === 'main';
  if (wanted && !socket) start();
  else if (!wanted && socket) stop();
});
