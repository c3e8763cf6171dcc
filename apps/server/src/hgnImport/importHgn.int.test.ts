import { ObjectId } from 'bson';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import {
  OLD_PASSWORD,
  sampleOrganisation,
  signedInReader,
  writeDump,
  type DumpFormat,
  quiet,
} from '../../test/hgnDump.js';
import type { Db } from '../db.js';
import { roles } from '../features/permissions/permissions.table.js';
import { userPermissions } from '../features/permissions/userPermissions.table.js';
import { projectMembers, projects } from '../features/projects/projects.table.js';
import { teamMembers, teams, userTeamCodes } from '../features/teams/teams.table.js';
import { timeEntries, timeEntryTotals } from '../features/timeEntries/timeEntries.table.js';
import { committedHoursChanges, users } from '../features/users/users.table.js';
import { weeklySummaries } from '../features/weeklySummaries/weeklySummaries.table.js';
import { taskResources, tasks } from '../features/tasks/tasks.table.js';
import { wbs } from '../features/wbs/wbs.table.js';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-people.js';
import { seedDemoOrganisation } from '../seed/seed-demo.js';
import { DumpError } from './dumpReader.js';
import { hgnOrigins } from './hgnOrigins.table.js';
import { ImportRefusedError, runImport } from './runImport.js';

const t = await createTestApp();
const sample = sampleOrganisation();
const importInto = (db: Db, folder: string, flags: { yes?: boolean; dryRun?: boolean } = {}) =>
  runImport(db, { folder, yes: false, dryRun: false, now: new Date(), ...flags }, quiet);

const rows = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
const counts = async (db: Db) => ({
  users: await rows(db, users),
  projects: await rows(db, projects),
  projectMembers: await rows(db, projectMembers),
  teams: await rows(db, teams),
  teamMembers: await rows(db, teamMembers),
  wbs: await rows(db, wbs),
  tasks: await rows(db, tasks),
  taskResources: await rows(db, taskResources),
  timeEntries: await rows(db, timeEntries),
  weeklySummaries: await rows(db, weeklySummaries),
  committedHoursChanges: await rows(db, committedHoursChanges),
  origins: await rows(db, hgnOrigins),
});
const EXPECTED = {
  users: 3,
  projects: 3,
  projectMembers: 2,
  teams: 2,
  teamMembers: 3,
  wbs: 1,
  tasks: 2,
  taskResources: 1,
  timeEntries: 6,
  weeklySummaries: 2,
  // 2 from HGN's history, and one each for the two people without one
  committedHoursChanges: 4,
  // 3 roles, 1 preset, 3 projects, 3 users, 2 teams, 1 WBS, 2 tasks, 6 time entries, 2 weekly
  // summaries, 2 committed-hours changes, 2 warning descriptions, 4 blue squares, 2 warnings, 3
  // badges, 1 award, 1 time off request, 1 scheduled reason, 1 e-mail copy, 2 info texts, 1 pop-up
  // text and its backup, 1 mouse-over text, 2 titles, the owner message; 14 of the notices, lists,
  // map entries and logs; of the jobs module, 9 listings, CC addresses, forms and responses; of the
  // building module, 2 units, 3 building projects, 5 types, 6 items, 10 of their records, 1 lesson,
  // 1 like, 2 issues and 1 external team member
  origins: 102,
};

/** Seconds per person's e-mail, tangible or not, active or not, from the hours' bookkeeping. */
async function totalsByEmail(db: Db) {
  const found = await db
    .select({
      email: users.email,
      isTangible: timeEntryTotals.isTangible,
      isActive: timeEntryTotals.isActive,
      seconds: sql<number>`sum(${timeEntryTotals.seconds})::int`,
    })
    .from(timeEntryTotals)
    .innerJoin(users, eq(users.id, timeEntryTotals.personId))
    .groupBy(users.email, timeEntryTotals.isTangible, timeEntryTotals.isActive)
    .orderBy(users.email, timeEntryTotals.isTangible, timeEntryTotals.isActive);
  return found.map(
    (r) =>
      `${r.email} ${r.isTangible ? 'tangible' : 'intangible'} ${r.isActive ? 'active' : 'inactive'} ${r.seconds}`,
  );
}

describe('import-hgn', () => {
  it.each<DumpFormat>(['bson', 'bson.gz', 'json-lines', 'json-array'])(
    'imports a %s dump with its quirks repaired, counted and the hours recounted',
    async (format) => {
      const database = await createTestDatabase();
      const report = await importInto(database.db, await writeDump(sample.collections, format));
      expect(await counts(database.db)).toEqual(EXPECTED);
      expect(await totalsByEmail(database.db)).toEqual([
        'olive.owner@example.org tangible active 4500',
        'val@example.org intangible active 300',
        'val@example.org tangible inactive 900',
        'val@example.org tangible active 7200',
      ]);
      const [val] = await database.db.select().from(users).where(eq(users.email, 'val@example.org'));
      expect(val).toMatchObject({
        role: 'Trainee',
        weeklyCommittedHours: 12,
        filterColor: 'purple',
        bio: 'Grows beans',
      });
      expect(val!.personalBestMaxHrs).toBe(2);
      // A person whose document does not say has seen their permissions.
      expect(
        await database.db.select().from(userPermissions).where(eq(userPermissions.userId, val!.id)),
      ).toEqual([
        { userId: val!.id, frontPermissions: [], removedDefaultPermissions: [], isAcknowledged: true },
      ]);
      expect(await database.db.select().from(userTeamCodes)).toEqual([
        { userId: val!.id, teamCode: 'A-BCDE' },
      ]);
      const names = (await database.db.select({ name: projects.name }).from(projects)).map((p) => p.name);
      expect(names.sort()).toEqual(['Food Garden', 'Old Kitchen', 'food garden (2)']);
      const lines = report.lines().join('\n');
      expect(lines).toMatch(/timeEntries\s+9\s+6\s+0\s+0\s+3/);
      expect(lines).toContain('1 × timeEntries: its totalSeconds is not a number of seconds');
      expect(lines).toMatch(/tasks\s+3\s+2\s+0\s+0\s+1/);
      expect(lines).toContain('1 × tasks: its parent task is not in tasks');
      expect(lines).toContain('1 × wbs: its project is not in projects');
      expect(lines).toContain(
        '1 × timeEntries: a task id where the project belongs, replaced by the task and its project',
      );
      expect(lines).toContain('1 × timeEntries: its person is not in userProfiles');
      expect(lines).toContain('1 × timeEntries: its dateOfWork is not a date');
      expect(lines).toContain('1 × userProfiles: its e-mail is another person’s (ignoring case)');
      expect(lines).toContain('1 × projects: not an HGN project (no projectName)');
      expect(lines).toContain('Not imported (not carried yet): ownermessagelogs');
      expect(lines).toMatch(/weekly summaries\s+7\s+2\s+0\s+0\s+5/);
      for (const reason of [
        'empty: the week has no summary',
        'another summary of the person is due the same week',
        'no text is left once its HTML is sanitised',
        'its dueDate is not a date',
        'its person is not imported',
      ])
        expect(lines).toContain(`1 × weekly summaries: ${reason}`);
      expect(lines).toMatch(/committed hours\s+3\s+2\s+0\s+0\s+1/);
      expect(lines).toContain('1 × committed hours: its hours are not a number of hours');
      expect(lines).toContain(
        '2 × committed hours: a person without a history, given one change at the account’s creation',
      );
      const taskRows = await database.db
        .select({
          id: tasks.id,
          wbsId: tasks.wbsId,
          name: tasks.name,
          level: tasks.level,
          hoursLogged: tasks.hoursLogged,
          mother: tasks.mother,
          parentId1: tasks.parentId1,
          childrenQty: tasks.childrenQty,
          position: tasks.position,
        })
        .from(tasks)
        .orderBy(tasks.num);
      const [dig, north] = taskRows;
      expect(dig).toMatchObject({ name: 'Dig', level: 1, hoursLogged: 0.75, mother: null, childrenQty: 1 });
      expect(north).toMatchObject({ name: 'Dig the north bed', level: 2, hoursLogged: 0.25, position: 2 });
      expect(north).toMatchObject({ mother: dig!.id, parentId1: dig!.id, childrenQty: 0 });
      const [food] = await database.db.select().from(projects).where(eq(projects.name, 'Food Garden'));
      const legacy = await database.db
        .select({ taskId: timeEntries.taskId, wbsId: timeEntries.wbsId, projectId: timeEntries.projectId })
        .from(timeEntries)
        .where(eq(timeEntries.totalSeconds, 1800));
      expect(legacy).toEqual([{ taskId: dig!.id, wbsId: dig!.wbsId, projectId: food!.id }]);
      // Notes with markup are sanitised (in the notes workers); plain text is kept as typed.
      const notes = await database.db
        .select({ seconds: timeEntries.totalSeconds, notes: timeEntries.notes })
        .from(timeEntries)
        .where(inArray(timeEntries.totalSeconds, [3600, 1800]))
        .orderBy(timeEntries.totalSeconds);
      expect(notes).toEqual([
        { seconds: 1800, notes: 'Seeds & soil' },
        { seconds: 3600, notes: '<p>Weeded the beds</p>' },
      ]);
    },
  );

  it('counts a role the database already had, which keeps its row, as changed rather than new', async () => {
    const database = await createTestDatabase();
    const [here] = await database.db
      .insert(roles)
      .values({ name: 'Volunteer', permissions: [] })
      .returning({ id: roles.id });
    const report = await importInto(database.db, await writeDump(sample.collections, 'bson'));
    expect(report.lines()).toContain('  roles: 6 new, 1 changed, 0 deleted');
    const [volunteer] = await database.db.select().from(roles).where(eq(roles.name, 'Volunteer'));
    expect(volunteer!.id).toBe(here!.id);
  });

  it('refuses a damaged file, naming it, and writes nothing', async () => {
    const database = await createTestDatabase();
    const folder = await writeDump(sample.collections, 'bson');
    const file = path.join(folder, 'hgnrest', 'timeEntries.bson');
    const handle = await open(file, 'r+');
    await handle.truncate((await stat(file)).size - 10);
    await handle.close();
    const refused = importInto(database.db, folder);
    await expect(refused).rejects.toBeInstanceOf(DumpError);
    await expect(refused).rejects.toThrow(/timeEntries\.bson/);
    expect(await counts(database.db)).toMatchObject({ users: 0, projects: 0, timeEntries: 0, origins: 0 });
  });

  it('refuses a dump without anyone to sign in, writing nothing', async () => {
    const database = await createTestDatabase();
    const nobody = {
      ...sample.collections,
      userProfiles: [{ _id: new ObjectId(), firstName: 'No', lastName: 'Mail' }],
    };
    await expect(importInto(database.db, await writeDump(nobody, 'bson'))).rejects.toThrow(
      /no one with an e-mail/,
    );
    expect(await counts(database.db)).toMatchObject({ users: 0, projects: 0, origins: 0 });
  });

  it('refuses a folder without an HGN dump', async () => {
    const database = await createTestDatabase();
    const folder = await writeDump({ notes: [{ _id: 1 }] }, 'json-lines');
    await expect(importInto(database.db, folder)).rejects.toThrow(/no userProfiles collection/);
  });

  it('reads a document written twice in a mongoexport once, counting the copy', async () => {
    const database = await createTestDatabase();
    const { collections } = sampleOrganisation();
    const copied = {
      ...collections,
      userProfiles: [...collections.userProfiles!, collections.userProfiles![0]!],
      timeEntries: [...collections.timeEntries!, collections.timeEntries![0]!],
    };
    const report = (await importInto(database.db, await writeDump(copied, 'json-lines'))).lines();
    expect(report).toContain('  1 × userProfiles: a second copy of a document (the same ObjectId)');
    expect(report).toContain('  1 × timeEntries: a second copy of a document (the same ObjectId)');
    expect(await counts(database.db)).toEqual(EXPECTED);
  });

  it('replaces the untouched demo only with --yes; a dry run writes nothing; the old password signs in once and is rehashed', async () => {
    const db = t.database.db;
    await seedDemoOrganisation(db, { clock: t.clock, timeEntries: t.services.timeEntries });
    const demo = await counts(db);
    const folder = await writeDump(sample.collections, 'json-lines');

    await expect(importInto(db, folder)).rejects.toBeInstanceOf(ImportRefusedError);
    expect(await counts(db)).toEqual(demo);

    const dryRun = await importInto(db, folder, { dryRun: true });
    expect(dryRun.lines().join('\n')).toMatch(/userProfiles\s+4\s+3/);
    expect(await counts(db)).toEqual(demo);

    await importInto(db, folder, { yes: true });
    expect(await counts(db)).toEqual(EXPECTED);
    const signIn = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect((await signIn(demoAccounts.owner.email, DEMO_PASSWORD)).statusCode).toBe(403);

    const email = 'Olive.Owner@example.org';
    const [before] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(before!.passwordHash).toMatch(/^\$2a\$04\$/);
    expect((await signIn(email, 'e0c5b7a2-TEMP')).statusCode).toBe(404);
    expect((await signIn(email, OLD_PASSWORD)).json()).toHaveProperty('token');
    const [after] = await db.select().from(users).where(eq(users.id, before!.id));
    expect(after!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect((await signIn(email, OLD_PASSWORD)).json()).toHaveProperty('token');

    const get = await signedInReader(t.app, email);
    const [val] = await db.select().from(users).where(eq(users.email, 'val@example.org'));
    const profile = await get<{
      weeklySummaries: Array<{ summary: string }>;
      weeklycommittedHoursHistory: unknown[];
    }>(`/api/userprofile/${val!.id}`);
    expect(profile.weeklySummaries.map((week) => week.summary)).toEqual([
      '',
      '<p>Weeded <b>the</b> beds</p>',
      '',
      '',
    ]);
    expect(profile.weeklycommittedHoursHistory).toEqual([
      { hours: 10, dateChanged: '2024-02-01T10:00:00.000Z' },
      { hours: 12, dateChanged: '2024-06-01T12:00:00.000Z' },
    ]);
    const board = await get<Array<{ personId: string; hasSummary: boolean }>>(
      `/api/dashboard/leaderboard/${before!.id}`,
    );
    expect(board.find((row) => row.personId === before!.id)?.hasSummary).toBe(true);
    const [own] = await db.select().from(weeklySummaries).where(eq(weeklySummaries.userId, before!.id));
    expect(own!.summary).toBe('<p>Planted the beans</p>');

    // The same dump again: the password changed here since is kept, since HGN's did not change.
    await importInto(db, folder);
    const [again] = await db.select().from(users).where(eq(users.id, before!.id));
    expect(again!.passwordHash).toBe(after!.passwordHash);
  });
});
