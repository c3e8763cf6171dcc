import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** When each person last dismissed the team-week notice: it shows again from the next Thursday. */
export const teamWeekNoticeDismissals = pgTable('team_week_notice_dismissals', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp({ withTimezone: true }).notNull(),
});
