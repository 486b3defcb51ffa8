/**
 * The server process: settings → database (lock, migrate, seed on first start) → app → listen.
 * Prints exactly one "listening" line (scripts wait for it), plus the administrator's initial
 * password on the first start and a notice when the captcha is off.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp, resolveDeps } from './app.js';
import { readConfig } from './config.js';
import { connect } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { createScheduler } from './jobs/scheduler.js';
import { acquireLock, LockHeldError } from './lock.js';
import { randomPassword } from './lib/password.js';
import { createLocalBus } from './push/bus.js';
import { createPgBus } from './push/pg-bus.js';
import { createTaskHub } from './tasks/hub.js';
import { attachSockets } from './ws/upgrade.js';
import { socketRoutes } from './ws/routes.js';

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
  const adminPassword = config.adminPassword ?? randomPassword();
  const seeded = await seed(db, { adminPassword, now: Date.now() });

  // The bundle is dist/server/index.js; the built shell sits beside it in dist/public.
  let publicDir: string | undefined = fileURLToPath(new URL('../public', import.meta.url));
  if (!existsSync(publicDir)) {
    console.error(`No built shell at ${publicDir} (run node build.mjs); serving the API only.`);
    publicDir = undefined;
  }
  // Pushes to sockets reach every process on the database (LISTEN/NOTIFY); SQLite has only this one.
  const bus = config.databaseUrl ? createPgBus(config.databaseUrl, db) : createLocalBus();
  await bus.ready();
  // Long-running tasks run in this process; queued ones and those whose process died (lease expired) are
  // taken over now and by a sweep every half lease.
  const tasks = createTaskHub({ db, engine, now: Date.now, bus }, { leaseMs: config.taskLeaseMs, batchSize: config.taskBatch });
  await tasks.start();
  const appDeps = { db, engine, config, publicDir, tasks, bus };
  const app = buildApp(appDeps);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    console.log(`Hotel back-office listening on http://${config.host}:${info.port}`);
    if (seeded) console.log(`Administrator: admin  initial password: ${adminPassword}`);
    if (config.captchaOff) console.log('Captcha is off on this server (HT_CAPTCHA=off)');
  });
  // WebSocket features: one path → handler entry each (server/ws/routes.ts); serve() without options is node:http.
  const sockets = attachSockets(server as Server, socketRoutes(resolveDeps(appDeps), tasks));
  // Scheduled jobs run in the serving process (never in buildApp, so tests get no background writes).
  const scheduler = createScheduler({ db, engine, now: Date.now });
  if (!config.jobsOff) scheduler.start();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Hotel back-office stopping (${signal})`);
    const jobsStopped = scheduler.stop(); // no new runs; one in progress finishes and is logged before the database closes
    const tasksStopped = tasks.stop(); // a running task goes back to the queue after its current batch
    sockets.close(); // open sockets would hold close() open; their browsers reconnect to the next process
    server.close(async () => {
      await jobsStopped;
      await tasksStopped;
      await bus.close();
      await db.destroy();
      release();
      process.exit(0);
    });
    // Keep-alive connections could hold close() open forever; do not outlive a supervisor's patience.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('Hotel back-office failed to start:', err);
  process.exit(1);
});
