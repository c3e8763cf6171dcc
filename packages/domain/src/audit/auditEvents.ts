/** The security events the audit log records, by type. */
export const AUDIT_EVENT_TYPES = [
  'sign_in.success',
  'sign_in.failure',
  '2fa.enabled',
  '2fa.disabled',
  '2fa.reset',
  'token.created',
  'token.revoked',
  'session.revoked',
  'password.changed',
  'password.reset',
  'permissions.changed',
] as const;

export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** Audit events are kept this many days, then removed by the daily job. */
export const AUDIT_RETENTION_DAYS = 365;
