import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../apps/server/src/paths.js';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export type RunningServer = { baseUrl: string; logFile: string; stop(): Promise<void> };

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

/**
 * Starts the built server (what `npm run serve` runs) in production mode on a dataset, on a free port of
 * 127.0.0.1, and waits until its database answers. Its output goes to a log file beside the dataset.
 */
export async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = `${dataDir}-server.log`;
  const log = openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: randomBytes(36).toString('base64url'),
    // The login scenario sends X-Forwarded-For so that each request is its own client.
    TRUST_PROXY: 'true',
  };
  // The dataset already has its Owner, and an external database would defeat the point.
  for (const name of ['DATABASE_URL', 'OWNER_EMAIL', 'OWNER_PASSWORD', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env,
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
  return { baseUrl, logFile, stop };
}
