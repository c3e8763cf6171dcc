import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** A building project of the building-management area, apart from the projects time is logged on. */
export const buildingProjects = pgTable(
  'building_projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    location: text().notNull().default(''),
    template: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    buildingManagerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique ignoring case and surrounding spaces.
  (t) => [uniqueIndex('building_projects_name_key').on(sql`lower(btrim(${t.name}))`)],
);

export const buildingProjectMembers = pgTable(
  'building_project_members',
  {
    projectId: uuid()
      .notNull()
      .references(() => buildingProjects.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hours: doublePrecision().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('building_project_members_user_id_idx').on(t.userId),
  ],
);
