import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunningPostgres, statIsRunningPostgres } from './embedded-postgres.js';

describe('reading /proc/<pid>/stat', () => {
  it('takes a sleeping or running postgres for a running server', () => {
    expect(statIsRunningPostgres('4242 (postgres) S 1 4242 4242 0 -1 4202752 2046')).toBe(true);
    expect(statIsRunningPostgres('4242 (postgres) R 1 4242 4242 0 -1 4202752 2046')).toBe(true);
  });

  it('takes a defunct postgres (a zombie nobody reaped, or dead) for one that has ended', () => {
    expect(statIsRunningPostgres('4242 (postgres) Z 1 4242 4242 0 -1 4228108 4050')).toBe(false);
    expect(statIsRunningPostgres('4242 (postgres) X 1 4242 4242 0 -1 4228108 4050')).toBe(false);
  });

  it('takes a pid the system gave to another program for no server', () => {
    expect(statIsRunningPostgres('4242 (node) S 1 4242 4242 0 -1 4202752 2046')).toBe(false);
    // The name may hold spaces and parentheses: the state is read after the last ")".
    expect(statIsRunningPostgres('4242 (my (postgres) S) S 1 4242')).toBe(false);
    expect(statIsRunningPostgres('')).toBe(false);
  });
});

describe('whether a pid is a running PostgreSQL server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hgn-pid-'));
  // A program called postgres: the kernel names a process after the file it runs.
  const postgres = path.join(dir, 'postgres');
  symlinkSync('/bin/sleep', postgres);
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const start = (command: string, args: string[]) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(child);
    return child;
  };

  it('is true for a live process named postgres', () => {
    const live = start(postgres, ['30']);
    expect(isRunningPostgres(live.pid!)).toBe(true);
  });

  it('is false for a zombie named postgres: its parent never reaps it', async () => {
    // Perl forks postgres and sleeps without ever waiting for it (a shell may reap its job first).
    const parent = start('/usr/bin/perl', [
      '-e',
      '$| = 1; my $pid = fork(); if ($pid == 0) { exec @ARGV; } print "$pid\n"; sleep 30;',
      postgres,
      '0',
    ]);
    const pid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    // On a busy machine the child may take seconds to run and end: wait for its zombie state.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes('(postgres) Z'))
      await new Promise((r) => setTimeout(r, 20));
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toContain('(postgres) Z');
    expect(isRunningPostgres(pid)).toBe(false);
  }, 20_000);

  it('is false for a pid in use by another program, and for a pid nobody holds', async () => {
    expect(isRunningPostgres(process.pid)).toBe(false);
    const ended = start('/bin/true', []);
    await new Promise((resolve) => ended.once('exit', resolve));
    expect(isRunningPostgres(ended.pid!)).toBe(false);
  });
});
