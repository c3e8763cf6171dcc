// Reads of the Team Member Tasks dashboard. People, teams and roles belong to other features: this repo
// only reads their tables.
import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import { FOLLOW_UP_THRESHOLDS } from '@hgn/domain/followUps';
import { isUuid } from '@hgn/domain/ids';
import type { TeamTasksFilters } from '@hgn/domain/teamTasks';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { followUps } from '../followUps/followUps.table.js';
import { roles } from '../permissions/permissions.table.js';
import { projects } from '../projects/projects.table.js';
import { onLiveWork, taskResources, tasks } from '../tasks/tasks.table.js';
import { ownPermissionColumns, userPermissions } from '../permissions/userPermissions.table.js';
import {
  teamCodeOrNone,
  teamMembers,
  teams,
  userTeamCodes,
  visibleTeamPeopleOf,
} from '../teams/teams.table.js';
import { timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

const findViewed = preparedStatement('team_tasks_viewed', (reader: DbOrTransaction) =>
  reader
    .select({
      id: users.id,
      isActive: users.isActive,
      rolePermissions: roles.permissions,
      frontPermissions: ownPermissionColumns.frontPermissions,
      removedDefaultPermissions: ownPermissionColumns.removedDefaultPermissions,
    })
    .from(users)
    .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
    .leftJoin(roles, eq(roles.name, users.role))
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** The people the table shows, as a condition on `users`: active, and of the viewed user's teams unless `everyone`. */
const shownMembers = (viewedId: string, everyone: boolean): SQL =>
  everyone
    ? sql`${users.isActive}`
    : sql`${users.isActive} and ${users.id} in ${visibleTeamPeopleOf(sql`${viewedId}::uuid`)}`;

/** Whether a person's tangible hours of the week starting `weekStart` reach their weekly commitment (`hasMetCommitment`). */
const hasMetCommitmentSql = (weekStart: string): SQL => sql`coalesce((
    select sum(${timeEntryTotals.seconds}) from ${timeEntryTotals}
    where ${timeEntryTotals.personId} = ${users.id} and ${timeEntryTotals.weekStart} = ${weekStart}
      and ${timeEntryTotals.isTangible} and ${timeEntryTotals.isActive}), 0)::float8 / 3600
  >= ${users.weeklyCommittedHours}`;

/**
 * The people the filters keep, as a condition on `users` left-joined with their team code; undefined
 * when no filter is chosen. Team ids that are no ids name no team.
 */
function keptByFilters(filters: TeamTasksFilters, weekStart: string): SQL | undefined {
  const teamIds = filters.teams.filter(isUuid);
  const colors = new Set(filters.colors);
  return and(
    filters.teams.length === 0
      ? undefined
      : sql`exists (select 1 from ${teamMembers} join ${teams} on ${teams.id} = ${teamMembers.teamId}
          where ${teamMembers.userId} = ${users.id} and ${teams.isActive} and ${isAnyOfIds(teamMembers.teamId, teamIds)})`,
    filters.teamCodes.length === 0
      ? undefined
      : sql`${teamCodeOrNone} = any(${sql.param(filters.teamCodes)}::text[])`,
    colors.size !== 1
      ? undefined
      : colors.has('green')
        ? hasMetCommitmentSql(weekStart)
        : not(hasMetCommitmentSql(weekStart)),
  );
}

/** A task's progress as `taskProgressPercent` counts it, and the highest follow-up threshold it reached (0 for none). */
const progressSql = sql`case when ${tasks.estimatedHours} > 0 and ${tasks.hoursLogged} > 0
  then least(100, floor(${tasks.hoursLogged} / ${tasks.estimatedHours} * 100)) else 0 end`;
const thresholdReachedSql = sql`case ${sql.join(
  [...FOLLOW_UP_THRESHOLDS]
    .sort((a, b) => b - a)
    .map(
      (threshold) =>
        sql`when ${progressSql} >= ${sql.raw(String(threshold))} then ${sql.raw(String(threshold))}`,
    ),
  sql` `,
)} else 0 end`;

export function createTeamTasksRepo(db: DbOrTransaction) {
  return {
    /** A user with what decides their permissions, or undefined when there is none. */
    findViewed: async (userId: string) => (await findViewed(db, { userId }))[0],

    /**
     * One page of the active people shown (everyone active when `everyone`), by name; the whole list
     * when `page` is undefined. Those the filters keep when they are given (their week starting
     * `weekStart` decides their colour).
     */
    listMembers: (
      viewedId: string,
      everyone: boolean,
      page?: { limit: number; offset: number },
      kept?: { filters: TeamTasksFilters; weekStart: string },
    ) => {
      const query = db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          weeklyCommittedHours: users.weeklyCommittedHours,
          weeklySummaryOption: users.weeklySummaryOption,
          teamCode: teamCodeOrNone,
          adminLinks: users.adminLinks,
        })
        .from(users)
        .leftJoin(userTeamCodes, eq(userTeamCodes.userId, users.id))
        .where(and(shownMembers(viewedId, everyone), kept && keptByFilters(kept.filters, kept.weekStart)))
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    /** How many people are shown, and how many of them the filters keep. */
    async countMembers(viewedId: string, everyone: boolean, filters: TeamTasksFilters, weekStart: string) {
      const [row] = await db
        .select({
          all: sql<number>`count(*)`.mapWith(Number),
          kept: sql<number>`count(*) filter (where ${keptByFilters(filters, weekStart) ?? sql`true`})`.mapWith(
            Number,
          ),
        })
        .from(users)
        .leftJoin(userTeamCodes, eq(userTeamCodes.userId, users.id))
        .where(shownMembers(viewedId, everyone));
      return row ?? { all: 0, kept: 0 };
    },

    /** The filters' choices: the active teams the people shown are on, by name, and their team codes. */
    async choicesOf(viewedId: string, everyone: boolean) {
      const [teamsOn, codes] = await Promise.all([
        db
          .select({ _id: teams.id, teamName: teams.name })
          .from(teams)
          .where(
            and(
              eq(teams.isActive, true),
              sql`exists (select 1 from ${teamMembers} join ${users} on ${users.id} = ${teamMembers.userId}
                where ${teamMembers.teamId} = ${teams.id} and ${shownMembers(viewedId, everyone)})`,
            ),
          )
          .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
        db
          .select({ teamCode: userTeamCodes.teamCode })
          .from(userTeamCodes)
          .innerJoin(users, eq(users.id, userTeamCodes.userId))
          .where(and(sql`${userTeamCodes.teamCode} <> ''`, shownMembers(viewedId, everyone)))
          .groupBy(userTeamCodes.teamCode)
          .orderBy(sql`${userTeamCodes.teamCode} collate "C"`),
      ]);
      return { teams: teamsOn, teamCodes: codes.map((code) => code.teamCode) };
    },

    /**
     * How many tasks of the people shown need a follow-up (`isFollowUpDue`): the live tasks whose
     * progress reached a threshold above the person's last check, their own part not completed.
     */
    async countFollowUpsDue(viewedId: string, everyone: boolean) {
      const [row] = await db
        .select({ due: sql<number>`count(*)`.mapWith(Number) })
        .from(taskResources)
        .innerJoin(users, eq(users.id, taskResources.userId))
        .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
        .innerJoin(wbs, eq(wbs.id, tasks.wbsId))
        .innerJoin(projects, eq(projects.id, wbs.projectId))
        .leftJoin(
          followUps,
          and(eq(followUps.userId, taskResources.userId), eq(followUps.taskId, taskResources.taskId)),
        )
        .where(
          and(
            shownMembers(viewedId, everyone),
            eq(taskResources.completedTask, false),
            onLiveWork(),
            sql`${thresholdReachedSql} > coalesce(${followUps.followUpPercentageDeadline}, 0)`,
          ),
        );
      return row?.due ?? 0;
    },

    /** The active teams of these people, by team name. */
    listTeamsOf: (userIds: readonly string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ userId: teamMembers.userId, teamId: teams.id, teamName: teams.name })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(and(isAnyOfIds(teamMembers.userId, userIds), eq(teams.isActive, true)))
            .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
  };
}

export type TeamTasksRepo = ReturnType<typeof createTeamTasksRepo>;
export type TeamMemberRow = Awaited<ReturnType<TeamTasksRepo['listMembers']>>[number];
