import { MANUAL_ENTRY_TITLE } from '@hgn/domain/mapLocations';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * A person an Owner put on the team locations map by hand (the original's `m_user`): someone who
 * worked with the organisation before hours were logged, with no account behind the entry.
 */
export const mapLocations = pgTable('map_locations', {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  jobTitle: text().notNull(),
  title: text().notNull().default(MANUAL_ENTRY_TITLE),
  isActive: boolean().notNull().default(false),
  locationUserProvided: text().notNull(),
  locationLat: doublePrecision().notNull(),
  locationLng: doublePrecision().notNull(),
  locationCountry: text().notNull().default(''),
  locationCity: text().notNull().default(''),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Moves on with every edit, so an edit made from an older copy is refused. */
  version: integer().notNull().default(0),
});

export type MapLocationRow = typeof mapLocations.$inferSelect;
