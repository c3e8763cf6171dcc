// The writes and reads of a WBS's task tree. Every write runs inside the caller's transaction, which
// holds the WBS locked (`WbsService.lockForTree`), so that numbering decisions never race.
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import { taskResources, tasks, type TaskRow } from './tasks.table.js';

export type ResourceState = {
  userId: string;
  completedTask: boolean;
  reviewStatus: 'Unsubmitted' | 'Submitted' | 'Reviewed';
};

export type TaskChange = Partial<
  Pick<
    TaskRow,
    | 'name'
    | 'priority'
    | 'isAssigned'
    | 'status'
    | 'hoursBest'
    | 'hoursWorst'
    | 'hoursMost'
    | 'hoursLogged'
    | 'estimatedHours'
    | 'startedAt'
    | 'dueAt'
    | 'completedAt'
    | 'links'
    | 'relatedWorkLinks'
    | 'category'
    | 'classification'
    | 'deadlineCount'
    | 'whyInfo'
    | 'intentInfo'
    | 'endstateInfo'
    | 'isActive'
    | 'hasChild'
    | 'childrenQty'
  >
>;

/** A task by its id: the tree's writes read one under the WBS lock, the time entries' bookkeeping too. */
const findTask = preparedStatement('task_by_id', (reader: DbOrTransaction) =>
  reader
    .select()
    .from(tasks)
    .where(eq(tasks.id, sql.placeholder('id'))),
);

export function createTaskTreeRepo(db: DbOrTransaction) {
  return {
    find: async (taskId: string) => (await findTask(db, { id: taskId }))[0],

    /** Every task of a WBS, numbers only, for numbering decisions. */
    listNums: (wbsId: string) =>
      db
        .select({ id: tasks.id, num: tasks.num, mother: tasks.mother, level: tasks.level })
        .from(tasks)
        .where(eq(tasks.wbsId, wbsId)),

    /** Every task of a WBS, whole, inside the caller's transaction. */
    listRowsOfWbs: (wbsId: string) => db.select().from(tasks).where(eq(tasks.wbsId, wbsId)),

    listChildren: (motherId: string) => db.select().from(tasks).where(eq(tasks.mother, motherId)),

    countTopLevel: async (wbsId: string) =>
      (
        await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.wbsId, wbsId), isNull(tasks.mother)))
      ).length,

    insert: async (values: typeof tasks.$inferInsert) => {
      const [row] = await db.insert(tasks).values(values).returning();
      return row!;
    },

    /** Undefined when the task is gone or its version is no longer `version`. */
    update: async (taskId: string, change: TaskChange, now: Date, version?: number) => {
      const [row] = await db
        .update(tasks)
        .set({ ...change, updatedAt: now, version: sql`${tasks.version} + 1` })
        .where(and(eq(tasks.id, taskId), version === undefined ? undefined : eq(tasks.version, version)))
        .returning();
      return row;
    },

    /**
     * New numbers for many tasks in one statement (a move renumbers whole subtrees); each task's
     * position is its number's last segment.
     */
    setNums: async (changes: readonly { id: string; num: string }[], now: Date) => {
      if (changes.length === 0) return;
      await db.execute(sql`
        UPDATE ${tasks} SET num = c.num, position = c.position, updated_at = ${now}, version = ${tasks.version} + 1
        FROM unnest(
          ${sql.param(changes.map((c) => c.id))}::uuid[],
          ${sql.param(changes.map((c) => c.num))}::text[],
          ${sql.param(changes.map((c) => Number(c.num.split('.').at(-1))))}::integer[]
        ) AS c(id, num, position)
        WHERE ${tasks.id} = c.id`);
    },

    /** Its subtasks go with it (the mother and ancestor keys cascade). */
    delete: (taskId: string) => db.delete(tasks).where(eq(tasks.id, taskId)),

    /** Every task of a WBS, in one statement. */
    deleteOfWbs: (wbsId: string) => db.delete(tasks).where(eq(tasks.wbsId, wbsId)),

    resourcesOf: (taskIds: readonly string[]) =>
      taskIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              taskId: taskResources.taskId,
              userId: taskResources.userId,
              completedTask: taskResources.completedTask,
              reviewStatus: taskResources.reviewStatus,
            })
            .from(taskResources)
            .where(inArray(taskResources.taskId, [...taskIds]))
            .orderBy(asc(taskResources.addedAt), asc(taskResources.userId)),

    /**
     * Makes `resources` exactly the task's people; those kept keep when they joined. Answers the ids
     * of the people taken off.
     */
    replaceResources: async (
      taskId: string,
      resources: readonly ResourceState[],
      now: Date,
    ): Promise<string[]> => {
      const kept = resources.map((r) => r.userId);
      const removed = await db
        .delete(taskResources)
        .where(
          and(
            eq(taskResources.taskId, taskId),
            kept.length === 0 ? undefined : notInArray(taskResources.userId, kept),
          ),
        )
        .returning({ userId: taskResources.userId });
      if (resources.length > 0)
        await db
          .insert(taskResources)
          .values(resources.map((r, i) => ({ taskId, ...r, addedAt: new Date(now.getTime() + i) })))
          .onConflictDoUpdate({
            target: [taskResources.taskId, taskResources.userId],
            set: {
              completedTask: sql`excluded.completed_task`,
              reviewStatus: sql`excluded.review_status`,
              // A review status changed here starts a new submission, not asked about yet.
              reviewRequestedAt: sql`case when ${taskResources.reviewStatus} = excluded.review_status then ${taskResources.reviewRequestedAt} end`,
            },
          });
      return removed.map((r) => r.userId);
    },

    /** The people among `userIds` that exist. */
    existingUserIds: async (userIds: readonly string[]) =>
      userIds.length === 0
        ? []
        : (
            await db
              .select({ id: users.id })
              .from(users)
              .where(inArray(users.id, [...userIds]))
          ).map((row) => row.id),

    /** The ids of the people working on a task, for its status guard. */
    resourceIdsOf: async (taskId: string) =>
      (
        await db
          .select({ userId: taskResources.userId })
          .from(taskResources)
          .where(eq(taskResources.taskId, taskId))
      ).map((row) => row.userId),
  };
}

export type TaskTreeRepo = ReturnType<typeof createTaskTreeRepo>;
