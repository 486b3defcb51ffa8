/**
 * The server process: settings → database (lock, migrate, seed on first start) → app → listen.
 * Prints exactly one "listening" line (scripts wait for it), plus the administrator's initial
 * password on the first start and a notice when the captcha is off.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { buildServing, resolveDeps } from './app.js';
import { readConfig } from './config.js';
import { connect } from './db/connect.js';
import { reconcileCatalog } from './catalog/reconcile.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNTS, seed } from './db/seed.js';
import { trackRequests } from './http-drain.js';
import { createScheduler } from './jobs/scheduler.js';
import { acquireLock, LockHeldError } from './lock.js';
import { randomPassword } from './lib/password.js';
import { createDrain } from './plugins/draining.js';
import { createLocalBus } from './push/bus.js';
import { createPgBus } from './push/pg-bus.js';
import { createOperationLog } from './operlog/recorder.js';
import { createTaskHub } from './tasks/hub.js';
import { linkWatchToBus } from './db/write-watch.js';
import { CACHED_TABLES } from './lib/hot-cache.js';
import { attachSockets } from './ws/upgrade.js';
import { socketRoutes } from './ws/routes.js';

/** How long jobs, tasks and the database then have to stop. */
const STOP_BOUND_MS = 5_000;

async function main() {
  const config = readConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      release = acquireLock(config.dataDir);
    } catch (err) {
      if (err instanceof LockHeldError) {
        console.error(`Hotel back-office cannot start: ${err.message}`);
        process.exit(1);
      }
      throw err;
    }
  }
  process.on('exit', () => release());

  const { db, engine } = connect(config);
  await migrate(db, engine);
  // Each demo account gets its own password: the operator's (environment) or a generated one, which
  // is printed once below and must be changed at the first sign-in.
  const generated = DEMO_ACCOUNTS.filter((name) => !config.initialPasswords[name]);
  const passwords = Object.fromEntries(DEMO_ACCOUNTS.map((name) => [name, config.initialPasswords[name] ?? randomPassword()]));
  const seeded = await seed(db, { passwords, mustChange: generated, now: Date.now(), engine });
  // Pages and buttons this version added reach an existing database here (catalog/reconcile.ts).
  await reconcileCatalog(db, engine);

  // The bundle is dist/server/index.js; the built shell sits beside it in dist/public.
  let publicDir: string | undefined = fileURLToPath(new URL('../public', import.meta.url));
  if (!existsSync(publicDir)) {
    console.error(`No built shell at ${publicDir} (run node build.mjs); serving the API only.`);
    publicDir = undefined;
  }
  // Pushes to sockets reach every process on the database (LISTEN/NOTIFY); SQLite has only this one.
  const bus = config.databaseUrl ? createPgBus(config.databaseUrl, db) : createLocalBus();
  await bus.ready();
  // Other processes' writes reach this one's caches of sessions, grants, getRouters and getInfo (db/write-watch.ts).
  linkWatchToBus(db, bus, CACHED_TABLES);
  // Long-running tasks run in this process; queued ones and those whose process died (lease expired) are
  // taken over now and by a sweep every half lease.
  const tasks = createTaskHub({ db, engine, now: Date.now, bus }, { leaseMs: config.taskLeaseMs, batchSize: config.taskBatch });
  await tasks.start();
  const drain = createDrain();
  // Operation-log entries are written just after their answers; the stop below waits for the last ones.
  const operLog = createOperationLog({ db });
  const appDeps = { db, engine, config, publicDir, tasks, bus, drain, operLog };
  const { app, fast } = buildServing(appDeps);
  // What is in memory (built files, getRouters and getInfo of known sessions) is answered before the app (fast-answers.ts).
  const server = createServer(fast.listener(getRequestListener(app.fetch, { hostname: config.host }), drain));
  server.listen(config.port, config.host, () => {
    console.log(`Hotel back-office listening on http://${config.host}:${(server.address() as AddressInfo).port}`);
    if (seeded) {
      console.log(`Administrator: admin  initial password: ${passwords.admin}`);
      const others = DEMO_ACCOUNTS.filter((name) => name !== 'admin');
      console.log(`Demo accounts (initial passwords): ${others.map((name) => `${name} ${passwords[name]}`).join('  ')}`);
      if (generated.length) console.log(`Generated passwords must be changed at the first sign-in: ${generated.join(', ')}`);
    }
    if (config.captchaOff) console.log('Captcha is off on this server (HT_CAPTCHA=off)');
  });
  const requests = trackRequests(server);
  // WebSocket features: one path → handler entry each (server/ws/routes.ts).
  const sockets = attachSockets(server, socketRoutes(resolveDeps(appDeps), tasks));
  // Scheduled jobs run in the serving process (never in buildApp, so tests get no background writes).
  const scheduler = createScheduler({ db, engine, now: Date.now });
  if (!config.jobsOff) scheduler.start();

  // Stop accepting → answer what is in flight (late requests get 503) → stop jobs and tasks → close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    drain.start();
    sockets.close(); // open sockets would hold the drain open; their browsers reconnect to the next process
    // How long requests in flight may take to finish: config.stopGraceMs (HT_STOP_GRACE_SECONDS).
    const drained = requests.drain(config.stopGraceMs);
    console.log(`Hotel back-office stopping (${signal})`);
    const cut = await drained;
    if (cut > 0) console.error(`Hotel back-office: ${cut} request(s) still unanswered after ${config.stopGraceMs / 1000} s were cut`);
    // Jobs and tasks stop after the requests, which may have started some: a run in progress finishes (a
    // job is logged, a task goes back to the queue after its current batch) before the database closes.
    const stopped = Promise.all([scheduler.stop(), tasks.stop(), operLog.idle()])
      .then(() => bus.close())
      .then(() => db.destroy())
      .catch((err) => console.error('Hotel back-office: stopping failed:', err));
    // A run that does not end in time must not keep the process past a supervisor's patience.
    const giveUp = new Promise((resolve) => setTimeout(resolve, STOP_BOUND_MS).unref());
    await Promise.race([stopped, giveUp]);
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('Hotel back-office failed to start:', err);
  process.exit(1);
});
