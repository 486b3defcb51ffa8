/**
 * What the push bus carries on 'notice' (ids and flags only, see server/push/bus.ts): the notices an
 * audience sees changed (published, withdrawn, deleted), or a user read some (their other windows'
 * bells follow). The notice socket (socket.ts) turns either into a `changed` frame for the bells concerned.
 */
import type { PushBus } from '../push/bus.js';

export type NoticePush = { kind: 'audience'; all: boolean; orgIds: number[] } | { kind: 'read'; userId: number };

/** Announces a change after its transaction committed; a lost push only delays a bell until its next poll. */
export async function announceNotices(bus: PushBus, push: NoticePush): Promise<void> {
  if (push.kind === 'audience' && !push.all && push.orgIds.length === 0) return;
  await bus.publish('notice', push).catch(() => undefined);
}
