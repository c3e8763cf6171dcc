import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseBeforeMigrations } from '../test/migrations.js';

// Migrations that move columns from one table to another carry the rows an older server kept.
const { client, migrateTo } = await createDatabaseBeforeMigrations();

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
    await migrateTo('0051_hgn_origins_by_original_id');
    await client.query("INSERT INTO roles (name) VALUES ('Volunteer')");
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
