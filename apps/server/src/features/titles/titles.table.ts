import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table.js';
import { teams } from '../teams/teams.table.js';

/**
 * Quick Setup titles: templates that set up a volunteer in one step. The project and team are real
 * references (the original kept their ids as text); deleting either leaves the title without it.
 * Codes and names are unique ignoring case.
 */
export const titles = pgTable(
  'titles',
  {
    id: uuid().primaryKey().defaultRandom(),
    titleName: text().notNull(),
    titleCode: text().notNull(),
    /** Empty when the title sets no team code. */
    teamCode: text().notNull().default(''),
    projectId: uuid().references(() => projects.id, { onDelete: 'set null' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    mediaFolder: text().notNull().default(''),
    shortName: text().notNull().default(''),
    order: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('titles_title_code_key').on(sql`lower(${t.titleCode})`),
    uniqueIndex('titles_title_name_key').on(sql`lower(${t.titleName})`),
    index('titles_project_id_idx').on(t.projectId),
    index('titles_team_id_idx').on(t.teamId),
  ],
);
