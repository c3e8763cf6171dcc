import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** The community portal's events and activities: the same fields, told apart by `kind`. */
export const communityListings = pgTable(
  'community_listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    location: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('community_listings_kind_known', sql`${t.kind} in ('event', 'activity')`),
    check('community_listings_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    index('community_listings_kind_starts_at_idx').on(t.kind, t.startsAt),
  ],
);
