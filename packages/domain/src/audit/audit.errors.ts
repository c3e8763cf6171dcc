import type { ErrorStatuses } from '../contracts/endpoint';
/** The audit log's endpoints refuse with the common codes only. */
export const AUDIT_ERRORS = {} as const satisfies ErrorStatuses;
export type AuditErrorCode = keyof typeof AUDIT_ERRORS;
