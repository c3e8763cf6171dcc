import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../buildingManagement/storedFiles.table.js';
import { users } from '../users/users.table.js';

/** A job advertised on `/collaboration`, written by an Owner. */
export const jobListings = pgTable(
  'job_listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    category: text().notNull(),
    /** Sanitised HTML. */
    description: text().notNull().default(''),
    /** A picture on the web, '' when the listing has a stored picture or none. */
    imageUrl: text().notNull().default(''),
    /** The picture an Owner uploaded, served to anyone at `jobPictureUrl(id)`. */
    imageFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    location: text().notNull().default(''),
    applyLink: text().notNull().default(''),
    jobDetailsLink: text().notNull().default(''),
    datePosted: timestamp({ withTimezone: true }).notNull().defaultNow(),
    featured: boolean().notNull().default(false),
    /** The Owner's order: smaller first, after the featured listings. */
    displayOrder: integer().notNull().default(0),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('job_listings_category_idx').on(t.category),
    index('job_listings_order_idx').on(t.featured.desc(), t.displayOrder, t.datePosted.desc(), t.id),
    index('job_listings_image_file_id_idx').on(t.imageFileId),
  ],
);

/** An address e-mailed a copy of every application sent for the job. */
export const jobCcEntries = pgTable(
  'job_cc_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobListings.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_cc_entries_job_id_email_key').on(t.jobId, t.email)],
);
