import type { SiteIssueType } from '@hgn/domain/buildingManagement';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';

/** People who work on the sites without being volunteers of the organisation (spec 002, 3). */
export const externalTeamMembers = pgTable(
  'external_team_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** A role of the form's list, or the role typed for "other". */
    role: text().notNull(),
    team: text().notNull(),
    /** The team named for "other", kept under the external team. */
    teamSpecify: text().notNull().default(''),
    email: text().notNull(),
    countryCode: text().notNull(),
    /** Digits only; empty when none was given. */
    phone: text().notNull().default(''),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_team_members_created_at_idx').on(t.createdAt)],
);

/** A problem seen on a building project's site, open until someone closes it. */
export const siteIssues = pgTable(
  'site_issues',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => buildingProjects.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** One of the kinds the site issue form offers, which the seed's issues keep to as well. */
    type: text().$type<SiteIssueType>().notNull(),
    /** The Pacific day the issue was seen. */
    date: date({ mode: 'string' }).notNull(),
    text: text().notNull(),
    status: text().notNull().default('open'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('site_issues_status_known', sql`${t.status} in ('open', 'closed')`),
    check('site_issues_closed_at_when_closed', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    index('site_issues_project_date_idx').on(t.projectId, t.date),
  ],
);
