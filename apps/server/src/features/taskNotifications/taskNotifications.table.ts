import type { TaskSnapshotJson } from '@hgn/domain/taskNotifications';
import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';

/**
 * A person's unread notice that a task changed: one per (task, person). `oldTask` is the task as it
 * was when the person was first told, so the notice shows everything changed since they last read.
 * Reading a notice removes it.
 */
export const taskNotifications = pgTable(
  'task_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldTask: jsonb().$type<TaskSnapshotJson>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_notifications_task_id_user_id_key').on(t.taskId, t.userId),
    index('task_notifications_user_id_idx').on(t.userId),
  ],
);
