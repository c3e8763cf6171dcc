import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { setupInvitations } from './invitations.table.js';

export type InvitationRow = typeof setupInvitations.$inferSelect;
const isOpen = isNull(setupInvitations.completedAt);

export function createInvitationsRepo(db: DbOrTransaction) {
  return {
    transaction: <T>(work: (tx: DbOrTransaction) => Promise<T>) => db.transaction(work),

    findByTokenHash: async (tokenHash: string) => {
      const [row] = await db.select().from(setupInvitations).where(eq(setupInvitations.tokenHash, tokenHash));
      return row;
    },

    /** The invitation behind a set-up, locked so that two set-ups with one link cannot both create an account. */
    lockByTokenHash: async (tokenHash: string) => {
      const [row] = await db
        .select()
        .from(setupInvitations)
        .where(eq(setupInvitations.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    isEmailTaken: async (email: string) => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    /** A new invitation, replacing the open one of the same address (one open invitation per e-mail). */
    replaceOpenInvitation: async (invitation: {
      email: string;
      tokenHash: string;
      weeklyCommittedHours: number;
      invitedBy: string;
      expiresAt: Date;
      now: Date;
    }) => {
      const { now, ...fields } = invitation;
      const [open] = await db
        .select({ id: setupInvitations.id })
        .from(setupInvitations)
        .where(and(eq(sql`lower(${setupInvitations.email})`, fields.email.toLowerCase()), isOpen))
        .for('update');
      const values = { ...fields, cancelledAt: null, createdAt: now, updatedAt: now };
      const [row] = open
        ? await db.update(setupInvitations).set(values).where(eq(setupInvitations.id, open.id)).returning()
        : await db.insert(setupInvitations).values(values).returning();
      return row!;
    },

    listOpenNewestFirst: () =>
      db.select().from(setupInvitations).where(isOpen).orderBy(desc(setupInvitations.createdAt)),

    cancelOpen: async (id: string, now: Date) => {
      const [row] = await db
        .update(setupInvitations)
        .set({ cancelledAt: now, updatedAt: now })
        .where(and(eq(setupInvitations.id, id), isOpen))
        .returning();
      return row;
    },

    findOpenById: async (id: string) => {
      const [row] = await db
        .select()
        .from(setupInvitations)
        .where(and(eq(setupInvitations.id, id), isOpen))
        .for('update');
      return row;
    },

    /** A new link for the same invitation: new token, new expiry, no longer cancelled. */
    renew: async (id: string, tokenHash: string, expiresAt: Date, now: Date) => {
      const [row] = await db
        .update(setupInvitations)
        .set({ tokenHash, expiresAt, cancelledAt: null, updatedAt: now })
        .where(eq(setupInvitations.id, id))
        .returning();
      return row!;
    },

    markCompleted: (id: string, now: Date) =>
      db
        .update(setupInvitations)
        .set({ completedAt: now, updatedAt: now })
        .where(eq(setupInvitations.id, id)),
  };
}

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
