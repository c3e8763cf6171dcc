import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProfileLinkJson } from '@hgn/domain/users';
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
    teamCode: text().notNull().default(''),
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
    frontPermissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedDefaultPermissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPermissionsAcknowledged: boolean().notNull().default(false),
    darkMode: boolean().notNull().default(false),
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
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
