import path from 'node:path';
import type { Config } from './config.js';
import { DataDirInUseError, lockDataDir } from './platform/db/data-dir-lock.js';
import { startEmbeddedPostgres, type PostgresSettings } from './platform/db/embedded-postgres.js';

export type DatabaseServer = { connectionString: string; stop(): Promise<void> };

/**
 * The external database of DATABASE_URL, or the embedded one in the data directory, locked while it
 * runs: the server and the commands that work on its data (`create-owner`, `import-hgn`) use it, so
 * one of them refuses to start while another holds the directory (`DataDirInUseError`).
 */
export async function startDatabaseServer(
  config: Config,
  log: { info(message: string): void; warn(message: string): void },
  settings: PostgresSettings = {},
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { connectionString: config.databaseUrl, stop: async () => undefined };
  const lock = lockDataDir(config.dataDir);
  try {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log, settings);
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

/**
 * The database for a command run beside the server (`npm run <command>`), quiet but for warnings;
 * while a server holds the data directory it refuses, saying so in the command's words. The embedded
 * server takes `settings` for this start only.
 */
export async function startDatabaseForCommand(
  config: Config,
  command: string,
  settings: PostgresSettings = {},
): Promise<DatabaseServer> {
  try {
    return await startDatabaseServer(
      config,
      { info: () => undefined, warn: (message) => console.warn(message) },
      settings,
    );
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new DataDirInUseError(
        `a server is running on ${config.dataDir}. Stop it first (Ctrl+C in its terminal), then run npm run ${command} again.`,
      );
    throw error;
  }
}
