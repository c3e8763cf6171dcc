// Reads of the review flow: a task's people inside the transaction that changes them, and who
// receives a person's review request.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { REVIEW_REQUEST_ROLES } from '@hgn/domain/tasks';
import type { Db } from '../../db.js';
import { teamMembers } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';

export function createTaskReviewRepo(db: Db) {
  return {
    findPerson: async (userId: string) => {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The active Administrators, Managers and Mentors on any team of the person, each once. */
    listReviewersOf: (userId: string) =>
      db
        .selectDistinct({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
        .where(
          and(
            inArray(
              teamMembers.teamId,
              db
                .select({ teamId: teamMembers.teamId })
                .from(teamMembers)
                .where(eq(teamMembers.userId, userId)),
            ),
            inArray(users.role, [...REVIEW_REQUEST_ROLES]),
            eq(users.isActive, true),
            ne(users.id, userId),
          ),
        ),
  };
}
