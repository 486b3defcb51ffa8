/**
 * `npm run soak`: the reliability figures of the issue, at full size, on SQLite and on a throw-away
 * PostgreSQL cluster, loopback only, bounded in count and time (about 10 minutes):
 * - durability: kill -9 the server with writes in flight, 20 cycles of 1,000 writes; 0 acknowledged
 *   rows may be lost and the database must open every time;
 * - load: 200 simulated staff for 60 s (sign-in, menus, lists, saves, heartbeats); 0 errors, p99 reported.
 * Prints one table and exits 1 when a figure misses. The server tier runs a small version of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDurability } from './durability.js';
import { runLoad } from './load.js';
import { createDatabase, startPostgres } from '../support/postgres-cluster.mjs';
import { startServerProcess } from '../support/server-process.js';

const PASSWORD = 'Soak-Run-Pass!';
const rows: Array<[string, string, boolean]> = [];

async function load(engine: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-soak-load-'));
  const server = await startServerProcess({ HT_DATA_DIR: dataDir, HT_ADMIN_PASSWORD: PASSWORD, HT_CAPTCHA: 'off', HT_JOBS: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, 'source');
  try {
    const r = await runLoad(server, { users: 200, seconds: 60, password: PASSWORD });
    const p99 = Object.entries(r.byCall).map(([k, f]) => `${k} ${f.p99.toFixed(0)}`).join(', ');
    rows.push([`load ${engine}: 200 staff × 60 s`, `${r.requests} requests, ${r.errors.length} errors; p99 ms: ${p99}`, r.errors.length === 0]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function durability(engine: string, databaseUrl?: string) {
  const r = await runDurability({ databaseUrl, cycles: 20, writesPerCycle: 1000, concurrency: 16 });
  rows.push([`durability ${engine}: kill -9 × ${r.cycles}`, `${r.acknowledged} acknowledged, ${r.lost.length} lost, ${r.starts} starts, in flight at kill: max ${Math.max(...r.inFlightAtKill)}`, r.lost.length === 0 && r.starts === r.cycles + 1]);
}

const cluster = await startPostgres();
try {
  await durability('SQLite');
  await durability('PostgreSQL', await createDatabase(cluster.url, 'soak_durability'));
  await load('SQLite');
  await load('PostgreSQL', await createDatabase(cluster.url, 'soak_load'));
} finally {
  cluster.stop();
}
console.log('\nfigure | result | ok');
for (const [name, result, ok] of rows) console.log(`${name} | ${result} | ${ok ? 'yes' : 'NO'}`);
process.exit(rows.every(([, , ok]) => ok) ? 0 : 1);
