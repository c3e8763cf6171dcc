// Reads and writes of the review flow: who receives a person's review request, and which of their
// submissions have had one.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { REVIEW_REQUEST_ROLES } from '@hgn/domain/tasks';
import type { DbOrTransaction } from '../../db.js';
import { teamMembers } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { taskResources, tasks } from './tasks.table.js';

export function createTaskReviewRepo(db: DbOrTransaction) {
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

    /**
     * Marks the person's submissions whose review was not asked for yet (among `taskIds`, or all of
     * them) as asked for at `now`, and answers their tasks. A submission another transaction holds
     * is skipped rather than waited for: a concurrent request is marking it, or a change to its task
     * will decide it; so no two requests mark the same submission.
     */
    async markReviewRequested(userId: string, now: Date, taskIds?: readonly string[]) {
      const pending = await db
        .select({ taskId: taskResources.taskId, taskName: tasks.name })
        .from(taskResources)
        .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
        .where(
          and(
            eq(taskResources.userId, userId),
            eq(taskResources.reviewStatus, 'Submitted'),
            isNull(taskResources.reviewRequestedAt),
            taskIds === undefined ? undefined : inArray(taskResources.taskId, [...taskIds]),
          ),
        )
        .orderBy(taskResources.taskId)
        .for('update', { of: taskResources, skipLocked: true });
      if (pending.length > 0)
        await db
          .update(taskResources)
          .set({ reviewRequestedAt: now })
          .where(
            and(
              eq(taskResources.userId, userId),
              inArray(
                taskResources.taskId,
                pending.map((p) => p.taskId),
              ),
            ),
          );
      return pending;
    },
  };
}
