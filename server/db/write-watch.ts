/**
 * Which tables changed, for the in-process caches of hot answers (sessions, grants, getRouters, getInfo:
 * server/lib/hot-cache.ts). Every statement of the query layer passes through a wrapped Kysely driver
 * (`watchWrites`, applied by connect.ts), so no write can forget to invalidate: an INSERT, UPDATE or
 * DELETE bumps its table's version once it is committed (at once outside a transaction, at COMMIT
 * inside one, nothing on ROLLBACK), and a statement the watch cannot read (DDL, raw SQL writes, CTEs)
 * bumps every table. Writes on other processes arrive through the push bus (`linkWatchToBus`), and
 * while that link is down the caches are not used at all (`live`).
 *
 * A cache entry remembers the stamp of its tables taken BEFORE it read them, and is good only while
 * the stamp is unchanged: a write committed while the entry was being read makes it stale at once.
 * Versions only grow, so the sum over a set of tables changes whenever one of them changes.
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { PushBus } from '../push/bus.js';

/** Updates that change nothing a cache reads: a session's activity time, a name's failed sign-ins. */
const UNWATCHED_UPDATES: Record<string, readonly string[]> = {
  sessions: ['last_active_at'],
  users: ['failed_count', 'locked_until'],
};

const ALL = '*';

export type WriteWatch = {
  /** Sum of the versions of `tables` (and of the all-tables version); compare two stamps for equality. */
  stamp: (tables: readonly string[]) => number;
  /** False while writes of other processes may go unheard: callers then read the database. */
  live: () => boolean;
  /** Marks `tables` (or every table, '*') changed: committed writes of this process, or pushes from others. */
  bump: (tables: readonly string[]) => void;
  /** Called after each commit of this process that changed tables, with their names. */
  onCommitted: (listener: (tables: string[]) => void) => void;
  setLive: (live: () => boolean) => void;
  /** The watched driver's report of a committed write (bumps, then tells `onCommitted` listeners). */
  committed: (tables: string[]) => void;
};

export function createWriteWatch(): WriteWatch {
  const versions = new Map<string, number>([[ALL, 0]]);
  const listeners: ((tables: string[]) => void)[] = [];
  let live = () => true;
  const bump = (tables: readonly string[]) => {
    for (const table of tables) versions.set(table, (versions.get(table) ?? 0) + 1);
  };
  return {
    stamp(tables) {
      let sum = versions.get(ALL)!;
      for (const table of tables) sum += versions.get(table) ?? 0;
      return sum;
    },
    live: () => live(),
    bump,
    onCommitted: (listener) => void listeners.push(listener),
    setLive: (fn) => void (live = fn),
    committed(tables) {
      bump(tables);
      for (const listener of listeners) listener(tables);
    },
  };
}

type Node = { kind: string; [key: string]: unknown };

function tableNames(node: unknown, into: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) tableNames(n, into);
    return;
  }
  const n = node as Node;
  if (n.kind === 'TableNode') {
    into.add(((n.table as Node).identifier as { name: string }).name);
    return;
  }
  for (const value of Object.values(n)) tableNames(value, into);
}

const columnName = (update: Node) => ((update.column as Node).column as { name: string }).name;

/** The tables a statement writes: [] for a read, ['*'] when it cannot tell. */
function writtenTables(query: CompiledQuery): string[] {
  const node = query.query as unknown as Node;
  if (node.kind === 'SelectQueryNode' && !node.with) return [];
  if (node.kind === 'RawNode') return rawWrittenTables(query.sql);
  if (node.with) return [ALL];
  const tables = new Set<string>();
  if (node.kind === 'InsertQueryNode') tableNames(node.into, tables);
  else if (node.kind === 'UpdateQueryNode') tableNames(node.table, tables);
  else if (node.kind === 'DeleteQueryNode') tableNames(node.from, tables);
  else return [ALL];
  if (tables.size === 0) return [ALL];
  if (node.kind === 'UpdateQueryNode' && tables.size === 1) {
    const unwatched = UNWATCHED_UPDATES[[...tables][0]];
    const columns = ((node.updates as Node[] | undefined) ?? []).map(columnName);
    if (unwatched && columns.length > 0 && columns.every((c) => unwatched.includes(c))) return [];
  }
  return [...tables];
}

const READ_OR_CONTROL = /^\s*(select|pragma|explain|show|set|savepoint|release|rollback\s+to|begin|start|commit|end|rollback|listen|unlisten|values)\b/i;

function rawWrittenTables(text: string): string[] {
  if (READ_OR_CONTROL.test(text)) return [];
  return [ALL]; // raw writes are migrations and a few table rebuilds: bump everything
}

type TxState = { inTransaction: boolean; pending: Set<string> };

function watchedConnection(inner: DatabaseConnection, watch: WriteWatch): DatabaseConnection {
  const state: TxState = { inTransaction: false, pending: new Set() };
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const raw = (query.query as unknown as Node).kind === 'RawNode' ? query.sql.trim().toLowerCase() : '';
      let result: QueryResult<R>;
      try {
        result = await inner.executeQuery<R>(query);
      } catch (err) {
        // A failed COMMIT or ROLLBACK ends the transaction too; its writes count as changed, to be safe.
        if (/^(commit|end|rollback)\b/.test(raw) && !/^rollback\s+to\b/.test(raw)) {
          state.inTransaction = false;
          if (state.pending.size > 0) watch.committed([...state.pending]);
          state.pending.clear();
        }
        throw err;
      }
      if (/^(begin|start transaction)\b/.test(raw)) state.inTransaction = true;
      else if (/^(commit|end)\b/.test(raw)) {
        state.inTransaction = false;
        if (state.pending.size > 0) watch.committed([...state.pending]);
        state.pending.clear();
      } else if (/^rollback\b/.test(raw) && !/^rollback\s+to\b/.test(raw)) {
        state.inTransaction = false;
        state.pending.clear();
      } else {
        const tables = writtenTables(query);
        if (tables.length > 0) {
          if (state.inTransaction) for (const t of tables) state.pending.add(t);
          else watch.committed(tables);
        }
      }
      return result;
    },
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };
}

/** `dialect` with every statement watched by `watch`. */
export function watchWrites(dialect: Dialect, watch: WriteWatch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      // One wrapper per pooled connection, so its transaction state follows it.
      const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
      const outer = new WeakMap<DatabaseConnection, DatabaseConnection>();
      const unwrap = (c: DatabaseConnection) => outer.get(c) ?? c;
      return {
        init: () => driver.init(),
        async acquireConnection() {
          const inner = await driver.acquireConnection();
          let w = wrapped.get(inner);
          if (!w) {
            w = watchedConnection(inner, watch);
            wrapped.set(inner, w);
            outer.set(w, inner);
          }
          return w;
        },
        // The driver sends BEGIN/COMMIT/ROLLBACK through the connection it is given: the wrapper sees them.
        beginTransaction: (c: DatabaseConnection, settings: TransactionSettings) => driver.beginTransaction(c, settings),
        commitTransaction: (c) => driver.commitTransaction(c),
        rollbackTransaction: (c) => driver.rollbackTransaction(c),
        savepoint: driver.savepoint && ((c, name, compile) => driver.savepoint!(c, name, compile)),
        rollbackToSavepoint: driver.rollbackToSavepoint && ((c, name, compile) => driver.rollbackToSavepoint!(c, name, compile)),
        releaseSavepoint: driver.releaseSavepoint && ((c, name, compile) => driver.releaseSavepoint!(c, name, compile)),
        releaseConnection: (c) => driver.releaseConnection(unwrap(c)),
        destroy: () => driver.destroy(),
      };
    },
  };
}

/** The watch of each database handle connect.ts opened; a handle made otherwise has none (no caching). */
const watches = new WeakMap<object, WriteWatch>();

export function registerWatch(db: object, watch: WriteWatch): void {
  watches.set(db, watch);
}

export function watchOf(db: object): WriteWatch | undefined {
  return watches.get(db);
}

type TablesChangedPush = { tables: string[] };

/**
 * Server processes sharing a PostgreSQL database: each commit's tables go out on the bus, others'
 * arrive and bump here; while the LISTEN link is down the caches stand aside (the bus is not
 * `connected`), and when it is back every table counts as changed (pushes of the outage are lost).
 */
export function linkWatchToBus(db: object, bus: PushBus, cachedTables: readonly string[]): void {
  const watch = watches.get(db);
  if (!watch) return;
  // Only what some cache reads goes out: most writes (vouchers, logs) concern no cache.
  watch.onCommitted((changed) => {
    const tables = changed.includes(ALL) ? [ALL] : changed.filter((t) => cachedTables.includes(t));
    if (tables.length > 0) void bus.publish('tables', { tables } satisfies TablesChangedPush);
  });
  bus.subscribe('tables', (payload, meta) => {
    if (meta.local) return;
    const tables = (payload as Partial<TablesChangedPush> | null)?.tables;
    watch.bump(Array.isArray(tables) && tables.every((t) => typeof t === 'string') ? tables : [ALL]);
  });
  bus.onResume(() => watch.bump([ALL]));
  watch.setLive(() => bus.connected());
}
