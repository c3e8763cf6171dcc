import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  // A name is the WBS's own within its project, ignoring case (the index settles a race of two
  // writers); led by the project, it also finds a project's WBS.
  (t) => [uniqueIndex('wbs_project_id_name_key').on(t.projectId, sql`lower(${t.name})`)],
);

export type WbsRow = typeof wbs.$inferSelect;
