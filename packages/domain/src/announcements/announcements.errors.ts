import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the announcement and subscription endpoints beyond the common ones. */
export const ANNOUNCEMENTS_ERRORS = {
  // The original's subscriptions: 400 for an address already subscribed, 401 for a stale link (server-rules 8).
  SUBSCRIPTION_EXISTS: 400,
  CONFIRMATION_EXPIRED: 401,
  SUBSCRIPTION_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type AnnouncementsErrorCode = keyof typeof ANNOUNCEMENTS_ERRORS;
