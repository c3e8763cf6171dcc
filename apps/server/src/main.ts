import path from 'node:path';
import { systemClock } from '@hgn/domain/time';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connectDatabase } from './platform/db/client.js';
import { DataDirInUseError, lockDataDir } from './platform/db/data-dir-lock.js';
import {
  EmbeddedPostgresError,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './platform/db/embedded-postgres.js';
import { applyMigrations } from './platform/db/migrate.js';
import { startEmailWorker } from './platform/email/worker.js';
import { createScheduler } from './platform/jobs/scheduler.js';
import { userLifecycleJob } from './features/userManagement/userManagement.jobs.js';
import { createLogger } from './platform/logger.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-people.js';
import { seedDemoOrganisation } from './seed/seed-demo.js';

const SHUTDOWN_DEADLINE_MS = 10_000;

function banner(config: Config, address: string, withDemo: boolean) {
  const lines = [``, `  Highest Good Network is running at ${address}`, ``];
  if (withDemo) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of Object.values(demoAccounts))
      lines.push(`    ${account.role.padEnd(14)} ${account.email}`);
    lines.push('');
  }
  if (!config.databaseUrl) lines.push(`  Data: ${config.dataDir}`, '');
  lines.push('  Press Ctrl+C to stop.', '');
  return lines.join('\n');
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const clock = systemClock;

  let embedded: EmbeddedPostgres | undefined;
  let lock: { release(): void } | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    lock = lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), {
      info: (m) => log.info(m),
      warn: (m) => log.warn(m),
    });
    connectionString = embedded.connectionString;
  }
  const stopDatabaseServer = async () => {
    await embedded?.stop();
    lock?.release();
  };

  try {
    await applyMigrations(connectionString);
  } catch (error) {
    await stopDatabaseServer();
    throw error;
  }
  const database = connectDatabase(connectionString);
  const { app, services } = await buildApp({ config, database, clock, logger: log });
  await services.permissions.syncDefaultRoles();

  if (config.seedDemo && (await seedDemoOrganisation(database.db, { clock })))
    log.info('seeded the demo organisation');
  if (config.owner && !(await services.users.hasOwner())) {
    await services.users.createOwner({ ...config.owner, firstName: 'Owner', lastName: 'Account' });
    log.info({ email: config.owner.email }, 'created the first Owner from OWNER_EMAIL');
  } else if (config.isProduction && !(await services.users.hasOwner())) {
    log.warn('there is no Owner yet: run `npm run create-owner`, or set OWNER_EMAIL and OWNER_PASSWORD');
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const mailer = startEmailWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const scheduler = createScheduler({ db: database.db, log });
  scheduler.register(userLifecycleJob(services.userManagement));
  scheduler.start();
  process.stdout.write(banner(config, address, config.seedDemo));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    try {
      await app.close();
      await scheduler.stop();
      await mailer.stop();
      await database.close();
    } finally {
      clearTimeout(deadline);
      await stopDatabaseServer();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedPostgresError
  ) {
    console.error(`\n  Cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
