// The lists of people that join what other areas keep: the user management list with each person's
// blue squares, a person's team mates, and the projects of people found by name.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { escapeLike } from '../../platform/db/like.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { projectMembers } from '../projects/projects.table.js';
import { teamCodeOrNone, teamMembers, userTeamCodes } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';

export function createPeopleListsRepo(db: DbOrTransaction) {
  return {
    /** Every user with the count of their blue squares, latest start first. */
    listUsers: () =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          email: users.email,
          isActive: users.isActive,
          isVisible: users.isVisible,
          isRehireable: users.isRehireable,
          jobTitle: users.jobTitle,
          weeklyCommittedHours: users.weeklyCommittedHours,
          teamCode: teamCodeOrNone,
          createdAt: users.createdAt,
          startDate: users.startDate,
          endDate: users.endDate,
          reactivationDate: users.reactivationDate,
          // The condition is built by eq() so both columns keep their table names: a single-table
          // select writes its own columns bare, and a bare "id" would be the blue square's.
          infringementCount:
            sql<number>`(select ${count()} from ${blueSquares} where ${eq(blueSquares.userId, users.id)})`.mapWith(
              Number,
            ),
        })
        .from(users)
        .leftJoin(userTeamCodes, eq(userTeamCodes.userId, users.id))
        .where(sql`${users.archivedAt} is null`)
        .orderBy(desc(users.startDate), asc(users.lastName), asc(users.firstName)),

    /** The projects of the people `listProjectsOfPeopleNamed` (profiles.service) describes, each once. */
    listProjectIdsOfPeopleNamed: async (text: string, words: readonly string[]) => {
      const contains = (column: typeof users.firstName | typeof users.lastName, part: string) =>
        sql`fold_for_search(${column}) LIKE '%' || fold_for_search(${escapeLike(part)}) || '%'`;
      const named =
        words.length > 1
          ? or(
              contains(users.firstName, text),
              and(contains(users.firstName, words[0]!), contains(users.lastName, words[words.length - 1]!)),
            )
          : or(contains(users.firstName, text), contains(users.lastName, text));
      const rows = await db
        .selectDistinct({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(named)
        .orderBy(asc(projectMembers.projectId));
      return rows.map((row) => row.projectId);
    },

    /** The other members of the person's teams, each once, by name. */
    listTeamMates: (userId: string) => {
      const own = alias(teamMembers, 'own_membership');
      return db
        .selectDistinct({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
        })
        .from(own)
        .innerJoin(teamMembers, eq(teamMembers.teamId, own.teamId))
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(own.userId, userId), ne(users.id, userId)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },
  };
}

export type UserListRow = Awaited<ReturnType<ReturnType<typeof createPeopleListsRepo>['listUsers']>>[number];
