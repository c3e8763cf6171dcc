import type { SuggestionOldTaskJson } from '@hgn/domain/taskEditSuggestions';
import type { TaskSnapshotJson } from '@hgn/domain/taskNotifications';
import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';

/** A pending edit of a task suggested for review: one per task, the latest replacing the one before. */
export const taskEditSuggestions = pgTable(
  'task_edit_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldTask: jsonb().$type<SuggestionOldTaskJson>().notNull(),
    newTask: jsonb().$type<TaskSnapshotJson>().notNull(),
    suggestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_edit_suggestions_task_id_key').on(t.taskId),
    index('task_edit_suggestions_suggested_at_idx').on(t.suggestedAt),
    index('task_edit_suggestions_user_id_idx').on(t.userId),
  ],
);
