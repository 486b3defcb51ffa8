/**
 * A small run of the kill -9 durability soak (test/soak/durability.ts; `npm run soak` runs 20 cycles of
 * 1,000 writes): the server is killed with writes in flight, twice, and every acknowledged create
 * is there after each restart. On SQLite always; on PostgreSQL in the server-pg tier.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runDurability } from '../soak/durability.js';
import { freshPostgresDatabase, ON_POSTGRES } from './support.js';

const test = suite('durability under kill -9');

test('acknowledged writes survive kill -9 and the database opens every time', async () => {
  const database = ON_POSTGRES ? await freshPostgresDatabase('ht_durable') : null;
  const result = await runDurability({ databaseUrl: database?.url, cycles: 2, writesPerCycle: 100, concurrency: 8 }).finally(() => database?.drop());
  assert.equal(result.lost, []);
  assert.is(result.starts, 3);
  assert.ok(result.acknowledged >= 2 * 30, `only ${result.acknowledged} writes acknowledged`);
  // Writes were really in flight when the process died, not all finished before.
  assert.ok(
    result.inFlightAtKill.some((n) => n > 0),
    JSON.stringify(result.inFlightAtKill),
  );
});

test.run();
