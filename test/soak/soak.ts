/**
 * `npm run soak`: the reliability figures of the issue, at full size, on SQLite and on a throw-away
 * PostgreSQL cluster, loopback only, bounded in count and time (about 10 minutes):
 * - durability: kill -9 the server with writes in flight, 20 cycles of 1,000 writes; 0 acknowledged
 *   rows may be lost and the database must open every time;
 * - load: 200 simulated staff for 60 s (sign-in, menus, lists, saves, heartbeats); 0 errors, p99 reported;
 * - a heartbeat and a sign-in during 10,000-row imports (csv and xlsx): p50/p99/max against the idle
 *   baseline, and the slowest step of the import; the figure holds when p99 stays within 200 ms;
 * - contention (races.ts): concurrent edits (one winner, one 409), Idempotency-Key (one row of 10 sends),
 *   licence seats (50 entries, 10 seats) and a task socket reconnecting mid-import.
 * Prints one table and exits 1 when a figure misses. The server tier runs a small version of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDurability } from './durability.js';
import { runImportLatency, type Figures } from './import-latency.js';
import { runRaces } from './races.js';
import { runLoad } from './load.js';
import { createDatabase, startPostgres } from '../support/postgres-cluster.mjs';
import { chosenPasswords, startServerProcess } from '../support/server-process.js';

const PASSWORD = 'Soak-Run-Pass!';
const rows: Array<[string, string, boolean]> = [];

async function load(engine: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-soak-load-'));
  const server = await startServerProcess({ HT_DATA_DIR: dataDir, ...chosenPasswords(PASSWORD), HT_CAPTCHA: 'off', HT_JOBS: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, 'source');
  try {
    const r = await runLoad(server, { users: 200, seconds: 60, password: PASSWORD });
    const p99 = Object.entries(r.byCall)
      .map(([k, f]) => `${k} ${f.p99.toFixed(0)}`)
      .join(', ');
    rows.push([`load ${engine}: 200 staff × 60 s`, `${r.requests} requests, ${r.errors.length} errors; p99 ms: ${p99}`, r.errors.length === 0]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function durability(engine: string, databaseUrl?: string) {
  const r = await runDurability({ databaseUrl, cycles: 20, writesPerCycle: 1000, concurrency: 16 });
  rows.push([
    `durability ${engine}: kill -9 × ${r.cycles}`,
    `${r.acknowledged} acknowledged, ${r.lost.length} lost, ${r.starts} starts, in flight at kill: max ${Math.max(...r.inFlightAtKill)}`,
    r.lost.length === 0 && r.starts === r.cycles + 1,
  ]);
}

const ms = (f: Figures) => `${f.p50.toFixed(0)}/${f.p99.toFixed(0)}/${f.max.toFixed(0)}`;

async function importLatency(engine: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-soak-import-'));
  const server = await startServerProcess({ HT_DATA_DIR: dataDir, ...chosenPasswords(PASSWORD), HT_CAPTCHA: 'off', HT_JOBS: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, 'source');
  try {
    for (const format of ['csv', 'xlsx'] as const) {
      const r = await runImportLatency(server, { password: PASSWORD, rows: 10_000, format });
      const slowest = Object.entries(r.byStep).sort(([, a], [, b]) => b.max - a.max)[0];
      const within = r.during.heartbeat.p99 <= 200 && r.during.login.p99 <= 200;
      rows.push([
        `heartbeat + sign-in during 10,000-row ${format} imports, ${engine} (p50/p99/max ms)`,
        `heartbeat ${ms(r.during.heartbeat)} (idle ${ms(r.idle.heartbeat)}), sign-in ${ms(r.during.login)} (idle ${ms(r.idle.login)}); slowest: ${slowest[0]} max ${slowest[1].max.toFixed(0)}; import ${r.importMs.toFixed(0)} ms`,
        within,
      ]);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function races(engine: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-soak-races-'));
  const server = await startServerProcess({ HT_DATA_DIR: dataDir, ...chosenPasswords(PASSWORD), HT_CAPTCHA: 'off', HT_JOBS: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, 'source');
  try {
    const r = await runRaces(server, { password: PASSWORD, rounds: 20 });
    const e = r.edits;
    rows.push([
      `concurrent edits ${engine}: two saves of one version at once × ${e.rounds}`,
      `${e.oneWinner} rounds with one winner, ${e.staleRefused} with one 409, ${e.winnerStored} storing the winner's value`,
      e.oneWinner === e.rounds && e.staleRefused === e.rounds && e.winnerStored === e.rounds,
    ]);
    rows.push([`Idempotency-Key ${engine}: 10 creates at once × ${r.idempotent.rounds}`, `${r.idempotent.oneRow} rounds made exactly one row`, r.idempotent.oneRow === r.idempotent.rounds]);
    rows.push([
      `licence seats ${engine}: ${r.seats.entries} entries at once for ${r.seats.seats} seats`,
      `${r.seats.granted} granted, ${r.seats.refused} refused`,
      r.seats.granted === r.seats.seats && r.seats.refused === r.seats.entries - r.seats.seats,
    ]);
    rows.push([
      `task socket ${engine}: dropped mid-import, reconnected`,
      `progress before ${r.reconnect.before}, first after reconnect ${r.reconnect.afterFirst}, ended ${r.reconnect.ended}`,
      r.reconnect.afterFirst >= r.reconnect.before && r.reconnect.ended === 'done',
    ]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cluster = await startPostgres();
try {
  await durability('SQLite');
  await durability('PostgreSQL', await createDatabase(cluster.url, 'soak_durability'));
  await load('SQLite');
  await load('PostgreSQL', await createDatabase(cluster.url, 'soak_load'));
  await importLatency('SQLite');
  await importLatency('PostgreSQL', await createDatabase(cluster.url, 'soak_import'));
  await races('SQLite');
  await races('PostgreSQL', await createDatabase(cluster.url, 'soak_races'));
} finally {
  cluster.stop();
}
console.log('\nfigure | result | ok');
for (const [name, result, ok] of rows) console.log(`${name} | ${result} | ${ok ? 'yes' : 'NO'}`);
process.exit(rows.every(([, , ok]) => ok) ? 0 : 1);
