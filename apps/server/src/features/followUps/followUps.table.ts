import { boolean, doublePrecision, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';

/** A person's follow-up mark on a task, with the task's progress (percent) when it was set. */
export const followUps = pgTable(
  'follow_ups',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    followUpCheck: boolean().notNull(),
    followUpPercentageDeadline: doublePrecision().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] }), index('follow_ups_task_id_idx').on(t.taskId)],
);
