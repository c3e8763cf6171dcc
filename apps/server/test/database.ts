import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { connectProductDatabase, type Database } from '../src/db.js';
import type { PoolSettings } from '../src/platform/db/client.js';

export function databaseUrl(adminUrl: string, database: string) {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one test file, cloned from the migrated template; dropped after the file.
 * Its pool has 4 connections unless `pool` says otherwise.
 */
export async function createTestDatabase(
  pool: Partial<PoolSettings> = {},
): Promise<Database & { url: string }> {
  const name = `hgn_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  const url = databaseUrl(inject('adminUrl'), name);
  const database = connectProductDatabase(url, { max: 4, ...pool });
  afterAll(async () => {
    await database.close();
    // No FORCE: the file's connections are closed, and a forced drop would have to terminate any
    // autovacuum worker in the database, which a role without pg_signal_backend may not do.
    await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
  });
  return { ...database, url };
}
