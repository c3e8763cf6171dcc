import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function isRunningServer(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A reused pid that belongs to another program does not hold the data directory.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * One server per data directory: a second one would fight the first over the embedded database.
 * A lock left by a server killed with SIGKILL names a dead process and is taken over.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isRunningServer(pid))
      throw new DataDirInUseError(
        `Another server (pid ${pid}) is already running on the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
  }
  writeFileSync(file, String(process.pid));
  return {
    release() {
      if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    },
  };
}
