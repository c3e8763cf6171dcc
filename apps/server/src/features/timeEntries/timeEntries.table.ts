import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

/**
 * Logged time (server-rules 3). `default` entries are a person's own; `person`, `project` and `team`
 * entries are an administrator's "lost time". A project with entries cannot be deleted, so the
 * reference restricts; archiving the project makes its entries inactive.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryType: text({ enum: ['default', 'person', 'project', 'team'] })
      .notNull()
      .default('default'),
    personId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'restrict' }),
    wbsId: uuid().references(() => wbs.id, { onDelete: 'set null' }),
    taskId: uuid().references(() => tasks.id, { onDelete: 'set null' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    /** The Pacific day the work was done. */
    dateOfWork: date({ mode: 'string' }).notNull(),
    totalSeconds: integer().notNull(),
    notes: text().notNull().default(''),
    isTangible: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_person_id_date_idx').on(t.personId, t.dateOfWork),
    index('time_entries_project_id_idx').on(t.projectId),
    index('time_entries_task_id_idx').on(t.taskId),
    index('time_entries_date_of_work_idx').on(t.dateOfWork),
  ],
);

export type TimeEntryRow = typeof timeEntries.$inferSelect;
