// Starts the built server once for the whole run: 127.0.0.1, a free port and a fresh data directory, so
// the demo organisation is seeded exactly as a new user would see it. With E2E_BASE_URL set, the tests
// use that server instead and nothing is started.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const logFile = path.join(root, '.cache/test-results/e2e-server.log');
// The first start initialises PostgreSQL, migrates and seeds: slow on a busy 2-core machine.
const startDeadlineMs = 180_000;
const stopDeadlineMs = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port was assigned'));
      });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function logTail(): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitUntilReady(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited before it was ready. Last lines of ${logFile}:\n${logTail()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(
    `The server was not ready within ${startDeadlineMs / 1000} s. Last lines of ${logFile}:\n${logTail()}`,
  );
}

function exited(server: ChildProcess, withinMs: number): Promise<boolean> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// Only if the server had to be killed: its embedded PostgreSQL would otherwise outlive the run.
function stopOrphanedPostgres(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // No PostgreSQL is left running.
  }
}

async function stop(server: ChildProcess, dataDir: string): Promise<void> {
  server.kill('SIGTERM');
  if (!(await exited(server, stopDeadlineMs))) {
    console.error(`The server did not stop within ${stopDeadlineMs / 1000} s of SIGTERM; killing it.`);
    server.kill('SIGKILL');
    await exited(server, 5_000);
    stopOrphanedPostgres(dataDir);
    await sleep(2_000);
  }
  await rm(dataDir, { recursive: true, force: true });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first (npm test builds when needed).`);
  }

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hgn-e2e-'));
  // Run as root, the server hands PostgreSQL to an unprivileged user, who must be able to enter it.
  await chmod(dataDir, 0o755);
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  // Always the embedded database of the fresh data directory, whatever the caller's DATABASE_URL says.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;

  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);

  try {
    await waitUntilReady(baseURL, server);
  } catch (error) {
    await stop(server, dataDir);
    log.end();
    throw error;
  }
  // Workers start after this and read the address from their environment (see playwright.config.ts).
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    await stop(server, dataDir);
    log.end();
  };
}
