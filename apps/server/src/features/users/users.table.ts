import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProfileLinkJson } from '@hgn/domain/users';
import { REPORT_COLOURS } from '@hgn/domain/weeklySummaries';
import { bytea } from '../../platform/db/columns.js';
import { roles } from '../permissions/permissions.table.js';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text()
      .notNull()
      .default('Volunteer')
      .references(() => roles.name, { onUpdate: 'cascade' }),
    isActive: boolean().notNull().default(true),
    /** Only an Owner may change a protected account. */
    isProtected: boolean().notNull().default(false),
    isVisible: boolean().notNull().default(true),
    isRehireable: boolean().notNull().default(true),
    profilePic: text().notNull().default(''),
    jobTitle: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phoneNumber: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text().notNull().default(''),
    collaborationPreference: text().notNull().default('Zoom'),
    weeklyCommittedHours: integer().notNull().default(10),
    timeZone: text().notNull().default('America/Los_Angeles'),
    /** The colour the weekly summaries report's managers gave the person. */
    filterColor: text({ enum: REPORT_COLOURS }),
    /** Receives the weekly summaries e-mail (server-rules 4.3). */
    getWeeklyReport: boolean().notNull().default(false),
    mediaUrl: text().notNull().default(''),
    personalLinks: jsonb().$type<ProfileLinkJson[]>().notNull().default([]),
    adminLinks: jsonb().$type<ProfileLinkJson[]>().notNull().default([]),
    privacyEmail: boolean().notNull().default(true),
    privacyPhoneNumber: boolean().notNull().default(true),
    privacyBlueSquares: boolean().notNull().default(true),
    locationUserProvided: text().notNull().default(''),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    locationCountry: text().notNull().default(''),
    locationCity: text().notNull().default(''),
    homeCountry: text().notNull().default(''),
    darkMode: boolean().notNull().default(false),
    bioPosted: text({ enum: ['default', 'posted', 'requested'] })
      .notNull()
      .default('default'),
    emailSubscriptions: boolean().notNull().default(false),
    weeklySummaryOption: text().notNull().default('Required'),
    weeklySummaryNotReq: boolean().notNull().default(false),
    isFirstTimelog: boolean().notNull().default(true),
    missedHours: doublePrecision().notNull().default(0),
    personalBestMaxHrs: doublePrecision().notNull().default(0),
    /** Why an account is inactive, or is about to be: Separated, ScheduledSeparation or Paused. */
    inactiveReason: text({ enum: ['Separated', 'ScheduledSeparation', 'Paused'] }),
    deactivatedAt: timestamp({ withTimezone: true }),
    /** A paused account becomes active again on this Pacific day. */
    reactivationDate: date({ mode: 'string' }),
    /** A final day has been scheduled (endDate holds it). */
    isFinalDaySet: boolean().notNull().default(false),
    finalDayNoticeSent: boolean().notNull().default(false),
    archivedAt: timestamp({ withTimezone: true }),
    /** Set when the password in use was issued by someone else (created by an administrator, or a reset). */
    mustChangePassword: boolean().notNull().default(false),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startDate: date({ mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'America/Los_Angeles')::date`),
    endDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The active people by name, as the team tasks table pages them: a page is read from the index.
    index('users_active_by_name_idx')
      .on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id)
      .where(sql`${t.isActive}`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Profile pictures are small (50 KB at most) and live beside the profile, served with their content type. */
export const profilePictures = pgTable('profile_pictures', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Who changed which important profile field, when, from what to what. */
export const profileEdits = pgTable(
  'profile_edits',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    editorName: text().notNull(),
    field: text().notNull(),
    oldValue: text().notNull().default(''),
    newValue: text().notNull().default(''),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_edits_user_id_changed_at_idx').on(t.userId, t.changedAt)],
);

/** Each change of weekly committed hours, for the history the original profile carries. */
export const committedHoursChanges = pgTable(
  'committed_hours_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hours: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('committed_hours_changes_user_id_idx').on(t.userId, t.changedAt)],
);
