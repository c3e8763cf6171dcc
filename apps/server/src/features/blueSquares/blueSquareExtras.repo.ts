// The blue-square e-mail copies list and the scheduled reasons; people are read from their table for
// the joins.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { blueSquareEmailCopies, blueSquareReasons } from './blueSquareExtras.table.js';

const copyColumns = {
  id: blueSquareEmailCopies.id,
  email: blueSquareEmailCopies.email,
  person: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    role: users.role,
    isActive: users.isActive,
  },
};
export type EmailCopyRow = {
  id: string;
  email: string;
  person: { id: string; firstName: string; lastName: string; email: string; role: string; isActive: boolean };
};
export type ScheduledReasonRow = typeof blueSquareReasons.$inferSelect;

export function createBlueSquareExtrasRepo(db: DbOrTransaction) {
  const copyById = async (id: string): Promise<EmailCopyRow | undefined> =>
    (
      await db
        .select(copyColumns)
        .from(blueSquareEmailCopies)
        .innerJoin(users, eq(users.id, blueSquareEmailCopies.assignedTo))
        .where(eq(blueSquareEmailCopies.id, id))
    )[0];

  return {
    listEmailCopies: (): Promise<EmailCopyRow[]> =>
      db
        .select(copyColumns)
        .from(blueSquareEmailCopies)
        .innerJoin(users, eq(users.id, blueSquareEmailCopies.assignedTo))
        .orderBy(asc(blueSquareEmailCopies.createdAt), asc(blueSquareEmailCopies.email)),

    copyById,

    /** The active person with this id, or with this address whatever its case. */
    findActivePerson: async (by: { assignedTo?: string | undefined; email?: string | undefined }) =>
      (
        await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            and(
              eq(users.isActive, true),
              by.assignedTo !== undefined
                ? eq(users.id, by.assignedTo)
                : sql`lower(${users.email}) = lower(${by.email ?? ''})`,
            ),
          )
          .limit(1)
      )[0],

    isListed: async (email: string): Promise<boolean> =>
      (
        await db
          .select({ id: blueSquareEmailCopies.id })
          .from(blueSquareEmailCopies)
          .where(sql`lower(${blueSquareEmailCopies.email}) = lower(${email})`)
          .limit(1)
      ).length > 0,

    insertEmailCopy: async (email: string, assignedTo: string): Promise<string> =>
      (
        await db
          .insert(blueSquareEmailCopies)
          .values({ email, assignedTo })
          .returning({ id: blueSquareEmailCopies.id })
      )[0]!.id,

    deleteEmailCopy: async (id: string): Promise<boolean> =>
      (await db.delete(blueSquareEmailCopies).where(eq(blueSquareEmailCopies.id, id)).returning()).length > 0,

    /** The addresses of the listed people who are active, for the BCC of a blue-square e-mail. */
    activeCopyAddresses: async (): Promise<string[]> =>
      (
        await db
          .select({ email: blueSquareEmailCopies.email })
          .from(blueSquareEmailCopies)
          .innerJoin(users, eq(users.id, blueSquareEmailCopies.assignedTo))
          .where(eq(users.isActive, true))
          .orderBy(asc(blueSquareEmailCopies.email))
      ).map((row) => row.email),

    personExists: async (userId: string): Promise<boolean> =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0,

    listReasonsOf: (userId: string): Promise<ScheduledReasonRow[]> =>
      db
        .select()
        .from(blueSquareReasons)
        .where(eq(blueSquareReasons.userId, userId))
        .orderBy(asc(blueSquareReasons.date)),

    findReason: async (userId: string, date: string): Promise<ScheduledReasonRow | undefined> =>
      (
        await db
          .select()
          .from(blueSquareReasons)
          .where(and(eq(blueSquareReasons.userId, userId), eq(blueSquareReasons.date, date)))
      )[0],

    insertReason: async (userId: string, date: string, reason: string): Promise<ScheduledReasonRow> =>
      (await db.insert(blueSquareReasons).values({ userId, date, reason }).returning())[0]!,

    setReasonText: async (userId: string, date: string, reason: string): Promise<boolean> =>
      (
        await db
          .update(blueSquareReasons)
          .set({ reason })
          .where(and(eq(blueSquareReasons.userId, userId), eq(blueSquareReasons.date, date)))
          .returning({ id: blueSquareReasons.id })
      ).length > 0,
  };
}
