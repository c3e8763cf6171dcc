// The audit log's endpoint, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { AuditErrorCode } from './audit.errors';
import { auditEventJson, auditQuery } from './auditJson';

const refusals = errorCodes<AuditErrorCode>();

export const auditContract = {
  /**
   * The security events, newest first, filtered and paged; the `X-Total-Count` header says how many
   * match the filters. With ?format=csv (or Accept: text/csv), every matching event (the newest
   * AUDIT_CSV_MAX) as CSV instead.
   */
  list: defineContract({
    method: 'GET',
    path: '/audit',
    summary:
      'The audit log, newest first, a page at a time (the total in X-Total-Count); with ?format=csv (or Accept: text/csv) every matching event as CSV',
    guard: guard.owner,
    errors: refusals(),
    query: auditQuery,
    response: z.array(auditEventJson),
  }),
};
