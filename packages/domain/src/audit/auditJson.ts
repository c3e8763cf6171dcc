import { z } from 'zod';
import { isUuid } from '../ids';
import { reportFormat } from '../reports/csv';
import { endOfPacificDay, isISODate, startOfPacificDay } from '../time';
import { AUDIT_EVENT_TYPES } from './auditEvents';

/** One event of the audit log as the API answers it. */
export const auditEventJson = z.strictObject({
  _id: z.string(),
  type: z.enum(AUDIT_EVENT_TYPES),
  at: z.string(),
  actorId: z.string().nullable(),
  userId: z.string().nullable(),
  address: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEventJson = z.infer<typeof auditEventJson>;

/** The events a page shows unless asked for another number, and the most one page holds. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 1_000;
/** The most events one CSV export holds: the newest of those the filters match. */
export const AUDIT_CSV_MAX = 100_000;
/** The furthest page a caller may ask for (beyond it no year of events reaches). */
const AUDIT_PAGE_NUMBER_MAX = 1_000_000;

export const auditMessages = {
  invalidInstant: 'Please give a date (YYYY-MM-DD) or an ISO date and time with its offset.',
  invalidUser: 'Please choose a person.',
  invalidType: `Please choose one of: ${AUDIT_EVENT_TYPES.join(', ')}.`,
  rangeReversed: 'The start must not be after the end.',
  pageSize: `Please ask for 1 to ${AUDIT_PAGE_MAX.toLocaleString('en-US')} events a page.`,
  page: 'Please ask for a page from 1.',
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A bound of the period: a day (`YYYY-MM-DD`, a Pacific day: `from` its first instant, `to` its
 * last) or an instant with its offset.
 */
const bound = (edge: 'from' | 'to') =>
  z
    .string()
    .max(40, auditMessages.invalidInstant)
    .refine((text) => isISODate(text) || (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text))), {
      message: auditMessages.invalidInstant,
    })
    .transform((text) =>
      isISODate(text) ? (edge === 'from' ? startOfPacificDay(text) : endOfPacificDay(text)) : new Date(text),
    );

/** Which events to show: the filters, the page and how many a page holds, and whether as CSV. */
export const auditQuery = z
  .object({
    type: z.enum(AUDIT_EVENT_TYPES, auditMessages.invalidType).optional(),
    userId: z
      .string()
      .max(40, auditMessages.invalidUser)
      .refine(isUuid, auditMessages.invalidUser)
      .transform((id) => id.toLowerCase())
      .optional(),
    from: bound('from').optional(),
    to: bound('to').optional(),
    page: z.coerce
      .number(auditMessages.page)
      .int(auditMessages.page)
      .min(1, auditMessages.page)
      .max(AUDIT_PAGE_NUMBER_MAX, auditMessages.page)
      .default(1),
    limit: z.coerce
      .number(auditMessages.pageSize)
      .int(auditMessages.pageSize)
      .min(1, auditMessages.pageSize)
      .max(AUDIT_PAGE_MAX, auditMessages.pageSize)
      .default(AUDIT_PAGE_SIZE),
    format: reportFormat,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: auditMessages.rangeReversed,
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;
/** The filters of a query, without its page. */
export type AuditFilters = Pick<AuditQuery, 'type' | 'userId' | 'from' | 'to'>;
