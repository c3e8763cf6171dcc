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
 * The team code a person is filed under (the profile's `teamCode`); a person without one has no row.
 * It is kept here, not on the person's row: a team's new code is written onto its members.
 */
export const userTeamCodes = pgTable('user_team_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  teamCode: text().notNull(),
});

/** The person's team code in a query that left-joins `userTeamCodes` on them: '' for none. */
export const teamCodeOrNone = sql<string>`coalesce(${userTeamCodes.teamCode}, '')`;

/**
 * The ids of the people a user's dashboard (leaderboard, team tasks) shows when it does not show everyone: the viewed user
 * and the members of each team in which the viewed user's own membership is visible (server-rules
 * 5), as a set to join on, which the planner sizes as a team rather than as the organisation.
 */
export const visibleTeamPeopleOf = (viewedId: SQLWrapper): SQL => sql`(
  select ${viewedId} as id
  union
  select theirs.user_id from ${teamMembers} mine
  join ${teamMembers} theirs on theirs.team_id = mine.team_id
  where mine.user_id = ${viewedId} and mine.visible)`;
