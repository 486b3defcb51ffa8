// Runs every test tier (or the ones named: typecheck lint unit server server-pg e2e) and ends with the one line
// CI reads: `N passed, N failed`. Each tier runs in its own process so happy-dom's globals never
// leak into the server tier, and the e2e tier builds the product first to test what users get.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { startPostgres } from './support/postgres-cluster.mjs';

const tiers = {
  // One tsc per program (ARCHITECTURE.md, "TypeScript configs"): browser code without Node's types, server code
  // without the DOM's, and the node scripts and tests that run or drive a browser.
  // One program per TypeScript config (browser, server, node scripts that drive a browser: ARCHITECTURE.md).
  typecheck: { commands: ['tsconfig.browser.json', 'tsconfig.server.json', 'tsconfig.node-dom.json'].map((config) => ['node_modules/.bin/tsc', '--noEmit', '-p', config]) },
  // Format and lint (Biome, biome.json) and unused files, exports and dependencies (knip, knip.json).
  lint: {
    commands: [
      ['node_modules/.bin/biome', 'ci', '--colors=off', '.'],
      ['node_modules/.bin/knip', '--no-progress'],
    ],
  },
  unit: { cmd: ['node', '--import', 'tsx', '--import', './test/setup/dom.ts', 'node_modules/uvu/bin.js', '--no-color', 'test/unit', '\\.test\\.tsx?$'] },
  server: { cmd: ['node', '--import', 'tsx', 'node_modules/uvu/bin.js', '--no-color', 'test/server', '\\.test\\.ts$'] },
  // The same server tier on PostgreSQL: a throw-away cluster of this run (test/support/postgres-cluster.mjs).
  'server-pg': { postgres: true, cmd: ['node', '--import', 'tsx', 'node_modules/uvu/bin.js', '--no-color', 'test/server', '\\.test\\.ts$'] },
  // Two browsers side by side: the files are split in two shards of about equal time (e2eShards).
  e2e: { before: ['node', 'build.mjs'], shards: 2, dir: 'test/e2e', cmd: ['node', '--import', 'tsx', 'node_modules/uvu/bin.js', '--no-color', 'test/e2e', '\\.test\\.ts$'] },
};

/**
 * Seconds an e2e file takes, measured, for the ones well above the usual ~20 s: enough to balance the
 * shards. A new file counts as usual until it is measured.
 */
const E2E_SECONDS = {
  'walk.test.ts': 120,
  'walk-en.test.ts': 110,
  'shell.test.ts': 63,
  'system-pages.test.ts': 62,
  'table-headers.test.ts': 49,
  'rpa-examples.test.ts': 43,
  'assets.test.ts': 41,
  'approvals.test.ts': 32,
};
const USUAL_E2E_SECONDS = 20;

/** The tier's files in `count` groups of about equal time (longest first, each to the lightest group), as uvu patterns. */
function e2eShards(dir, count) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.test.ts'));
  const seconds = (f) => E2E_SECONDS[f] ?? USUAL_E2E_SECONDS;
  const groups = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  for (const file of files.sort((a, b) => seconds(b) - seconds(a))) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min));
    lightest.files.push(file);
    lightest.total += seconds(file);
  }
  return groups.filter((g) => g.files.length).map((g) => `^(${g.files.map((f) => f.replace(/\./g, '\\.')).join('|')})$`);
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(tiers);

/**
 * The longest a tier may take. uvu has no per-test timeout, so a test waiting for something that never
 * comes would hold the whole run until CI's own limit; instead the tier is stopped and counted as failed.
 */
const TIER_LIMIT_MS = 15 * 60 * 1000;
/** How long a test process may stay up after uvu printed its summary. */
const LINGER_MS = 15_000;

/**
 * Runs a command, resolving to its exit code and captured stdout. `live`: its output is mirrored as it
 * comes; otherwise (a tier running beside another) stdout and stderr are held and printed together at
 * the end, so the log reads tier by tier.
 */
function run([bin, ...args], env = {}, live = true) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', live ? 'inherit' : 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...env } });
    const limit = setTimeout(() => {
      console.error(`\n${[bin, ...args].join(' ')} ran longer than ${TIER_LIMIT_MS / 60000} min: stopped`);
      child.kill('SIGKILL');
    }, TIER_LIMIT_MS);
    child.on('close', () => clearTimeout(limit));
    let out = '';
    let err = '';
    let lingering = null;
    let lingered = false;
    child.on('close', () => clearTimeout(lingering));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (live) process.stdout.write(chunk);
      // uvu's summary ends with its Duration: every test has reported. A process still alive well after
      // it is held by a handle some test left open (seen once in CI); its results are already counted.
      if (!lingering && /Duration:\s+[\d.]+ms/.test(out)) {
        lingering = setTimeout(() => {
          console.error(`\n${[bin, ...args].join(' ')} was still running ${LINGER_MS / 1000} s after its summary: stopped`);
          lingered = true;
          child.kill('SIGKILL');
        }, LINGER_MS);
      }
    });
    child.stderr?.on('data', (chunk) => (err += chunk));
    // Stopped for lingering, its summary decides: count() reads the failures from it.
    child.on('close', (code) => resolve({ code: lingered ? 0 : (code ?? 1), out, err }));
  });
}

/** Reads uvu's summary; a crash before it counts as one failure so it can never pass silently. */
function count(out, code) {
  const total = Number(/Total:\s+(\d+)/.exec(out)?.[1]);
  const passed = Number(/Passed:\s+(\d+)/.exec(out)?.[1]);
  const skipped = Number(/Skipped:\s+(\d+)/.exec(out)?.[1] ?? 0);
  if (!Number.isFinite(total) || !Number.isFinite(passed)) return { passed: 0, failed: 1 };
  const failed = total - passed - skipped;
  return { passed, failed: failed === 0 && code !== 0 ? 1 : failed };
}

/**
 * Tiers that share little run side by side (two cores): the type check and lint beside the unit tests, the server
 * tier on SQLite beside the same tier on PostgreSQL (whose database work runs in its own processes).
 */
const STAGES = [['typecheck', 'lint', 'unit'], ['server', 'server-pg'], ['e2e']];

async function runTier(name, live) {
  const tier = tiers[name];
  const log = [];
  const say = (line) => (live ? console.log(line) : log.push(line));
  say(`\n== ${name} ==`);
  const started = Date.now();
  const finish = (result, out = '', err = '') => {
    if (!live) console.log([...log, out.trimEnd(), err.trimEnd()].filter(Boolean).join('\n'));
    console.log(`-- ${name}: ${result.passed} passed, ${result.failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
    return result;
  };
  if (tier.before) {
    const { code, out, err } = await run(tier.before, {}, live);
    if (code !== 0) return finish({ passed: 0, failed: 1 }, out, err);
  }
  let cluster = null;
  if (tier.postgres) {
    try {
      cluster = await startPostgres();
    } catch (error) {
      say(`cannot start PostgreSQL: ${error.message}`);
      return finish({ passed: 0, failed: 1 });
    }
  }
  if (tier.shards) {
    // Shards run beside each other; their output is printed whole, one after the other.
    const shards = await Promise.all(e2eShards(tier.dir, tier.shards).map((pattern) => run([...tier.cmd.slice(0, -1), pattern], {}, false)));
    const result = shards.map((r) => count(r.out, r.code)).reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
    const out = shards.map((r) => r.out).join('\n');
    const err = shards.map((r) => r.err).join('\n');
    if (live) console.log([out.trimEnd(), err.trimEnd()].filter(Boolean).join('\n'));
    return finish(result, out, err);
  }
  if (tier.commands) {
    // One after the other (each takes a core beside the unit tier); each command counts as one test.
    const runs = [];
    for (const command of tier.commands) runs.push(await run(command, {}, live));
    const failed = runs.filter((r) => r.code !== 0).length;
    return finish({ passed: runs.length - failed, failed }, runs.map((r) => r.out).join(''), runs.map((r) => r.err).join(''));
  }
  const { code, out, err } = await run(tier.cmd, cluster ? { HT_TEST_ENGINE: 'postgres', HT_TEST_DATABASE_URL: cluster.url } : {}, live);
  cluster?.stop();
  return finish(count(out, code), out, err);
}

for (const name of wanted) {
  if (!tiers[name]) {
    console.error(`unknown tier ${name}; choose from ${Object.keys(tiers).join(', ')}`);
    process.exit(2);
  }
}
let passed = 0;
let failed = 0;
for (const stage of STAGES) {
  const names = stage.filter((name) => wanted.includes(name));
  const results = await Promise.all(names.map((name) => runTier(name, names.length === 1)));
  for (const r of results) {
    passed += r.passed;
    failed += r.failed;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
