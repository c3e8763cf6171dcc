import { count, desc, eq, sql } from 'drizzle-orm';
import type { SuggestionOldTaskJson } from '@hgn/domain/taskEditSuggestions';
import type { TaskSnapshotJson } from '@hgn/domain/taskNotifications';
import type { DbOrTransaction } from '../../db.js';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { taskEditSuggestions } from './taskEditSuggestions.table.js';

const suggestionColumns = {
  id: taskEditSuggestions.id,
  taskId: taskEditSuggestions.taskId,
  userId: taskEditSuggestions.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  oldTask: taskEditSuggestions.oldTask,
  newTask: taskEditSuggestions.newTask,
  suggestedAt: taskEditSuggestions.suggestedAt,
  taskVersion: tasks.version,
  taskModifiedAt: tasks.updatedAt,
};

export type SuggestionRow = {
  id: string;
  taskId: string;
  userId: string;
  firstName: string;
  lastName: string;
  oldTask: SuggestionOldTaskJson;
  newTask: TaskSnapshotJson;
  suggestedAt: Date;
  /** The task as it is now, to tell whether it changed after the suggester loaded it. */
  taskVersion: number;
  taskModifiedAt: Date;
};

export function createTaskEditSuggestionsRepo(db: DbOrTransaction) {
  const selectById = (id: string) =>
    db
      .select(suggestionColumns)
      .from(taskEditSuggestions)
      .innerJoin(users, eq(users.id, taskEditSuggestions.userId))
      .innerJoin(tasks, eq(tasks.id, taskEditSuggestions.taskId))
      .where(eq(taskEditSuggestions.id, id));
  return {
    find: async (id: string): Promise<SuggestionRow | undefined> => (await selectById(id))[0],
    /** The suggestion, its row locked until the transaction ends: a second reviewer waits, then finds it gone. */
    findForUpdate: async (id: string): Promise<SuggestionRow | undefined> =>
      (await selectById(id).for('update', { of: taskEditSuggestions }))[0],
    list: (): Promise<SuggestionRow[]> =>
      db
        .select(suggestionColumns)
        .from(taskEditSuggestions)
        .innerJoin(users, eq(users.id, taskEditSuggestions.userId))
        .innerJoin(tasks, eq(tasks.id, taskEditSuggestions.taskId))
        .orderBy(desc(taskEditSuggestions.suggestedAt), desc(taskEditSuggestions.id)),
    count: async () => (await db.select({ n: count() }).from(taskEditSuggestions))[0]!.n,
    taskExists: async (taskId: string) =>
      (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId))).length > 0,
    /**
     * One pending suggestion per task: a newer one replaces it under a new id, so a reviewer still
     * holding the old id finds it gone instead of resolving an edit they did not see.
     */
    upsert: async (row: {
      taskId: string;
      userId: string;
      oldTask: SuggestionOldTaskJson;
      newTask: TaskSnapshotJson;
    }) => {
      const [saved] = await db
        .insert(taskEditSuggestions)
        .values(row)
        .onConflictDoUpdate({
          target: taskEditSuggestions.taskId,
          set: {
            id: sql`gen_random_uuid()`,
            userId: row.userId,
            oldTask: row.oldTask,
            newTask: row.newTask,
            suggestedAt: sql`now()`,
          },
        })
        .returning({ id: taskEditSuggestions.id });
      return saved!.id;
    },
    remove: async (id: string) =>
      (
        await db
          .delete(taskEditSuggestions)
          .where(eq(taskEditSuggestions.id, id))
          .returning({ id: taskEditSuggestions.id })
      ).length > 0,
  };
}
