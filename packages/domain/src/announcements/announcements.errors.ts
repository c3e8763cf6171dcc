/** Every refusal of the announcement and subscription endpoints beyond the common ones. */
export const ANNOUNCEMENTS_ERROR_CODES = [
  'SUBSCRIPTION_EXISTS',
  'CONFIRMATION_EXPIRED',
  'SUBSCRIPTION_NOT_FOUND',
] as const;
export type AnnouncementsErrorCode = (typeof ANNOUNCEMENTS_ERROR_CODES)[number];
