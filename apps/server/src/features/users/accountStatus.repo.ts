// The accounts other features create and the lifecycle columns user management writes, each inside
// the caller's transaction so its e-mail commits with it (they reach these through the users service).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { committedHoursChanges, users } from './users.table.js';

/** The lifecycle columns user management writes (activation, pause, final day, archive). */
export type AccountStatusChange = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'isActive'
    | 'inactiveReason'
    | 'deactivatedAt'
    | 'reactivationDate'
    | 'endDate'
    | 'isFinalDaySet'
    | 'finalDayNoticeSent'
    | 'archivedAt'
  >
>;

export const accountStatusRepo = {
  /** A user created in user management, with the first entry of their committed-hours history. */
  insertUser: async (tx: DbOrTransaction, user: typeof users.$inferInsert) => {
    const [row] = await tx.insert(users).values(user).returning({ id: users.id });
    await tx
      .insert(committedHoursChanges)
      .values({ userId: row!.id, hours: user.weeklyCommittedHours ?? 10 });
    return row!;
  },

  /** The version moves, so a profile editor opened before the status change cannot silently undo it. */
  updateAccountStatus: async (
    tx: DbOrTransaction,
    userId: string,
    change: AccountStatusChange,
    now: Date,
  ) => {
    const updated = await tx
      .update(users)
      .set({ ...change, updatedAt: now, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  },

  /** The first time a person logs: their start day becomes that day (server-rules 3). */
  recordFirstTimeLog: async (tx: DbOrTransaction, userId: string, today: string) => {
    await tx
      .update(users)
      .set({ isFirstTimelog: false, startDate: today })
      .where(and(eq(users.id, userId), eq(users.isFirstTimelog, true)));
  },

  /** Removes the user and, through the foreign keys, everything that is theirs alone. */
  deleteUser: async (tx: DbOrTransaction, userId: string) => {
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  },
};
