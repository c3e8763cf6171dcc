import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { applyMigrations } from '../src/platform/db/migrate.js';
import { migrationsFolder } from '../src/paths.js';
import { adminQuery, databaseUrl } from './database.js';

type Journal = { entries: { tag: string }[] };

/**
 * An empty database of its own for one test file, migrated by `migrateTo(tag)` up to that migration
 * (its tag is its file's name, `0052_badge_counts`) and no further, so a test can write rows as an
 * older server kept them and see a later migration carry them. Dropped after the file.
 */
export async function createDatabaseBeforeMigrations() {
  const name = `hgn_migrations_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(inject('adminUrl'), name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const folders: string[] = [];
  afterAll(async () => {
    await client.end();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
  });
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  return {
    client,
    /** Applies the migrations not yet applied, up to and including `tag`. */
    migrateTo: async (tag: string) => {
      const last = journal.entries.findIndex((entry) => entry.tag === tag);
      if (last < 0) throw new Error(`no migration ${tag}`);
      const folder = mkdtempSync(path.join(tmpdir(), 'hgn-migrations-'));
      folders.push(folder);
      mkdirSync(path.join(folder, 'meta'));
      const entries = journal.entries.slice(0, last + 1);
      writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
      for (const entry of entries)
        symlinkSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
      await applyMigrations(url, folder);
    },
  };
}
