import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db.js';
import type { DbOrTransaction } from '../../db.js';
import { projects } from '../projects/projects.table.js';
import { profilePictures, users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { taskResources, tasks } from './tasks.table.js';

/**
 * Outline numbers compare segment by segment as numbers: 1.2 before 1.10, 1.2 before 1.2.1.
 * Stray characters are ignored rather than failing the whole list.
 */
export const byOutlineNumber = sql`array_remove(string_to_array(regexp_replace(${tasks.num}, '[^0-9.]', '', 'g'), '.'), '')::numeric[]`;

export function createTasksRepo(db: Db) {
  return {
    /**
     * The active tasks in active WBS of active projects that the person works on and has not
     * completed, with where they live and who created them; by project, then outline number.
     */
    listOpenTasksOfUser: (userId: string) => {
      const creator = alias(users, 'creator');
      return db
        .select({
          ...getTableColumns(tasks),
          wbsName: wbs.name,
          projectId: projects.id,
          projectName: projects.name,
          creatorFirstName: creator.firstName,
          creatorLastName: creator.lastName,
        })
        .from(taskResources)
        .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
        .innerJoin(wbs, eq(wbs.id, tasks.wbsId))
        .innerJoin(projects, eq(projects.id, wbs.projectId))
        .leftJoin(creator, eq(creator.id, tasks.createdBy))
        .where(
          and(
            eq(taskResources.userId, userId),
            eq(taskResources.completedTask, false),
            eq(tasks.isActive, true),
            eq(wbs.isActive, true),
            eq(projects.isActive, true),
          ),
        )
        .orderBy(asc(projects.name), asc(projects.id), asc(byOutlineNumber), asc(tasks.num), asc(tasks.id));
    },

    /** Everyone on the given tasks, with their current name and picture, in the order they joined. */
    listResourcesOfTasks: (taskIds: readonly string[]) =>
      taskIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              taskId: taskResources.taskId,
              userId: taskResources.userId,
              completedTask: taskResources.completedTask,
              reviewStatus: taskResources.reviewStatus,
              firstName: users.firstName,
              lastName: users.lastName,
              profilePic: users.profilePic,
              pictureUpdatedAt: profilePictures.updatedAt,
            })
            .from(taskResources)
            .innerJoin(users, eq(users.id, taskResources.userId))
            .leftJoin(profilePictures, eq(profilePictures.userId, taskResources.userId))
            // One array parameter: a whole WBS's ids as separate parameters cost more to send and plan.
            .where(sql`${taskResources.taskId} = ANY(${sql.param([...taskIds])}::uuid[])`)
            .orderBy(asc(taskResources.addedAt), asc(taskResources.userId)),

    setActiveOfProject: (tx: DbOrTransaction, projectId: string, isActive: boolean, now: Date) =>
      tx
        .update(tasks)
        .set({ isActive, updatedAt: now, version: sql`${tasks.version} + 1` })
        .where(
          and(
            inArray(tasks.wbsId, tx.select({ id: wbs.id }).from(wbs).where(eq(wbs.projectId, projectId))),
            ne(tasks.isActive, isActive),
          ),
        ),
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
export type UserTaskRow = Awaited<ReturnType<TasksRepo['listOpenTasksOfUser']>>[number];
export type TaskResourceRow = Awaited<ReturnType<TasksRepo['listResourcesOfTasks']>>[number];
