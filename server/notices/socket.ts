/**
 * The notice socket (/prod-api/ws/notice): how a signed-in shell's bell learns, without reloading, that a
 * notice reached it, was withdrawn, or was read in another window. Frames carry no content, only
 * `changed`: the bell reads its list again through the ordinary HTTP calls, so what a user sees is
 * always decided by the same query (audience.ts). Pushes arrive from any process over the push bus;
 * after the bus lost pushes (its database link was down) every bell is told to read again.
 * The same socket tells a shell that an approval concerning its user changed (`approval`, from
 * approvals/push.ts), to that user's sessions of the approval's organisation only.
 */
import type { NoticeFrame } from '../contracts/notice-socket.js';
import type { ApprovalPush } from '../approvals/push.js';
import type { Deps } from '../context.js';
import type { SocketHandler, SocketSession } from '../ws/authenticated.js';
import type { NoticePush } from './push.js';

export const NOTICE_SOCKET_PATH = '/prod-api/ws/notice';

/** Whether a push concerns the bell of `peer`. */
function concerns(push: NoticePush, peer: Pick<SocketSession, 'auth'>): boolean {
  if (push.kind === 'read') return peer.auth.user.userId === push.userId;
  return push.all || push.orgIds.includes(peer.auth.orgId);
}

export function noticeSocket(deps: Pick<Deps, 'bus'>): SocketHandler {
  const peers = new Set<SocketSession>();
  const changed: NoticeFrame = { type: 'changed' };

  /** Only to sessions still live: a push never reaches a session that ended. */
  async function tell(targets: SocketSession[], frame: NoticeFrame = changed) {
    const live = await Promise.all(targets.map((peer) => peer.live().catch(() => false)));
    for (const [i, peer] of targets.entries()) if (live[i]) peer.send(frame);
  }

  deps.bus.subscribe('notice', (payload) => {
    if (peers.size) void tell([...peers].filter((peer) => concerns(payload as NoticePush, peer)));
  });
  deps.bus.subscribe('approval', (payload) => {
    const push = payload as ApprovalPush;
    const targets = [...peers].filter((peer) => peer.auth.orgId === push.orgId && push.userIds.includes(peer.auth.user.userId));
    if (targets.length) void tell(targets, { type: 'approval', instanceId: push.instanceId });
  });
  deps.bus.onResume(() => void tell([...peers]));

  return (session) => {
    peers.add(session);
    session.send({ type: 'ready' } satisfies NoticeFrame);
    return { onFrame: () => undefined, onClose: () => void peers.delete(session) };
  };
}
