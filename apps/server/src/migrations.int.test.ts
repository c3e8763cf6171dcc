import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseBeforeMigrations } from '../test/migrations.js';

// Migrations that move columns from one table to another carry the rows an older server kept.
const { client, migrateTo } = await createDatabaseBeforeMigrations();

beforeAll(async () => {
  await migrateTo('0051_hgn_origins_by_original_id');
  await client.query("INSERT INTO roles (name) VALUES ('Volunteer')");
});

// A person of the older schema: a Volunteer, with the columns given by their SQL names.
const insertUser = async (email: string, columns: Record<string, unknown> = {}) => {
  const names = ['email', 'password_hash', 'first_name', 'last_name', ...Object.keys(columns)];
  const values = [email, 'x', 'First', 'Last', ...Object.values(columns)];
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return rows[0]!.id;
};

describe('0052_badge_counts', () => {
  let counted: string;
  beforeAll(async () => {
    counted = await insertUser('counted@example.org', { badge_count: 3 });
    await insertUser('uncounted@example.org');
    await migrateTo('0052_badge_counts');
  });

  it('carries each count above 0 to the badges area and drops the column', async () => {
    const { rows } = await client.query('SELECT user_id, count FROM badge_counts');
    expect(rows).toEqual([{ user_id: counted, count: 3 }]);
    const column = await client.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'badge_count'",
    );
    expect(column.rowCount).toBe(0);
  });
});

describe('0053_user_permissions', () => {
  const people: Record<string, string> = {};
  beforeAll(async () => {
    people.granted = await insertUser('granted@example.org', { front_permissions: ['getReports'] });
    people.restricted = await insertUser('restricted@example.org', {
      removed_default_permissions: ['putTeam'],
      is_permissions_acknowledged: true,
    });
    people.acknowledged = await insertUser('acknowledged@example.org', { is_permissions_acknowledged: true });
    await insertUser('plain@example.org');
    await migrateTo('0053_user_permissions');
  });

  it("carries each person's own permissions to the permissions area and drops the columns", async () => {
    const { rows } = await client.query(
      'SELECT user_id, front_permissions, removed_default_permissions, is_acknowledged FROM user_permissions',
    );
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          user_id: people.granted,
          front_permissions: ['getReports'],
          removed_default_permissions: [],
          is_acknowledged: false,
        },
        {
          user_id: people.restricted,
          front_permissions: [],
          removed_default_permissions: ['putTeam'],
          is_acknowledged: true,
        },
        {
          user_id: people.acknowledged,
          front_permissions: [],
          removed_default_permissions: [],
          is_acknowledged: true,
        },
      ]),
    );
    const columns = await client.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('front_permissions', 'removed_default_permissions', 'is_permissions_acknowledged')",
    );
    expect(columns.rowCount).toBe(0);
  });
});
