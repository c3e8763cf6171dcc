import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startingDate: date({ mode: 'string' }).notNull(),
    endingDate: date({ mode: 'string' }).notNull(),
    durationWeeks: integer().notNull(),
    reason: text().notNull(),
    reasonType: text({ enum: ['vacationTime', 'other'] })
      .notNull()
      .default('vacationTime'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_off_requests_user_id_idx').on(t.userId, t.endingDate)],
);
