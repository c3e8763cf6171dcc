import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table.js';
import { users } from '../users/users.table.js';

export const badges = pgTable(
  'badges',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: text().notNull().default('Custom'),
    description: text().notNull().default(''),
    imageUrl: text().notNull().default(''),
    ranking: integer().notNull().default(0),
    category: text().notNull().default('Unspecified'),
    projectId: uuid().references(() => projects.id, { onDelete: 'set null' }),
    showReport: boolean().notNull().default(false),
    multiple: integer(),
    weeks: integer(),
    months: integer(),
    totalHrs: integer(),
    people: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badges_name_key').on(sql`lower(${t.name})`)],
);

export const userBadges = pgTable(
  'user_badges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: uuid()
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    count: integer().notNull().default(1),
    earnedDates: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean().notNull().default(false),
    hasBadgeDeletionImpact: boolean().notNull().default(false),
    lastModified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_badges_user_id_badge_id_key').on(t.userId, t.badgeId)],
);

/** The badges given to a person since they last looked (the count their time log shows); none without a row. */
export const badgeCounts = pgTable('badge_counts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer().notNull().default(0),
});
