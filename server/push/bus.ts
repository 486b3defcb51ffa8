/**
 * The push seam: "something changed, tell the sockets" across every server process on the database.
 * Payloads are small JSON (ids, never rows: PostgreSQL NOTIFY carries at most 8000 bytes); a receiver
 * reads the row itself. Subscribers of the publishing process are told at once, in-process, so a push
 * never waits for a round trip and keeps working while the cross-process link is down.
 * Two implementations: `createLocalBus` (SQLite: one process only, which server/lock.ts enforces) and
 * `createPgBus` (pg-bus.ts: LISTEN/NOTIFY). server/index.ts picks one; buildApp takes it in its deps.
 */

/**
 * What is pushed: a task's state changed; a chat message was stored or read; sessions of some users
 * ended (session-ended.ts: every process re-checks those users' open sockets); notices an audience
 * sees changed or were read (notices/push.ts); tables some in-process cache reads were written
 * (db/write-watch.ts); an approval changed (approvals/push.ts).
 */
export type PushChannel = 'task' | 'chat' | 'session' | 'notice' | 'tables' | 'approval';

/** `local`: published by this process (so its own socket sessions can be told apart). */
type PushHandler = (payload: unknown, meta: { local: boolean }) => void;

export type PushBus = {
  publish: (channel: PushChannel, payload: object) => Promise<void>;
  subscribe: (channel: PushChannel, handler: PushHandler) => () => void;
  /**
   * Called after the cross-process link came back from an outage, with the time it was lost: pushes
   * sent meanwhile were lost, so subscribers re-read what they show. Never called by the local bus.
   */
  onResume: (handler: (lostAt: number) => void) => () => void;
  /** Resolves once pushes of other processes arrive (the first LISTEN is up; at once for the local bus). */
  ready: () => Promise<void>;
  /** Whether pushes of other processes arrive now (false while the LISTEN link is down; always true for the local bus). */
  connected: () => boolean;
  close: () => Promise<void>;
};

/** The in-process part every bus has: subscribers by channel, told synchronously in publish order. */
export type LocalBus = PushBus & { deliver: (channel: PushChannel, payload: unknown, local: boolean) => void; resumed: (lostAt: number) => void };

export function createLocalBus(): LocalBus {
  const handlers = new Map<PushChannel, Set<PushHandler>>();
  const resumeHandlers = new Set<(lostAt: number) => void>();
  const deliver = (channel: PushChannel, payload: unknown, local: boolean) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload, { local });
      } catch (err) {
        console.error(`push handler (${channel}) failed:`, err);
      }
    }
  };
  return {
    deliver,
    resumed: (lostAt) => {
      for (const h of resumeHandlers) h(lostAt);
    },
    async publish(channel, payload) {
      deliver(channel, payload, true);
    },
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set.add(handler));
      return () => set.delete(handler);
    },
    onResume(handler) {
      resumeHandlers.add(handler);
      return () => resumeHandlers.delete(handler);
    },
    ready: async () => {},
    connected: () => true,
    async close() {
      handlers.clear();
      resumeHandlers.clear();
    },
  };
}
