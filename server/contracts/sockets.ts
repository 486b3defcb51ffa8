/**
 * The WebSocket channels and their frames (JSON both ways), declared from the same zod schemas the
 * sockets send and read with, for the OpenAPI document's `x-websockets` section (OpenAPI has no
 * vocabulary for sockets). Every socket of the app first takes `{ type: 'auth', token }` within 5 s
 * and closes with 4401 when the token is refused or its session ends.
 */
import { z } from 'zod';
import { ChatClientFrame, ChatServerFrame, SocketAuth } from './chat.js';
import { NoticeServerFrame } from './notice-socket.js';
import { TaskClientFrame, TaskServerFrame } from './task.js';

export type SocketChannel = { path: string; summary: string; client: z.ZodType; server: z.ZodType };

export const SOCKET_CHANNELS: SocketChannel[] = [
  {
    path: '/ws/task',
    summary: "Progress of long-running tasks (also /ws/task/{kind} for one kind): each task's state right after subscribing, then on every change (at most ~10 a second per task)",
    client: z.union([SocketAuth, ...TaskClientFrame.options]),
    server: TaskServerFrame,
  },
  {
    path: '/ws/chat',
    summary: 'The customer-service chat: ready after auth, acknowledgements of sends, messages and read receipts of the other side',
    client: z.union([SocketAuth, ...ChatClientFrame.options]),
    server: ChatServerFrame,
  },
  {
    path: '/ws/notice',
    summary:
      "The header bell's notices: `ready` after auth, then `changed` when a notice reached, left or was read by this user elsewhere (read the list again over HTTP), and `approval` with its instanceId when an approval this user started or holds or held a task of changed (read its status and the approval lists again); frames after auth are ignored",
    client: SocketAuth,
    server: NoticeServerFrame,
  },
];
