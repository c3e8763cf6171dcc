// `npm run import-hgn -- <folder> [--yes] [--dry-run]`: imports an organisation's HGN (MongoDB)
// database, from mongodump or mongoexport files, into this product's database
// (docs/migrating-from-hgn.md). Runs with the server's environment and refuses while a server uses
// its data directory.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { startDatabaseForCommand } from './database-server.js';
import { connectProductDatabase } from './db.js';
import { DumpError } from './hgnImport/dumpReader.js';
import { createProgress } from './hgnImport/report.js';
import { ImportRefusedError, refuseWhileInUse, runImport } from './hgnImport/runImport.js';
import { DataDirInUseError } from './platform/db/data-dir-lock.js';
import { EmbeddedPostgresError } from './platform/db/embedded-postgres.js';
import { applyMigrations } from './platform/db/migrate.js';

const USAGE = `Usage: npm run import-hgn -- <folder> [--yes] [--dry-run]
<folder> holds mongodump output (<collection>.bson or .bson.gz, possibly in one database folder)
or mongoexport output (<collection>.json). --dry-run reads and checks everything and writes nothing;
--yes replaces the demo organisation of a database that holds only that.
`;

class UsageError extends Error {}

/** Long enough for a statement over millions of rows, and for the files read between statements. */
const IMPORT_POOL = {
  max: 2,
  statementTimeoutMs: 60 * 60_000,
  idleInTransactionTimeoutMs: 60 * 60_000,
  guardTransactions: false,
};

/**
 * The embedded server's settings while it imports: the import's tables are made or emptied in its one
 * transaction, so with the least WAL they are written once, not once more into the log (PostgreSQL's
 * advice for loading a database). An abandoned import rolls back as before; the server started
 * afterwards has the usual settings again.
 */
const BULK_LOAD_SETTINGS = { wal_level: 'minimal', max_wal_senders: '0' };

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      yes: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const [folder, ...rest] = positionals;
  if (!folder || rest.length > 0) throw new UsageError(`give one folder.\n${USAGE}`);
  const config = loadConfig();

  const databaseServer = await startDatabaseForCommand(config, 'import-hgn', BULK_LOAD_SETTINGS);
  try {
    await applyMigrations(databaseServer.connectionString);
    const database = connectProductDatabase(databaseServer.connectionString, IMPORT_POOL);
    try {
      await refuseWhileInUse(database.db);
      const dryRun = values['dry-run'];
      const report = await runImport(
        database.db,
        { folder, yes: values.yes, dryRun, now: new Date() },
        createProgress(process.stdout),
      );
      process.stdout.write(`\n${report.lines().join('\n')}\n\n`);
      process.stdout.write(
        dryRun
          ? 'Dry run: nothing was written.\n'
          : 'Imported. Start the server (npm start or npm run serve) to use the organisation.\n',
      );
    } finally {
      await database.close();
    }
  } finally {
    await databaseServer.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DumpError || error instanceof ImportRefusedError) console.error(error.message);
  else if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedPostgresError
  )
    console.error(`Cannot import: ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
