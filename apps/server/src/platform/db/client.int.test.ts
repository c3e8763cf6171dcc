import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { connectProductDatabase } from '../../db.js';
import { PoolUsedInsideTransactionError } from './client.js';
import { isDatabaseUnavailable } from './sql-errors.js';

const settingOf = async (
  database: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } },
  name: string,
) =>
  ((await database.db.execute(sql.raw(`show ${name}`))) as { rows: Record<string, string>[] }).rows[0]![name];

describe('a pool whose every connection is busy', () => {
  it('answers 503 with Retry-After after the acquire timeout instead of waiting for ever', async () => {
    const t = await createTestApp({ pool: { max: 1, acquireTimeoutMs: 300 } });
    const caller = await t.signedIn('Volunteer');
    const held = await t.database.pool.connect();
    try {
      const startedAt = Date.now();
      const busy = await t.call(caller, 'GET', `/api/userprofile/${caller.id}`);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        error: 'Service Unavailable',
        message: 'The server is too busy to answer right now. Please try again in a few seconds.',
        code: 'SERVICE_UNAVAILABLE',
      });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'NOT_READY' });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      held.release();
    }
    expect((await t.call(caller, 'GET', `/api/userprofile/${caller.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('the pool and transactions', async () => {
  const database = await createTestDatabase({ max: 2 });

  it('refuses a pool query made inside an open transaction, while the transaction goes on', async () => {
    const outcome = await database.db.transaction(async (tx) => {
      const misuse = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      const nested = await database.db.transaction(async () => 'nested').catch((error: unknown) => error);
      await tx.execute(sql`select 1`);
      return { misuse, nested };
    });
    // The query builder wraps the pool's refusal.
    expect((outcome.misuse as Error).cause).toBeInstanceOf(PoolUsedInsideTransactionError);
    expect(outcome.nested).toBeInstanceOf(PoolUsedInsideTransactionError);
    // Once the transaction has ended, the same piece of work uses the pool again.
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('sets the statement and idle-in-transaction limits on every connection', async () => {
    expect(await settingOf(database, 'statement_timeout')).toBe('30s');
    expect(await settingOf(database, 'idle_in_transaction_session_timeout')).toBe('30s');
  });
});

describe('the database limits', async () => {
  const database = await createTestDatabase({ statementTimeoutMs: 200, idleInTransactionTimeoutMs: 200 });

  it('cancels a statement that runs too long, as a database that cannot take the work now', async () => {
    const error = await database.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('ends a transaction left idle; the process and the pool go on', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 600));
        await tx.execute(sql`select 1`);
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('cuts a connection in use: its stuck query fails at once and the pool ends', async () => {
    const patient = connectProductDatabase(database.url, { max: 1, statementTimeoutMs: 60_000 });
    const stuck = patient.db.execute(sql`select pg_sleep(60)`).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const startedAt = Date.now();
    patient.cutConnections();
    expect(await stuck).toBeInstanceOf(Error);
    await patient.close();
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    // The database notices the cut only when the statement ends: end it, so the database can be dropped.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'select pg_sleep(60)'`,
    );
  });
});
