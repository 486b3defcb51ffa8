/**
 * Starts the real built server (dist/server/index.js) on a free loopback port with its own SQLite folder,
 * exactly as a user's `npm start` would run it, and stops it afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chosenPasswords, startServerProcess } from '../../support/server-process';

export type RunningServer = { url: string; dataDir: string; password: string; output: () => string; stop: () => Promise<void> };

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-e2e-'));
  const password = `E2e-${Math.random().toString(36).slice(2, 10)}`;
  const server = await startServerProcess({ HT_DATA_DIR: dataDir, ...chosenPasswords(password), HT_CAPTCHA: 'off', ...env });
  return {
    url: server.url,
    dataDir,
    password,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
