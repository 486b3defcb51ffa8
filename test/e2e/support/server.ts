/**
 * Starts the real built server (dist/server/index.js) on a free loopback port with its own SQLite folder,
 * exactly as a user's `npm start` would run it, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; dataDir: string; password: string; output: () => string; stop: () => Promise<void> };

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-e2e-'));
  const password = `E2e-${Math.random().toString(36).slice(2, 10)}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', HT_DATA_DIR: dataDir, HT_ADMIN_PASSWORD: password, HT_CAPTCHA: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    password,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
