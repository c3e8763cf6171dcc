// The e-mail outbox as the API sends it. The schemas are the server's response schemas, so the JSON and
// the type the web reads cannot drift apart.
import { z } from 'zod';

/** pending -> sent, or failed after the last attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMessageJson = z.object({
  _id: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a pending message is tried next. */
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
});
export type OutboxMessageJson = z.infer<typeof outboxMessageJson>;

export const outboxPageJson = z.object({
  items: z.array(outboxMessageJson),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPageJson = z.infer<typeof outboxPageJson>;
