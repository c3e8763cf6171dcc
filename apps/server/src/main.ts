import { systemClock } from '@hgn/domain/time';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { connectProductDatabase, type Database } from './db.js';
import { startDatabaseServer } from './database-server.js';
import { applyMigrations } from './platform/db/migrate.js';
import { startEmailWorker } from './platform/email/worker.js';
import { createLogger } from './platform/logger.js';
import { within } from './platform/time-limit.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-people.js';
import { holdsDemoOrganisation, seedDemoOrganisation } from './seed/seed-demo.js';
import { whyNotStarted } from './start-failure.js';

/** How long a shutdown waits for requests and background work before it cuts them off. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** After cutting them off, how long it waits for their connections to come back before it ends anyway. */
const CUT_OFF_GRACE_MS = 2_000;

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

type Log = ReturnType<typeof createLogger>;
/** Migrations, the organisation's first data, the API listening, and the background work. */
async function startServer(config: Config, log: Log, database: Database) {
  const clock = systemClock;
  const { app, services, scheduler } = await buildApp({ config, database, clock, logger: log });
  await services.permissions.syncDefaultRoles();

  if (
    config.seedDemo &&
    (await seedDemoOrganisation(database.db, { clock, timeEntries: services.timeEntries }))
  )
    log.info('seeded the demo organisation');
  if (config.owner && !(await services.users.hasOwner())) {
    await services.users.createOwner({ ...config.owner, firstName: 'Owner', lastName: 'Account' });
    log.info({ email: config.owner.email }, 'created the first Owner from OWNER_EMAIL');
  } else if (config.isProduction && !(await services.users.hasOwner())) {
    log.warn('there is no Owner yet: run `npm run create-owner`, or set OWNER_EMAIL and OWNER_PASSWORD');
  }

  // An imported organisation, or one set up without the demo, has no demo sign-ins to print.
  const withDemo = config.seedDemo && (await holdsDemoOrganisation(database.db));
  const address = await app.listen({ port: config.port, host: config.host });
  const mailer = startEmailWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  scheduler.start();
  return { app, address, mailer, scheduler, withDemo };
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);

  const databaseServer = await startDatabaseServer(config, {
    info: (m) => log.info(m),
    warn: (m) => log.warn(m),
  });
  // The pool connects on first use.
  const database = connectProductDatabase(databaseServer.connectionString, config.databasePool);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    await applyMigrations(databaseServer.connectionString);
    server = await startServer(config, log, database);
  } catch (error) {
    log.debug({ err: error }, 'the start failed');
    await database.close();
    await databaseServer.stop().catch(() => undefined);
    throw error;
  }
  const { app, address, mailer, scheduler, withDemo } = server;
  process.stdout.write(banner(config, address, withDemo));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const stopped = (async () => {
      await app.close();
      await scheduler.stop();
      await mailer.stop();
      await database.close();
    })().then(
      () => 'stopped' as const,
      (error: unknown) => {
        log.error({ err: error }, 'the shutdown failed');
        return 'failed' as const;
      },
    );
    const outcome = await within(stopped, SHUTDOWN_DEADLINE_MS, 'late');
    if (outcome === 'late') {
      // Work still under way (a request waiting on a lock, a slow e-mail) is cut off: its sockets and
      // database connections are closed, so it fails at once instead of keeping the process alive.
      log.warn(`still busy after ${SHUTDOWN_DEADLINE_MS / 1000} s: closing the remaining connections`);
      app.server.closeAllConnections();
      database.cutConnections();
      await within(stopped, CUT_OFF_GRACE_MS, 'late');
    }
    await databaseServer
      .stop()
      .catch((error: unknown) => log.error({ err: error }, 'the database server did not stop'));
    process.exit(outcome === 'stopped' ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`\n  Cannot start: ${whyNotStarted(error)}\n`);
  process.exit(1);
});
