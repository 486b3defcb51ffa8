/**
 * The notice socket's frames (/prod-api/ws/notice, notices/socket.ts), as zod schemas: the socket sends
 * with them and the OpenAPI document's `x-websockets` section is generated from them (sockets.ts).
 * Frames carry no content, ids at most: the bell reads its list again over HTTP (routes/notice-reader.ts).
 */
import { z } from 'zod';

/**
 * Server → browser: `ready` after auth (pushes may have been missed: read again), then `changed` whenever a
 * notice reached, left or was read by this user elsewhere, and `approval` when an approval this user started
 * or holds or held a task of was started, decided, withdrawn or resubmitted (approvals/push.ts): the shell
 * reads its approval lists and that approval's status again.
 */
export const NoticeServerFrame = z.union([z.object({ type: z.literal('ready') }), z.object({ type: z.literal('changed') }), z.object({ type: z.literal('approval'), instanceId: z.number().int() })]);
export type NoticeFrame = z.infer<typeof NoticeServerFrame>;
