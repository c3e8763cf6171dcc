import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.js';
import { embeddedConnectionString } from './platform/db/embedded-postgres.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'hgn-life-'));
// As root the database runs as the postgres user, who must be able to enter the folder.
chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(port: number, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilReady(port: number, started: Started) {
  for (let i = 0; i < 900; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (res?.ok) return;
    if (started.child.exitCode !== null)
      throw new Error(`server exited with ${started.child.exitCode}: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready: ${started.output()}`);
}

async function waitFor(condition: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the condition never held');
}

const signIn = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.org', password: 'Demo!2026' }),
  });

describe('the server process', { timeout: 240_000 }, () => {
  it('seeds once, refuses a second server, survives kill -9 and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitUntilReady(port, first);
    expect(first.output()).toContain('owner@example.org');
    const { token } = (await (await signIn(port)).json()) as { token: string };
    const me = JSON.parse(atob(token.split('.')[1]!)) as { userid: string };
    const dark = await fetch(`http://127.0.0.1:${port}/api/userprofile/${me.userid}/preferences`, {
      method: 'PUT',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{"darkMode":true}',
    });
    expect(dark.status).toBe(200);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another server');

    first.child.kill('SIGKILL');
    await first.exited;

    const third = startServer(port);
    await waitUntilReady(port, third);
    const again = (await (await signIn(port)).json()) as { token: string };
    const profile = (await (
      await fetch(`http://127.0.0.1:${port}/api/userprofile/${me.userid}`, {
        headers: { authorization: again.token },
      })
    ).json()) as { preferences: { darkMode: boolean } };
    expect(profile.preferences.darkMode).toBe(true);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('ends on SIGTERM within its deadline while a request waits on a lock', async () => {
    const port = await freePort();
    // The statement limit is raised so that the request stays stuck past the shutdown deadline.
    const server = startServer(port, { DATABASE_STATEMENT_TIMEOUT_MS: '120000' });
    await waitUntilReady(port, server);
    const { token } = (await (await signIn(port)).json()) as { token: string };
    const me = JSON.parse(atob(token.split('.')[1]!)) as { userid: string };

    // Another session holds the profile's row, so the save waits on its lock.
    const holder = new pg.Client({
      connectionString: embeddedConnectionString(path.join(dataDir, 'postgres')),
    });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from users where id = $1 for update', [me.userid]);
    const save = fetch(`http://127.0.0.1:${port}/api/userprofile/${me.userid}`, {
      method: 'PUT',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{"jobTitle":["stuck"]}',
    }).catch((error: unknown) => error);
    await waitFor(async () => {
      const { rows } = await holder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`,
      );
      return rows[0]!.waiting > 0;
    });

    const startedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(server.output()).toContain('still busy after 10 s');
    expect(await save).toBeInstanceOf(Error);
    await holder.end().catch(() => undefined);
  });

  it('starts again after its database server was killed with SIGKILL', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitUntilReady(port, first);
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer(port);
    await waitUntilReady(port, second);
    expect(second.output()).toContain(
      `the database server of a previous start (pid ${postmaster}) has ended`,
    );
    expect(second.output()).not.toMatch(/^\s+at /m);
    expect((await signIn(port)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
