// A throw-away PostgreSQL cluster for one test run: initdb in a temporary folder, listening on 127.0.0.1
// on a free port, trust auth for the one test role, stopped and deleted again by stop(). Used by
// test/run.mjs to run the server tier on PostgreSQL as well as on SQLite (DESIGN.md: both engines).
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` system user
// that Debian's package creates.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const bin = majors.map((m) => path.join(root, m, 'bin')).find((b) => existsSync(path.join(b, 'pg_ctl')));
  return bin ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the cluster; resolves to { url, pause, resume, stop }. Throws with the reason when it cannot. */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian package "postgresql"); .ci/run installs them');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const command = (tool, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args]);
  const run = (tool, args) => {
    const [file, argv] = command(tool, args);
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  // Asynchronous, so a test's load keeps running in the same process while the server stops and starts.
  const runAsync = async (tool, args) => {
    const [file, argv] = command(tool, args);
    await promisify(execFile)(file, argv);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'ht', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  // fsync off: this cluster lives for one test run; the durability soak runs its own, fsync on.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'];
  run('pg_ctl', startArgs);
  let stopped = false;
  return {
    url: `postgres://ht@127.0.0.1:${port}/postgres`,
    /** Shuts the server down (fast: open connections are cut), for outage tests; resume() starts it again. */
    pause: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates database `name` on the cluster at `clusterUrl`; resolves to its address. */
export async function createDatabase(clusterUrl, name) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` (closing its connections) if it exists. */
export async function dropDatabase(clusterUrl, name) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
