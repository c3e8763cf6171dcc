// `npm run create-owner`: creates an Owner account, the way into a production organisation that has
// no demo data. Asks for what it is not given; scripts pass --email, --first-name, --last-name and
// the password in OWNER_PASSWORD.
import { systemClock } from '@hgn/domain/time';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { connectProductDatabase } from './db.js';
import { startDatabaseForCommand } from './database-server.js';
import { DataDirInUseError } from './platform/db/data-dir-lock.js';
import { EmbeddedPostgresError } from './platform/db/embedded-postgres.js';
import { applyMigrations } from './platform/db/migrate.js';
import { AppError } from './platform/http/app-error.js';
import { noKeptAnswers } from './platform/http/kept-answers.js';
import { createServices } from './services.js';

const USAGE = `Usage: npm run create-owner [-- --email <e-mail> --first-name <name> --last-name <name>]
The password is asked for (not shown while typed), or read from OWNER_PASSWORD.
It needs at least 8 characters with an uppercase and a lowercase letter, a digit and one of !@#$%^&*(),.?":{}|<>
`;

const say = (text: string) => process.stdout.write(`${text}\n`);

class UsageError extends Error {}

/** Reads answers line by line from the terminal or a pipe; while `hidden`, typed characters are not echoed. */
function createPrompter() {
  let hidden = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) process.stdout.write(chunk);
      done();
    },
  });
  const isTerminal = Boolean(process.stdin.isTTY);
  const rl = createInterface({ input: process.stdin, output, terminal: isTerminal });
  const lines = rl[Symbol.asyncIterator]();

  async function ask(question: string, options: { hide?: boolean } = {}): Promise<string> {
    process.stdout.write(question);
    hidden = Boolean(options.hide) && isTerminal;
    const next = await lines.next();
    if (hidden) process.stdout.write('\n');
    hidden = false;
    if (next.done) throw new UsageError(`no answer to "${question.trim()}"`);
    return String(next.value);
  }

  return { ask, isTerminal, close: () => rl.close() };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }

  // This command is an entry point like the server's: the password may come from the environment,
  // and it is taken out before the configuration is read (which pairs OWNER_PASSWORD with OWNER_EMAIL).
  const { OWNER_PASSWORD: passwordFromEnv, OWNER_EMAIL: emailFromEnv, ...env } = process.env;
  const config = loadConfig(env);

  const databaseServer = await startDatabaseForCommand(config, 'create-owner');
  try {
    const { connectionString } = databaseServer;
    await applyMigrations(connectionString);

    const database = connectProductDatabase(connectionString, { max: 2 });
    const prompter = createPrompter();
    try {
      const services = createServices({
        db: database.db,
        config,
        clock: systemClock,
        keptAnswers: noKeptAnswers,
      });
      await services.permissions.syncDefaultRoles();

      const email = values.email ?? emailFromEnv ?? (await prompter.ask('E-mail: '));
      const firstName = values['first-name'] ?? (await prompter.ask('First name: '));
      const lastName = values['last-name'] ?? (await prompter.ask('Last name: '));
      let password = passwordFromEnv;
      if (password === undefined) {
        password = await prompter.ask('Password: ', { hide: true });
        if (prompter.isTerminal && (await prompter.ask('Repeat the password: ', { hide: true })) !== password)
          throw new UsageError('the two passwords differ.');
      }

      const owner = await services.users.createOwner({ email, password, firstName, lastName });
      say(
        `Created the Owner ${owner.firstName} ${owner.lastName} <${owner.email}>. Sign in with this e-mail and password.`,
      );
    } finally {
      prompter.close();
      await database.close();
    }
  } finally {
    await databaseServer.stop();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof AppError ||
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedPostgresError
  ) {
    console.error(`Cannot create the Owner: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
