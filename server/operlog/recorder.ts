/**
 * Writes operation-log entries off the request's path: `record` only queues; the queue is written as
 * one multi-row INSERT once the answer has gone (setImmediate), and entries arriving while a batch is
 * being written wait for the next one. So a burst of writes costs one insert per batch rather than one
 * per request, and a slow log never delays an answer. `idle()` resolves when everything queued is in
 * the database (tests await it; server/index.ts awaits it before closing the database on shutdown).
 *
 * The price: entries still queued when the process is killed outright (kill -9, power loss) are lost,
 * at most the writes of the last few milliseconds. A failed insert is reported on stderr and dropped,
 * never retried forever nor allowed to fail the request it describes.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { OperLogTable } from '../db/schema.js';
import { createTitleLookup } from './titles.js';

/** An entry as the middleware knows it; `title` is filled in when its batch is written. */
export type OperLogEntry = Omit<Insertable<OperLogTable>, 'oper_id' | 'title'>;

/** At most this many rows per INSERT (SQLite's bound-variable limit is 32766; 17 columns × 500 stays below). */
const BATCH_ROWS = 500;

export type OperationLog = {
  record(entry: OperLogEntry): void;
  /** Resolves once every entry recorded so far has been written (or dropped after a failed insert). */
  idle(): Promise<void>;
};

export function createOperationLog(deps: { db: Db; now?: () => number }): OperationLog {
  const titles = createTitleLookup(deps.db, deps.now);
  let queue: OperLogEntry[] = [];
  let writing: Promise<void> | null = null;
  let scheduled = false;
  let waiters: Array<() => void> = [];

  async function writeBatch(batch: OperLogEntry[]): Promise<void> {
    for (let from = 0; from < batch.length; from += BATCH_ROWS) {
      const rows = await Promise.all(batch.slice(from, from + BATCH_ROWS).map(async (e) => ({ ...e, title: (await titles.title(e.perms ?? '', e.oper_url ?? '')).slice(0, 100) })));
      await deps.db.insertInto('oper_logs').values(rows).execute();
    }
  }

  function drain(): void {
    scheduled = false;
    if (writing) return; // the running batch drains again when it ends
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
        drain();
      });
  }

  function schedule(): void {
    if (scheduled || writing) return;
    scheduled = true;
    setImmediate(drain);
  }

  return {
    record(entry) {
      queue.push(entry);
      schedule();
    },
    idle() {
      if (!writing && !scheduled && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiters.push(resolve);
        schedule();
      });
    },
  };
}
