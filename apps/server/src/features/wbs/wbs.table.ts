import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table.js';

/** A project's work breakdown structures; archiving the project makes them inactive. */
export const wbs = pgTable(
  'wbs',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  (t) => [index('wbs_project_id_idx').on(t.projectId)],
);

export type WbsRow = typeof wbs.$inferSelect;
