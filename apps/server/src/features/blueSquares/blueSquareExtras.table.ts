import { boolean, date, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * The people who get a copy (BCC) of every blue-square e-mail; the address is copied from the person
 * when they are listed.
 */
export const blueSquareEmailCopies = pgTable('blue_square_email_copies', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique('blue_square_email_copies_email_key'),
  assignedTo: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reason a volunteer schedules for a week they will miss: dated the Sunday they return, it becomes
 * the description of the blue square that Sunday's week close gives them.
 */
export const blueSquareReasons = pgTable(
  'blue_square_reasons',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Sunday (Pacific) the volunteer returns. */
    date: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    isSet: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('blue_square_reasons_user_id_date_key').on(t.userId, t.date)],
);
