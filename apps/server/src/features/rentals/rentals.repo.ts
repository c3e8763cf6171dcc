import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { rentalAccounts, rentalSessions } from './rentals.table.js';

export type RentalAccountRow = typeof rentalAccounts.$inferSelect;
type RentalAccountFields = Omit<typeof rentalAccounts.$inferInsert, 'id' | 'createdAt'>;

export function createRentalsRepo(db: DbOrTransaction) {
  return {
    /** The account of an address, whatever its case (the unique index's own expression). */
    findAccountByEmail: async (email: string): Promise<RentalAccountRow | undefined> => {
      const [row] = await db
        .select()
        .from(rentalAccounts)
        .where(eq(sql`lower(${rentalAccounts.email})`, sql`lower(${email}::text)`));
      return row;
    },

    insertAccount: async (fields: RentalAccountFields): Promise<RentalAccountRow> => {
      const [row] = await db.insert(rentalAccounts).values(fields).returning();
      return row!;
    },

    insertSession: (session: { accountId: string; tokenDigest: string; expiresAt: Date }) =>
      db.insert(rentalSessions).values(session),

    /** The account of a session that is neither signed out nor past its end. */
    findAccountOfLiveSession: async (tokenDigest: string, now: Date) => {
      const [row] = await db
        .select({ sessionId: rentalSessions.id, account: rentalAccounts })
        .from(rentalSessions)
        .innerJoin(rentalAccounts, eq(rentalAccounts.id, rentalSessions.accountId))
        .where(
          and(
            eq(rentalSessions.tokenDigest, tokenDigest),
            isNull(rentalSessions.revokedAt),
            gt(rentalSessions.expiresAt, now),
          ),
        );
      return row;
    },

    revokeSession: (sessionId: string, now: Date) =>
      db
        .update(rentalSessions)
        .set({ revokedAt: now })
        .where(and(eq(rentalSessions.id, sessionId), isNull(rentalSessions.revokedAt))),
  };
}
