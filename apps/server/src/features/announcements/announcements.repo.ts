import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { emailSubscriptions } from './emailSubscriptions.table.js';

const sameAddress = (email: string) => eq(sql`lower(${emailSubscriptions.email})`, email);

export function createAnnouncementsRepo(db: DbOrTransaction) {
  return {
    /** Every address a broadcast goes to, lower-cased, each once: subscribed active people and confirmed subscribers. */
    broadcastRecipients: async (): Promise<string[]> =>
      (
        await db
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(and(eq(users.isActive, true), eq(users.emailSubscriptions, true)))
          .union(
            db
              .select({ email: sql<string>`lower(${emailSubscriptions.email})` })
              .from(emailSubscriptions)
              .where(isNotNull(emailSubscriptions.confirmedAt)),
          )
      ).map((row) => row.email),

    isPersonsAddress: async (email: string): Promise<boolean> =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email))
          .limit(1)
      ).length > 0,

    /**
     * Keeps the address unconfirmed as of `now`, or renews a subscription whose confirmation was
     * requested before `renewableBefore` and never given; false when the address is subscribed or
     * awaits a confirmation still valid. One statement, so that requests at once store one row.
     */
    request: async (email: string, now: Date, renewableBefore: Date): Promise<boolean> => {
      const result = await db.execute(sql`
        insert into ${emailSubscriptions} (email, requested_at)
        values (${email}, ${now.toISOString()}::timestamptz)
        on conflict (lower(email)) do update set requested_at = excluded.requested_at
        where ${emailSubscriptions.confirmedAt} is null
          and ${emailSubscriptions.requestedAt} < ${renewableBefore.toISOString()}::timestamptz
        returning id`);
      return result.rows.length > 0;
    },

    /** Confirms the address's subscription (a second confirmation keeps the first's time); false when there is none. */
    confirm: async (email: string, now: Date): Promise<boolean> =>
      (
        await db
          .update(emailSubscriptions)
          .set({
            confirmedAt: sql`coalesce(${emailSubscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(sameAddress(email))
          .returning({ id: emailSubscriptions.id })
      ).length > 0,

    remove: async (email: string): Promise<boolean> =>
      (await db.delete(emailSubscriptions).where(sameAddress(email)).returning({ id: emailSubscriptions.id }))
        .length > 0,
  };
}
