// The accounts other features create and the lifecycle columns user management writes, each inside
// the caller's transaction so its e-mail commits with it (they reach these through the users service).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { committedHoursChanges, users } from './users.table.js';

/** A new account's row. */
export type NewUser = typeof users.$inferInsert;

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

export function createAccountStatusRepo(db: DbOrTransaction) {
  return {
    /** A user created in user management, with the first entry of their committed-hours history. */
    insertUser: async (user: NewUser) => {
      const [row] = await db.insert(users).values(user).returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      });
      await db
        .insert(committedHoursChanges)
        .values({ userId: row!.id, hours: user.weeklyCommittedHours ?? 10 });
      return row!;
    },

    /** The version moves, so a profile editor opened before the status change cannot silently undo it. */
    updateAccountStatus: async (userId: string, change: AccountStatusChange, now: Date) => {
      const updated = await db
        .update(users)
        .set({ ...change, updatedAt: now, version: sql`${users.version} + 1` })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** The first time a person logs: their start day becomes that day (server-rules 3). */
    recordFirstTimeLog: async (userId: string, today: string) => {
      await db
        .update(users)
        .set({ isFirstTimelog: false, startDate: today })
        .where(and(eq(users.id, userId), eq(users.isFirstTimelog, true)));
    },

    /** Removes the user and, through the foreign keys, everything that is theirs alone. */
    deleteUser: async (userId: string) => {
      const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
