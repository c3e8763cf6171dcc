import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    teamCode: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  // Team names are unique ignoring case and spaces.
  (t) => [uniqueIndex('teams_name_key').on(sql`lower(regexp_replace(${t.name}, '\\s+', '', 'g'))`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visible: boolean().notNull().default(true),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_id_idx').on(t.userId)],
);

/**
 * Whether the person in `userId` is the viewed user or a member of a team in which the viewed user's
 * own membership is visible (server-rules 5): whom a user's leaderboard and team tasks show.
 */
export const sharesVisibleTeamWith = (
  userId: SQLWrapper,
  viewedId: string | SQLWrapper,
): SQL => sql`(${userId} = ${viewedId} or exists (
  select 1 from ${teamMembers} theirs
  join ${teamMembers} mine on mine.team_id = theirs.team_id
  where theirs.user_id = ${userId} and mine.user_id = ${viewedId} and mine.visible))`;
