/**
 * Durability under kill -9 (issue: reliability figures). Each cycle starts the real server on the same
 * database, signs in, sends creates from several concurrent writers, and kills the process with
 * SIGKILL while writes are still in flight. The next start must open the database (migrations, lock
 * file left behind by the dead process) and every create the server acknowledged (answered 200) in any
 * earlier cycle must be there: acknowledged means committed, whatever happens after.
 * Used by `npm run soak` (20 cycles × 1,000 writes) and, smaller, by the server tier.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orgIdOf, signInOver } from '../support/api-client.js';
import { chosenPasswords, startServerProcess } from '../support/server-process.js';

export type DurabilityOptions = {
  /** PostgreSQL database to run on; SQLite in a temporary folder when absent. */
  databaseUrl?: string;
  cycles: number;
  writesPerCycle: number;
  concurrency: number;
};
export type DurabilityResult = { engine: 'sqlite' | 'postgres'; cycles: number; starts: number; acknowledged: number; lost: string[]; inFlightAtKill: number[] };

const PASSWORD = 'Durab1lity-Soak!';
const TYPE = 'soak_durability';

async function post(url: string, token: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${url}/prod-api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function presentValues(url: string, token: string): Promise<Set<string>> {
  const res = await fetch(`${url}/prod-api/htservice/dict/data/list?dictType=${TYPE}&pageSize=100000000`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`listing the written rows failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { rows: Array<{ dictValue: string }> };
  return new Set(body.rows.map((r) => r.dictValue));
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilityResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-soak-'));
  const env = { HT_DATA_DIR: dataDir, ...chosenPasswords(PASSWORD), HT_CAPTCHA: 'off', ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) };
  const acknowledged: string[] = [];
  const inFlightAtKill: number[] = [];
  let starts = 0;
  let lost: string[] = [];
  try {
    for (let cycle = 0; cycle <= options.cycles; cycle++) {
      const server = await startServerProcess(env, 'source');
      starts += 1;
      const token = await signInOver(server.url, 'admin', PASSWORD, await orgIdOf(server.url, 'HT001'));
      const present = await presentValues(server.url, token);
      lost = acknowledged.filter((v) => !present.has(v));
      if (cycle === options.cycles || lost.length > 0) {
        await server.stop(); // the last start only checks what the previous cycles left
        break;
      }
      if (cycle === 0) await post(server.url, token, '/htservice/dict/type', { dictName: '耐久性测试', dictType: TYPE });

      // Kill somewhere between 30 % and 70 % of this cycle's writes, with the others still on the wire.
      const killAt = Math.floor(options.writesPerCycle * (0.3 + Math.random() * 0.4));
      let next = 0;
      let inFlight = 0;
      let ackedThisCycle = 0;
      let killed: Promise<void> | null = null;
      const writer = async () => {
        while (!killed && next < options.writesPerCycle) {
          const value = `c${cycle}-w${next++}`;
          inFlight += 1;
          try {
            const res = await post(server.url, token, '/htservice/dict/data', { dictType: TYPE, dictLabel: value, dictValue: value });
            if (res.status === 200) {
              acknowledged.push(value);
              ackedThisCycle += 1;
            }
          } catch {
            // the connection died with the process: not acknowledged, so not promised
          } finally {
            inFlight -= 1;
          }
          if (!killed && ackedThisCycle >= killAt) {
            inFlightAtKill.push(inFlight);
            killed = server.kill9();
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, writer));
      await (killed ?? server.kill9());
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { engine: options.databaseUrl ? 'postgres' : 'sqlite', cycles: options.cycles, starts, acknowledged: acknowledged.length, lost, inFlightAtKill };
}
