import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { PlatformDb } from './client.js';
import { preparedStatement } from './prepared.js';

type Runner = Pick<PlatformDb, '_' | 'select' | 'insert'>;

/** A table of this test's own. */
const teams = pgTable('prepared_test_teams', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const teamNamed = preparedStatement('test_team_named', (reader: Runner) =>
  reader
    .select({ id: teams.id, teamName: teams.name, createdAt: teams.createdAt })
    .from(teams)
    .where(eq(teams.name, sql.placeholder('name'))),
);

const addTeam = preparedStatement('test_add_team', (tx: Runner) =>
  tx
    .insert(teams)
    .values({ name: sql.placeholder('name') })
    .returning({ id: teams.id }),
);

describe('a statement built once', async () => {
  const database = await createTestDatabase({ max: 2 });
  const { db } = database;
  beforeAll(async () => {
    await db.execute(
      sql`create table prepared_test_teams (id int generated always as identity primary key, name text not null, created_at timestamptz not null default now())`,
    );
  });

  it('runs on the database with the rows mapped as the query builder maps them', async () => {
    const [added] = await addTeam(db, { name: 'Prepared on the pool' });
    const [found] = await teamNamed(db, { name: 'Prepared on the pool' });
    expect(found).toMatchObject({ id: added!.id, teamName: 'Prepared on the pool' });
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(await teamNamed(db, { name: 'Nobody' })).toEqual([]);
  });

  it('runs inside the transaction it is given: it sees its writes, and a rollback takes them away', async () => {
    const seenInside = await db
      .transaction(async (tx) => {
        await addTeam(tx, { name: 'Rolled back' });
        const inside = await teamNamed(tx, { name: 'Rolled back' });
        tx.rollback();
        return inside;
      })
      .catch(() => 'rolled back');
    expect(seenInside).toBe('rolled back');
    expect(await teamNamed(db, { name: 'Rolled back' })).toEqual([]);

    const committed = await db.transaction(async (tx) => {
      await addTeam(tx, { name: 'Committed' });
      return teamNamed(tx, { name: 'Committed' });
    });
    expect(committed).toHaveLength(1);
    expect(await teamNamed(db, { name: 'Committed' })).toHaveLength(1);
  });

  it('is prepared once on each connection, and ten transactions at once on two connections all finish', async () => {
    const names = Array.from({ length: 10 }, (_, n) => `At once ${n}`);
    await Promise.all(
      names.map((name) =>
        db.transaction(async (tx) => {
          await addTeam(tx, { name });
          expect(await teamNamed(tx, { name })).toHaveLength(1);
        }),
      ),
    );
    const prepared = await Promise.all(
      [0, 1].map(() =>
        db.transaction(async (tx) => {
          await teamNamed(tx, { name: 'Nobody' });
          const rows = await tx.execute(
            sql`select name from pg_prepared_statements where name like 'test_%' order by name`,
          );
          // Hold the connection until both are checked, so the two are different connections.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return rows.rows.map((row) => row.name);
        }),
      ),
    );
    expect(prepared).toEqual([
      ['test_add_team', 'test_team_named'],
      ['test_add_team', 'test_team_named'],
    ]);
  });
});
