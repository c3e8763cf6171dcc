// The e-mail outbox as the API sends it. The schemas are the server's response schemas, so the JSON and
// the type the web reads cannot drift apart.
import { z } from 'zod';
import { INT_MAX } from '../limits';

/** pending -> sent, or failed after the last attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMessageJson = z.strictObject({
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
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** When a pending message is tried next. */
  nextAttemptAt: z.iso.datetime(),
  lastError: z.string().nullable(),
});
export type OutboxMessageJson = z.infer<typeof outboxMessageJson>;

export const outboxPageJson = z.strictObject({
  items: z.array(outboxMessageJson),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPageJson = z.infer<typeof outboxPageJson>;

const MAX_OUTBOX_PAGE_SIZE = 100;

/** `GET /api/emailoutbox?page=&pageSize=&status=`: newest first. */
export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_OUTBOX_PAGE_SIZE).default(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
