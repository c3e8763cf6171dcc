// What an entry names, read inside the entry's transaction: its person, project and task.
import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

export const timeEntryRefsRepo = {
  /** The person time is logged for: whose rights apply, whether they may still log, their name. */
  findPerson: async (reader: DbOrTransaction, userId: string) =>
    (
      await reader
        .select({
          id: users.id,
          role: users.role,
          isActive: users.isActive,
          endDate: users.endDate,
          isFirstTimelog: users.isFirstTimelog,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId))
    )[0],

  findProject: async (reader: DbOrTransaction, projectId: string) =>
    (
      await reader
        .select({ id: projects.id, isActive: projects.isActive })
        .from(projects)
        .where(eq(projects.id, projectId))
    )[0],

  /** A task with its WBS and project (and whether it is active), which an entry naming the task takes. */
  findTask: async (reader: DbOrTransaction, taskId: string) =>
    (
      await reader
        .select({ id: tasks.id, wbsId: tasks.wbsId, projectId: wbs.projectId, isActive: projects.isActive })
        .from(tasks)
        .innerJoin(wbs, eq(wbs.id, tasks.wbsId))
        .innerJoin(projects, eq(projects.id, wbs.projectId))
        .where(eq(tasks.id, taskId))
    )[0],

  /** Whether the team an entry names exists. */
  teamExists: async (reader: DbOrTransaction, teamId: string) =>
    (await reader.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId))).length > 0,

  /** A WBS's project (and whether it is active), for an entry naming a WBS without a task. */
  findWbs: async (reader: DbOrTransaction, wbsId: string) =>
    (
      await reader
        .select({ id: wbs.id, projectId: wbs.projectId, isActive: projects.isActive })
        .from(wbs)
        .innerJoin(projects, eq(projects.id, wbs.projectId))
        .where(eq(wbs.id, wbsId))
    )[0],
};

export type TimeEntryPerson = NonNullable<Awaited<ReturnType<typeof timeEntryRefsRepo.findPerson>>>;
