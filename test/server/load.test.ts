/**
 * A small run of the staff load (test/soak/load.ts; `npm run soak` runs 200 users for 60 s): 20
 * simulated staff for 4 s against a real server process, every answer a success. The latency figures
 * are printed, not asserted: a busy machine must not fail correct answers (the soak reports them).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad } from '../soak/load.js';
import { chosenPasswords, startServerProcess } from '../support/server-process.js';
import { freshPostgresDatabase, ON_POSTGRES } from './support.js';

const test = suite('staff load');

test('20 staff for 4 s: every call answers successfully', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-load-'));
  const password = 'Load-Te5t-Pass!';
  const database = ON_POSTGRES ? await freshPostgresDatabase('ht_load') : null;
  const server = await startServerProcess({ HT_DATA_DIR: dataDir, ...chosenPasswords(password), HT_CAPTCHA: 'off', HT_JOBS: 'off', ...(database ? { DATABASE_URL: database.url } : {}) }, 'source');
  try {
    const result = await runLoad(server, { users: 20, seconds: 4, password });
    console.log(
      `    ${result.requests} requests: ${Object.entries(result.byCall)
        .map(([k, f]) => `${k} p99 ${f.p99.toFixed(0)} ms`)
        .join(', ')}`,
    );
    assert.equal(result.errors.slice(0, 10), []);
    assert.ok(result.requests >= 20 * 5, `${result.requests} requests`);
  } finally {
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
