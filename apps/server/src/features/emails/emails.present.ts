import type { EmailOutboxRow } from './emails.repo.js';

export type OutboxEmailJson = {
  _id: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  status: EmailOutboxRow['status'];
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  /** When a pending message is tried next. */
  nextAttemptAt: string;
  lastError: string | null;
};

export const presentOutboxEmail = (row: EmailOutboxRow): OutboxEmailJson => ({
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
