import type { TaskJson, UserTaskJson } from '@hgn/domain/tasks';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { inOneSnapshot } from '../../platform/db/snapshot.js';
import { projects } from '../projects/projects.table.js';
import { rawJson, rawJsonList, type RawJson } from '../../platform/http/raw-json.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { keptTaskJsonOf } from './tasks.json.kept.js';
import { jsonListSql } from '../../platform/db/json-sql.js';
import { outlineOrderSql, personTasksOrderSql, taskJsonSql } from './tasks.json.sql.js';
import { onLiveWork, taskResources, tasks } from './tasks.table.js';

/** `setHoursLogged`'s statement: the task, if it is in the WBS named, then its ancestors. */
const setHoursOfTree = preparedStatement('task_set_hours_logged', (tx: DbOrTransaction) => {
  const hours = sql`${sql.placeholder('hours')}::float8`;
  const task = tx.$with('task').as(
    tx
      .select({
        id: tasks.id,
        name: tasks.name,
        hoursLogged: tasks.hoursLogged,
        estimatedHours: tasks.estimatedHours,
        parentId1: tasks.parentId1,
        parentId2: tasks.parentId2,
        parentId3: tasks.parentId3,
      })
      .from(tasks)
      .where(and(eq(tasks.id, sql.placeholder('id')), eq(tasks.wbsId, sql.placeholder('wbsId')))),
  );
  return tx
    .with(task)
    .update(tasks)
    .set({
      hoursLogged: sql`case when ${tasks.id} = ${task.id} then ${hours}
        else ${tasks.hoursLogged} + (${hours} - ${task.hoursLogged}) end`,
    })
    .from(task)
    .where(sql`${tasks.id} in (${task.id}, ${task.parentId1}, ${task.parentId2}, ${task.parentId3})`)
    .returning({
      id: tasks.id,
      name: task.name,
      hoursLogged: task.hoursLogged,
      estimatedHours: task.estimatedHours,
    });
});

export function createTasksRepo(db: DbOrTransaction) {
  /** The tasks `where` picks as one JSON list in outline order, from their kept JSON where current. */
  const tasksInOutlineOrder = (where: SQL | undefined): Promise<RawJson<TaskJson[]>> =>
    inOneSnapshot(db, async (snapshot) => {
      const list = await snapshot
        .select({ id: tasks.id, stamp: tasks.jsonStamp })
        .from(tasks)
        .where(where)
        .orderBy(outlineOrderSql(tasks), tasks.id);
      return rawJsonList(
        (await keptTaskJsonOf(db).jsonOf(snapshot, list)).map((json) => rawJson<TaskJson>(json)),
      );
    });

  return {
    /**
     * The task's hours logged and, by the same difference, its ancestors' (a mother's hours are the sum
     * of her children's, `rollUp`), in one statement; the difference is taken from the stored hours,
     * which an earlier change of the same transaction may have moved. Bookkeeping, not an edit: no
     * version or edit time moves (the JSON stamp does, by its trigger). Answers the task as it was,
     * or nothing when it is not (or no longer) in the WBS `wbsId`, and then nothing is written.
     */
    setHoursLogged: async (task: { id: string; wbsId: string }, hoursLogged: number) =>
      (await setHoursOfTree(db, { id: task.id, wbsId: task.wbsId, hours: hoursLogged })).find(
        (row) => row.id === task.id,
      ),

    /**
     * The active tasks in active WBS of active projects that the person works on and has not
     * completed, with where they live and who created them; by project, then outline number.
     */
    openTasksOfUserJson: async (userId: string): Promise<RawJson<UserTaskJson[]>> => {
      const creator = alias(users, 'creator');
      const [row] = await db
        .select({
          json: jsonListSql(
            taskJsonSql(
              tasks,
              sql`'wbsName', ${wbs.name}, 'projectId', ${projects.id}, 'projectName', ${projects.name},
                'creatorName', ${creator.firstName} || ' ' || ${creator.lastName}`,
            ),
            personTasksOrderSql(tasks, projects),
          ).mapWith(String),
        })
        .from(taskResources)
        .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
        .innerJoin(wbs, eq(wbs.id, tasks.wbsId))
        .innerJoin(projects, eq(projects.id, wbs.projectId))
        .leftJoin(creator, eq(creator.id, tasks.createdBy))
        .where(and(eq(taskResources.userId, userId), eq(taskResources.completedTask, false), onLiveWork()));
      return rawJson(row!.json);
    },

    /** The tasks of these ids as JSON, in the order of the ids; an unknown id has none. */
    tasksJson: async (taskIds: readonly string[]): Promise<TaskJson[]> =>
      taskIds.length === 0
        ? []
        : (
            await db
              .select({ json: sql<TaskJson>`${taskJsonSql(tasks)}` })
              .from(tasks)
              .where(isAnyOfIds(tasks.id, taskIds))
              .orderBy(sql`array_position(${sql.param([...taskIds])}::uuid[], ${tasks.id})`)
          ).map((row) => row.json),

    /** Every task of a WBS as one JSON list, in outline order (equal numbers by id). */
    tasksOfWbsJson: (wbsId: string): Promise<RawJson<TaskJson[]>> =>
      tasksInOutlineOrder(eq(tasks.wbsId, wbsId)),

    /** The active tasks of a level of a WBS (under `mother` when given) as one JSON list, in outline order. */
    activeTasksOfLevelJson: (
      wbsId: string,
      level: number,
      mother: string | null,
    ): Promise<RawJson<TaskJson[]>> =>
      tasksInOutlineOrder(
        and(
          eq(tasks.wbsId, wbsId),
          eq(tasks.level, level),
          eq(tasks.isActive, true),
          mother === null ? undefined : eq(tasks.mother, mother),
        ),
      ),

    setActiveOfProject: (projectId: string, isActive: boolean, now: Date) =>
      db
        .update(tasks)
        .set({ isActive, updatedAt: now, version: sql`${tasks.version} + 1` })
        .where(
          and(
            inArray(tasks.wbsId, db.select({ id: wbs.id }).from(wbs).where(eq(wbs.projectId, projectId))),
            ne(tasks.isActive, isActive),
          ),
        ),
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
