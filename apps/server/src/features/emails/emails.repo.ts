import type { OutboxStatus } from '@hgn/domain/emails';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import type { EmailOutboxRow } from '../../platform/email/outbox.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';

export type { EmailOutboxRow };

export function createEmailsRepo(db: DbOrTransaction) {
  return {
    /** One page of the outbox, newest first, with the number of messages on every page. */
    listNewestFirst: async ({
      status,
      limit,
      offset,
    }: {
      status?: OutboxStatus;
      limit: number;
      offset: number;
    }) => {
      const where: SQL | undefined = status ? eq(emailOutbox.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(emailOutbox).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    findById: async (id: string): Promise<EmailOutboxRow | undefined> => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },
  };
}

export type EmailsRepo = ReturnType<typeof createEmailsRepo>;
