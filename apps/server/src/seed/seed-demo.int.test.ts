import { SITE_ISSUE_TYPES } from '@hgn/domain/buildingManagement';
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import { fixedClock, weekRange } from '@hgn/domain/time';
import { count, eq, gte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { badges, userBadges } from '../features/badges/badges.table.js';
import { blueSquares } from '../features/blueSquares/blueSquares.table.js';
import { buildingProjects } from '../features/buildingManagement/buildingProjects.table.js';
import {
  inventoryItems,
  inventoryPurchases,
  inventoryStock,
  inventoryUnits,
} from '../features/buildingManagement/inventory.table.js';
import { siteIssues } from '../features/buildingManagement/siteRecords.table.js';
import { infoCollections } from '../features/infoCollections/infoCollections.table.js';
import { projects } from '../features/projects/projects.table.js';
import { taskResources, tasks } from '../features/tasks/tasks.table.js';
import { teams } from '../features/teams/teams.table.js';
import { timeEntries } from '../features/timeEntries/timeEntries.table.js';
import { createTimeEntryTotalsRepo } from '../features/timeEntries/timeEntryTotals.repo.js';
import { timeOffRequests } from '../features/timeOff/timeOff.table.js';
import type { UserProfileJson } from '@hgn/domain/users';
import { users } from '../features/users/users.table.js';
import { wbs } from '../features/wbs/wbs.table.js';
import { weeklySummaries } from '../features/weeklySummaries/weeklySummaries.table.js';
import { demoHistory } from './demo-history.js';
import { demoInventoryUnits } from './demo-inventory-units.js';
import { demoBuildingProjects, demoInfoCollections } from './demo-organisation.js';
import { DEMO_PASSWORD, demoAccounts, demoPeople } from './demo-people.js';
import { seedDemoOrganisation } from './seed-demo.js';
import { emailSubscriptions } from '../features/announcements/emailSubscriptions.table.js';
import { demoSubscribers } from './demo-subscriptions.js';

const clock = fixedClock('2026-11-18T20:00:00Z');
const t = await createTestApp({ clock });
const db = t.database.db;
const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

describe('seedDemoOrganisation', () => {
  it('writes the whole organisation once; a second run changes nothing', async () => {
    expect(await seedDemoOrganisation(db, { clock, timeEntries: t.services.timeEntries })).toBe(true);
    const counts = async () => ({
      users: await rows(users),
      teams: await rows(teams),
      projects: await rows(projects),
      badges: await rows(badges),
      userBadges: await rows(userBadges),
      blueSquares: await rows(blueSquares),
      infoCollections: await rows(infoCollections),
      buildingProjects: await rows(buildingProjects),
      inventoryUnits: await rows(inventoryUnits),
      inventoryStock: await rows(inventoryStock),
      inventoryItems: await rows(inventoryItems),
      inventoryPurchases: await rows(inventoryPurchases),
      siteIssues: await rows(siteIssues),
      timeOffRequests: await rows(timeOffRequests),
      wbs: await rows(wbs),
      tasks: await rows(tasks),
      taskResources: await rows(taskResources),
      timeEntries: await rows(timeEntries),
      weeklySummaries: await rows(weeklySummaries),
      emailSubscriptions: await rows(emailSubscriptions),
    });
    const first = await counts();
    expect(first).toMatchObject({
      users: demoPeople.length,
      teams: 4,
      projects: 5,
      badges: 3,
      infoCollections: demoInfoCollections.length,
      buildingProjects: demoBuildingProjects.length,
      inventoryUnits: demoInventoryUnits.length,
      inventoryStock: 5,
      inventoryItems: 6,
      inventoryPurchases: 6,
      siteIssues: 1,
      wbs: 5,
      timeEntries: demoHistory(clock.now()).entries.length,
      weeklySummaries: demoHistory(clock.now()).summaries.length,
      emailSubscriptions: demoSubscribers.length,
    });
    expect(first.tasks).toBeGreaterThanOrEqual(first.wbs);
    expect(first.taskResources).toBeGreaterThanOrEqual(first.tasks);
    expect(first.blueSquares).toBeGreaterThan(0);
    expect(first.userBadges).toBeGreaterThan(0);
    expect(first.timeOffRequests).toBeGreaterThan(0);

    expect(await seedDemoOrganisation(db, { clock, timeEntries: t.services.timeEntries })).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('keeps the hours of the logged time: the weekly totals and each task’s hours follow the entries', async () => {
    const byKey = (rows: Awaited<ReturnType<ReturnType<typeof createTimeEntryTotalsRepo>['stored']>>) =>
      Object.fromEntries(
        rows.map((row) => [
          `${row.personId} ${row.weekStart} ${row.projectId} ${row.isTangible} ${row.isActive}`,
          row.seconds,
        ]),
      );
    const stored = await createTimeEntryTotalsRepo(db).stored();
    expect(stored.length).toBeGreaterThan(0);
    expect(byKey(stored)).toEqual(byKey(await createTimeEntryTotalsRepo(db).recountedFromEntries()));

    const taskSeconds = await db
      .select({
        hoursLogged: tasks.hoursLogged,
        seconds:
          sql<number>`coalesce(sum(${timeEntries.totalSeconds}) filter (where ${timeEntries.isTangible}), 0)`.mapWith(
            Number,
          ),
      })
      .from(tasks)
      .leftJoin(timeEntries, eq(timeEntries.taskId, tasks.id))
      .groupBy(tasks.id);
    expect(taskSeconds.some((task) => task.seconds > 0)).toBe(true);
    for (const task of taskSeconds) expect(task.hoursLogged).toBe(roundedHoursOf(task.seconds));
  });

  it('leaves this week’s time of the people the browser tests count to them', async () => {
    const thisWeek = await db
      .select({ email: users.email })
      .from(timeEntries)
      .innerJoin(users, eq(users.id, timeEntries.personId))
      .where(gte(timeEntries.dateOfWork, weekRange(clock.now()).startDate));
    expect(thisWeek.length).toBeGreaterThan(0);
    expect(thisWeek.map((row) => row.email)).not.toContain('fatima.elidrissi@example.org');
    const [mateus] = await db
      .select({ n: count() })
      .from(weeklySummaries)
      .innerJoin(users, eq(users.id, weeklySummaries.userId))
      .where(eq(users.email, 'mateus.conceicao@example.org'));
    expect(mateus!.n).toBe(0);
  });

  it('seeds site issues of the kinds the site issue form offers', async () => {
    const owner = await t.inBuildingPortal('Owner');
    const res = await t.call(owner, 'GET', '/api/bm/issues');
    expect(res.statusCode).toBe(200);
    const kinds = res.json<{ type: string }[]>().map((issue) => issue.type);
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(SITE_ISSUE_TYPES).toContain(kind);
  });

  it('lets every demo account sign in with the demo password', async () => {
    for (const account of Object.values(demoAccounts))
      await expect(t.signIn(account.email, DEMO_PASSWORD), account.email).resolves.toEqual(
        expect.any(String) as string,
      );
  });

  it('keeps accented names as written, and gives the volunteer a full dashboard', async () => {
    const token = await t.signIn(demoAccounts.volunteer.email, DEMO_PASSWORD);
    const [jose] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'jose.garcia@example.org'));
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/userprofile/${jose!.id}`,
        headers: { authorization: token },
      })
    ).json<UserProfileJson>();
    expect(`${profile.firstName} ${profile.lastName}`).toBe('José García');
    expect(profile.teams).toEqual([expect.objectContaining({ teamName: 'Housing Builders' })]);

    const names = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users);
    expect(names).toEqual(
      expect.arrayContaining([
        { firstName: 'Zoë', lastName: 'van der Berg' },
        { firstName: 'Łukasz', lastName: 'Kowalski' },
        { firstName: 'Søren', lastName: 'Christensen' },
        { firstName: 'Thảo', lastName: 'Nguyễn' },
      ]),
    );

    const me = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.volunteer.email));
    const own = (
      await t.app.inject({
        method: 'GET',
        url: `/api/userprofile/${me[0]!.id}`,
        headers: { authorization: token },
      })
    ).json<UserProfileJson>();
    expect(own.teams.length).toBe(2);
    expect(own.projects.length).toBeGreaterThan(0);
    expect(own.badgeCollection.length).toBeGreaterThan(0);
    expect(own.infringements.length).toBeGreaterThan(0);
    // The seeding week is 2026-11-15..21; the volunteer's time off starts the Sunday after.
    expect(own.timeOffFrom).toBe('2026-11-22T08:00:00.000Z');
  });
});
