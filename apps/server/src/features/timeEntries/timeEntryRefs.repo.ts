// What an entry names, read inside the entry's transaction in one statement: its person, task, WBS,
// project and team.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

const taskWbs = alias(wbs, 'task_wbs');
const taskProject = alias(projects, 'task_project');
const namedWbs = alias(wbs, 'named_wbs');
const wbsProject = alias(projects, 'wbs_project');

/**
 * One row whatever is found; an id that is null, or names nothing, leaves its columns null. With
 * `lockingTree`, the WBS the task is in is locked too (`lockedWbsId`), as the task's hours are written
 * under that lock; the reads of the same statement may then be older than the lock, but none of them is
 * what the lock guards.
 */
const namedQuery = (reader: DbOrTransaction, lockingTree: boolean) =>
  reader
    .select({
      personId: users.id,
      role: users.role,
      isActive: users.isActive,
      endDate: users.endDate,
      isFirstTimelog: users.isFirstTimelog,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      taskId: tasks.id,
      taskWbsId: tasks.wbsId,
      taskProjectId: taskWbs.projectId,
      taskProjectActive: taskProject.isActive,
      wbsId: namedWbs.id,
      wbsProjectId: namedWbs.projectId,
      wbsProjectActive: wbsProject.isActive,
      projectId: projects.id,
      projectActive: projects.isActive,
      teamId: teams.id,
      lockedWbsId: lockingTree
        ? sql<string | null>`(select ${wbs.id} from ${wbs} where ${wbs.id} = ${tasks.wbsId} for update)`
        : sql<null>`null`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(users, eq(users.id, sql.placeholder('personId')))
    .leftJoin(tasks, eq(tasks.id, sql.placeholder('taskId')))
    .leftJoin(taskWbs, eq(taskWbs.id, tasks.wbsId))
    .leftJoin(taskProject, eq(taskProject.id, taskWbs.projectId))
    .leftJoin(namedWbs, eq(namedWbs.id, sql.placeholder('wbsId')))
    .leftJoin(wbsProject, eq(wbsProject.id, namedWbs.projectId))
    .leftJoin(projects, eq(projects.id, sql.placeholder('projectId')))
    .leftJoin(teams, eq(teams.id, sql.placeholder('teamId')));

const findNamed = preparedStatement('time_entry_refs', (reader: DbOrTransaction) =>
  namedQuery(reader, false),
);
const findNamedLockingTree = preparedStatement('time_entry_refs_locking_tree', (tx: DbOrTransaction) =>
  namedQuery(tx, true),
);

/** The ids an entry names, each a lowercase uuid or null. */
export type NamedIds = {
  personId: string | null;
  taskId: string | null;
  wbsId: string | null;
  projectId: string | null;
  teamId: string | null;
};

/** A task or WBS an entry names, with the project it belongs to and whether that is active. */
type Placed = { projectId: string; isActive: boolean };

export function createTimeEntryRefsRepo(db: DbOrTransaction) {
  return {
    /**
     * The person time is logged for (whose rights apply, whether they may still log, their name), the
     * task with its WBS and project, the WBS and the project named, and whether the team exists.
     * `lockingTree` locks the task's WBS for the rest of the transaction (`task.lockedWbsId`).
     */
    async findNamed(ids: NamedIds, { lockingTree = false } = {}) {
      const [row] = await (lockingTree ? findNamedLockingTree : findNamed)(db, ids);
      const found = row!;
      return {
        person:
          found.personId === null
            ? undefined
            : {
                id: found.personId,
                role: found.role!,
                isActive: found.isActive!,
                endDate: found.endDate,
                isFirstTimelog: found.isFirstTimelog!,
                firstName: found.firstName!,
                lastName: found.lastName!,
                email: found.email!,
              },
        task:
          found.taskId === null
            ? undefined
            : ({
                wbsId: found.taskWbsId!,
                lockedWbsId: found.lockedWbsId,
                projectId: found.taskProjectId!,
                isActive: found.taskProjectActive!,
              } satisfies Placed & { wbsId: string; lockedWbsId: string | null }),
        wbs:
          found.wbsId === null
            ? undefined
            : ({ projectId: found.wbsProjectId!, isActive: found.wbsProjectActive! } satisfies Placed),
        project: found.projectId === null ? undefined : { isActive: found.projectActive! },
        teamExists: found.teamId !== null,
      };
    },
  };
}

export type NamedRefs = Awaited<ReturnType<ReturnType<typeof createTimeEntryRefsRepo>['findNamed']>>;
export type TimeEntryPerson = NonNullable<NamedRefs['person']>;
