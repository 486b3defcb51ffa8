/**
 * The push bus over PostgreSQL LISTEN/NOTIFY, for several server processes on one database.
 * - Publishing is one `pg_notify` through the ordinary pool, after the local subscribers were told.
 *   The payload is `{ o: origin, c: channel, d: data }`; each process skips its own (origin) echoes.
 * - Receiving needs a connection of its own that stays open (a pooled one is handed back after each
 *   query and would stop listening), so each process keeps ONE dedicated client that LISTENs. When it
 *   drops (PostgreSQL restart, network) it reconnects with backoff (250 ms doubling to 10 s); once back,
 *   `onResume` handlers re-read what they show, since pushes sent meanwhile are gone for good.
 * - The channel is named after the connection's schema (`ht_push_<current_schema()>`), so deployments
 *   (or test harnesses) sharing one database in separate schemas never hear each other.
 * A failed publish (database unreachable) is logged, not thrown: the row is in the database already
 * (or the write failed too), and receivers re-read everything when their own link comes back.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connect.js';
import { createLocalBus, type PushBus, type PushChannel } from './bus.js';

/** NOTIFY refuses payloads of 8000 bytes and more; ours are ids, so this only catches a mistake. */
const MAX_PAYLOAD = 7900;

/** The listener's application_name, followed by the process id. */
export const LISTENER_NAME = 'ht push listener';

export type PgBusOptions = { minBackoffMs?: number; maxBackoffMs?: number };

const stamp = () => new Date().toISOString();

export function createPgBus(url: string, db: Db, options: PgBusOptions = {}): PushBus {
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const local = createLocalBus();
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let backoff = minBackoff;
  let retry: NodeJS.Timeout | undefined;
  let lostAt: number | null = null;
  let firstReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (firstReady = resolve));

  const onNotification = (message: pg.Notification) => {
    try {
      const { o, c, d } = JSON.parse(message.payload ?? '') as { o: string; c: PushChannel; d: unknown };
      if (o !== origin) local.deliver(c, d, false);
    } catch (err) {
      console.warn(`[${stamp()}] push: unreadable notification ignored:`, err);
    }
  };

  const lost = (client: pg.Client, reason: string) => {
    if (listener !== client) return; // a connect attempt that failed is retried by connect() itself
    listener = null;
    lostAt = Date.now();
    console.warn(`[${stamp()}] push: LISTEN connection lost (${reason}); reconnecting`);
    client.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), backoff);
    backoff = Math.min(backoff * 2, maxBackoff);
  };

  async function connect() {
    // Named, so an operator (and a test) can tell each process's listener apart in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 3000, application_name: `${LISTENER_NAME} ${process.pid}` });
    client.on('error', (err) => lost(client, err.message));
    client.on('end', () => lost(client, 'closed'));
    client.on('notification', onNotification);
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      await client.query(`listen "${`ht_push_${rows[0].schema}`.replace(/"/g, '""')}"`);
    } catch {
      client.end().catch(() => undefined);
      return schedule();
    }
    if (closed) return void client.end().catch(() => undefined);
    listener = client;
    backoff = minBackoff;
    if (lostAt !== null) {
      console.warn(`[${stamp()}] push: LISTEN connection restored`);
      const since = lostAt;
      lostAt = null;
      local.resumed(since);
    }
    firstReady();
  }
  void connect();

  return {
    subscribe: local.subscribe,
    onResume: local.onResume,
    ready: () => ready,
    connected: () => listener !== null,
    async publish(channel, payload) {
      local.deliver(channel, payload, true);
      const text = JSON.stringify({ o: origin, c: channel, d: payload });
      if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error(`push payload of ${Buffer.byteLength(text)} bytes on ${channel}: send ids, not rows`);
      try {
        await sql`select pg_notify('ht_push_' || current_schema(), ${text})`.execute(db);
      } catch (err) {
        console.warn(`[${stamp()}] push: NOTIFY on ${channel} failed: ${(err as Error).message}`);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await local.close();
    },
  };
}
