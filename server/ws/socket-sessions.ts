/**
 * The open authenticated sockets of this process, by session (token hash) and user, and how each learns
 * that its session ended — on this process or any other — so it is closed with 4401 at once instead of
 * acting, or being told things, for a while longer:
 * - a 'session' push (push/session-ended.ts), published after each revocation commits: the sockets of
 *   those users are checked against the database at once (one query) and the ended ones closed;
 * - `live()` before a push is delivered to a socket, so an ended session receives nothing even when the
 *   push of its revocation was lost;
 * - a sweep every `sweepMs` while any socket is open, one query for all of them: the backstop for lost
 *   pushes and for sessions that end by themselves (idle timeout, 12 h). After an outage of the bus's
 *   cross-process link (onResume) every socket is checked at once.
 * Routes share one registry per process (routes.ts), so the sweep is one query per process.
 */
import type { Deps } from '../context.js';
import type { PushBus } from '../push/bus.js';
import { usersOf } from '../push/session-ended.js';
import { liveTokenHashes } from './live-sessions.js';

export type WatchedSession = {
  /**
   * Whether the session is live: confirmed by the database within the last `maxAgeMs` (0: asked now).
   * An ended one is ended (its socket closed) before this answers false. Calls made together share one query.
   */
  live: (maxAgeMs?: number) => Promise<boolean>;
  /** The socket closed: stop watching it. */
  unwatch: () => void;
};

export type SocketSessions = {
  /** Watches a socket's session; `end` is called once, when the session is found ended (close the socket). */
  watch: (session: { tokenHash: string; userId: number }, end: () => void) => WatchedSession;
};

export type SocketSessionsOptions = { sweepMs?: number };

/** How often open sockets' sessions are checked when nothing told us they ended. */
const SWEEP_MS = 5000;

type Entry = { tokenHash: string; userId: number; end: () => void; checkedAt: number; done: boolean };

const stamp = () => new Date().toISOString();

export function createSocketSessions(deps: Pick<Deps, 'db' | 'now'> & { bus?: PushBus }, options: SocketSessionsOptions = {}): SocketSessions {
  const sweepMs = options.sweepMs ?? SWEEP_MS;
  const all = new Set<Entry>();
  const byUser = new Map<number, Set<Entry>>();
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping = false;
  let batch: { entries: Set<Entry>; done: Promise<void> } | null = null;

  const forget = (entry: Entry) => {
    entry.done = true;
    all.delete(entry);
    const mine = byUser.get(entry.userId);
    mine?.delete(entry);
    if (mine?.size === 0) byUser.delete(entry.userId);
    if (all.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  /** One query for `entries`; the ones whose session ended are forgotten and ended. */
  async function check(entries: Iterable<Entry>): Promise<void> {
    const open = [...entries].filter((e) => !e.done);
    if (open.length === 0) return;
    const askedAt = performance.now();
    const live = await liveTokenHashes(
      deps,
      open.map((e) => e.tokenHash),
    );
    for (const entry of open) {
      if (live.has(entry.tokenHash)) entry.checkedAt = Math.max(entry.checkedAt, askedAt);
      else if (!entry.done) {
        forget(entry);
        entry.end();
      }
    }
  }

  const checkInBackground = (entries: Iterable<Entry>, what: string) => void check(entries).catch((err) => console.error(`[${stamp()}] socket sessions: ${what} failed:`, err));

  /** Joins the check that the current tick's callers share (started once they all have joined). */
  function checkSoon(entry: Entry): Promise<void> {
    if (!batch) {
      const entries = new Set<Entry>();
      const done = Promise.resolve().then(() => {
        batch = null;
        return check(entries);
      });
      batch = { entries, done };
    }
    batch.entries.add(entry);
    return batch.done;
  }

  const sweep = () => {
    if (sweeping) return; // a slow database: the next tick tries again
    sweeping = true;
    void check(all)
      .catch((err) => console.error(`[${stamp()}] socket sessions: sweep failed:`, err))
      .finally(() => (sweeping = false));
  };

  deps.bus?.subscribe('session', (payload) => {
    const entries = usersOf(payload).flatMap((userId) => [...(byUser.get(userId) ?? [])]);
    if (entries.length > 0) checkInBackground(entries, 'check after a revocation');
  });
  // Pushes sent while the link was down are gone: whatever they said, the database says too.
  deps.bus?.onResume(() => all.size > 0 && checkInBackground(all, 'check after the bus came back'));

  return {
    watch({ tokenHash, userId }, end) {
      // The route has just resolved the token, so the session counts as confirmed now.
      const entry: Entry = { tokenHash, userId, end, checkedAt: performance.now(), done: false };
      all.add(entry);
      byUser.set(userId, (byUser.get(userId) ?? new Set()).add(entry));
      if (!sweeper) {
        sweeper = setInterval(sweep, sweepMs);
        sweeper.unref(); // the sockets themselves keep the process alive, not their checks
      }
      return {
        async live(maxAgeMs = 0) {
          if (entry.done) return false;
          if (maxAgeMs > 0 && performance.now() - entry.checkedAt < maxAgeMs) return true;
          await checkSoon(entry);
          return !entry.done;
        },
        unwatch: () => forget(entry),
      };
    },
  };
}
