import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseBeforeMigrations } from '../test/migrations.js';

// Migrations that move columns from one table to another carry the rows an older server kept, and the
// copy an earlier HGN import kept of the rows it wrote (hgn_import_base, src/hgnImport/README.md).
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

const people: Record<string, string> = {};

beforeAll(async () => {
  await migrateTo('0051_hgn_origins_by_original_id');
  await client.query("INSERT INTO roles (name) VALUES ('Volunteer')");
  people.counted = await insertUser('counted@example.org', { badge_count: 3 });
  people.granted = await insertUser('granted@example.org', { front_permissions: ['getReports'] });
  people.restricted = await insertUser('restricted@example.org', {
    removed_default_permissions: ['putTeam'],
    is_permissions_acknowledged: true,
  });
  people.acknowledged = await insertUser('acknowledged@example.org', { is_permissions_acknowledged: true });
  people.coded = await insertUser('coded@example.org', { team_code: 'M-ONE' });
  await insertUser('plain@example.org');
  await client.query('CREATE SCHEMA hgn_import_base');
  await client.query('CREATE TABLE hgn_import_base.users (LIKE users INCLUDING DEFAULTS)');
  await client.query('INSERT INTO hgn_import_base.users SELECT * FROM users');
});

/** The rows of a table, in the product's schema or an import's. */
const rowsOf = async (table: string, columns: string) =>
  (await client.query<Record<string, unknown>>(`SELECT ${columns} FROM ${table}`)).rows;

const usersColumns = async (names: string[]) =>
  (
    await client.query(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'users' AND column_name = ANY($1)",
      [names],
    )
  ).rowCount;

describe('0052_badge_counts', () => {
  beforeAll(() => migrateTo('0052_badge_counts'));

  it('carries each count above 0 to the badges area, and the import’s copy, and drops the column', async () => {
    const carried = [{ user_id: people.counted, count: 3 }];
    expect(await rowsOf('badge_counts', 'user_id, count')).toEqual(carried);
    expect(await rowsOf('hgn_import_base.badge_counts', 'user_id, count')).toEqual(carried);
    expect(await usersColumns(['badge_count'])).toBe(0);
  });
});

describe('0053_user_permissions', () => {
  beforeAll(() => migrateTo('0053_user_permissions'));

  it("carries each person's own permissions to the permissions area, and the import’s copy, and drops the columns", async () => {
    const columns = 'user_id, front_permissions, removed_default_permissions, is_acknowledged';
    const carried = [
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
    ];
    for (const table of ['user_permissions', 'hgn_import_base.user_permissions']) {
      const rows = await rowsOf(table, columns);
      expect(rows).toHaveLength(3);
      expect(rows).toEqual(expect.arrayContaining(carried));
    }
    expect(
      await usersColumns(['front_permissions', 'removed_default_permissions', 'is_permissions_acknowledged']),
    ).toBe(0);
  });
});

describe('0054_user_team_codes', () => {
  beforeAll(() => migrateTo('0054_user_team_codes'));

  it("carries each person's team code to the teams area, and the import’s copy, and drops the column", async () => {
    const carried = [{ user_id: people.coded, team_code: 'M-ONE' }];
    expect(await rowsOf('user_team_codes', 'user_id, team_code')).toEqual(carried);
    expect(await rowsOf('hgn_import_base.user_team_codes', 'user_id, team_code')).toEqual(carried);
    expect(await usersColumns(['team_code'])).toBe(0);
  });
});
