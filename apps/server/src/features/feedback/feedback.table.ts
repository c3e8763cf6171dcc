import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * Settings an Owner edits for the whole organisation, one row per key ('suggestionOptions',
 * 'aiPrompt'); a key without a row has its default from the domain.
 */
export const organisationSettings = pgTable('organisation_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** When each person last copied the AI prompt. */
export const aiPromptCopies = pgTable('ai_prompt_copies', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  copiedAt: timestamp({ withTimezone: true }).notNull(),
});
