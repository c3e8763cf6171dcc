import { ObjectId, type Document } from 'bson';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { sampleOrganisation, writeDump, quiet } from '../../test/hgnDump.js';
import type { Db } from '../db.js';
import { teamMembers, teams } from '../features/teams/teams.table.js';
import { timeEntries, timeEntryTotals } from '../features/timeEntries/timeEntries.table.js';
import { users } from '../features/users/users.table.js';
import { localIdOf } from './importContext.js';
import { ImportRefusedError, refuseWhileInUse, runImport } from './runImport.js';

const importInto = async (db: Db, folder: string) =>
  (await runImport(db, { folder, yes: false, dryRun: false, now: new Date() }, quiet)).lines().join('\n');

/**
 * Every row of every table of the product, by where it is stored and which transaction wrote it:
 * any insert, update or delete changes it.
 */
async function fingerprint(db: Db) {
  const { rows } = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of rows) {
    const result = await db.execute<{ print: string }>(
      sql.raw(
        `select coalesce(string_agg(xmin::text || ctid::text, ',' order by ctid), '') as print from "${name}"`,
      ),
    );
    prints[name] = result.rows[0]!.print;
  }
  return prints;
}

/** Each collection's line of the report: read, imported, updated, deleted, skipped. */
const lineOf = (report: string, collection: string) =>
  report
    .split('\n')
    .find((line) => line.startsWith(`${collection} `))!
    .slice(collection.length)
    .trim()
    .split(/\s+/)
    .map(Number);

/** The hours bookkeeping agrees with the entries it counts. */
async function expectTotalsOfEntries(db: Db) {
  const byEntries = await db.execute<{ person_id: string; seconds: string }>(sql`
    select person_id, sum(total_seconds)::text as seconds from ${timeEntries}
    where person_id is not null and is_active group by person_id order by person_id`);
  const byTotals = await db.execute<{ person_id: string; seconds: string }>(sql`
    select person_id, sum(seconds)::text as seconds from ${timeEntryTotals}
    where person_id is not null and is_active group by person_id having sum(seconds) > 0 order by person_id`);
  expect(byTotals.rows).toEqual(byEntries.rows);
}

describe('import-hgn, again into the organisation it imported', () => {
  it('changes nothing at all when the dump is the same, whichever format it was taken in', async () => {
    const { db } = await createTestDatabase();
    const { collections } = sampleOrganisation();
    await importInto(db, await writeDump(collections, 'json-lines'));
    const before = await fingerprint(db);
    const report = await importInto(db, await writeDump(collections, 'bson'));
    expect(await fingerprint(db)).toEqual(before);
    for (const collection of [
      'userProfiles',
      'timeEntries',
      'teams',
      'tasks',
      'weekly summaries',
      'team members',
    ])
      expect(lineOf(report, collection).slice(1, 4)).toEqual([0, 0, 0]);
  });

  it('applies what the dump changed, keeps what was changed or created here, and refuses another organisation', async () => {
    const { db } = await createTestDatabase();
    const { ids, collections } = sampleOrganisation();
    const first = await importInto(db, await writeDump(collections, 'bson'));
    expect(lineOf(first, 'timeEntries').slice(0, 2)).toEqual([9, 6]);
    const olive = localIdOf('userProfiles', ids.owner.toHexString());
    const val = localIdOf('userProfiles', ids.volunteer.toHexString());

    // Here, since: Val's bio edited, and an hour logged by Olive.
    await db.update(users).set({ bio: 'Grows beans and peas' }).where(eq(users.id, val));
    const [made] = await db
      .insert(timeEntries)
      .values({ personId: olive, dateOfWork: '2026-11-20', totalSeconds: 3600, isTangible: true })
      .returning({ id: timeEntries.id });

    // In HGN, since: Olive renamed, her first entry deleted, a new entry of Val's, the second team gone.
    const [gone, ...keptEntries] = collections.timeEntries!;
    const added: Document = {
      _id: ids.firstHour,
      personId: ids.volunteer,
      projectId: ids.food,
      dateOfWork: '2026-11-10',
      totalSeconds: 7200,
      isTangible: true,
      notes: 'Built the shed',
    };
    const changed = {
      ...collections,
      userProfiles: collections.userProfiles!.map((person) =>
        person._id === ids.owner ? { ...person, firstName: 'Olivia' } : person,
      ),
      timeEntries: [...keptEntries, added],
      teams: collections.teams!.filter((team) => team._id !== ids.teamTwo),
    };
    const report = await importInto(db, await writeDump(changed, 'bson'));

    const [olivia] = await db.select().from(users).where(eq(users.id, olive));
    expect(olivia!.firstName).toBe('Olivia');
    const [valNow] = await db.select().from(users).where(eq(users.id, val));
    expect(valNow!.bio).toBe('Grows beans and peas');
    const entryIds = (await db.select({ id: timeEntries.id }).from(timeEntries)).map((row) => row.id);
    expect(entryIds).not.toContain(localIdOf('timeEntries', (gone!._id as ObjectId).toHexString()));
    expect(entryIds).toContain(localIdOf('timeEntries', ids.firstHour.toHexString()));
    expect(entryIds).toContain(made!.id);
    const teamTwo = localIdOf('teams', ids.teamTwo.toHexString());
    expect(await db.select().from(teams).where(eq(teams.id, teamTwo))).toEqual([]);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.teamId, teamTwo))).toEqual([]);
    await expectTotalsOfEntries(db);
    expect(lineOf(report, 'userProfiles').slice(1, 4)).toEqual([0, 1, 0]);
    expect(lineOf(report, 'timeEntries').slice(1, 4)).toEqual([1, 0, 1]);
    expect(lineOf(report, 'teams').slice(1, 4)).toEqual([0, 0, 1]);
    expect(lineOf(report, 'team members').slice(1, 4)).toEqual([0, 0, 1]);

    // The changed dump again changes nothing; another organisation's dump is refused, writing nothing.
    const after = await fingerprint(db);
    await importInto(db, await writeDump(changed, 'json-array'));
    expect(await fingerprint(db)).toEqual(after);
    const other = await writeDump(sampleOrganisation().collections, 'bson');
    await expect(importInto(db, other)).rejects.toBeInstanceOf(ImportRefusedError);
    expect(await fingerprint(db)).toEqual(after);
  });

  it('refuses, naming the record and writing nothing, a new document that collides with a record made here since', async () => {
    const { db } = await createTestDatabase();
    const { collections } = sampleOrganisation();
    await importInto(db, await writeDump(collections, 'bson'));
    await db
      .insert(users)
      .values({ email: 'newcomer@example.org', firstName: 'Nia', lastName: 'Here', passwordHash: '' });
    const before = await fingerprint(db);
    const [olive] = collections.userProfiles!;
    const newcomer = {
      _id: new ObjectId(),
      firstName: 'Nia',
      lastName: 'Newcomer',
      email: 'Newcomer@example.org',
      password: olive!.password as string,
      role: 'Volunteer',
    };
    const dump = await writeDump(
      { ...collections, userProfiles: [...collections.userProfiles!, newcomer] },
      'bson',
    );
    await expect(importInto(db, dump)).rejects.toThrow(
      /^The dump's users collide with a record made or changed here since the previous import \(Key .*newcomer@example\.org.* already exists\.\)/,
    );
    expect(await fingerprint(db)).toEqual(before);
  });

  it('runs imports started together one after the other, the later ones changing nothing', async () => {
    const { db } = await createTestDatabase();
    const folder = await writeDump(sampleOrganisation().collections, 'bson');
    const reports = await Promise.all([
      importInto(db, folder),
      importInto(db, folder),
      importInto(db, folder),
    ]);
    const firsts = reports.filter((report) => lineOf(report, 'userProfiles')[1] === 3);
    expect(firsts).toHaveLength(1);
    const before = await fingerprint(db);
    await importInto(db, folder);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('refuses to import while something else is connected to the database', async () => {
    const { db, url } = await createTestDatabase({ max: 1 });
    await expect(refuseWhileInUse(db)).resolves.toBeUndefined();
    const server = new pg.Client({ connectionString: url, application_name: 'hgn-server' });
    await server.connect();
    try {
      await expect(refuseWhileInUse(db)).rejects.toThrow(
        'The database is in use (1 other connection: hgn-server): stop the server using it, then run npm run import-hgn again.',
      );
    } finally {
      await server.end();
    }
  });
});
