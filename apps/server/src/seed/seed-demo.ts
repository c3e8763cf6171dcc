import type { Clock } from '@hgn/domain/time';
import { startOfPacificDay } from '@hgn/domain/time';
import { sql } from 'drizzle-orm';
import { badges, userBadges } from '../features/badges/badges.table.js';
import { blueSquares } from '../features/blueSquares/blueSquares.table.js';
import {
  buildingProjectMembers,
  buildingProjects,
} from '../features/buildingManagement/buildingProjects.table.js';
import { infoCollections } from '../features/infoCollections/infoCollections.table.js';
import { projectMembers, projects } from '../features/projects/projects.table.js';
import { taskResources, tasks } from '../features/tasks/tasks.table.js';
import { teamMembers, teams, userTeamCodes } from '../features/teams/teams.table.js';
import type { TimeEntriesService } from '../features/timeEntries/timeEntries.service.js';
import { timeOffRequests } from '../features/timeOff/timeOff.table.js';
import { users } from '../features/users/users.table.js';
import { wbs } from '../features/wbs/wbs.table.js';
import { weeklySummaries } from '../features/weeklySummaries/weeklySummaries.table.js';
import type { Db } from '../db.js';
import { hashPassword } from '../platform/crypto/passwords.js';
import { sanitizeRichText } from '../platform/html/rich-text.js';
import { seedCommunityPortal } from './demo-community-portal.js';
import { seedJobListings } from './demo-job-listings.js';
import { seedJobForms } from './demo-job-forms.js';
import { seedMapLocations } from './demo-map-locations.js';
import { seedWarningDescriptions } from './demo-warnings.js';
import { seedEmailSubscriptions } from './demo-subscriptions.js';
import { demoHistory } from './demo-history.js';
import { seedBuildingInventory } from './demo-inventory.js';
import { seedInventoryUnits } from './demo-inventory-units.js';
import {
  datedDemoRecords,
  demoBadges,
  demoBuildingProjects,
  demoInfoCollections,
  demoProjects,
  demoTeamCodeOf,
  demoTeams,
} from './demo-organisation.js';
import { DEMO_PASSWORD, demoAccounts, demoPeople } from './demo-people.js';

// Servers starting together on one database take turns here, so only the first one seeds.
const SEED_LOCK = 724_1002;

const hasAnyUser = async (db: Pick<Db, 'select'>) =>
  (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/** Whether the database holds the demo organisation (its Owner's account), whose sign-ins the start prints. */
export const holdsDemoOrganisation = async (db: Pick<Db, 'select'>) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${demoAccounts.owner.email.toLowerCase()}`)
      .limit(1)
  ).length > 0;

/** What the seed writes through the features that keep bookkeeping of their own. */
export type DemoSeedSources = { timeEntries: { writes: Pick<TimeEntriesService['writes'], 'logPast'> } };

/**
 * Writes the demo organisation in one transaction, on an empty database only (the roles must exist).
 * Returns whether it seeded: false when any user already exists, so a restart keeps every row.
 */
export async function seedDemoOrganisation(
  db: Db,
  { clock, timeEntries }: { clock: Clock } & DemoSeedSources,
): Promise<boolean> {
  if (await hasAnyUser(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const dated = datedDemoRecords(now);
  const history = demoHistory(now);
  const hasLoggedTime = new Set(history.entries.map((entry) => entry.email));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasAnyUser(tx)) return false;

    const people = await tx
      .insert(users)
      .values(
        demoPeople.map((person) => ({
          email: person.email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          role: person.role,
          isActive: person.endDate === undefined,
          // Mentors are created off the leaderboard (server-rules 8).
          isVisible: person.role !== 'Mentor',
          jobTitle: [person.jobTitle],
          phoneNumber: [person.phoneNumber],
          weeklyCommittedHours: person.weeklyCommittedHours,
          timeZone: person.timeZone,
          locationUserProvided: `${person.city}, ${person.country}`,
          locationCity: person.city,
          locationCountry: person.country,
          locationLat: person.lat,
          locationLng: person.lng,
          homeCountry: person.country,
          startDate: person.startDate,
          endDate: person.endDate ?? null,
          // Their first log is in the history: logging again keeps their start date.
          isFirstTimelog: !hasLoggedTime.has(person.email),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = new Map(people.map((p) => [p.email, p.id]));
    const idOf = (email: string) => {
      const id = userId.get(email);
      if (!id) throw new Error(`the demo organisation names an unknown person: ${email}`);
      return id;
    };

    await tx
      .insert(userTeamCodes)
      .values(
        demoPeople
          .map((person) => ({ userId: idOf(person.email), teamCode: demoTeamCodeOf(person.email) }))
          .filter((row) => row.teamCode !== ''),
      );

    const teamRows = await tx
      .insert(teams)
      .values(demoTeams.map((team) => ({ name: team.name, teamCode: team.teamCode })))
      .returning({ id: teams.id, name: teams.name });
    await tx.insert(teamMembers).values(
      demoTeams.flatMap((team) => {
        const teamId = teamRows.find((row) => row.name === team.name)!.id;
        return team.members.map((email) => ({ teamId, userId: idOf(email) }));
      }),
    );

    const projectRows = await tx
      .insert(projects)
      .values(demoProjects.map((project) => ({ name: project.name, category: project.category })))
      .returning({ id: projects.id, name: projects.name });
    await tx.insert(projectMembers).values(
      demoProjects.flatMap((project) => {
        const projectId = projectRows.find((row) => row.name === project.name)!.id;
        return project.members.map((email) => ({ projectId, userId: idOf(email) }));
      }),
    );

    const taskIds = new Map<string, { id: string; wbsId: string }>();
    for (const work of dated.work) {
      const [wbsRow] = await tx
        .insert(wbs)
        .values({ projectId: projectRows.find((row) => row.name === work.project)!.id, name: work.wbs })
        .returning({ id: wbs.id });
      const taskRows = await tx
        .insert(tasks)
        .values(
          work.tasks.map((task, position) => ({
            wbsId: wbsRow!.id,
            name: task.name,
            num: task.num,
            level: 1,
            position,
            priority: task.priority,
            status: task.status,
            estimatedHours: task.estimatedHours,
            hoursMost: task.estimatedHours,
            dueAt: task.dueAt,
            createdBy: idOf(demoAccounts.manager.email),
          })),
        )
        .returning({ id: tasks.id, name: tasks.name });
      for (const row of taskRows) taskIds.set(row.name, { id: row.id, wbsId: wbsRow!.id });
      await tx
        .insert(taskResources)
        .values(
          work.tasks.flatMap((task, i) =>
            task.people.map((email) => ({ taskId: taskRows[i]!.id, userId: idOf(email) })),
          ),
        );
    }

    const badgeRows = await tx
      .insert(badges)
      .values(demoBadges.map((badge) => ({ ...badge })))
      .returning({ id: badges.id, name: badges.name });
    await tx.insert(userBadges).values(
      dated.badgeAwards.map((award) => ({
        userId: idOf(award.email),
        badgeId: badgeRows.find((row) => row.name === award.badge)!.id,
        count: award.count,
        earnedDates: award.earnedDates,
        featured: award.featured,
        lastModified: startOfPacificDay(award.earnedDates.at(-1)!),
      })),
    );

    const ownerId = idOf(demoAccounts.owner.email);
    await tx.insert(blueSquares).values(
      dated.blueSquares.map((square) => ({
        userId: idOf(square.email),
        date: square.date,
        description: square.description,
        createdBy: ownerId,
      })),
    );

    await tx.insert(infoCollections).values(demoInfoCollections.map((info) => ({ ...info })));
    await seedCommunityPortal(tx, now, ownerId);
    await seedJobListings(tx, now, ownerId, demoAccounts.manager.email);
    await seedJobForms(tx, now, ownerId);
    await seedMapLocations(tx, ownerId);
    await seedWarningDescriptions(tx);
    await seedEmailSubscriptions(tx, now);

    const buildingRows = await tx
      .insert(buildingProjects)
      .values(
        demoBuildingProjects.map(({ name, location, template, manager }) => ({
          name,
          location,
          template,
          buildingManagerId: idOf(manager),
        })),
      )
      .returning({ id: buildingProjects.id, name: buildingProjects.name });
    await tx.insert(buildingProjectMembers).values(
      demoBuildingProjects.flatMap((project) => {
        const projectId = buildingRows.find((row) => row.name === project.name)!.id;
        return project.members.map(({ email, hours }) => ({ projectId, userId: idOf(email), hours }));
      }),
    );

    await seedInventoryUnits(tx);
    await seedBuildingInventory(tx, {
      projectId: buildingRows.find((row) => row.name === demoBuildingProjects[0]!.name)!.id,
      ownerId,
      now,
    });

    await tx.insert(timeOffRequests).values(
      dated.timeOffRequests.map((request) => ({
        userId: idOf(request.email),
        startingDate: request.startingDate,
        endingDate: request.endingDate,
        durationWeeks: request.durationWeeks,
        reason: request.reason,
      })),
    );

    await timeEntries.writes.logPast(
      tx,
      history.entries.map(({ email, project, task, ...entry }) => {
        const onTask = task === undefined ? undefined : taskIds.get(task);
        return {
          ...entry,
          personId: idOf(email),
          projectId: projectRows.find((row) => row.name === project)!.id,
          wbsId: onTask?.wbsId ?? null,
          taskId: onTask?.id ?? null,
        };
      }),
    );
    await tx.insert(weeklySummaries).values(
      history.summaries.map((summary) => ({
        userId: idOf(summary.email),
        weekStart: summary.weekStart,
        summary: sanitizeRichText(summary.summary, { pictures: false }),
        uploadedAt: summary.uploadedAt,
      })),
    );
    return true;
  });
}
