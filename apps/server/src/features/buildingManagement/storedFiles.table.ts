import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/columns.js';
import { users } from '../users/users.table.js';

/** The pictures and files of the building area, checked by their bytes before they are kept. */
export const storedFiles = pgTable('stored_files', {
  id: uuid().primaryKey().defaultRandom(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  size: integer().notNull(),
  createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
