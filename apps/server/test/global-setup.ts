import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../src/platform/db/migrate.js';
import {
  startEmbeddedPostgres,
  stopEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/platform/db/embedded-postgres.js';
import { migrationsFolder, repoRoot } from '../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/** The template's name follows the migrations, so a changed migration builds a fresh template. */
function templateName() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, file)));
  return `hgn_template_${hash.digest('hex').slice(0, 12)}`;
}

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

let embedded: EmbeddedPostgres | undefined;
const clustersDir = path.join(repoRoot, '.cache/test-postgres');
const ownCluster = path.join(clustersDir, `run-${process.pid}`);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Each test run has a cluster of its own (runs may overlap); those of runs that died are removed. */
async function removeAbandonedClusters() {
  if (!existsSync(clustersDir)) return;
  for (const name of readdirSync(clustersDir)) {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await stopEmbeddedPostgres(path.join(clustersDir, name));
    rmSync(path.join(clustersDir, name), { recursive: true, force: true });
  }
}

export async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  if (!external) {
    await removeAbandonedClusters();
    const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };
    embedded = await startEmbeddedPostgres(ownCluster, quiet);
  }
  const adminUrl = external ?? embedded!.connectionString;
  const template = templateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_building_${process.pid}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      await applyMigrations(withDatabase(adminUrl, building));
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
  } finally {
    await admin.end();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', template);
}

export async function teardown() {
  await embedded?.stop();
  if (embedded) rmSync(ownCluster, { recursive: true, force: true });
}
