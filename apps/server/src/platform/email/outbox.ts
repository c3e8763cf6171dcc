import { systemClock } from '@hgn/domain/time';
import { sql } from 'drizzle-orm';
import type { SqlRunner } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { emailOutbox } from './outbox.table.js';

export type EmailMessage = {
  to: readonly string[];
  cc?: readonly string[];
  bcc?: readonly string[];
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
};

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

// Deliberately loose: one @, something on each side, nothing that could split a header or a list.
const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;
const MAX_ADDRESS_LENGTH = 254;

function checkedAddresses(field: 'to' | 'cc' | 'bcc' | 'replyTo', addresses: readonly string[]): string[] {
  return addresses.map((raw) => {
    const address = raw.trim();
    if (address.length > MAX_ADDRESS_LENGTH || !ADDRESS.test(address))
      throw new AppError({
        code: 'INVALID_EMAIL_ADDRESS',
        field,
        message: `"${raw}" is not an e-mail address.`,
      });
    return address;
  });
}

/** The outbox row of a message, its addresses checked. */
function outboxRow(message: EmailMessage): typeof emailOutbox.$inferInsert {
  const to = checkedAddresses('to', message.to);
  if (to.length === 0)
    throw new AppError({
      code: 'INVALID_EMAIL_ADDRESS',
      field: 'to',
      message: 'An e-mail needs a recipient.',
    });
  return {
    to,
    cc: checkedAddresses('cc', message.cc ?? []),
    bcc: checkedAddresses('bcc', message.bcc ?? []),
    replyTo: message.replyTo === undefined ? null : checkedAddresses('replyTo', [message.replyTo])[0],
    // A line break in a subject would start a new header.
    subject: message.subject.replace(/[\r\n]+/g, ' ').trim(),
    text: message.text ?? '',
    html: message.html ?? '',
    // Due now by the clock the worker compares with. The column's database default would count
    // microseconds, on another machine's clock perhaps, and could look a moment in the future.
    nextAttemptAt: systemClock.now(),
  };
}

/**
 * Queues a message for delivery. Pass the transaction that makes the message true (a sign-up, a
 * summary, a blue square), so the message exists exactly when its cause commits and never alone.
 */
export async function enqueueEmail(tx: SqlRunner, message: EmailMessage): Promise<{ id: string }> {
  const [row] = await tx.insert(emailOutbox).values(outboxRow(message)).returning({ id: emailOutbox.id });
  return row!;
}

/** Rows per insert when many messages are queued at once. */
const BATCH_ROWS = 2_000;

/**
 * Queues many messages, a batch of rows per statement, each batch sent as one JSON parameter (a
 * statement of a thousand rows' values took the query builder longer than PostgreSQL took to insert
 * them). Pass one transaction, so that either all of them are queued or none is.
 */
export async function enqueueEmails(tx: SqlRunner, messages: readonly EmailMessage[]): Promise<number> {
  const rows = messages.map(outboxRow);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await tx.execute(sql`
      insert into ${emailOutbox} ("to", cc, bcc, reply_to, subject, text, html, next_attempt_at)
      select r."to", r.cc, r.bcc, r."replyTo", r.subject, r.text, r.html, r."nextAttemptAt"
      from jsonb_to_recordset(${batch}::jsonb) as r(
        "to" text[], cc text[], bcc text[], "replyTo" text, subject text, text text, html text,
        "nextAttemptAt" timestamptz
      )`);
  }
  return rows.length;
}
