import type { OutboxMessageJson } from '@hgn/domain/emails';
import type { EmailOutboxRow } from './emails.repo.js';

export const presentOutboxEmail = (row: EmailOutboxRow): OutboxMessageJson => ({
  _id: row.id,
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.text,
  html: row.html,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastError: row.lastError,
});
