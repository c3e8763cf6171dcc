import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../apps/server/src/paths.js';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export type RunningServer = {
  baseUrl: string;
  logFile: string;
  /** The server's process, for its CPU time. */
  pid: number | undefined;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

type Launch = {
  /** What node runs: the server's entry and the flags it needs. */
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
};

/** Starts a server on a free port of 127.0.0.1 and waits until its database answers; output goes to the log file. */
async function launch({ args, env, logFile }: Launch): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited(child).then(() => true),
      sleep(STOP_TIMEOUT_MS).then(() => false),
    ]);
    if (!stopped) {
      console.warn(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
      child.kill('SIGKILL');
      await exited(child);
    }
  };

  try {
    await waitUntilReady(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, pid: child.pid, stop };
}

/** The environment without what would point the server elsewhere than its own embedded database. */
function ownDatabaseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'OWNER_EMAIL', 'OWNER_PASSWORD', 'SMTP_URL']) delete env[name];
  return env;
}

/**
 * Starts the built server (what `npm run serve` runs) in production mode on a dataset. Its output goes
 * to a log file beside the dataset.
 */
export function startServer(dataDir: string): Promise<RunningServer> {
  // BENCH_NODE_FLAGS passes flags to the server's node, `--cpu-prof` for a profile of the run.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return launch({
    args: [...flags, path.join(repoRoot, 'apps/server/dist/main.js')],
    env: {
      // The dataset already has its Owner, and an external database would defeat the point.
      ...ownDatabaseEnv(),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
      // The login scenario sends X-Forwarded-For so that each request is its own client.
      TRUST_PROXY: 'true',
    },
    logFile: `${dataDir}-server.log`,
  });
}

/**
 * Starts the server from its sources in development mode on a fresh data directory, so that it seeds
 * the demo organisation, serving the web app built into `webDist`. Nothing built in the repository is
 * read or written, so this is safe while other runs use apps/web/dist and apps/server/dist.
 */
export function startDemoServer(dataDir: string, webDist: string, logFile: string): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...ownDatabaseEnv(), DATA_DIR: dataDir, WEB_DIST: webDist };
  delete env.NODE_ENV;
  return launch({ args: ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], env, logFile });
}
