// Builds the benchmark organisation in its own data directory, once per scale. The server's own modules
// start the embedded PostgreSQL and migrate it, so the dataset has exactly the layout `npm run serve` expects.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/crypto/passwords.js';
import { lockDataDir } from '../apps/server/src/platform/db/data-dir-lock.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded-postgres.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { repoRoot } from '../apps/server/src/paths.js';
import { BENCH_PASSWORD } from './dataset/accounts.js';
import { parseScale, type Scale } from './dataset/scale.js';
import { countedTables, steps } from './dataset/steps.js';

/** Bump when a step changes what it writes: a cached dataset with another version is rebuilt. */
export const GENERATOR_VERSION = 7;

const MARKER_FILE = 'dataset.json';
/** Written by lockDataDir; kept while the directory is emptied. */
const LOCK_FILE = 'server.pid';

export type DatasetMarker = {
  generatorVersion: number;
  scale: Scale;
  rows: Record<string, number>;
  seconds: number;
  generatedAt: string;
};

export type Dataset = { dataDir: string; marker: DatasetMarker; reused: boolean };

export const datasetDir = (scale: Scale) => path.join(repoRoot, '.cache/bench', scale.name);

function readMarker(dataDir: string): DatasetMarker | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, MARKER_FILE), 'utf8')) as DatasetMarker;
  } catch {
    return undefined;
  }
}

const log = {
  info: (message: string) => console.log(`  ${message}`),
  warn: (message: string) => console.warn(`  ${message}`),
};

async function countRows(client: pg.ClientBase): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of countedTables) {
    const result = await client.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
    rows[table] = Number(result.rows[0]?.count ?? 0);
  }
  return rows;
}

async function fill(connectionString: string, scale: Scale): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // A throw-away dataset needs no durability until the end, where the stop checkpoints everything.
    await client.query('SET synchronous_commit = off');
    // The argon2 hash is the slow part of creating a user: one hash, shared by every generated account.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    for (const step of steps) {
      const started = performance.now();
      await client.query('BEGIN');
      try {
        await step.run(client, { scale, passwordHash });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`step "${step.name}" failed: ${(error as Error).message}`, { cause: error });
      }
      log.info(`${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await client.query('VACUUM (ANALYZE)');
    return await countRows(client);
  } finally {
    await client.end();
  }
}

/** The dataset of `scale`, generated unless a complete one from this generator version is cached. */
export async function generateDataset(scale: Scale, options: { force?: boolean } = {}): Promise<Dataset> {
  const dataDir = datasetDir(scale);
  const cached = readMarker(dataDir);
  if (!options.force && cached?.generatorVersion === GENERATOR_VERSION)
    return { dataDir, marker: cached, reused: true };

  console.log(`Generating the ${scale.name} benchmark organisation in ${path.relative(repoRoot, dataDir)}`);
  const started = performance.now();
  // Locked before anything is deleted: a server running on this dataset makes this refuse.
  const lock = lockDataDir(dataDir);
  try {
    for (const entry of readdirSync(dataDir))
      if (entry !== LOCK_FILE) rmSync(path.join(dataDir, entry), { recursive: true });
    const database = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), log);
    let rows: Record<string, number>;
    try {
      await applyMigrations(database.connectionString);
      rows = await fill(database.connectionString, scale);
    } finally {
      await database.stop();
    }
    const marker: DatasetMarker = {
      generatorVersion: GENERATOR_VERSION,
      scale,
      rows,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      generatedAt: new Date().toISOString(),
    };
    // Written last: a directory without it is an interrupted run, rebuilt next time.
    writeFileSync(path.join(dataDir, MARKER_FILE), `${JSON.stringify(marker, null, 2)}\n`);
    return { dataDir, marker, reused: false };
  } finally {
    lock.release();
  }
}

export function describeDataset({ marker, reused }: Dataset): string {
  const rows = Object.entries(marker.rows)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
  const how = reused ? `cached, generated in ${marker.seconds} s` : `generated in ${marker.seconds} s`;
  return `Dataset ${marker.scale.name} (${how}): ${rows}`;
}

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const dataset = await generateDataset(parseScale(values.scale), { force: values.force });
  console.log(describeDataset(dataset));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
