// A pid file that keeps a second process (a seed run while the app is up, a second `next start`)
// away from an embedded database that is already open: PGlite would let both write and corrupt it.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

const openHere = new Set<string>();

/** Takes the folder's lock or throws naming the process that holds it; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pglite.lock');
  if (openHere.has(lockFile)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      // Our own pid in the file is a leftover of an earlier run (a container's app is often pid 1).
      if (holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first, or set DATABASE_URL to use a Postgres server. (If no such process is running, delete ${lockFile}.)`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  openHere.add(lockFile);
  const release = () => {
    if (!openHere.delete(lockFile)) return;
    rmSync(lockFile, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
