import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Written in the transaction that causes the e-mail, so a message exists exactly when its cause does. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().array().notNull(),
    cc: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull().default(''),
    html: text().notNull().default(''),
    /** pending -> sent, or failed after the last attempt. */
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
