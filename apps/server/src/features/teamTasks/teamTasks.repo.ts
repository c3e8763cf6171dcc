// Reads of the Team Member Tasks dashboard. People, teams and roles belong to other features: this repo
// only reads their tables.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { roles } from '../permissions/permissions.table.js';
import { ownPermissionColumns, userPermissions } from '../permissions/userPermissions.table.js';
import {
  teamCodeOrNone,
  teamMembers,
  teams,
  userTeamCodes,
  visibleTeamPeopleOf,
} from '../teams/teams.table.js';
import { users } from '../users/users.table.js';

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

export function createTeamTasksRepo(db: DbOrTransaction) {
  return {
    /** A user with what decides their permissions, or undefined when there is none. */
    findViewed: async (userId: string) => (await findViewed(db, { userId }))[0],

    /**
     * One page of the active people shown (everyone active when `everyone`), by name; the whole list
     * when `page` is undefined.
     */
    listMembers: (viewedId: string, everyone: boolean, page?: { limit: number; offset: number }) => {
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
        .where(
          and(
            eq(users.isActive, true),
            everyone ? undefined : sql`${users.id} in ${visibleTeamPeopleOf(sql`${viewedId}::uuid`)}`,
          ),
        )
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
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
