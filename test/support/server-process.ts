/**
 * Runs the real server entry point as a child process on a free loopback port, as an operator would,
 * for tests and measurements that need whole processes (e2e, several processes, kill -9 cycles).
 * `entry` 'built' runs dist/server/index.js (what `npm start` runs); 'source' runs server/index.ts
 * through tsx, for the server tier, which does not build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_ACCOUNTS } from '../../server/db/seed.js';

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void>; kill9: () => Promise<void> };

const ENTRY = { built: ['dist/server/index.js'], source: ['--import', 'tsx', 'server/index.ts'] };

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The environment that chooses every demo account's initial password (HT_ADMIN_PASSWORD and
 * HT_PASSWORD_<NAME>), here one for all: chosen passwords need no change at the first sign-in, so
 * tests and scripts sign in as any demo user straight away.
 */
export function chosenPasswords(password: string): Record<string, string> {
  return Object.fromEntries(DEMO_ACCOUNTS.map((name) => [name === 'admin' ? 'HT_ADMIN_PASSWORD' : `HT_PASSWORD_${name.toUpperCase()}`, password]));
}

/** Starts the server with `env` added to this process's; resolves once its start-up lines are out. */
export function startServerProcess(env: Record<string, string>, entry: keyof typeof ENTRY = 'built'): Promise<ServerProcess> {
  const child = spawn(process.execPath, ENTRY[entry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      // The captcha notice (HT_CAPTCHA=off) is the last start-up line, after a first start's password.
      if (match && (env.HT_CAPTCHA !== 'off' || output.includes('Captcha is off'))) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          output: () => output,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited(child);
          },
          kill9: async () => {
            child.kill('SIGKILL');
            await exited(child);
          },
        });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
