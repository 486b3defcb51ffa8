/**
 * Writes operation-log entries off the request's path: `record` only queues; the queue is written as
 * one multi-row INSERT at most FLUSH_DELAY_MS later, and entries arriving while a batch is being
 * written wait for the next one. So a burst of writes costs one insert per batch rather than one per
 * request, and a slow log never delays an answer. `idle()` resolves when everything queued is in
 * the database (tests await it; server/index.ts awaits it before closing the database on shutdown).
 *
 * The price: entries still queued when the process is killed outright (kill -9, power loss) are lost,
 * at most the writes of the last FLUSH_DELAY_MS. A failed insert is reported on stderr and dropped,
 * never retried forever nor allowed to fail the request it describes.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { OperLogTable } from '../db/schema.js';
import { createTitleLookup } from './titles.js';

/** An entry as the middleware knows it; `title` is filled in when its batch is written. */
type OperLogEntry = Omit<Insertable<OperLogTable>, 'oper_id' | 'title'>;

/** At most this many rows per INSERT (SQLite's bound-variable limit is 32766; 17 columns × 500 stays below). */
const BATCH_ROWS = 500;
/**
 * How long an entry may wait for others to share its INSERT. Measured (test/bench/oper-log-bench.ts):
 * writing each entry as soon as its answer had gone cost PostgreSQL one more statement per write (+10 %
 * one at a time); waiting this long turns a user's burst of writes into one statement.
 */
const FLUSH_DELAY_MS = 50;
/** A queue this long is written at once, whatever the delay. */
const FLUSH_AT = 100;

export type OperationLog = {
  record(entry: OperLogEntry): void;
  /** Writes what is queued now and resolves once every entry recorded so far is written (or dropped after a failed insert). */
  idle(): Promise<void>;
};

export function createOperationLog(deps: { db: Db; now?: () => number }): OperationLog {
  const titles = createTitleLookup(deps.db, deps.now);
  let queue: OperLogEntry[] = [];
  let writing: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let soon = false;
  let waiters: Array<() => void> = [];

  async function writeBatch(batch: OperLogEntry[]): Promise<void> {
    for (let from = 0; from < batch.length; from += BATCH_ROWS) {
      const rows = await Promise.all(batch.slice(from, from + BATCH_ROWS).map(async (e) => ({ ...e, title: (await titles.title(e.perms ?? '', e.oper_url ?? '')).slice(0, 100) })));
      await deps.db.insertInto('oper_logs').values(rows).execute();
    }
  }

  /** Writes the queue now (at the next turn of the event loop), or after FLUSH_DELAY_MS when `later`. */
  function schedule(later: boolean): void {
    if (writing || soon) return; // the running batch, or the write already due, takes it
    if (later) {
      // unref: a timer alone never keeps the process up; shutdown calls idle(), which writes at once.
      timer ??= setTimeout(drain, FLUSH_DELAY_MS).unref();
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    soon = true;
    setImmediate(drain);
  }

  function drain(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    soon = false;
    if (writing) return;
    if (queue.length === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
      return;
    }
    const batch = queue;
    queue = [];
    writing = writeBatch(batch)
      .catch((error: unknown) => console.error(`[${new Date().toISOString()}] operation log: ${batch.length} entries not written:`, error))
      .finally(() => {
        writing = null;
        // Someone waits for the log, or nothing is left: finish now; otherwise the next batch gathers first.
        if (waiters.length > 0 || queue.length === 0 || queue.length >= FLUSH_AT) drain();
        else schedule(true);
      });
  }

  return {
    record(entry) {
      queue.push(entry);
      schedule(queue.length < FLUSH_AT);
    },
    idle() {
      if (!writing && !soon && !timer && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiters.push(resolve);
        schedule(false);
      });
    },
  };
}
