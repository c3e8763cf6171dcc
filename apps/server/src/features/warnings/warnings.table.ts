import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { users } from '../users/users.table.js';

/** A kind of warning administrators track for every volunteer ("Log Time to Tasks"). */
export const warningDescriptions = pgTable(
  'warning_descriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** An inactive description keeps its warnings and shows no tracker. */
    isActive: boolean().notNull().default(true),
    /** A permanent description cannot be deleted. */
    isPermanent: boolean().notNull().default(false),
    /** Trackers are shown in this order. */
    displayOrder: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warning_descriptions_title_lower_key').on(sql`lower(${t.title})`)],
);

/**
 * A warning issued to a volunteer under a description: yellow, or red when a blue square was given
 * with it. Deleting the description deletes its warnings.
 */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descriptionId: uuid()
      .notNull()
      .references(() => warningDescriptions.id, { onDelete: 'cascade' }),
    /** The tracker icon the warning fills, as the page names it. */
    iconId: text().notNull(),
    color: text().notNull(),
    /** The Pacific day it was issued. */
    date: date({ mode: 'string' }).notNull(),
    /** Who issued it. */
    monitorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The blue square a red warning gave. */
    blueSquareId: uuid().references(() => blueSquares.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_warnings_user_id_description_id_idx').on(t.userId, t.descriptionId),
    check('user_warnings_color_check', sql`${t.color} in ('yellow', 'red')`),
  ],
);
