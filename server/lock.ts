/**
 * One process per SQLite data directory (DESIGN.md section 6): an exclusive lock file `ht.lock`
 * holding the pid, created with 'wx' so two starts cannot both win. A lock left by a dead process
 * (crash, kill -9) is taken over; a live holder makes the second start refuse.
 */
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export class LockHeldError extends Error {
  constructor(
    readonly pid: number,
    readonly file: string,
  ) {
    super(`another server process (pid ${pid}) is using this data directory (${file}); stop it first or choose another HT_DATA_DIR`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/** Takes the lock or throws LockHeldError; returns the release function. */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'ht.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new LockHeldError(pid, file);
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
