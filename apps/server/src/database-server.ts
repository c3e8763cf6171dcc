import path from 'node:path';
import type { Config } from './config.js';
import { lockDataDir } from './platform/db/data-dir-lock.js';
import { startEmbeddedPostgres } from './platform/db/embedded-postgres.js';

export type DatabaseServer = { connectionString: string; stop(): Promise<void> };

/**
 * The external database of DATABASE_URL, or the embedded one in the data directory, locked while it
 * runs: the server and the commands that work on its data (`create-owner`, `import-hgn`) use it, so
 * one of them refuses to start while another holds the directory (`DataDirInUseError`).
 */
export async function startDatabaseServer(
  config: Config,
  log: { info(message: string): void; warn(message: string): void },
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { connectionString: config.databaseUrl, stop: async () => undefined };
  const lock = lockDataDir(config.dataDir);
  try {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log);
    return {
      connectionString: embedded.connectionString,
      async stop() {
        await embedded.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
